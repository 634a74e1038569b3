// A replayed RUN line gets the stage's ENV and only the host variables that reach the registry:
// without this machine's certificate authorities, the final stage's `npm ci` under the image's
// Node failed with SELF_SIGNED_CERT_IN_CHAIN on every tarball its cache did not hold.
import { describe, expect, it } from 'vitest';
import { parseDockerfile } from './dockerfile.ts';
import { stageEnv } from './replay.ts';

const [stage] = parseDockerfile(
  'FROM node:24-bookworm-slim\nWORKDIR /app\nENV NODE_ENV=production DATA_DIR=/app/data\n',
);
const fs = { stage: stage!, root: '/tmp/stage' };

describe("a replayed stage's environment", () => {
  it("passes the host's certificates, proxy and npm settings, and nothing else of the host's", () => {
    const env = stageEnv(
      fs,
      { PATH: '/node24/bin' },
      {
        PATH: '/usr/bin',
        HOME: '/root',
        NODE_EXTRA_CA_CERTS: '/etc/ssl/certs/ca-certificates.crt',
        HTTPS_PROXY: 'http://proxy:3128',
        npm_config_registry: 'https://registry.example/',
        DATABASE_URL: 'postgresql://secret@db/prod',
        EDITOR: 'vi',
      },
    );
    expect(env).toEqual({
      PATH: '/node24/bin',
      HOME: '/root',
      NODE_EXTRA_CA_CERTS: '/etc/ssl/certs/ca-certificates.crt',
      HTTPS_PROXY: 'http://proxy:3128',
      npm_config_registry: 'https://registry.example/',
      NODE_ENV: 'production',
      DATA_DIR: '/tmp/stage/app/data',
    });
  });
});
