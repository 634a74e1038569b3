// `npm run bench:timing`: whether an account exists must not show in how long logging in,
// signing up or asking for a password reset takes. Times each path for an existing and an
// unknown account (for sign-up: a taken and a free address), alternating (200 rounds after a
// warm-up, on an in-memory embedded database), and prints the medians, their difference and its
// 95 % interval; exits 1 when an interval reaches 1 ms either way (issue 27, N10).
import { loadConfig } from '../api/src/config.ts';
import { openEmbeddedDatabase } from '../api/src/db/database.ts';
import { applyMigrations } from '../api/src/db/migrate.ts';
import { createServices } from '../api/src/services.ts';
import { buildApp } from '../api/src/app.ts';
import { createRateLimits } from '../api/src/auth/rate-limits.ts';
import { hashSecret } from '../api/src/auth/password.ts';
import { medianDifference, median } from './difference-interval.ts';

const ROUNDS = Number(process.env.TIMING_ROUNDS ?? 200);
const WARM_UP = 5;
const LIMIT_MS = 1;

const config = loadConfig({ NODE_ENV: 'production', SITE_ORIGIN: 'http://127.0.0.1' });
const db = await openEmbeddedDatabase();
await applyMigrations(db.sql);
const services = createServices(config, db);
const app = buildApp(services);
await db.prisma.user.create({
  data: {
    username: 'Existing',
    usernameKey: 'existing',
    email: 'existing@example.org',
    passwordHash: await hashSecret('the right password'),
    emailPreferences: { create: {} },
  },
});

let address = 0;
/** One mutation as the browser sends it, from a new client address with fresh limits. */
async function run(mutation: string, input: Record<string, unknown>): Promise<number> {
  // Rate limits would answer repeated tries early (429) and measure the limiter, not the path.
  services.limits = createRateLimits();
  address += 1;
  const request = new Request('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `mutation Run($input: ${mutation[0]!.toUpperCase()}${mutation.slice(1)}Input!) { ${mutation}(input: $input) { __typename } }`,
      variables: { input },
    }),
  });
  const started = performance.now();
  const response = await app.yoga.handleRequest(request, {
    req: { socket: { remoteAddress: `198.51.${(address >> 8) & 255}.${address & 255}` } },
  } as never);
  await response.text();
  const elapsed = performance.now() - started;
  await services.tasks.settled();
  return elapsed;
}

let fresh = 0;
const PATHS = {
  'log in, wrong password': {
    existing: () => run('logIn', { login: 'existing@example.org', password: 'a wrong password' }),
    unknown: () => run('logIn', { login: 'nobody@example.org', password: 'a wrong password' }),
  },
  'sign up': {
    existing: () =>
      run('signUp', {
        email: 'existing@example.org',
        password: 'a fine long password',
        passwordConfirmation: 'a fine long password',
      }),
    unknown: () =>
      run('signUp', {
        email: `new${(fresh += 1)}@example.org`,
        password: 'a fine long password',
        passwordConfirmation: 'a fine long password',
      }),
  },
  'ask for a password reset': {
    existing: () => run('requestPasswordReset', { email: 'existing@example.org' }),
    unknown: () => run('requestPasswordReset', { email: 'nobody@example.org' }),
  },
};

let worst = 0;
for (const [name, path] of Object.entries(PATHS)) {
  const times = { existing: [] as number[], unknown: [] as number[] };
  for (let round = 0; round < WARM_UP + ROUNDS; round += 1) {
    // Alternating which goes first, so neither always follows the other.
    const order = round % 2 ? (['existing', 'unknown'] as const) : (['unknown', 'existing'] as const);
    for (const which of order) {
      const elapsed = await path[which]();
      if (round >= WARM_UP) times[which].push(elapsed);
    }
  }
  const [existing, unknown] = [median(times.existing), median(times.unknown)];
  const { difference, low, high } = medianDifference(times.existing, times.unknown);
  // The interval's farthest end from zero: how large the difference might be.
  worst = Math.max(worst, Math.abs(low), Math.abs(high));
  console.log(
    `${name}: median ${existing.toFixed(2)} ms existing, ${unknown.toFixed(2)} ms unknown, ` +
      `difference ${difference.toFixed(2)} ms, 95 % interval [${low.toFixed(2)}, ${high.toFixed(2)}] ms (${ROUNDS} each)`,
  );
}

await app.stop();
await services.close();
await db.close();
console.log(
  worst < LIMIT_MS
    ? `every 95 % interval within ±${LIMIT_MS} ms`
    : `a 95 % interval reaches ${worst.toFixed(2)} ms, over ${LIMIT_MS} ms`,
);
process.exit(worst < LIMIT_MS ? 0 : 1);
