// The order the browser test files start in. Vitest starts the files it has timed before longest
// first, but a clean clone (CI) has no such record, and then it starts the largest files first: the
// crash test's five files and the journeys' three are a few lines each and would start last, each
// then running alone for a minute or more at the end. The files listed here each take a minute or
// more on this machine; they start first, in this order, and the rest keep Vitest's order.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const LONG: readonly RegExp[] = [
  /[\\/]e2e[\\/]crash-/,
  /[\\/]engines[\\/]journeys-/,
  /[\\/]e2e[\\/]table-network\.test\.ts$/,
  /[\\/]e2e[\\/]screens-fit\.test\.ts$/,
  /[\\/]e2e[\\/]upgrade\.test\.ts$/,
  /[\\/]e2e[\\/]night-fit\.test\.ts$/,
  /[\\/]e2e[\\/]viewport\.test\.ts$/,
  /[\\/]e2e[\\/]table-fit\.test\.ts$/,
];

/** Where a file stands among the long ones; every other file after them. */
const rank = (spec: TestSpecification): number => {
  const index = LONG.findIndex((pattern) => pattern.test(spec.moduleId));
  return index < 0 ? LONG.length : index;
};

export default class LongFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // A stable sort: the groups (sequence.groupOrder) stay in their order, and so do the files of equal rank.
    const group = (spec: TestSpecification) => spec.project.config.sequence.groupOrder;
    return sorted.map((spec, at) => ({ spec, at })).sort((a, b) => group(a.spec) - group(b.spec) || rank(a.spec) - rank(b.spec) || a.at - b.at).map(({ spec }) => spec);
  }
}
