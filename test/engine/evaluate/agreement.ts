import type { HandValue } from '../../../src/engine/evaluate/index.ts';
import type { RefResult } from './reference.ts';

/**
 * Collects (reference, evaluator) results for many hands and checks that the evaluator orders
 * them exactly as the reference does: same category, equal values for equal reference keys,
 * and bigger values for bigger keys.
 */
export class Agreement {
  private readonly valueOfKey = new Map<number, number>();
  private readonly keyOfValue = new Map<number, number>();
  readonly problems: string[] = [];

  add(ref: RefResult, got: HandValue, hand: () => string): void {
    if (this.problems.length >= 5) return;
    if (ref.category !== got.category) {
      this.problems.push(`${hand()}: ${got.category}, expected ${ref.category}`);
      return;
    }
    const value = this.valueOfKey.get(ref.key);
    if (value === undefined) this.valueOfKey.set(ref.key, got.value);
    else if (value !== got.value) this.problems.push(`${hand()}: tie broken (${value} vs ${got.value})`);
    const key = this.keyOfValue.get(got.value);
    if (key === undefined) this.keyOfValue.set(got.value, ref.key);
    else if (key !== ref.key) this.problems.push(`${hand()}: value ${got.value} shared by unequal hands`);
  }

  /** Problems found, including any pair of hands the evaluator puts in the wrong order. */
  check(): string[] {
    const byKey = [...this.valueOfKey.entries()].sort((x, y) => x[0] - y[0]);
    for (let i = 1; i < byKey.length && this.problems.length < 5; i++) {
      if (byKey[i][1] <= byKey[i - 1][1]) this.problems.push(`reference keys ${byKey[i - 1][0]} < ${byKey[i][0]} out of order`);
    }
    return this.problems;
  }

  get distinct(): number {
    return this.valueOfKey.size;
  }
}
