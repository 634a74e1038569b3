import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { postgresDataHome, postgresUser } from './backing-services.ts';

// Only root runs PostgreSQL as another user (runuser); elsewhere the directory is used as it is.
const asRoot = process.getuid?.() === 0 && postgresUser() !== null;

describe.runIf(asRoot)("the cluster's database directory, run as root", () => {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('stays under .cluster/ when the postgres user can reach it', () => {
    const checkout = mkdtempSync(path.join(os.tmpdir(), 'cv-open-'));
    made.push(checkout);
    execFileSync('chmod', ['755', checkout]);
    const wanted = path.join(checkout, '.cluster', 'postgres');
    mkdirSync(path.dirname(wanted), { recursive: true });
    expect(postgresDataHome(wanted)).toBe(wanted);
  });

  it("moves out of a checkout only root may enter (mktemp -d's mode 700), the same place each time", () => {
    const checkout = mkdtempSync(path.join(os.tmpdir(), 'cv-closed-'));
    made.push(checkout);
    const wanted = path.join(checkout, '.cluster', 'postgres');
    mkdirSync(path.dirname(wanted), { recursive: true });
    const home = postgresDataHome(wanted);
    expect(home.startsWith(checkout)).toBe(false);
    expect(home).toBe(postgresDataHome(wanted));
    mkdirSync(home, { recursive: true });
    made.push(path.dirname(home));
    execFileSync('runuser', ['-u', 'postgres', '--', 'test', '-x', path.dirname(home)]);
  });
});
