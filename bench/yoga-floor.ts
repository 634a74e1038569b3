// Yoga's floor (issue 26): the app's schema on a bare Yoga, with none of the app's plugins, no
// context and no database, answering `{ __typename }`. Nothing GraphQL answers can cost less on
// this stack, so when the floor's throughput is under half of REST's on a row, "GraphQL / REST
// >= 0.5" cannot be met there by tuning the app: only by answering without Yoga. Runs in a process
// of its own, like the baseline, so it shares no event loop or heap with the app under test.
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

export const FLOOR_QUERY = '{ __typename }';

export async function startYogaFloor(): Promise<{ port: number; stop(): Promise<void> }> {
  const child = fork(fileURLToPath(import.meta.url), ['serve'], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`the Yoga floor process exited (${code}) before listening`)));
  });
  return {
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

if (process.argv[2] === 'serve' && process.send) {
  const { createYoga } = await import('graphql-yoga');
  const { schema } = await import('../api/src/schema/index.ts');
  // Yoga's defaults otherwise (its parse and validation caches included); nothing of the app's.
  const yoga = createYoga({ schema, graphiql: false, landingPage: false, logging: false, cors: false });
  const server = createServer(yoga);
  server.listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as AddressInfo).port }));
  process.once('SIGTERM', () => server.close(() => process.exit(0)));
}
