// `npm run cluster`: the compose topology on this machine (topology.ts) until Ctrl-C or SIGTERM,
// which stop everything it started. Logs: .cluster/*.log.
import { startCluster } from './topology.ts';

const log = (line: string) => console.log(`[cluster] ${line}`);
const cluster = await startCluster(log);
console.log(`\nCartridge Vault: ${cluster.url}  (logs in ${cluster.dir}; Ctrl-C stops everything)\n`);
let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  log(`${signal}: stopping nginx, the instances, Redis and PostgreSQL`);
  await cluster.stop();
  log('stopped');
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
