import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '#shared/locale-rules';
import { MAIL_TEXT_KINDS, type MailText, type MailTextKind, type MailTexts } from './mail-texts.ts';
import { MAIL_CATALOGUES, MAIL_TEXTS, mailTexts } from './mail-language.ts';
import { MAIL_MESSAGES } from './mail-messages.ts';

const LINK = 'https://cartridgevault.test/request/7';
const TITLE = 'Pokémon Red Version';
const TRANSLATED = LOCALES.filter((locale) => locale !== 'en');
const MESSAGE_IDS = MAIL_TEXT_KINDS.flatMap((kind) => [MAIL_MESSAGES[kind].subject.id, MAIL_MESSAGES[kind].text.id]);

interface Sample {
  write: (texts: MailTexts) => MailText;
  /** The details the mail was given: it must show each. */
  mustContain: string[];
}

const REQUEST_RESULTS = (['EDIT', 'DELETE'] as const).flatMap((type) =>
  (['approved', 'rejected', 'reset', 'conflict'] as const).flatMap((result) =>
    [true, false].map((byModerator) => ({ type, result, byModerator })),
  ),
);

/** Every kind written with sample details, in every form its messages have (plurals, selects). */
const SAMPLES: Record<MailTextKind, Sample[]> = {
  passwordReset: [60, 1].map((minutes) => ({
    write: (texts) => texts.passwordReset({ link: LINK, minutes }),
    mustContain: [LINK, String(minutes)],
  })),
  emailVerification: [48, 1].map((hours) => ({
    write: (texts) => texts.emailVerification({ link: LINK, hours }),
    mustContain: [LINK, String(hours)],
  })),
  signUpAttempt: [{ write: (texts) => texts.signUpAttempt({ link: LINK }), mustContain: [LINK] }],
  passwordChanged: [{ write: (texts) => texts.passwordChanged(), mustContain: [] }],
  passwordWasReset: [{ write: (texts) => texts.passwordWasReset(), mustContain: [] }],
  emailChanged: [
    { write: (texts) => texts.emailChanged({ newEmail: 'new@example.org' }), mustContain: ['new@example.org'] },
  ],
  securityQuestionChanged: [{ write: (texts) => texts.securityQuestionChanged(), mustContain: [] }],
  collectionGameRequest: (['EDIT', 'DELETE'] as const).map((type) => ({
    write: (texts) => texts.collectionGameRequest({ gameTitle: TITLE, type, link: LINK }),
    mustContain: [LINK, TITLE],
  })),
  requestResult: REQUEST_RESULTS.map((about) => ({
    write: (texts) => texts.requestResult({ gameTitle: TITLE, link: LINK, ...about }),
    mustContain: [LINK, TITLE],
  })),
  collectionGameRemoved: [
    { write: (texts) => texts.collectionGameRemoved({ gameTitle: TITLE, link: LINK }), mustContain: [LINK, TITLE] },
  ],
  wantedForTrade: [
    {
      write: (texts) => texts.wantedForTrade({ friendName: 'Ann', gameTitle: TITLE, link: LINK }),
      mustContain: [LINK, TITLE, 'Ann'],
    },
  ],
};

const samples = () => MAIL_TEXT_KINDS.flatMap((kind) => SAMPLES[kind].map((sample) => ({ kind, ...sample })));

/** A locale's mail catalogue as translators edit it: message id → translation. */
function poCatalogue(locale: Locale): Map<string, string> {
  const filename = path.resolve(import.meta.dirname, `locales/${locale}/messages.po`);
  const catalogue = formatter().parse(readFileSync(filename, 'utf8'), { locale, sourceLocale: 'en', filename });
  if (catalogue instanceof Promise) throw new Error('the PO formatter parses synchronously');
  return new Map(Object.entries(catalogue).map(([id, entry]) => [id, entry.translation]));
}

