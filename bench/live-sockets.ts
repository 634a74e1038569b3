// `npm run bench:live-sockets`: how long an open subscription outlives the access it was
// authorised by. For each way access ends (logging out, a revoked session, a deleted account, a
// moderator demoted) it opens a moderator's live `requestFeed` over graphql-ws, ends the access
// through the API and times until the server closes the socket (4403). Prints the median and
// the slowest of each, and exits 1 when any socket stays open 1 s or longer. Loopback only.
import WebSocket from 'ws';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { loadConfig } from '../api/src/config.ts';
import { openEmbeddedDatabase } from '../api/src/db/database.ts';
import { applyMigrations } from '../api/src/db/migrate.ts';
import { createServices } from '../api/src/services.ts';
import { buildApp } from '../api/src/app.ts';
import { hashSecret } from '../api/src/auth/password.ts';
import { startSession } from '../api/src/auth/sessions.ts';
import { ACCESS_ENDED_CLOSE_CODE } from '../api/src/auth/live-sockets.ts';

const ROUNDS = Number(process.env.LIVE_SOCKET_ROUNDS ?? 20);
const LIMIT_MS = 1000;
const PASSWORD = 'the moderator password';

// Every socket of the bench comes from this machine's one address.
const config = loadConfig({
  NODE_ENV: 'production',
  SITE_ORIGIN: 'http://127.0.0.1',
  WS_MAX_SOCKETS_PER_ADDRESS: '100000',
});
const db = await openEmbeddedDatabase();
await applyMigrations(db.sql);
const services = createServices(config, db);
const app = buildApp(services);
const port = await app.start(0);
const passwordHash = await hashSecret(PASSWORD);

let users = 0;
async function createUser(role: 'MODERATOR' | 'ADMIN') {
  users += 1;
  const user = await db.prisma.user.create({
    data: {
      username: `user${users}`,
      usernameKey: `user${users}`,
      email: `user${users}@example.org`,
      passwordHash,
      role,
      emailPreferences: { create: {} },
    },
    select: { id: true },
  });
  return { id: user.id, cookie: await cookieFor(user.id) };
}
const cookieFor = async (userId: number) => `session=${(await startSession(db.prisma, userId, 'bench')).token}`;

async function mutate(cookie: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', cookie },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
}

/** A moderator's live feed on its own socket; resolves once the subscription is under way. */
async function openFeed(cookie: string): Promise<{ closed: Promise<{ code: number; at: number }> }> {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws', { headers: { cookie } });
  const closed = new Promise<{ code: number; at: number }>((resolve) =>
    socket.on('close', (code) => resolve({ code, at: performance.now() })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
    socket.on('error', reject);
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string };
      if (message.type !== 'connection_ack') return;
      socket.send(
        JSON.stringify({ id: '1', type: 'subscribe', payload: { query: 'subscription { requestFeed { kind } }' } }),
      );
      resolve();
    });
  });
  // The server authorises and registers the subscription after the message: give it that moment.
  await new Promise((resolve) => setTimeout(resolve, 150));
  return { closed };
}

const admin = await createUser('ADMIN');
const WAYS: Record<string, () => Promise<{ feed: Awaited<ReturnType<typeof openFeed>>; end: () => Promise<void> }>> = {
  'logged out': async () => {
    const moderator = await createUser('MODERATOR');
    const feed = await openFeed(moderator.cookie);
    return { feed, end: () => mutate(moderator.cookie, 'mutation { logOut { __typename } }') };
  },
  'session revoked': async () => {
    const moderator = await createUser('MODERATOR');
    const other = await cookieFor(moderator.id);
    const feed = await openFeed(moderator.cookie);
    return { feed, end: () => mutate(other, 'mutation { revokeOtherSessions { __typename } }') };
  },
  'account deleted': async () => {
    const moderator = await createUser('MODERATOR');
    const feed = await openFeed(moderator.cookie);
    return {
      feed,
      end: () =>
        mutate(
          moderator.cookie,
          'mutation D($input: DeleteAccountInput!) { deleteAccount(input: $input) { __typename } }',
          {
            input: { password: PASSWORD },
          },
        ),
    };
  },
  demoted: async () => {
    const moderator = await createUser('MODERATOR');
    const feed = await openFeed(moderator.cookie);
    return {
      feed,
      end: () =>
        mutate(admin.cookie, 'mutation R($input: SetUserRoleInput!) { setUserRole(input: $input) { __typename } }', {
          input: { userId: encodeGlobalID('User', moderator.id), role: 'USER' },
        }),
    };
  },
};

let slowest = 0;
for (const [name, prepare] of Object.entries(WAYS)) {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const { feed, end } = await prepare();
    const started = performance.now();
    await end();
    const closed = await Promise.race([
      feed.closed,
      new Promise<{ code: number; at: number }>((resolve) =>
        setTimeout(() => resolve({ code: 0, at: performance.now() }), 5000),
      ),
    ]);
    times.push(closed.code === ACCESS_ENDED_CLOSE_CODE ? closed.at - started : Infinity);
  }
  times.sort((a, b) => a - b);
  slowest = Math.max(slowest, times.at(-1)!);
  console.log(
    `${name}: closed within median ${times[times.length >> 1]!.toFixed(1)} ms, slowest ${times.at(-1)!.toFixed(1)} ms (${ROUNDS} sockets)`,
  );
}

await app.stop();
await services.close();
await db.close();
console.log(slowest < LIMIT_MS ? `every socket closed within ${LIMIT_MS} ms` : `a socket stayed open ${slowest} ms`);
process.exit(slowest < LIMIT_MS ? 0 : 1);
