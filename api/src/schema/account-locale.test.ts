import { describe, expect, it } from 'vitest';
import { graphql, useTestApp } from '../../test/app.ts';
import { createTestUser, TEST_PASSWORD } from '../../test/accounts.ts';
import { accountMutation, nextIp } from '../../test/account-mutations.ts';
import { MAIL_TEXTS } from '../mail/mail-language.ts';

const t = useTestApp();

const UPDATE = `mutation L($input: UpdateLocaleInput!) { updateLocale(input: $input) {
  __typename
  ... on MutationUpdateLocaleSuccess { data { locale } }
  ... on ValidationError { fieldErrors { field code } } } }`;
const updateLocale = (locale: string, cookie?: string) =>
  graphql(t.app, UPDATE, { input: { locale } }, cookie ? { cookie } : {}) as Promise<any>;
const localeOf = async (username: string, cookie: string) =>
  (
    (await graphql(
      t.app,
      `
        query U($name: String!) {
          user(username: $name) {
            locale
          }
        }
      `,
      { name: username },
      { cookie },
    )) as any
  ).data.user?.locale;

describe("the account's interface language", () => {
  it('starts as English, is stored when the member changes it, and only they see it', async () => {
    const ana = await createTestUser(t.db, 'Ana');
    const bea = await createTestUser(t.db, 'Bea');
    expect(await localeOf('Ana', ana.cookie)).toBe('en');
    expect((await updateLocale('ja', ana.cookie)).data.updateLocale).toEqual({
      __typename: 'MutationUpdateLocaleSuccess',
      data: { locale: 'ja' },
    });
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: ana.id } })).locale).toBe('ja');
    expect(await localeOf('Ana', bea.cookie)).toBeNull();
  });

  it('accepts only the five interface languages, written as BCP 47 tags', async () => {
    const cleo = await createTestUser(t.db, 'Cleo');
    for (const locale of ['jp', 'de', '', 'EN']) {
      expect((await updateLocale(locale, cleo.cookie)).data.updateLocale, locale).toEqual({
        __typename: 'ValidationError',
        fieldErrors: [{ field: 'locale', code: expect.stringMatching(/^(invalidValue|required)$/) }],
      });
    }
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: cleo.id } })).locale).toBe('en');
  });

  it('asks a visitor to log in', async () => {
    expect((await updateLocale('fr')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('mail in the member’s language', () => {
  it('writes the password-reset mail in the language of the account', async () => {
    const dora = await createTestUser(t.db, 'Dora');
    await updateLocale('fr', dora.cookie);
    await accountMutation(t.app, 'requestPasswordReset', { email: dora.email }, { ip: nextIp() });
    await t.app.tasks.settled();
    const mail = await t.db.prisma.emailOutbox.findFirstOrThrow({ where: { to: dora.email, kind: 'password-reset' } });
    expect(mail.subject).toBe(MAIL_TEXTS.fr.passwordReset({ link: '', minutes: 0 }).subject);
    expect(mail.text).toContain('Choisissez un nouveau mot de passe');
  });

  it('writes security notices in the language of the account', async () => {
    const emi = await createTestUser(t.db, 'Emi');
    await t.db.prisma.emailPreferences.update({ where: { userId: emi.id }, data: { enabled: true, security: true } });
    await updateLocale('ja', emi.cookie);
    const input = { currentPassword: TEST_PASSWORD, newPassword: 'new secret 123', confirmation: 'new secret 123' };
    expect((await accountMutation(t.app, 'changePassword', input, { cookie: emi.cookie })).data).toBeDefined();
    await t.app.tasks.settled();
    const mails = await t.db.prisma.emailOutbox.findMany({
      where: { to: emi.email, kind: 'security' },
      select: { subject: true, text: true },
    });
    expect(mails).toEqual([MAIL_TEXTS.ja.passwordChanged()]);
  });
});
