import type { Reporter, TestModule } from 'vitest/node';

/** Prints one plain closing line, "N passed, N failed, N skipped", that any CI log reader understands. */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
      if (module.state() === 'failed' && [...module.children.allTests()].length === 0) failed += 1;
    }
    // eslint-disable-next-line no-console -- the closing line CI reads
    console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
