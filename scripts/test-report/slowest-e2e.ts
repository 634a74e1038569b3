// The same report for Playwright: after the end-to-end run, the ten slowest tests with the share
// of their timeout each used (issue 31: none over half of it in a quiet run). Reports only.
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { formatSlowest, type TestTime } from './slowest-tests.ts';

export default class SlowestEndToEndTests implements Reporter {
  private readonly times: TestTime[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'skipped' || result.status === 'interrupted') return;
    // titlePath: root, project, file, describe blocks…, title.
    const [, project, ...rest] = test.titlePath();
    this.times.push({ name: `[${project}] ${rest.join(' › ')}`, durationMs: result.duration, timeoutMs: test.timeout });
  }

  onEnd() {
    if (this.times.length > 0) console.log(`\n${formatSlowest(this.times)}\n`);
  }

  printsToStdio() {
    // The list reporter beside it still prints each test.
    return false;
  }
}
