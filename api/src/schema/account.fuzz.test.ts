import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/accounts.ts';
import { accountMutation, nextIp, type MutationOutcome } from '../../test/account-mutations.ts';
import { UNSTORABLE_TEXT_MESSAGES, unstorableText } from '#shared/text-rules';

const t = useTestApp();

const hostile = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc
    .array(
      fc.constantFrom(
        '\u0000',
        '\u001b',
        '\ud800',
        '\udfff',
        '\u202e',
        '%',
        "'",
        '"',
        '\\',
        '@',
        '.',
        '🎮',
        'İ',
        'ß',
        ' ',
        'a',
        '1',
      ),
      { maxLength: 14 },
    )
    .map((parts) => parts.join('')),
  fc.constantFrom('a'.repeat(5000), `${'a'.repeat(300)}@example.org`, 'ada@example.org', 'Existing'),
);

/** Text that passes the rules, so hostile runs also reach the database and the password hash. */
const plausible = (pattern: RegExp) => fc.stringMatching(pattern);
const mostly = <T>(likely: fc.Arbitrary<T>, ...others: fc.Arbitrary<T>[]) =>
  fc.oneof({ arbitrary: likely, weight: 3 }, ...others.map((arbitrary) => ({ arbitrary, weight: 1 })));

/**
 * A typed answer (success or field problems), 429, or for text the database cannot store the
 * edge's refusal (storable-text.test.ts); never an unexpected error.
 */
function expectHandled(outcome: MutationOutcome, input: Record<string, unknown>, successType: string) {
  const unstorable = Object.values(input).some((value) => typeof value === 'string' && unstorableText(value));
  if (unstorable) {
    expect(outcome.status).toBe(400);
    expect(outcome.errorCode).toBe('BAD_USER_INPUT');
    return;
  }
  const codes = (outcome.body.errors ?? []).map((error) => error.extensions?.code);
  expect(codes.filter((code) => code !== 'RATE_LIMITED')).toEqual([]);
  if (codes.length === 0) expect([successType, 'ValidationError']).toContain(outcome.body.data?.result?.__typename);
}

describe('account forms with hostile input', () => {
  beforeAll(() => createTestUser(t.db, 'Existing'));

  it('sign-up answers with an account or field problems, whatever is typed', async () => {
    await fc.assert(
      fc.asyncProperty(
        mostly(
          plausible(/^[a-z][a-z0-9_]{0,15}$/).map((local) => `${local}@example.org`),
          hostile,
          hostile.map((local) => `${local}@example.org`),
        ),
        fc.option(mostly(plausible(/^[A-Za-z0-9_ ]{1,50}$/), hostile), { nil: undefined }),
        mostly(fc.string({ unit: 'binary', minLength: 8, maxLength: 40 }), hostile),
        mostly(fc.constant(true), fc.constant(false)),
        async (email, displayName, password, confirmed) => {
          const input = { email, displayName, password, passwordConfirmation: confirmed ? password : `${password}x` };
          expectHandled(await accountMutation(t.app, 'signUp', input), input, 'MutationSignUpSuccess');
        },
      ),
      // Each accepted sign-up hashes a password on purpose slowly: fewer runs than elsewhere.
      { numRuns: 25 },
    );
  });

  it('login answers with the user, invalidCredentials or 429, whatever is typed', async () => {
    await fc.assert(
      fc.asyncProperty(hostile, hostile, async (login, password) => {
        const input = { login, password };
        expectHandled(await accountMutation(t.app, 'logIn', input), input, 'MutationLogInSuccess');
      }),
      { numRuns: 60 },
    );
  });

  it('login refuses halves of surrogate pairs (which have no UTF-8 form) at the edge, naming the field', async () => {
    for (const login of ['\udfff', 'halfß\udfff', 'half\ud83c@example.org']) {
      const outcome = await accountMutation(t.app, 'logIn', { login, password: 'whatever' }, { ip: nextIp() });
      expect(outcome.status).toBe(400);
      expect(outcome.body.errors).toEqual([
        expect.objectContaining({
          message: `$input.login: ${UNSTORABLE_TEXT_MESSAGES.unpairedSurrogate}`,
          extensions: { code: 'BAD_USER_INPUT', argument: '$input.login' },
        }),
      ]);
    }
  });
});
