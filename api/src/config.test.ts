import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_KEYS, loadConfig } from './config.ts';

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');

describe('configuration', () => {
  it('.env.example lists every variable the app reads, and no other', () => {
    const listed = [...read('.env.example').matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]);
    expect([...listed].sort()).toEqual([...CONFIG_KEYS].sort());
  });

  it('docs/configuration.md documents every variable', () => {
    const readme = read('docs/configuration.md');
    const missing = CONFIG_KEYS.filter((key) => !new RegExp(`^\\|\\s*\`${key}\`\\s*\\|`, 'm').test(readme));
    expect(missing).toEqual([]);
  });

  it('every default in .env.example is one the app accepts', () => {
    const env = Object.fromEntries(
      [...read('.env.example').matchAll(/^([A-Z][A-Z0-9_]+)=(.*)$/gm)].map((m) => [m[1]!, m[2]!]),
    );
    expect(() => loadConfig(env)).not.toThrow();
  });

  it('derives the Redis prefix from the database, so deployments on one Redis keep apart', () => {
    expect(loadConfig({ DATABASE_URL: 'postgresql://app@db.internal:5432/vault_prod' }).redisPrefix).toBe(
      'cv:vault_prod:',
    );
    expect(loadConfig({ DATABASE_URL: 'postgresql://app@db.internal:5432/vault_staging' }).redisPrefix).toBe(
      'cv:vault_staging:',
    );
    // No database in the URL: PostgreSQL connects to the user's.
    expect(loadConfig({ DATABASE_URL: 'postgresql://vault@db.internal' }).redisPrefix).toBe('cv:vault:');
    expect(loadConfig({ DATA_DIR: '/srv/vault' }).redisPrefix).toBe('cv:pglite:/srv/vault/pglite:');
    expect(loadConfig({ DATABASE_URL: 'postgresql://app@db/vault_prod', REDIS_PREFIX: 'blue:' }).redisPrefix).toBe(
      'blue:',
    );
  });
});
