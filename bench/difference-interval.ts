// How sure a timing bench can be about a difference: a 95 % bootstrap interval for the
// difference of two groups' medians. Medians, because a garbage collection or another process
// on the machine makes single times much slower; the seeded generator makes a run repeatable.

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** mulberry32: small, fast and seeded; randomness quality is beside the point here. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface DifferenceInterval {
  /** median(a) − median(b) */
  difference: number;
  low: number;
  high: number;
}

/** The median of `a` minus the median of `b`, with its 95 % percentile-bootstrap interval. */
export function medianDifference(
  a: readonly number[],
  b: readonly number[],
  resamples = 2000,
  seed = 27,
): DifferenceInterval {
  const random = generator(seed);
  const resample = (values: readonly number[]) =>
    Array.from({ length: values.length }, () => values[Math.floor(random() * values.length)]!);
  const differences = Array.from({ length: resamples }, () => median(resample(a)) - median(resample(b))).sort(
    (x, y) => x - y,
  );
  return {
    difference: median(a) - median(b),
    low: differences[Math.floor(resamples * 0.025)]!,
    high: differences[Math.ceil(resamples * 0.975) - 1]!,
  };
}

export { median };
