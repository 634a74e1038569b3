/**
 * The server states its wait in seconds; people read minutes. Rounded up, so "try again in
 * 1 minute" is never too early, and never 0.
 */
export function retryMinutes(seconds: number): number {
  if (!Number.isFinite(seconds) || seconds <= 0) return 1;
  return Math.ceil(seconds / 60);
}
