// The order the long test files start in. Vitest starts the files it has timed before longest
// first, but a clean clone (CI) has no such record, and then it starts the largest files first: the
// crash test's five files and the journeys' three are a few lines each and would start last, each
// then running alone for a minute or more at the end. The files listed here each take half a
// minute or more on this machine; they start first, the longest first (as a clean clone timed them:
// the five phones' 84 s, upgrade 54, the journeys 40–50, the fit files and the join codes 37–46,
// the crash files 27–31 each), and the rest keep Vitest's order.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const LONG: readonly RegExp[] = [
  // The unit and component files of 10 s or more, so that none is left running alone at the end.
  /[\\/]engine[\\/]game\.property\.test\.ts$/,
  /[\\/]screens[\\/]book\.test\.tsx$/,
  /[\\/]tournament[\\/]chips\.test\.ts$/,
  /[\\/]screens[\\/]host-panel\.test\.tsx$/,
  /[\\/]tournament[\\/]structure\.test\.ts$/,
  /[\\/]profiles[\\/]baseball\.property\.test\.ts$/,
  /[\\/]evaluate[\\/]natural\.test\.ts$/,
  // The browser files.
  /[\\/]e2e[\\/]table-network\.test\.ts$/,
  /[\\/]e2e[\\/]upgrade\.test\.ts$/,
  /[\\/]engines[\\/]journeys-/,
  /[\\/]e2e[\\/]screens-fit\.test\.ts$/,
  /[\\/]e2e[\\/]viewport\.test\.ts$/,
  /[\\/]e2e[\\/]night-fit\.test\.ts$/,
  /[\\/]e2e[\\/]join-codes\.test\.ts$/,
  /[\\/]e2e[\\/]crash-/,
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
