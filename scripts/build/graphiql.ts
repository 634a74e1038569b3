// Vite plugin: after the app's build, builds the GraphQL explorer (web/graphiql/index.html and
// web/src/graphiql/) into the same dist/web, as a build of its own. GraphiQL and Monaco never share
// a chunk with the app, so no page of the site loads a byte of them and the byte budget
// (scripts/web-budget.test.ts, from the app's manifest) does not see them. The API serves the
// page at /graphql (api/src/http/graphiql.ts); its scripts are hashed files under /assets/graphiql/.
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { precompressDirectory } from './precompress.ts';

/** Where the built page lands inside the web root (the API reads it from there). */
export const GRAPHIQL_PAGE = 'graphiql/index.html';
const ASSETS = 'assets/graphiql';
const here = path.dirname(new URL(import.meta.url).pathname);
const repo = path.resolve(here, '../..');

/** Everything the explorer's build depends on: the same inputs give the same files. */
async function inputsKey(): Promise<string> {
  const hash = createHash('sha256');
  const files = [
    path.join(repo, 'package-lock.json'),
    path.join(repo, 'web', GRAPHIQL_PAGE),
    path.join(repo, 'web/src/screens/api/graphql-examples.ts'),
    path.join(here, 'graphiql.ts'),
    ...(await readdir(path.join(repo, 'web/src/graphiql'))).map((name) => path.join(repo, 'web/src/graphiql', name)),
  ];
  for (const file of files.sort()) hash.update(file).update(await readFile(file));
  return hash.digest('hex').slice(0, 16);
}

async function buildExplorer(root: string, outDir: string): Promise<void> {
  await build({
    configFile: false,
    root,
    publicDir: false,
    logLevel: 'warn',
    // The examples' titles are Lingui descriptors; the explorer shows only their queries.
    plugins: [babel({ plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }]] }), react()],
    worker: { format: 'es' },
    build: {
      target: 'es2022',
      outDir,
      emptyOutDir: true,
      assetsDir: ASSETS,
      sourcemap: false,
      manifest: false,
      // Monaco alone is megabytes; the explorer is a developer tool, opened on purpose.
      chunkSizeWarningLimit: 6000,
      rollupOptions: { input: path.join(root, GRAPHIQL_PAGE) },
    },
  });
  await precompressDirectory(path.join(outDir, ASSETS));
}

export function graphiqlExplorer(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'cartridge-vault:graphiql',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // The explorer's build takes a minute and rarely changes: it is kept in node_modules/.cache
    // under a hash of its inputs and copied into each app build.
    async closeBundle() {
      const cache = path.join(repo, 'node_modules/.cache/cv-graphiql', await inputsKey());
      if (!(await stat(cache).catch(() => null))) {
        const partial = `${cache}.${process.pid}`;
        await buildExplorer(root, partial);
        await mkdir(path.dirname(cache), { recursive: true });
        await rename(partial, cache).catch(() => rm(partial, { recursive: true, force: true }));
      }
      await cp(cache, outDir, { recursive: true });
    },
  };
}
