import { beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { graphqlResponse, useTestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/accounts.ts';
import { nextIp } from '../../test/account-mutations.ts';
import { insertRequest, requestGlobalId, someGameIds } from '../../test/request-fixtures.ts';
import { ADDRESS_LIMITS, type AddressLimitKind } from '#shared/address-rules';

const t = useTestApp({ seed: true });

let member: { id: number; cookie: string };
let requestId: number;
let gameIds: number[];
let counter = 0;

beforeAll(async () => {
  member = await createTestUser(t.db, 'Busy');
  gameIds = await someGameIds(t.db, ADDRESS_LIMITS.requestSubmission.points + 2);
  requestId = await insertRequest(t.db, { gameId: gameIds[0]!, submitterId: null });
});

const PASSWORD = 'a long enough secret';

/** One call of each limited mutation, fresh input every time: its result's __typename, status and headers. */
const sends: Record<AddressLimitKind, (ip: string) => Promise<{ typename?: string; status: number; response: any }>> = {
  introspection: async (ip) => {
    const response = await graphqlResponse(t.app, `{ result: __schema { queryType { name } } }`, {}, { ip });
    // An answer is the schema's, not a payload: name it a success as the mutations' are.
    const answered = response.body.data?.result?.queryType?.name === 'Query';
    return { typename: answered ? 'IntrospectionSuccess' : undefined, status: response.status, response };
  },
  signUp: (ip) =>
    run(
      ip,
      'signUp',
      `mutation ($input: SignUpInput!) { result: signUp(input: $input) { __typename } }`,
      { email: `someone${(counter += 1)}@example.org`, password: PASSWORD, passwordConfirmation: PASSWORD },
      false,
    ),
  contact: (ip) =>
    run(
      ip,
      'contact',
      `mutation ($input: ContactMessageInput!) { result: sendContactMessage(input: $input) { __typename } }`,
      { name: 'Ann', email: 'ann@example.org', subject: 'Hello', message: 'A question about the site' },
      false,
    ),
  friendRequest: async (ip) => {
    const friend = await createTestUser(t.db, `Friend${(counter += 1)}`);
    return run(
      ip,
      'friendRequest',
      `mutation ($input: SendFriendRequestInput!) { result: sendFriendRequest(input: $input) { __typename } }`,
      { userId: encodeGlobalID('User', String(friend.id)) },
    );
  },
  comment: (ip) =>
    run(ip, 'comment', `mutation ($input: AddCommentInput!) { result: addComment(input: $input) { __typename } }`, {
      requestId: requestGlobalId(requestId),
      body: `Comment ${(counter += 1)}`,
    }),
  requestSubmission: (ip) =>
    run(
      ip,
      'requestSubmission',
      `mutation ($input: SubmitDeleteRequestInput!) { result: submitDeleteRequest(input: $input) { __typename } }`,
      { gameId: encodeGlobalID('Game', String(gameIds[(counter += 1) % gameIds.length])), reason: 'Not a real game' },
    ),
};

async function run(ip: string, _kind: string, query: string, input: Record<string, unknown>, signedIn = true) {
  const response = await graphqlResponse(
    t.app,
    query,
    { input },
    { ip, headers: signedIn ? { cookie: member.cookie } : {} },
  );
  return { typename: response.body.data?.result?.__typename, status: response.status, response };
}

describe('per-address limits', () => {
  it.each(Object.keys(ADDRESS_LIMITS) as AddressLimitKind[])(
    '%s: the next one past the limit from one address answers 429 with Retry-After; another address still may',
    async (kind) => {
      const { points, windowSeconds } = ADDRESS_LIMITS[kind];
      const ip = nextIp();
      for (let i = 0; i < points; i += 1) {
        const allowed = await sends[kind](ip);
        expect(allowed.typename, `${kind} #${i + 1}`).toMatch(/Success$/);
      }
      const refused = await sends[kind](ip);
      expect(refused.status).toBe(429);
      const [error] = refused.response.body.errors;
      expect(error.extensions.code).toBe('RATE_LIMITED');
      const retryAfter = Number(refused.response.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
      expect(error.extensions.retryAfterSeconds).toBe(retryAfter);
      expect(error.message).toBe(`Too many attempts. Try again in ${retryAfter} seconds.`);
      expect((await sends[kind](nextIp())).typename).toMatch(/Success$/);
    },
  );

  it('counts a refused sign-up with a taken address too, so the limit cannot probe for accounts', async () => {
    const ip = nextIp();
    await createTestUser(t.db, 'Taken');
    for (let i = 0; i < ADDRESS_LIMITS.signUp.points; i += 1) {
      const taken = await run(
        ip,
        'signUp',
        `mutation ($input: SignUpInput!) { result: signUp(input: $input) { __typename } }`,
        { email: 'taken@example.org', password: PASSWORD, passwordConfirmation: PASSWORD },
        false,
      );
      expect(taken.typename).toBe('ValidationError');
    }
    expect((await sends.signUp(ip)).status).toBe(429);
  });
});
