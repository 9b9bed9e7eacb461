import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends the run with one plain line, `N passed, N failed, N skipped`, per layer and in total, so
 * CI and people read the outcome the same way whatever vitest prints above it.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    const totals = { passed: 0, failed: 0, skipped: 0 };
    const byProject = new Map<string, typeof totals>();
    for (const module of testModules) {
      const name = module.project.name || 'default';
      const counts = byProject.get(name) ?? { passed: 0, failed: 0, skipped: 0 };
      byProject.set(name, counts);
      if (module.state() === 'failed' && [...module.children.allTests()].length === 0) {
        counts.failed += 1; // a file that failed to load counts as one failure
        totals.failed += 1;
      }
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        const key = state === 'passed' ? 'passed' : state === 'failed' ? 'failed' : 'skipped';
        counts[key] += 1;
        totals[key] += 1;
      }
    }
    totals.failed += unhandledErrors.length;
    const lines = ['', 'Test layers:'];
    for (const [name, counts] of [...byProject].sort()) {
      lines.push(`  ${name.padEnd(8)} ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
    }
    lines.push(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
