/** Why the camera could not be used: each has its own message in the scanner. */
export type CameraProblem = 'unsupported' | 'refused' | 'noCamera' | 'busy' | 'failed';

/** The problem a getUserMedia failure (a DOMException by name) stands for. */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'refused';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'noCamera';
    case 'NotReadableError':
    case 'AbortError':
      return 'busy';
    default:
      return 'failed';
  }
}
