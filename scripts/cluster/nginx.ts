// nginx in front, with deploy/nginx.conf, the file docker-compose mounts: rendered by substitution
// (its upstream `app:3000` becomes the instances' addresses, its `listen 80` the cluster's port)
// into a main configuration of the cluster's own (pid, logs and temporary files under .cluster/).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startLogged, stopProcess, waitFor } from './processes.ts';

export function renderSiteConfig(text: string, port: number, upstreams: string[]): string {
  const upstream = /^(\s*)server app:3000( [^;]*)?;$/gm;
  const listen = /^(\s*)listen 80;$/m;
  if (!text.match(upstream) || !listen.test(text)) {
    throw new Error(
      'deploy/nginx.conf no longer has `server app:3000 …;` and `listen 80;`: update scripts/cluster/nginx.ts',
    );
  }
  return text
    .replace(upstream, (_m, indent: string, params = '') =>
      upstreams.map((u) => `${indent}server ${u}${params};`).join('\n'),
    )
    .replace(listen, (_m, indent: string) => `${indent}listen 127.0.0.1:${port};`);
}

export async function startNginx(nginx: string, repo: string, dir: string, port: number, upstreams: string[]) {
  mkdirSync(path.join(dir, 'temp'), { recursive: true });
  const site = renderSiteConfig(readFileSync(path.join(repo, 'deploy/nginx.conf'), 'utf8'), port, upstreams);
  writeFileSync(
    path.join(dir, 'site.conf'),
    `# Rendered from deploy/nginx.conf by scripts/cluster/nginx.ts; do not edit.\n${site}`,
  );
  const root = process.getuid?.() === 0;
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `${root ? 'user root;\n' : ''}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 16384; }
http {
  # Which replica answered each try, and how: what a drill's failure is read from.
  log_format tries '$time_iso8601 $status "$request" upstream $upstream_addr $upstream_status $request_time';
  access_log ${dir}/access.log tries;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  include ${dir}/site.conf;
}
`,
  );
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'];
  execFileSync(nginx, [...args, '-t', '-q'], { stdio: 'inherit' });
  const child = startLogged(nginx, args, path.join(dir, 'nginx.out'));
  const url = `http://127.0.0.1:${port}`;
  await waitFor('nginx', async () => (await fetch(`${url}/healthz`)).status < 600);
  // SIGQUIT: graceful; connections under way finish.
  return { url, child, stop: () => stopProcess(child, 'SIGQUIT') };
}
