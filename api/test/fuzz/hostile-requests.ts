// Seeded generators of hostile requests for the fuzzer (npm run fuzz) and its short run in the
// suite (api/src/http/hostile-requests.test.ts): what a scanner, a broken client or an attacker
// sends to the REST facade, GraphQL over HTTP and the raw socket.
import fc from 'fast-check';

/** One request to send: over HTTP (node:http builds it) or as raw bytes on a socket. */
export type HostileRequest =
  | { kind: 'http'; method: string; path: string; headers: Record<string, string>; body?: string | Buffer }
  | { kind: 'raw'; bytes: string };

const nasty = fc.constantFrom(
  '',
  '\u0000',
  '%00',
  '%',
  '%E0%A4%A',
  '%ff',
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  "' OR 1=1 --",
  '"; DROP TABLE "Game"; --',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '\ud800',
  '🎮',
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  '2147483648',
  '99999999999999999999999',
  '0x10',
  ' 1',
  '1.5',
  'null',
  'undefined',
  '[]',
  '{}',
  'a'.repeat(300),
);

/** Text a client might put anywhere: generated, nasty on purpose, or large. */
export const hostileText = fc.oneof(
  { arbitrary: nasty, weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 3 },
  { arbitrary: fc.string({ maxLength: 12 }), weight: 2 },
  { arbitrary: fc.integer({ min: 1000, max: 70_000 }).map((n) => 'x'.repeat(n)), weight: 1 },
);

const pathSafe = hostileText.map((text) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80'; // a lone surrogate, encoded by hand
  }
});
/** Sometimes encoded, sometimes raw (node:http refuses control characters in paths itself). */
const segment = fc.oneof(
  pathSafe,
  // Printable ASCII only: a raw path with anything else never leaves node:http.
  nasty.filter((text) => /^[\u0021-\u007e]*$/.test(text)),
);

const REST_PATHS = ['/api/v1/games', '/api/v1/games/random', '/api/v1/games/search', '/api/v1/consoles'];
const REST_PARAMS = ['start', 'length', 'amount', 'name', 'id', 'version_id', 'console_id', 'sort', 'start[]'];

const query = fc
  .array(fc.tuple(fc.constantFrom(...REST_PARAMS), segment), { maxLength: 4 })
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));

const restPath = fc.oneof(
  fc.tuple(fc.constantFrom(...REST_PATHS), query).map(([p, q]) => p + q),
  fc
    .tuple(fc.constantFrom('/api/v1/games/', '/api/v1/versions/', '/api/v1/consoles/'), segment, query)
    .map(([p, s, q]) => p + s + q),
  fc
    .tuple(fc.constantFrom('/api/v1', '/api/v1/', '/api/v2', '/api/v1/games/1/', '/api'), segment)
    .map(([p, s]) => `${p}/${s}`),
  fc.constantFrom(
    '/api/v1/openapi.json',
    '/healthz',
    '/images/zz',
    `/images/${'0'.repeat(64)}`,
    '/metrics',
    '/dev-talk/feed.xml',
  ),
  segment.map((s) => `/images/${s}`),
  segment.map((s) => `/${s}`),
);

const method = fc.oneof(
  { arbitrary: fc.constantFrom('GET', 'HEAD', 'OPTIONS'), weight: 4 },
  { arbitrary: fc.constantFrom('POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'PROPFIND', 'CONNECT'), weight: 2 },
);

const headerValue = hostileText.map((text) => text.replace(/[^\u0020-\u007e]/g, '?').slice(0, 8000));
const headers = fc.dictionary(
  fc.constantFrom(
    'if-none-match',
    'accept',
    'accept-encoding',
    'origin',
    'x-forwarded-for',
    'cookie',
    'range',
    'content-type',
    'accept-language',
  ),
  headerValue,
  { maxKeys: 3 },
);

export const hostileRestRequest: fc.Arbitrary<HostileRequest> = fc
  .record({ method, path: restPath, headers, body: fc.option(hostileText, { nil: undefined }) })
  .map(({ method: m, path, headers: h, body }) => ({
    kind: 'http' as const,
    method: m,
    path,
    headers: h,
    body: m === 'GET' || m === 'HEAD' ? undefined : body,
  }));

// GraphQL: documents that are broken, deep, wide, aliased or valid with wrong variables.
const FIELDS = [
  'games(first: 5) { edges { node { id title } } }',
  'game(id: $id) { title versions { title } }',
  'node(id: $id) { id ... on Game { title } }',
  'nodes(ids: $ids) { id }',
  'randomGames(amount: $n) { title }',
  'viewer { username }',
  'consoles(first: $n) { edges { node { name } } }',
  'requests(first: $n) { edges { node { id } } }',
  '__schema { types { name } }',
  '__typename',
];
const MUTATIONS = [
  'logIn(input: { login: $s, password: $s }) { __typename }',
  'signUp(input: { email: $s, password: $s, passwordConfirmation: $s }) { __typename }',
  'requestPasswordReset(input: { email: $s }) { __typename }',
  'sendContactMessage(input: { name: $s, email: $s, subject: $s, message: $s }) { __typename }',
  'logOut { __typename }',
];

const variables = fc.dictionary(
  fc.constantFrom('id', 'ids', 'n', 's', 'input', '__proto__', 'constructor'),
  fc.oneof(
    hostileText,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(hostileText, { maxLength: 5 }),
    fc.constantFrom('R2FtZTox', 'R2FtZTo5OTk5OTk5', 'VXNlcjox', 'Q29uc29sZTox', 'R2FtZTotMQ==', 'R2FtZToxZTk5'),
    fc.object({ maxDepth: 3 }),
  ),
  { maxKeys: 4 },
);

const deep = fc
  .integer({ min: 2, max: 400 })
  .map((n) =>
    `{ ${'game(id: $id) { console { games { '.repeat(Math.min(n, 40))}title${' } } }'.repeat(Math.min(n, 40))} }`
      .replace(/games \{/g, 'games(first: 1) { edges { node {')
      .replace(/\} \} \}/g, '} } } } }'),
  );
