import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from './zod.ts';
import { checkInput } from './input-check.ts';
import { problemParams } from './rules.ts';

const note = z.object({ note: z.string().check(z.minLength(4), z.maxLength(10)) });
const problems = (input: unknown) => {
  const result = checkInput(note, input);
  return result.ok ? [] : result.problems;
};

describe('checkInput', () => {
  it('tells the character limit a too long or too short text broke', () => {
    expect(problems({ note: 'x'.repeat(11) })).toMatchObject([{ field: 'note', code: 'tooLong', limit: 10 }]);
    expect(problems({ note: 'xy' })).toMatchObject([{ field: 'note', code: 'tooShort', limit: 4 }]);
  });

  it('gives a missing text or a number out of range no character limit', () => {
    const missing = checkInput(z.object({ name: z.string().check(z.minLength(1)) }), { name: '' });
    expect(missing.ok ? [] : missing.problems).toEqual([
      { field: 'name', code: 'required', message: expect.any(String) },
    ]);
    const count = checkInput(z.object({ count: z.number().check(z.maximum(3)) }), { count: 9 });
    expect(count.ok ? [] : count.problems).toEqual([expect.not.objectContaining({ limit: expect.anything() })]);
  });

  it('reports a refinement by the code it names, and any rule outside the code list as invalid', () => {
    const named = checkInput(
      z.object({ a: z.string().check(z.refine(() => false, { message: 'x', ...problemParams('sameAsCurrent') })) }),
      { a: '' },
    );
    expect(named.ok ? [] : named.problems).toMatchObject([{ field: 'a', code: 'sameAsCurrent' }]);
    const unnamed = checkInput(
      z.object({ a: z.string().check(z.refine(() => false, { message: 'x', params: { code: 'madeUp' } })) }),
      { a: '' },
    );
    expect(unnamed.ok ? [] : unnamed.problems).toMatchObject([{ field: 'a', code: 'invalid' }]);
    const extra = checkInput(z.strictObject({ a: z.string() }), { a: '', b: 1 });
    expect(extra.ok ? [] : extra.problems).toMatchObject([{ code: 'invalid' }]);
  });
});

describe('the zod the browser downloads', () => {
  const root = path.resolve(import.meta.dirname, '..');
  // Any runtime import or re-export of classic zod ('zod', 'zod/v4', 'zod/v4/classic', 'zod/v3');
  // `import type` is erased and costs nothing.
  const CLASSIC_ZOD =
    /^\s*(?:import|export)(?!\s+type\b)[^;]*?['"]zod(?:\/v[34](?:\/classic)?)?['"]|\bimport\(\s*['"]zod['"]/m;

  it('is zod/mini: no shared or web module imports classic zod, which would bring all of it (~86 KB)', () => {
    const sources = [
      ...readdirSync(path.join(root, 'shared')).map((file) => path.join('shared', file)),
      ...readdirSync(path.join(root, 'web/src'), { recursive: true, encoding: 'utf8' }).map((file) =>
        path.join('web/src', file),
      ),
    ].filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
    expect(sources.length).toBeGreaterThan(100);
    const classic = sources.filter((file) => CLASSIC_ZOD.test(readFileSync(path.join(root, file), 'utf8')));
    expect(classic).toEqual([]);
  });

  it('still says what classic zod says: English messages, with nothing but zod/mini loaded', () => {
    // A process of its own: the server's test files share one module graph, and classic zod,
    // which the API's config loads, would set English for everyone.
    const script = `
      const { checkInput } = await import('./shared/input-check.ts');
      const { copyInput } = await import('./shared/collection-input.ts');
      console.log(JSON.stringify(checkInput(copyInput, { pricePaidCents: 'ten', hasBox: 'yes' })));`;
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(JSON.parse(output)).toEqual({
      ok: false,
      problems: [
        { field: 'hasBox', code: 'required', message: 'Invalid input: expected boolean, received string' },
        { field: 'pricePaidCents', code: 'required', message: 'Invalid input: expected number, received string' },
      ],
    });
  });
});
