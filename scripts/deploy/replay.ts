// Replays a Dockerfile stage without Docker: each stage's file system is a directory of its own
// (an image path /app/x is <root>/app/x), COPY lines copy exactly what they name, RUN lines run
// there. Two kinds of command are left out, both about the image rather than the files the server
// runs on: `chown` (USER is ignored: everything runs as the invoking user) and `npm cache clean`
// (it would empty this machine's npm cache, not an image's).
import { execSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { copyTargets, type Stage } from './dockerfile.ts';

const SKIPPED = [/^chown\b/, /^npm cache clean\b/];

export interface StageFs {
  stage: Stage;
  /** The directory standing for the stage's `/`. */
  root: string;
}

/** An image path in a stage's directory. */
export function onHost(fs: StageFs, imagePath: string): string {
  return path.join(fs.root, imagePath);
}

/** An image path inside a value (ENV, a RUN line) as the path of the stage's directory. */
export function mapImagePaths(fs: StageFs, text: string): string {
  const workdir = fs.stage.workdir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(`(^|[\\s=:])(${workdir})(?=/|\\s|$)`, 'g'), (_m, before: string, dir: string) => {
    return `${before}${onHost(fs, dir)}`;
  });
}

/**
 * Host variables a RUN line gets: what a shell needs, and how this machine reaches the npm registry
 * (its certificate authorities, proxy and npm settings), which a Docker build gets from its own
 * configuration. Nothing else of the host's (a DATABASE_URL, say) reaches the stage.
 */
const HOST_KEYS = [
  'PATH',
  'HOME',
  'LANG',
  'TMPDIR',
  'NODE_EXTRA_CA_CERTS',
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  'http_proxy',
  'https_proxy',
  'no_proxy',
];
const hostKey = (key: string) => HOST_KEYS.includes(key) || /^npm_config_/i.test(key);

/** The stage's ENV, image paths mapped, over the few host variables a shell and npm need. */
export function stageEnv(
  fs: StageFs,
  extra: Record<string, string> = {},
  hostEnv: NodeJS.ProcessEnv = process.env,
): NodeJS.ProcessEnv {
  const host: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(hostEnv)) if (value && hostKey(key)) host[key] = value;
  const env = Object.fromEntries(Object.entries(fs.stage.env).map(([key, value]) => [key, mapImagePaths(fs, value)]));
  return { ...host, ...env, ...extra };
}

export interface ReplayOptions {
  /** The build context (the repository as committed, minus .dockerignore's entries). */
  context: string;
  /** Stages replayed so far, by name, for COPY --from. */
  named: Map<string, StageFs>;
  /** PATH for RUN lines (the image's Node first). */
  path: string;
  log: (line: string) => void;
}

function copy(from: string, to: string) {
  mkdirSync(path.dirname(to), { recursive: true });
  cpSync(from, to, { recursive: true, verbatimSymlinks: true });
}

export function replayStage(fs: StageFs, options: ReplayOptions): void {
  rmSync(fs.root, { recursive: true, force: true });
  mkdirSync(onHost(fs, fs.stage.workdir), { recursive: true });
  for (const step of fs.stage.steps) {
    if (step.kind === 'copy') {
      const source = step.from === undefined ? null : options.named.get(step.from);
      if (step.from !== undefined && !source) throw new Error(`COPY --from=${step.from}: no such stage before it`);
      for (const { source: from, target } of copyTargets(step)) {
        const origin = source ? onHost(source, from) : path.join(options.context, from);
        options.log(`COPY ${step.from ? `--from=${step.from} ` : ''}${from} → ${target}`);
        copy(origin, onHost(fs, target));
      }
      continue;
    }
    const parts = step.command.split(/\s*&&\s*/);
    const kept = parts.filter((part) => !SKIPPED.some((skip) => skip.test(part)));
    for (const part of parts) if (!kept.includes(part)) options.log(`(left out: ${part})`);
    if (!kept.length) continue;
    const command = kept.map((part) => mapImagePaths(fs, part)).join(' && ');
    options.log(`RUN ${command}`);
    execSync(command, {
      cwd: onHost(fs, step.workdir),
      stdio: 'inherit',
      env: stageEnv(fs, { PATH: options.path }),
    });
  }
}