const nested = fc
  .integer({ min: 10, max: 5000 })
  .map((n) => `{ ${'__typename '.repeat(2)}${'{'.repeat(n)}${'}'.repeat(n)} }`);
const aliasFlood = fc
  .integer({ min: 20, max: 3000 })
  .map((n) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: __typename`).join(' ')} }`);
const directiveFlood = fc
  .integer({ min: 10, max: 2000 })
  .map((n) => `{ __typename ${'@include(if: true) '.repeat(n)}}`);
const fragmentCycle = fc.constant('query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }');
const valid = fc
  .tuple(
    fc.constantFrom('query', 'mutation', 'subscription', ''),
    fc.subarray(FIELDS, { minLength: 1, maxLength: 4 }),
    fc.subarray(MUTATIONS, { maxLength: 2 }),
  )
  .map(([op, fields, mutations]) => {
    const body = op === 'mutation' && mutations.length ? mutations : fields;
    const defs = op ? `${op} Q($id: ID!, $ids: [ID!]!, $n: Int, $s: String!)` : '';
    return `${defs} { ${body.join(' ')} }`;
  });
const documentText = fc.oneof(
  { arbitrary: valid, weight: 6 },
  { arbitrary: hostileText, weight: 3 },
  { arbitrary: deep, weight: 1 },
  { arbitrary: nested, weight: 1 },
  { arbitrary: aliasFlood, weight: 1 },
  { arbitrary: directiveFlood, weight: 1 },
  { arbitrary: fragmentCycle, weight: 1 },
  {
    arbitrary: valid.chain((doc) => fc.integer({ min: 1, max: doc.length }).map((cut) => doc.slice(0, cut))),
    weight: 2,
  },
);

const operation = fc.record(
  {
    query: fc.oneof({ arbitrary: documentText, weight: 8 }, fc.integer(), fc.constant(null), fc.array(fc.string())),
    variables: fc.oneof({ arbitrary: variables, weight: 5 }, hostileText, fc.constant(null), fc.integer()),
    operationName: fc.oneof(fc.constantFrom('Q', 'Nope'), hostileText, fc.constant(null)),
    extensions: fc.oneof(
      fc.object({ maxDepth: 2 }),
      hostileText,
      fc.constant({ persistedQuery: { version: 1, sha256Hash: 'abc' } }),
    ),
  },
  { requiredKeys: [] },
);

