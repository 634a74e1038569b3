// A Vitest reporter beside the default one: after every run it prints the ten slowest tests, each
// with the share of its timeout it used, so a test creeping towards its limit shows long before it
// fails on a busy machine. It reports and never fails a run: durations swing with the load.
import type { Reporter, TestModule } from 'vitest/node';

export interface TestTime {
  name: string;
  durationMs: number;
  timeoutMs: number;
}

/** The `count` slowest, slowest first. */
export function slowest(times: readonly TestTime[], count = 10): TestTime[] {
  return [...times].sort((a, b) => b.durationMs - a.durationMs).slice(0, count);
}

export function formatSlowest(times: readonly TestTime[], count = 10): string {
  const top = slowest(times, count);
  const overHalf = times.filter((time) => time.durationMs > time.timeoutMs / 2).length;
  const lines = top.map((time) => {
    const seconds = (time.durationMs / 1000).toFixed(1).padStart(6);
    const share = `${Math.round((100 * time.durationMs) / time.timeoutMs)} %`.padStart(5);
    return `  ${seconds} s ${share} of its timeout  ${time.name}`;
  });
  return [
    `${top.length} slowest of ${times.length} tests:`,
    ...lines,
    `tests over half their timeout: ${overHalf}`,
  ].join('\n');
}

export default class SlowestTests implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const times: TestTime[] = [];
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const result = test.result();
        if (result.state !== 'passed' && result.state !== 'failed') continue;
        times.push({
          name: `${testModule.relativeModuleId} > ${test.fullName}`,
          durationMs: test.diagnostic()?.duration ?? 0,
          timeoutMs: test.options.timeout ?? test.project.config.testTimeout,
        });
      }
    }
    if (times.length > 0) console.log(`\n${formatSlowest(times)}\n`);
  }
}
