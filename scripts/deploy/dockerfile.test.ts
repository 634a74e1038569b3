import { describe, expect, it } from 'vitest';
import { copyCovering, copyTargets, parseDockerfile, type CopyStep } from './dockerfile.ts';

const SAMPLE = `# comment
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci \\
  --no-audit
COPY . .

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 DATA_DIR=/app/data
COPY --from=build /app/dist ./dist
COPY --from=build /app/file.json ./file.json
USER node
HEALTHCHECK CMD true
CMD ["node", "server.ts"]
`;

describe('parseDockerfile', () => {
  const [build, final] = parseDockerfile(SAMPLE);

  it('reads stages, their WORKDIR, ENV, RUN (continued lines joined) and CMD', () => {
    expect(build).toMatchObject({ name: 'build', image: 'node:24-bookworm-slim', workdir: '/app' });
    expect(build!.steps[1]).toEqual({ kind: 'run', command: 'npm ci --no-audit', workdir: '/app' });
    expect(final!.env).toEqual({ NODE_ENV: 'production', PORT: '3000', DATA_DIR: '/app/data' });
    expect(final!.cmd).toEqual(['node', 'server.ts']);
  });

  it('places COPY sources as Docker does: into a directory, or at the destination', () => {
    expect(copyTargets(build!.steps[0] as CopyStep).map((t) => t.target)).toEqual([
      '/app/package.json',
      '/app/package-lock.json',
    ]);
    expect(copyTargets(build!.steps[2] as CopyStep)).toEqual([{ source: '.', target: '/app' }]);
    expect(copyTargets(final!.steps[0] as CopyStep)).toEqual([{ source: '/app/dist', target: '/app/dist' }]);
  });

  it('finds the COPY that puts a file in the image, and none for a file left out', () => {
    expect(copyCovering(final!, '/app/dist/web/index.html')?.from).toBe('build');
    expect(copyCovering(final!, '/app/file.json')).toBeDefined();
    expect(copyCovering(final!, '/app/other.json')).toBeUndefined();
    expect(copyCovering(final!, '/app/dist-old/x')).toBeUndefined();
  });

  it('refuses an instruction it cannot replay', () => {
    expect(() => parseDockerfile('FROM node:24\nARG VERSION=1\n')).toThrow(/ARG/);
    expect(() => parseDockerfile('FROM node:24\nCMD node server.ts\n')).toThrow(/exec form/);
  });
});
