import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlResponse, useTestApp } from '../../test/app.ts';
import { subscribe, subscriptionClient } from '../../test/subscriptions.ts';
import { UNSTORABLE_TEXT_MESSAGES, type UnstorableText } from '#shared/text-rules';

const t = useTestApp({ seed: true });

/** Each operation takes the text in `$text`, directly or inside its input, at `argument`. */
const OPERATIONS: { field: string; query: string; variables: (text: string) => object; argument: string }[] = [
  {
    field: 'user',
    query: 'query Q($text: String!) { user(username: $text) { username } }',
    variables: (text) => ({ text }),
    argument: '$text',
  },
  {
    field: 'versionByBarcode',
    query: 'query Q($text: String!) { versionByBarcode(barcode: $text) { id } }',
    variables: (text) => ({ text }),
    argument: '$text',
  },
  {
    field: 'devTalkPost',
    query: 'query Q($text: String!) { devTalkPost(slug: $text) { id } }',
    variables: (text) => ({ text }),
    argument: '$text',
  },
  {
    field: 'games(search:)',
    query: 'query Q($text: String) { games(first: 3, search: $text) { edges { node { title } } } }',
    variables: (text) => ({ text }),
    argument: '$text',
  },
  {
    field: 'node(id:)',
    query: 'query Q($text: ID!) { node(id: $text) { id } }',
    variables: (text) => ({ text }),
    argument: '$text',
  },
  {
    field: 'sendContactMessage',
    query: 'mutation M($input: ContactMessageInput!) { sendContactMessage(input: $input) { __typename } }',
    variables: (text) => ({ input: { name: 'Ada', email: 'ada@example.org', subject: 'Hello', message: text } }),
    argument: '$input.message',
  },
  {
    field: 'logIn',
    query: 'mutation M($input: LogInInput!) { logIn(input: $input) { __typename } }',
    variables: (text) => ({ input: { login: text, password: 'whatever' } }),
    argument: '$input.login',
  },
];

const refusal = (problem: UnstorableText, argument: string) => ({
  errors: [
    {
      message: `${argument}: ${UNSTORABLE_TEXT_MESSAGES[problem]}`,
      extensions: { code: 'BAD_USER_INPUT', argument },
    },
  ],
});

let addresses = 0;
const send = (query: string, variables: object = {}) => {
  addresses += 1;
  return graphqlResponse(t.app, query, variables as Record<string, unknown>, { ip: `203.0.113.${addresses % 250}` });
};

describe('text the database cannot store', () => {
  // Text around one NUL or one half of a surrogate pair (whole graphemes never leave one alone).
  const unstorable = fc
    .tuple(
      fc.string({ unit: 'grapheme', maxLength: 12 }),
      fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff'),
      fc.string({ unit: 'grapheme', maxLength: 12 }),
    )
    .map(([before, bad, after]) => before + bad + after);

  it('is refused with one clear error (400) naming the argument, in every field, never "Unexpected error."', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...OPERATIONS), unstorable, async (operation, text) => {
        const response = await send(operation.query, operation.variables(text));
        expect(response.status).toBe(400);
        expect(response.body).toEqual(
          refusal(text.includes('\u0000') ? 'nul' : 'unpairedSurrogate', operation.argument),
        );
      }),
      { numRuns: 120 },
    );
  });

  it('is refused when written into the document too, with where it was written', async () => {
    const cases: [string, string, UnstorableText][] = [
      ['{ user(username: "a\\u0000b") { username } }', 'user(username:)', 'nul'],
      ['{ nodes(ids: ["1", "\\u0000"]) { id } }', 'nodes(ids:)[1]', 'nul'],
      [
        'mutation { sendContactMessage(input: { name: "A", email: "a@example.org", subject: "x\\u0000", message: "m" }) { __typename } }',
        'sendContactMessage(input:).subject',
        'nul',
      ],
      ['query Q($s: String = "\\u0000") { games(first: 1, search: $s) { totalCount } }', '$s', 'nul'],
      ['query Q { ...F } fragment F on Query { devTalkPost(slug: "\\u0000") { id } }', 'devTalkPost(slug:)', 'nul'],
    ];
    for (const [query, argument, problem] of cases) {
      const response = await send(query);
      expect(response.status).toBe(400);
      expect(response.body).toEqual(refusal(problem, argument));
    }
  });

  it('finds it deep inside a list of inputs sent as variables', async () => {
    const response = await send('query Q($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: ['1', '2', 'x\ud800'] });
    expect(response.body).toEqual(refusal('unpairedSurrogate', '$ids[2]'));
  });

  it('lets every other text through: emoji (whole surrogate pairs), other control characters, kana', async () => {
    for (const text of ['🎮😀', 'a\u0001b', 'ポケモン', '']) {
      const response = await send('query Q($text: String!) { user(username: $text) { username } }', { text });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ data: { user: null } });
    }
  });
});

describe('text the database cannot store, over the WebSocket', () => {
  let port: number;
  beforeAll(async () => {
    port = await t.app.app.start(0);
  });
  afterAll(() => t.app.app.stop());

  it('is refused on subscribe with the same error', async () => {
    const client = subscriptionClient(port);
    try {
      const subscription = subscribe(client, 'subscription S($id: ID!) { requestUpdated(id: $id) { id } }', {
        id: '\u0000',
      });
      expect(await subscription.next()).toEqual({
        errors: [
          expect.objectContaining({
            message: `$id: ${UNSTORABLE_TEXT_MESSAGES.nul}`,
            extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', argument: '$id' }),
          }),
        ],
      });
    } finally {
      await client.dispose();
    }
  });
});
