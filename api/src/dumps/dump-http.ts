// The dumps over HTTP (issue 29): `/api/v1/dumps` lists the finished dumps with their manifests,
// `/api/v1/dumps/{name}/{file}` serves one file with Range and ETag (the `send` package, which
// also answers conditional and partial requests). Only names a manifest lists are served: no path
// from the request reaches the file system unchecked.
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import send from 'send';
import { DUMP_NAME_PATTERN, dumpNames, MANIFEST_FILE, type DumpManifest } from './write-dump.ts';

export const DUMPS_PATH = '/api/v1/dumps';
const FILE_PATTERN = /^[a-z]+\.jsonl\.gz$|^manifest\.json$/;

function json(res: ServerResponse, status: number, body: unknown, cache = 'no-cache') {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': cache,
    'access-control-allow-origin': '*',
  });
  res.end(JSON.stringify(body));
}

async function readManifest(root: string, name: string): Promise<DumpManifest | null> {
  try {
    return JSON.parse(await readFile(path.join(root, name, MANIFEST_FILE), 'utf8')) as DumpManifest;
  } catch {
    return null;
  }
}

export function isDumpsPath(pathname: string): boolean {
  return pathname === DUMPS_PATH || pathname.startsWith(`${DUMPS_PATH}/`);
}

export async function serveDumps(root: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const pathname = (req.url ?? '/').split('?')[0]!;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('allow', 'GET, HEAD');
    return json(res, 405, { error: `${req.method} is not allowed; use GET` });
  }
  if (pathname === DUMPS_PATH || pathname === `${DUMPS_PATH}/`) {
    const manifests = await Promise.all((await dumpNames(root)).map((name) => readManifest(root, name)));
    const dumps = manifests
      .filter((m): m is DumpManifest => m !== null)
      .map((m) => ({
        ...m,
        files: m.files.map((f) => ({ ...f, url: `${DUMPS_PATH}/${m.name}/${f.file}` })),
        manifestUrl: `${DUMPS_PATH}/${m.name}/${MANIFEST_FILE}`,
      }));
    return json(res, 200, { dumps });
  }
  const [name, file, ...rest] = pathname.slice(DUMPS_PATH.length + 1).split('/');
  const manifest =
    name && file && rest.length === 0 && DUMP_NAME_PATTERN.test(name) && FILE_PATTERN.test(file)
      ? await readManifest(root, name)
      : null;
  if (!manifest || (file !== MANIFEST_FILE && !manifest.files.some((f) => f.file === file))) {
    return json(res, 404, { error: `No dump file ${pathname}; the dumps are listed at ${DUMPS_PATH}` });
  }
  // A dump never changes once written: cache it for as long as it is kept.
  send(req, path.join(name!, file!), { root, etag: true, lastModified: true, maxAge: '1d', immutable: true })
    .on('headers', (response: ServerResponse) => {
      response.setHeader('access-control-allow-origin', '*');
      if (file!.endsWith('.gz')) response.setHeader('content-type', 'application/gzip');
    })
    .on('error', (error: { status?: number }) => json(res, error.status ?? 500, { error: 'Could not read the file' }))
    .pipe(res);
}
