import { describe, expect, it } from 'vitest';
import { graphqlFromNewAddress, useTestApp } from '../../test/app.ts';
import { UNSTORABLE_TEXT_MESSAGES, unstorableText } from '#shared/text-rules';

const t = useTestApp();

const send = /* GraphQL */ `
  mutation Send($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      __typename
      ... on MutationSendContactMessageSuccess {
        data {
          replyWithinWeeks
        }
      }
      ... on ValidationError {
        message
        fieldErrors {
          field
          code
        }
      }
    }
  }
`;

describe('contact form', () => {
  it('stores the message and puts a mail in the outbox', async () => {
    const input = { name: 'Ada', email: 'ada@example.org', subject: 'Missing game', message: 'Please add Mother 3.' };
    const result: any = await graphqlFromNewAddress(t.app, send, { input });
    expect(result.data.sendContactMessage).toEqual({
      __typename: 'MutationSendContactMessageSuccess',
      data: { replyWithinWeeks: 2 },
    });
    // Other tests of this file store messages too (in any order): look for this one.
    expect(
      await t.db.prisma.contactMessage.findMany({
        where: { email: 'ada@example.org' },
        select: { email: true, subject: true },
      }),
    ).toEqual([{ email: 'ada@example.org', subject: 'Missing game' }]);
    const mail = await t.db.prisma.emailOutbox.findFirstOrThrow({
      where: { kind: 'contact', subject: '[Contact] Missing game' },
    });
    expect(mail.subject).toBe('[Contact] Missing game');
    expect(mail.text).toContain('Please add Mother 3.');
  });

  it('reports every broken field with a stable code and saves nothing', async () => {
    const before = await t.db.prisma.contactMessage.count();
    const result: any = await graphqlFromNewAddress(t.app, send, {
      input: { name: '  ', email: 'not-an-email', subject: 'x'.repeat(201), message: '' },
    });
    const payload = result.data.sendContactMessage;
    expect(payload.__typename).toBe('ValidationError');
    expect(payload.fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'name', code: 'required' },
        { field: 'email', code: 'invalidEmail' },
        { field: 'subject', code: 'tooLong' },
        { field: 'message', code: 'required' },
      ]),
    );
    expect(await t.db.prisma.contactMessage.count()).toBe(before);
  });
});

describe('contact form with hostile input', () => {
  it('never fails unexpectedly, whatever the text', async () => {
    const fc = await import('fast-check');
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 60 }),
          fc
            .array(fc.constantFrom('\u0000', '\u001b', '\ud800', '%', "'", '🎮', ' ', 'x'), { maxLength: 12 })
            .map((a) => a.join('')),
        ),
        async (text) => {
          const result: any = await graphqlFromNewAddress(t.app, send, {
            input: { name: text, email: 'a@example.org', subject: text, message: text },
          });
          // Text the database cannot store never reaches the form's rules (storable-text.test.ts).
          if (unstorableText(text)) {
            expect(result.errors).toEqual([
              expect.objectContaining({ extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) }),
            ]);
            return;
          }
          expect(result.errors).toBeUndefined();
          expect(['MutationSendContactMessageSuccess', 'ValidationError']).toContain(
            result.data.sendContactMessage.__typename,
          );
        },
      ),
      { numRuns: 40 },
    );
    // Forty messages, each written to the outbox: under a loaded CI machine this took 38 s.
  }, 120_000);

  it('drops invisible control characters, and refuses NUL (which PostgreSQL text cannot store) naming the field', async () => {
    const dropped: any = await graphqlFromNewAddress(t.app, send, {
      input: { name: 'Esc', email: 'esc@example.org', subject: 'Odd\u001bbytes', message: 'a\u0007b' },
    });
    expect(dropped.data.sendContactMessage.__typename).toBe('MutationSendContactMessageSuccess');
    const stored = await t.db.prisma.contactMessage.findFirstOrThrow({ where: { name: 'Esc' } });
    expect(stored.message).toBe('ab');
    expect(stored.subject).toBe('Oddbytes');

    const before = await t.db.prisma.contactMessage.count();
    const refused: any = await graphqlFromNewAddress(t.app, send, {
      input: { name: 'Nul', email: 'nul@example.org', subject: 'Odd\u0000bytes', message: 'ab' },
    });
    expect(refused.errors).toEqual([
      expect.objectContaining({ message: `$input.subject: ${UNSTORABLE_TEXT_MESSAGES.nul}` }),
    ]);
    expect(await t.db.prisma.contactMessage.count()).toBe(before);
  });
});