describe('mail texts', () => {
  it('list every kind of mail once, with a message for its subject and one for its text', () => {
    expect(Object.keys(MAIL_MESSAGES).sort()).toEqual([...MAIL_TEXT_KINDS].sort());
    expect(Object.keys(SAMPLES).sort()).toEqual([...MAIL_TEXT_KINDS].sort());
    expect(new Set(MESSAGE_IDS).size).toBe(MAIL_TEXT_KINDS.length * 2);
    for (const locale of LOCALES) expect(Object.keys(MAIL_TEXTS[locale]).sort()).toEqual([...MAIL_TEXT_KINDS].sort());
  });

  it.each(LOCALES)('are all in the compiled %s catalogue', (locale) => {
    expect(MESSAGE_IDS.filter((id) => MAIL_CATALOGUES[locale][id] === undefined)).toEqual([]);
  });

  // The English catalogue is what an English mail is written from: it must say what the source says.
  it('are in the English catalogue as the source writes them', () => {
    const english = poCatalogue('en');
    const stale = MAIL_TEXT_KINDS.flatMap((kind) => [MAIL_MESSAGES[kind].subject, MAIL_MESSAGES[kind].text]).filter(
      ({ id, message }) => english.get(id) !== message,
    );
    expect(stale.map(({ id }) => id)).toEqual([]);
  });

  it.each(TRANSLATED)('are all translated in the %s catalogue', (locale) => {
    const english = poCatalogue('en');
    const catalogue = poCatalogue(locale);
    expect([...catalogue.keys()].sort()).toEqual([...MESSAGE_IDS].sort());
    expect(MESSAGE_IDS.filter((id) => !catalogue.get(id)?.trim())).toEqual([]);
    expect(MESSAGE_IDS.filter((id) => catalogue.get(id) === english.get(id))).toEqual([]);
  });

  it.each(LOCALES)('write every mail in %s with the details they were given', (locale) => {
    for (const { kind, write, mustContain } of samples()) {
      const { subject, text } = write(MAIL_TEXTS[locale]);
      expect(subject.trim(), `${locale} ${kind}`).not.toBe('');
      expect(subject, `${locale} ${kind}: a subject is one line`).not.toContain('\n');
      expect(text.trim(), `${locale} ${kind}`).not.toBe('');
      // A brace left is a placeholder or plural not filled in (a message that was not compiled).
      expect(`${subject}\n${text}`, `${locale} ${kind}`).not.toMatch(/[{}]/);
      for (const detail of mustContain) expect(`${subject}\n${text}`, `${locale} ${kind}`).toContain(detail);
    }
  });

  // Lingui compiles a message missing from a language's catalogue from English: the mail is sent
  // in English, silently.
  it.each(TRANSLATED)('are written in %s, not in English, in every form', (locale) => {
    for (const { kind, write } of samples()) {
      const english = write(MAIL_TEXTS.en);
      const translated = write(MAIL_TEXTS[locale]);
      expect(translated.subject, `${locale} ${kind}`).not.toBe(english.subject);
      expect(translated.text, `${locale} ${kind}`).not.toBe(english.text);
    }
  });

  it('write a number with its plural form', () => {
    const minutes = (locale: Locale, count: number) =>
      MAIL_TEXTS[locale].passwordReset({ link: LINK, minutes: count }).text;
    expect(minutes('en', 1)).toContain('for 1 minute)');
    expect(minutes('en', 60)).toContain('for 60 minutes)');
    expect(minutes('fr', 1)).toContain('pendant 1 minute)');
    expect(minutes('nl', 30)).toContain('30 minuten lang');
  });

  it('tell every request result apart, with or without a moderator', () => {
    for (const locale of LOCALES) {
      const texts = REQUEST_RESULTS.filter(({ type }) => type === 'EDIT').map(
        (about) => MAIL_TEXTS[locale].requestResult({ gameTitle: TITLE, link: LINK, ...about }).text,
      );
      expect(new Set(texts).size, locale).toBe(texts.length);
    }
  });

  it("keep a member's words as written, escape-like backslashes too", () => {
    const gameTitle = String.raw`C:\u0041 \x41 \\ $& {x}`;
    for (const locale of LOCALES) {
      const mail = MAIL_TEXTS[locale].wantedForTrade({ friendName: String.raw`A\u0042`, gameTitle, link: LINK });
      expect(mail.subject, locale).toContain(gameTitle);
      expect(mail.subject, locale).toContain(String.raw`A\u0042`);
      expect(mail.text, locale).toContain(gameTitle);
    }
  });

  it('fall back to English for a language this version does not know', () => {
    expect(mailTexts('de')).toBe(MAIL_TEXTS.en);
    expect(mailTexts(null)).toBe(MAIL_TEXTS.en);
    expect(mailTexts('ja')).toBe(MAIL_TEXTS.ja);
  });

  // The web's compiled catalogues are downloaded by every browser.
  it.each(LOCALES)("are not in the web's %s catalogue", (locale) => {
    const web = readFileSync(
      path.resolve(import.meta.dirname, `../../../web/src/locales/${locale}/messages.ts`),
      'utf8',
    );
    // Explicit ids are kept as written there (a page title's is): a mail's would show.
    expect(web).toContain('page.games.title');
    expect(MESSAGE_IDS.filter((id) => web.includes(id))).toEqual([]);
  });
});
