import { describe, expect, it } from 'vitest';
import { graphql, useTestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/accounts.ts';

const t = useTestApp();

describe('a mutation whose result the client barely reads', () => {
  it('still succeeds when only __typename is asked for (Prisma refuses an empty selection)', async () => {
    const user = await createTestUser(t.db, 'Terse');
    const result = await graphql(
      t.app,
      'mutation { changeSecurityQuestion(input: { question: "Pet?", answer: "Rex" }) { __typename } }',
      {},
      {
        cookie: user.cookie,
      },
    );
    expect(result).toEqual({
      data: { changeSecurityQuestion: { __typename: 'MutationChangeSecurityQuestionSuccess' } },
    });
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).securityQuestion).toBe('Pet?');
  });
});
