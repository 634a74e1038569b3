import { describe, expect, it } from 'vitest';
import { cameraProblemOf } from './camera-problem.ts';

describe('cameraProblemOf', () => {
  it.each([
    ['NotAllowedError', 'refused'],
    ['SecurityError', 'refused'],
    ['NotFoundError', 'noCamera'],
    ['OverconstrainedError', 'noCamera'],
    ['NotReadableError', 'busy'],
    ['TypeError', 'failed'],
  ])('reads %s as %s', (name, problem) => {
    expect(cameraProblemOf(new DOMException('camera', name))).toBe(problem);
  });

  it('reads anything else as a failure', () => {
    expect(cameraProblemOf('nope')).toBe('failed');
  });
});