const jsonBody = fc.oneof(
  { arbitrary: operation.map((op) => JSON.stringify(op)), weight: 8 },
  // Batched arrays, JSON that is not an object, broken JSON, huge and deeply nested JSON.
  { arbitrary: fc.array(operation, { maxLength: 30 }).map((ops) => JSON.stringify(ops)), weight: 2 },
  {
    arbitrary: fc.constantFrom(
      'null',
      '1',
      '"x"',
      'true',
      '[]',
      '{',
      '{"query":',
      '{"query": "{ __typename }"',
      '\u0000',
      '',
    ),
    weight: 2,
  },
  {
    arbitrary: operation.chain((op) => {
      const text = JSON.stringify(op);
      return fc.integer({ min: 0, max: text.length }).map((cut) => text.slice(0, cut));
    }),
    weight: 2,
  },
  { arbitrary: fc.integer({ min: 100, max: 20_000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`), weight: 1 },
  {
    arbitrary: fc
      .integer({ min: 100, max: 5000 })
      .map((n) => `{"query":"{ __typename }","variables":${'{"a":'.repeat(n)}1${'}'.repeat(n)}}`),
    weight: 1,
  },
);

const boundary = 'fuzzboundary';
const multipartBody = fc
  .tuple(operation, fc.oneof(fc.constant('{"0":["variables.file"]}'), hostileText), hostileText, fc.boolean())
  .map(([op, map, file, close]) =>
    [
      `--${boundary}`,
      'Content-Disposition: form-data; name="operations"',
      '',
      JSON.stringify(op),
      `--${boundary}`,
      'Content-Disposition: form-data; name="map"',
      '',
      map,
      `--${boundary}`,
      'Content-Disposition: form-data; name="0"; filename="a.png"',
      'Content-Type: image/png',
      '',
      file,
      close ? `--${boundary}--` : '',
    ].join('\r\n'),
  );

const GRAPHQL_CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/graphql-response+json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/graphql',
  'application/json; charset=latin1',
];

const graphqlPost = fc
  .tuple(
    fc.oneof({ arbitrary: fc.constant('application/json'), weight: 6 }, fc.constantFrom(...GRAPHQL_CONTENT_TYPES)),
    jsonBody,
    fc.boolean(),
    fc.oneof({ arbitrary: fc.constant('POST'), weight: 8 }, fc.constantFrom('PUT', 'PATCH', 'DELETE')),
    fc.boolean(),
  )
  .map(([contentType, body, csrfHeader, m, chunked]) => ({
    kind: 'http' as const,
    method: m,
    path: '/graphql',
    headers: {
      'content-type': contentType,
      ...(csrfHeader ? { 'x-graphql-yoga-csrf': '1' } : {}),
      ...(chunked ? { 'transfer-encoding': 'chunked' } : {}),
    },
    body,
  }));

const graphqlMultipart = multipartBody.map((body) => ({
  kind: 'http' as const,
  method: 'POST',
  path: '/graphql',
  headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-graphql-yoga-csrf': '1' },
  body,
}));

const graphqlGet = fc
  .record(
    {
      query: documentText,
      variables: fc.oneof(
        variables.map((v) => JSON.stringify(v)),
        hostileText,
      ),
      operationName: hostileText,
    },
    { requiredKeys: [] },
  )
  .map((params) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) {
      try {
        search.set(key, value);
      } catch {
        // a lone surrogate cannot be put in a URL: leave the parameter out
      }
    }
    return {
      kind: 'http' as const,
      method: 'GET',
      path: `/graphql?${search.toString()}`,
      headers: { accept: 'application/json' } as Record<string, string>,
    };
  });

const graphqlOddPath = fc
  .tuple(
    fc.constantFrom('/graphql/', '/graphql/x', '/graphqlx', '/graphql?', '/graphql?query', '/graphql?query=%'),
    method,
  )
  .map(([path, m]) => ({ kind: 'http' as const, method: m, path, headers: {} as Record<string, string> }));

export const hostileGraphQLRequest: fc.Arbitrary<HostileRequest> = fc.oneof(
  { arbitrary: graphqlPost, weight: 8 },
  { arbitrary: graphqlGet, weight: 3 },
  { arbitrary: graphqlMultipart, weight: 2 },
  { arbitrary: graphqlOddPath, weight: 1 },
);

// Malformed HTTP on a raw socket: broken request lines, headers, lengths and chunking.
const rawLines = fc.constantFrom(
  'GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET /api/v1/games HTTP/1.0\r\n\r\n',
  'GARBAGE\r\n\r\n',
  'GET / HTTP/9.9\r\nHost: x\r\n\r\n',
  'GET /graphql HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n',
  'POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"query":',
  'POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
  'POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nContent-Length: 5\r\n\r\n0\r\n\r\n',
  'POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5\r\nContent-Length: 7\r\n\r\n{}',
  'GET /api/v1/games HTTP/1.1\r\nHost: x\r\nX: \u0000\r\n\r\n',
  `GET /api/v1/games HTTP/1.1\r\nHost: x\r\nX: ${'a'.repeat(20_000)}\r\n\r\n`,
  'GET /api/v1/games\u0000 HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET http://evil.example/api/v1/games HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET * HTTP/1.1\r\nHost: x\r\n\r\n',
  'OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n',
  'CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n',
  'CONNECT /api/v1/games HTTP/1.1\r\nHost: x\r\n\r\nhello',
  'GET //api/v1/games HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET /graphql HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n',
  'GET /graphql HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: bad\r\n\r\n',
  'GET /api/v1/games HTTP/1.1\r\nHost: x\r\n\r\nGET /api/v1/consoles HTTP/1.1\r\nHost: x\r\n\r\n',
);
export const hostileRawRequest: fc.Arbitrary<HostileRequest> = fc.oneof(
  rawLines.map((bytes) => ({ kind: 'raw' as const, bytes })),
  fc.string({ unit: 'binary', maxLength: 200 }).map((bytes) => ({ kind: 'raw' as const, bytes })),
  rawLines.chain((line) =>
    fc.integer({ min: 1, max: line.length }).map((cut) => ({ kind: 'raw' as const, bytes: line.slice(0, cut) })),
  ),
);
