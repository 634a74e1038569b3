// When a screen drawn from the device asks the server again (issue 28): at once when the browser
// says the network is back, and after a failed attempt with a growing, jittered wait, so a crowd
// of open apps during an outage does not knock on the server together every few seconds.

const FIRST_WAIT_MS = 5_000;
const LONGEST_WAIT_MS = 5 * 60_000;

let failures = 0;

/** The wait before the next attempt after `failures` failed ones: 5 s doubling to 5 min, ±50 %. */
export function retryWait(failed: number, random = Math.random()): number {
  const base = Math.min(FIRST_WAIT_MS * 2 ** failed, LONGEST_WAIT_MS);
  return Math.round(base * (0.5 + random));
}

/** An attempt failed: the next waits longer. Returns the wait. */
export function nextRetryWait(): number {
  const wait = retryWait(failures);
  failures += 1;
  return wait;
}

/** The server's page showed: the next outage starts from the shortest wait. */
export function serverAnswered(): void {
  failures = 0;
}
