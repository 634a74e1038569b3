// `bench:web`'s reading of Lighthouse reports: the median run of a page's runs (Lighthouse's own
// computeMedianRun, as Lighthouse CI picks its representative run), the figures of a table row,
// the targets of issue 30 and what to look at when a row misses one.
import type { Result } from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';

export interface Figures {
  performance: number;
  accessibility: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** Issue 30's targets, each with the figure it reads and how a miss is written. */
const TARGETS: { name: string; met: (figures: Figures) => boolean; show: (figures: Figures) => string }[] = [
  { name: 'performance', met: (f) => f.performance >= 0.95, show: (f) => f.performance.toFixed(2) },
  { name: 'accessibility', met: (f) => f.accessibility >= 1, show: (f) => f.accessibility.toFixed(2) },
  { name: 'SEO', met: (f) => f.seo >= 1, show: (f) => f.seo.toFixed(2) },
  { name: 'LCP', met: (f) => f.lcp < 2000, show: (f) => `${(f.lcp / 1000).toFixed(2)} s` },
  { name: 'CLS', met: (f) => f.cls < 0.05, show: (f) => f.cls.toFixed(3) },
  { name: 'TBT', met: (f) => f.tbt < 150, show: (f) => `${Math.round(f.tbt)} ms` },
];
export const TARGETS_TEXT = 'performance >= 0.95, accessibility 1.0, SEO 1.0, LCP < 2.0 s, CLS < 0.05, TBT < 150 ms';

export function figuresOf(lhr: Result): Figures {
  const { categories, audits } = lhr;
  return {
    performance: categories.performance?.score ?? 0,
    accessibility: categories.accessibility?.score ?? 0,
    seo: categories.seo?.score ?? 0,
    fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
  };
}

/** The names of the targets a row misses with their figures ("performance 0.93"); empty when all are met. */
export function missedTargets(figures: Figures): string[] {
  return TARGETS.filter((target) => !target.met(figures)).map((target) => `${target.name} ${target.show(figures)}`);
}

/** The run closest to the median first paint and time to interactive, or null when no run has both. */
export function medianRun(runs: Result[]): Result | null {
  const valid = filterToValidRuns(runs);
  return valid.length ? computeMedianRun(valid) : null;
}

export const TABLE_HEAD = [
  '| page | visitor | performance (runs) | accessibility | SEO | FCP s | LCP s | TBT ms | CLS | targets |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
];

/** One table row: the median run's figures, the range of the performance scores of all runs, the targets. */
export function tableRow(pagePath: string, visitor: string, median: Result | null, runs: Result[]): string {
  if (!median)
    return `| \`${pagePath}\` | ${visitor} | no valid run of ${runs.length} | | | | | | | missed: no result |`;
  const figures = figuresOf(median);
  const scores = runs.map((run) => run.categories.performance?.score ?? 0);
  const range = `${Math.min(...scores).toFixed(2)}–${Math.max(...scores).toFixed(2)}`;
  const missed = missedTargets(figures);
  return (
    `| \`${pagePath}\` | ${visitor} | ${figures.performance.toFixed(2)} (${range}) | ` +
    `${figures.accessibility.toFixed(2)} | ${figures.seo.toFixed(2)} | ${(figures.fcp / 1000).toFixed(1)} | ` +
    `${(figures.lcp / 1000).toFixed(1)} | ${Math.round(figures.tbt)} | ${figures.cls.toFixed(3)} | ` +
    `${missed.length ? `missed: ${missed.join(', ')}` : 'met'} |`
  );
}

interface Node {
  selector?: string;
  snippet?: string;
}
type Details = { type?: string; items?: Record<string, any>[] } | undefined;

/**
 * What to look at in a median run: failing accessibility and SEO audits, shifted elements, the
 * largest paint's element and phases, and the longest main-thread tasks (what blocks).
 */
export function diagnostics(lhr: Result): string[] {
  const lines: string[] = [];
  for (const category of ['accessibility', 'seo'] as const) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (audit && audit.score === 0 && audit.scoreDisplayMode === 'binary')
        lines.push(`${category}: ${audit.id}: ${audit.title}`);
    }
  }
  const shifts = (lhr.audits['layout-shifts']?.details as Details)?.items ?? [];
  for (const shift of shifts) lines.push(`shift ${Number(shift.score).toFixed(3)} ${(shift.node as Node)?.selector}`);
  const lcpParts = (lhr.audits['largest-contentful-paint-element']?.details as Details)?.items ?? [];
  const lcpNode = (lcpParts[0] as Details)?.items?.[0]?.node as Node | undefined;
  const phases = ((lcpParts[1] as Details)?.items ?? [])
    .map((phase) => `${phase.phase} ${Math.round(phase.timing)} ms`)
    .join(', ');
  if (lcpNode) lines.push(`LCP element ${lcpNode.selector} ${lcpNode.snippet?.slice(0, 80) ?? ''} (${phases})`);
  const tasks = ((lhr.audits['long-tasks']?.details as Details)?.items ?? [])
    .slice()
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 3)
    .map((task) => `${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms (${shortUrl(task.url)})`);
  if (tasks.length) lines.push(`longest tasks: ${tasks.join('; ')}`);
  return lines;
}

function shortUrl(url: unknown): string {
  if (typeof url !== 'string') return '?';
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}
