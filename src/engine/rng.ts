/**
 * Randomness enters the engine only through a RandomSource, so a game can be replayed from its
 * recorded deck order and tests can use a seeded source (G10).
 */
export interface RandomSource {
  /** A uniformly distributed unsigned 32-bit integer. */
  nextUint32(): number;
}

const BATCH = 256;

/** The browser's (or Node's) cryptographic generator, read in batches to keep calls cheap. */
export function cryptoSource(): RandomSource {
  const buffer = new Uint32Array(BATCH);
  let index = BATCH;
  return {
    nextUint32() {
      if (index === BATCH) {
        globalThis.crypto.getRandomValues(buffer);
        index = 0;
      }
      return buffer[index++];
    },
  };
}

/** A small deterministic generator (mulberry32) for tests and benchmarks; never for real games. */
export function seededSource(seed: number): RandomSource {
  let state = seed >>> 0;
  return {
    nextUint32() {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return (t ^ (t >>> 14)) >>> 0;
    },
  };
}

const TWO_32 = 0x1_0000_0000;

/** A uniform integer in [0, bound): values from the incomplete top range are rejected, so no bias. */
export function uniformBelow(source: RandomSource, bound: number): number {
  if (!Number.isInteger(bound) || bound < 1 || bound > TWO_32) throw new RangeError(`bad bound ${bound}`);
  const limit = TWO_32 - (TWO_32 % bound);
  for (;;) {
    const x = source.nextUint32();
    if (x < limit) return x % bound;
  }
}

/** Fisher–Yates: a new array, every permutation equally likely. */
export function shuffle<T>(items: readonly T[], source: RandomSource): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = uniformBelow(source, i + 1);
    const tmp = out[i];
    out[i] = out[j];
    out[j] = tmp;
  }
  return out;
}
