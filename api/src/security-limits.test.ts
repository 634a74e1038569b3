// docs/security.md's table of limits ("Every limit") cannot drift from the code: every key of
// every limits object and every limit variable has a row, with the default the code has.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { CODE_LIMITS, LIMIT_VARIABLES } from './security-limits.ts';

const readme = readFileSync(new URL('../../docs/security.md', import.meta.url), 'utf8');
const table = readme.slice(readme.indexOf('## Every limit'), readme.indexOf('## Idempotent writes'));

/** The row naming `name` in its first cell: its default cell, or undefined when there is none. */
function defaultCell(name: string): string | undefined {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^\\|\\s*\`${escaped}\`\\s*\\|([^|]*)\\|`, 'm').exec(table)?.[1]?.trim();
}

/** How the table writes a default: a number, or "points per window s". */
function written(value: unknown): string {
  if (typeof value === 'number') return String(value);
  const { points, windowSeconds } = value as { points: number; windowSeconds: number };
  return `${points} per ${windowSeconds} s`;
}

describe("docs/security.md's table of limits", () => {
  const codeRows = Object.entries(CODE_LIMITS).flatMap(([object, limits]) =>
    Object.entries(limits).map(([key, value]) => [`${object}.${key}`, written(value)] as const),
  );

  it('has a row for every limit in the code, with its default', () => {
    const wrong = codeRows.filter(([name, value]) => defaultCell(name) !== value);
    expect(wrong.map(([name, value]) => `${name}: docs/security.md says ${defaultCell(name)}, code ${value}`)).toEqual(
      [],
    );
  });

  it("has a row for every limit variable, with the configuration's default", () => {
    const config = loadConfig({}) as unknown as Record<string, unknown>;
    const wrong = LIMIT_VARIABLES.filter((name) => defaultCell(name) !== String(config[name]));
    expect(wrong).toEqual([]);
  });

  it('lists nothing else', () => {
    const listed = [...table.matchAll(/^\|\s*`([^`]+)`\s*\|/gm)].map((m) => m[1]);
    expect(listed.sort()).toEqual([...codeRows.map(([name]) => name), ...LIMIT_VARIABLES].sort());
  });
});
