// The image must hold every file the server reads at start: the Dockerfile once copied api/,
// shared/, prisma/ and dist/ but not persisted-operations.json, and the server died on ENOENT
// after migrating. The paths come from the constants the server itself reads them through.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PERSISTED_OPERATIONS_FILE } from '../../api/src/graphql/persisted-operations.ts';
import { migrationsDir } from '../../api/src/db/migrate.ts';
import { defaultWebRoot } from '../../api/src/http/web-app.ts';
import { defaultServerEntry } from '../../api/src/http/ssr/server-entry.ts';
import { copyCovering, parseDockerfile, type Stage } from './dockerfile.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const stages = parseDockerfile(readFileSync(path.join(repo, 'Dockerfile'), 'utf8'));
const final = stages.at(-1)!;

/** The image path of a repository file: the build stage copies the repository into its WORKDIR. */
function inImage(stage: Stage, file: string): string {
  return path.posix.join(stage.workdir, path.relative(repo, file).split(path.sep).join('/'));
}

/** The files the CMD's script runs on: it, the code it imports, the package's import map. */
function startupFiles(): string[] {
  const script = final.cmd?.find((arg) => arg.endsWith('.ts'));
  if (!script) throw new Error('The CMD names no script');
  return [
    path.join(repo, 'package.json'),
    path.join(repo, script),
    path.join(repo, 'shared/rules.ts'),
    // Written by `prisma generate` in the build stage.
    path.join(repo, 'api/src/generated/prisma'),
    PERSISTED_OPERATIONS_FILE,
    migrationsDir,
    path.join(defaultWebRoot, 'index.html'),
    // Without it every page would be sent unrendered (api/src/http/ssr/).
    defaultServerEntry,
  ];
}

describe('the image', () => {
  it.each(startupFiles().map((file) => [path.relative(repo, file)]))('holds %s', (relative) => {
    const file = inImage(final, path.join(repo, relative));
    expect(copyCovering(final, file), `no COPY of the final stage puts ${file} in the image`).toBeDefined();
  });

  it('builds the server entry the pages are rendered with', () => {
    const runs = stages.flatMap((stage) => stage.steps).filter((step) => step.kind === 'run');
    expect(runs.some((step) => [step.command].flat().join(' ').includes('vite build --ssr'))).toBe(true);
  });

  it('copies from stages that exist', () => {
    const names = new Set(stages.map((stage) => stage.name).filter(Boolean));
    for (const step of final.steps) if (step.kind === 'copy' && step.from) expect(names).toContain(step.from);
  });

  it('runs a Node that package.json supports', () => {
    const { engines } = JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8')) as {
      engines: { node: string };
    };
    const supported = engines.node.split('||').map((range) => /\d+/.exec(range)?.[0]);
    for (const stage of stages) expect(supported).toContain(/^node:(\d+)/.exec(stage.image)?.[1]);
  });
});
