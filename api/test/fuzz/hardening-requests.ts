// The fuzzer's requests for issue 27's findings over HTTP: a known persisted id sent with other
// text (N1), costly documents (N1), introspection (N6), text PostgreSQL cannot store in every
// kind of argument (N8), and odd Idempotency-Keys on writes (N11). Each must get a 4xx or an
// answer, never a 5xx or an internal message.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { getIntrospectionQuery } from 'graphql';
import type { HostileRequest } from './hostile-requests.ts';

const persisted = Object.keys(
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../persisted-operations.json'), 'utf8')) as Record<
    string,
    string
  >,
);

const COSTLY = [
  '{ games(first: 100) { edges { node { title versions { title } console { games(first: 100) { edges { node { title } } } } } } } }',
  '{ consoles(first: 100) { edges { node { games(first: 100) { edges { node { versions { title } } } } } } } }',
  '{ a: games(first: 100) { edges { node { id } } } b: games(first: 100) { edges { node { id } } } c: randomGames(amount: 50) { title } }',
];
const INTROSPECTION = [
  getIntrospectionQuery(),
  '{ __schema { types { name fields { name type { name ofType { name } } } } } }',
  '{ a: __schema { types { name } } b: __schema { types { name } } c: __schema { types { name } } }',
  '{ __type(name: "Game") { fields { name type { fields { name type { fields { name } } } } } } }',
];
/** Text no PostgreSQL text column holds (NUL), lone surrogates, and both mixed into ordinary words. */
const UNSTORABLE = fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\u0000\ud800', 'mario\u0000', '\ud83c');
/** Every argument kind the findings named (N8), by variable and written into the document. */
const STRING_FIELDS = [
  (s: string) => `user(username: ${s}) { username }`,
  (s: string) => `versionByBarcode(barcode: ${s}) { title }`,
  (s: string) => `devTalkPost(slug: ${s}) { title }`,
  (s: string) => `games(first: 3, search: ${s}) { edges { node { title } } }`,
];
const MUTATION_TEXT = [
  (s: string) => `logIn(input: { login: ${s}, password: ${s} }) { __typename }`,
  (s: string) => `sendContactMessage(input: { name: ${s}, email: ${s}, subject: ${s}, message: ${s} }) { __typename }`,
];

const headers = { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' };
const post = (body: unknown, extra: Record<string, string> = {}): HostileRequest => ({
  kind: 'http',
  method: 'POST',
  path: '/graphql',
  headers: { ...headers, ...extra },
  body: JSON.stringify(body),
});

/** N1: a persisted id with a text that is not its own, by POST and by GET. */
const persistedWithText = fc
  .tuple(fc.constantFrom(...persisted), fc.constantFrom(...COSTLY, ...INTROSPECTION), fc.boolean())
  .map(([documentId, query, byGet]): HostileRequest => {
    if (!byGet) return post({ documentId, query });
    const search = new URLSearchParams({ documentId, query });
    return { kind: 'http', method: 'GET', path: `/graphql?${search}`, headers: { accept: 'application/json' } };
  });

const costly = fc.constantFrom(...COSTLY, ...INTROSPECTION).map((query) => post({ query }));

/** N8: unstorable text by variable or inline, in queries and in writes. */
const unstorable = fc
  .tuple(UNSTORABLE, fc.constantFrom(...STRING_FIELDS), fc.constantFrom(...MUTATION_TEXT), fc.nat(2))
  .map(([text, field, write, how]) => {
    if (how === 0) return post({ query: `query Q($s: String!) { ${field('$s')} }`, variables: { s: text } });
    if (how === 1) return post({ query: `{ ${field(JSON.stringify(text))} }` });
    return post({ query: `mutation M($s: String!) { ${write('$s')} }`, variables: { s: text } });
  });

/** N11: writes with keys that are fine, too long, odd, or reused with other variables. */
const keyed = fc
  .tuple(
    fc.oneof(
      fc.constantFrom('same-key', 'x'.repeat(201), ' ', 'a b', '\u007f'),
      fc.string({ unit: 'grapheme-ascii', maxLength: 40 }),
    ),
    fc.string({ maxLength: 20 }),
  )
  .map(([key, s]) =>
    post(
      { query: `mutation M($s: String!) { ${MUTATION_TEXT[0]!('$s')} }`, variables: { s } },
      // node:http refuses header values with control characters itself: those never reach the server.
      /^[\u0020-\u007e]*$/.test(key) ? { 'idempotency-key': key } : {},
    ),
  );

export const hardeningRequest: fc.Arbitrary<HostileRequest> = fc.oneof(
  { arbitrary: persistedWithText, weight: 3 },
  { arbitrary: costly, weight: 2 },
  { arbitrary: unstorable, weight: 4 },
  { arbitrary: keyed, weight: 1 },
);
