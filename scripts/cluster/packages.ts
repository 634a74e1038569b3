// The Debian packages the cluster runs on, installed with apt-get when missing (as root, or
// through sudo). Nothing else is downloaded.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

export interface Binaries {
  postgresBin: string;
  redisServer: string;
  nginx: string;
}

function postgresBinDir(): string | null {
  if (!existsSync('/usr/lib/postgresql')) return null;
  const majors = readdirSync('/usr/lib/postgresql')
    .map(Number)
    .filter((m) => existsSync(`/usr/lib/postgresql/${m}/bin/initdb`))
    .sort((a, b) => b - a);
  return majors.length ? `/usr/lib/postgresql/${majors[0]}/bin` : null;
}

export function ensurePackages(log: (line: string) => void): Binaries {
  const missing: string[] = [];
  if (!postgresBinDir()) missing.push('postgresql');
  if (!existsSync('/usr/bin/redis-server')) missing.push('redis-server');
  if (!existsSync('/usr/sbin/nginx')) missing.push('nginx');
  if (missing.length) {
    log(`installing from Debian's packages: ${missing.join(', ')}`);
    const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const run = (args: string[]) =>
      execFileSync(sudo[0] ?? args[0]!, sudo.length ? args : args.slice(1), { stdio: 'inherit', env });
    run(['apt-get', 'update', '-q']);
    run(['apt-get', 'install', '-y', '-q', '--no-install-recommends', ...missing]);
  }
  return { postgresBin: postgresBinDir()!, redisServer: '/usr/bin/redis-server', nginx: '/usr/sbin/nginx' };
}
