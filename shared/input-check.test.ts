import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkInput } from './input-check.ts';
import { problemParams } from './rules.ts';

const note = z.object({ note: z.string().min(4).max(10) });
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
    const missing = checkInput(z.object({ name: z.string().min(1) }), { name: '' });
    expect(missing.ok ? [] : missing.problems).toEqual([
      { field: 'name', code: 'required', message: expect.any(String) },
    ]);
    const count = checkInput(z.object({ count: z.number().max(3) }), { count: 9 });
    expect(count.ok ? [] : count.problems).toEqual([expect.not.objectContaining({ limit: expect.anything() })]);
  });

  it('reports a refinement by the code it names, and any rule outside the code list as invalid', () => {
    const named = checkInput(
      z.object({ a: z.string().refine(() => false, { message: 'x', ...problemParams('sameAsCurrent') }) }),
      { a: '' },
    );
    expect(named.ok ? [] : named.problems).toMatchObject([{ field: 'a', code: 'sameAsCurrent' }]);
    const unnamed = checkInput(
      z.object({ a: z.string().refine(() => false, { message: 'x', params: { code: 'madeUp' } }) }),
      { a: '' },
    );
    expect(unnamed.ok ? [] : unnamed.problems).toMatchObject([{ field: 'a', code: 'invalid' }]);
    const extra = checkInput(z.strictObject({ a: z.string() }), { a: '', b: 1 });
    expect(extra.ok ? [] : extra.problems).toMatchObject([{ code: 'invalid' }]);
  });
});
