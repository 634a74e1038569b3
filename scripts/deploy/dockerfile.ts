// A reader of the repository's Dockerfile, for `npm run deploy:check` (which replays it without
// Docker) and the test that the image holds every file the server reads at start. It knows the
// instructions that Dockerfile uses and refuses any other, so the replay cannot drift silently.
import path from 'node:path/posix';

export interface CopyStep {
  kind: 'copy';
  /** The stage copied from (`--from=`), or undefined for the build context. */
  from?: string;
  sources: string[];
  /** Absolute path in the image. */
  dest: string;
}
export interface RunStep {
  kind: 'run';
  command: string;
  /** The WORKDIR it runs in. */
  workdir: string;
}
export type Step = CopyStep | RunStep;

export interface Stage {
  name?: string;
  image: string;
  workdir: string;
  env: Record<string, string>;
  steps: Step[];
  /** CMD in exec form. */
  cmd?: string[];
}

/** Instructions with no effect on the files or the command (USER is ignored: see deploy-check.ts). */
const IGNORED = new Set(['USER', 'EXPOSE', 'HEALTHCHECK', 'LABEL']);

/** Joins continued lines and drops comments and blank lines. */
function instructions(text: string): string[] {
  const out: string[] = [];
  let current = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!current && (line === '' || line.startsWith('#'))) continue;
    if (line.endsWith('\\')) {
      current += `${line.slice(0, -1).trimEnd()} `;
      continue;
    }
    out.push((current + line).trim());
    current = '';
  }
  if (current) out.push(current.trim());
  return out;
}

/** `A=1 B="two words"` (and the legacy `ENV A 1`). */
export function parseEnv(args: string): Record<string, string> {
  const env: Record<string, string> = {};
  if (!/^[A-Za-z_][A-Za-z0-9_]*=/.test(args)) {
    const [key = '', ...rest] = args.split(/\s+/);
    env[key] = rest.join(' ');
    return env;
  }
  for (const match of args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("([^"]*)"|\S*)/g)) {
    env[match[1]!] = match[3] ?? match[2]!;
  }
  return env;
}

function parseCmd(args: string): string[] {
  if (!args.startsWith('[')) throw new Error(`CMD must use the exec form (a JSON array): ${args}`);
  return JSON.parse(args) as string[];
}

function parseCopy(args: string, workdir: string): CopyStep {
  const words = args.split(/\s+/);
  let from: string | undefined;
  while (words[0]?.startsWith('--')) {
    const flag = words.shift()!;
    if (flag.startsWith('--from=')) from = flag.slice('--from='.length);
    else if (!/^--(chown|chmod|link)\b/.test(flag)) throw new Error(`Unknown COPY flag: ${flag}`);
  }
  if (words.length < 2) throw new Error(`COPY needs a source and a destination: ${args}`);
  const dest = words.pop()!;
  const absolute = path.isAbsolute(dest) ? dest : path.join(workdir, dest);
  // "./" keeps its meaning (a directory) through join, which would drop the slash.
  return {
    kind: 'copy',
    from,
    sources: words,
    dest: dest.endsWith('/') ? `${absolute.replace(/\/$/, '')}/` : absolute,
  };
}

export function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  for (const line of instructions(text)) {
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line)!;
    const instruction = keyword.toUpperCase();
    if (instruction === 'FROM') {
      const [image = '', as, name] = args.split(/\s+/);
      if (as && as.toUpperCase() !== 'AS') throw new Error(`Unexpected FROM: ${line}`);
      stages.push({ name, image, workdir: '/', env: {}, steps: [] });
      continue;
    }
    const stage = stages.at(-1);
    if (!stage) throw new Error(`${instruction} before FROM`);
    if (IGNORED.has(instruction)) continue;
    switch (instruction) {
      case 'WORKDIR':
        stage.workdir = path.resolve(stage.workdir, args);
        break;
      case 'ENV':
        Object.assign(stage.env, parseEnv(args));
        break;
      case 'COPY':
        stage.steps.push(parseCopy(args, stage.workdir));
        break;
      case 'RUN':
        stage.steps.push({ kind: 'run', command: args, workdir: stage.workdir });
        break;
      case 'CMD':
        stage.cmd = parseCmd(args);
        break;
      default:
        throw new Error(`deploy:check does not know the Dockerfile instruction ${instruction}`);
    }
  }
  return stages;
}

/** Where each source of a COPY lands in the image (Docker's rules for a directory destination). */
export function copyTargets(step: CopyStep): { source: string; target: string }[] {
  const intoDirectory = step.dest.endsWith('/') || step.sources.length > 1;
  return step.sources.map((source) => ({
    source,
    target: intoDirectory ? path.join(step.dest, path.basename(source)) : step.dest,
  }));
}

/** The COPY of a stage that puts something at `file` (an absolute path in the image), if any. */
export function copyCovering(stage: Stage, file: string): CopyStep | undefined {
  return stage.steps.find(
    (step): step is CopyStep =>
      step.kind === 'copy' && copyTargets(step).some(({ target }) => file === target || file.startsWith(`${target}/`)),
  );
}

/** The Node major of a `node:<major>…` image: the release a replay of the image runs its CMD with. */
export function imageNodeMajor(image: string): number {
  const major = Number(/^node:(\d+)/.exec(image)?.[1]);
  if (!major) throw new Error(`Only node:<major> images are replayed, not ${image}`);
  return major;
}
