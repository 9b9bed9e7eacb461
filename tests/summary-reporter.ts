import type { Reporter, TestModule } from 'vitest/node';

type Layer = {
  passed: number;
  failed: number;
  skipped: number;
  files: number;
  firstStart: number;
  lastEnd: number;
  fileSeconds: number;
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Ends the run with one plain line, `N passed, N failed, N skipped`, per layer and in total, so
 * CI and people read the outcome the same way whatever vitest prints above it. Each layer's line
 * also says how long it took, so a slow layer is seen at once: the wall time from its first file
 * starting to its last ending (layers overlap, as workers take files from every layer), and the
 * time its files took added up.
 */
export default class SummaryReporter implements Reporter {
  #runStart = performance.now();
  readonly #starts = new Map<string, number>();
  readonly #ends = new Map<string, number>();

  onTestRunStart() {
    this.#runStart = performance.now();
  }

  onTestModuleStart(module: TestModule) {
    this.#starts.set(module.moduleId, performance.now());
  }

  onTestModuleEnd(module: TestModule) {
    this.#ends.set(module.moduleId, performance.now());
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    const totals = { passed: 0, failed: 0, skipped: 0 };
    const byProject = new Map<string, Layer>();
    for (const module of testModules) {
      const name = module.project.name || 'default';
      const layer = byProject.get(name) ?? {
        passed: 0,
        failed: 0,
        skipped: 0,
        files: 0,
        firstStart: Infinity,
        lastEnd: 0,
        fileSeconds: 0,
      };
      byProject.set(name, layer);
      layer.files += 1;
      const diagnostic = module.diagnostic();
      layer.fileSeconds +=
        diagnostic.environmentSetupDuration +
        diagnostic.prepareDuration +
        diagnostic.collectDuration +
        diagnostic.setupDuration +
        diagnostic.duration;
      layer.firstStart = Math.min(layer.firstStart, this.#starts.get(module.moduleId) ?? Infinity);
      layer.lastEnd = Math.max(layer.lastEnd, this.#ends.get(module.moduleId) ?? 0);
      if (module.state() === 'failed' && [...module.children.allTests()].length === 0) {
        layer.failed += 1; // a file that failed to load counts as one failure
        totals.failed += 1;
      }
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        const key = state === 'passed' ? 'passed' : state === 'failed' ? 'failed' : 'skipped';
        layer[key] += 1;
        totals[key] += 1;
      }
    }
    totals.failed += unhandledErrors.length;
    const lines = ['', 'Test layers:'];
    for (const [name, layer] of [...byProject].sort()) {
      const wall = layer.lastEnd > layer.firstStart ? seconds(layer.lastEnd - layer.firstStart) : '–';
      lines.push(
        `  ${name.padEnd(8)} ${layer.passed} passed, ${layer.failed} failed, ${layer.skipped} skipped  (${wall} wall, ${seconds(layer.fileSeconds)} in ${layer.files} files)`,
      );
    }
    lines.push(`  test run ${seconds(performance.now() - this.#runStart)}`);
    lines.push(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
