import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that run long though they are short: each calls a shared check (tests/e2e/every-role-a11y/).
 * Vitest starts the files that took longest last time first, and with no past run (a fresh clone)
 * the largest files first, which would leave these to the end of their layer, its slowest tail.
 */
const LONG_THOUGH_SHORT = ['/tests/e2e/every-role-a11y/'];

/** Vitest's order, with the files above brought to the front of their layer when the run knows no durations of them. */
export default class Sequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const early = (spec: TestSpecification) =>
      LONG_THOUGH_SHORT.some((folder) => spec.moduleId.includes(folder)) &&
      !this.ctx.cache.getTestSpecificationResult(spec);
    const firstIndex = new Map<string, number>();
    sorted.forEach((spec, index) => {
      if (!firstIndex.has(spec.project.name)) firstIndex.set(spec.project.name, index);
    });
    // Stable: each project keeps its place in the order, its early files first within it.
    return sorted
      .map((spec, index) => ({ spec, key: [firstIndex.get(spec.project.name)!, early(spec) ? 0 : 1, index] }))
      .sort((a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.key[2] - b.key[2])
      .map(({ spec }) => spec);
  }
}
