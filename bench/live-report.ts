// bench:live's arithmetic and verdicts: percentiles of the watchers' histograms, and which of
// issue 25's targets a run met.
import os from 'node:os';

/** p50 and p99 of merged sparse millisecond histograms. */
export function percentiles(histograms: Record<number, number>[]) {
  const merged = new Map<number, number>();
  for (const h of histograms) for (const [k, v] of Object.entries(h)) merged.set(+k, (merged.get(+k) ?? 0) + v);
  const keys = [...merged.keys()].sort((a, b) => a - b);
  const total = [...merged.values()].reduce((a, b) => a + b, 0);
  const at = (q: number) => {
    let seen = 0;
    for (const key of keys) if ((seen += merged.get(key)!) > q * total) return key;
    return NaN;
  };
  return { p50: at(0.5), p99: at(0.99) };
}

export function summarise(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : NaN);
  return { p50: at(0.5), p99: at(0.99) };
}

export const ms = (value: number) => (Number.isNaN(value) ? '–' : `${Math.round(value).toLocaleString('en')} ms`);

export const loads = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

/** Issue 25's targets, each checked as a scenario ends. */
export class Targets {
  private readonly lines: string[] = [];
  check(name: string, met: boolean, measured: string) {
    this.lines.push(`${met ? 'met   ' : 'MISSED'}  ${name}: ${measured}`);
  }
  print() {
    console.log(`\nTargets (load average now ${loads()}):`);
    for (const line of this.lines) console.log(`  ${line}`);
    const missed = this.lines.filter((line) => line.startsWith('MISSED')).length;
    console.log(`  ${this.lines.length - missed} met, ${missed} missed`);
  }
}
