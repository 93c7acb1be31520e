// The table's chip sets (T1), kept in the store's `meta` record and in the backup: read checked
// (a value that is not a list of valid sets reads as none, never as a crash), written whole.
import { signal } from '@preact/signals';
import { isChipSet, type ChipSet } from '../engine/tournament/chips.ts';
import { readMeta, writeMeta } from '../store/index.ts';
import { storage } from './storage.ts';

/** The sets as last read or saved; null until read. */
export const chipSets = signal<readonly ChipSet[] | null>(null);

export async function loadChipSets(): Promise<readonly ChipSet[]> {
  const stored = await readMeta(storage().conn, 'chipSets');
  const sets = Array.isArray(stored) ? stored.filter(isChipSet) : [];
  chipSets.value = sets;
  return sets;
}

/** Saves every set (checked first: a bad one is a bug in the caller, refused before writing). */
export async function saveChipSets(sets: readonly ChipSet[]): Promise<void> {
  const bad = sets.findIndex((set) => !isChipSet(set));
  if (bad >= 0) throw new RangeError(`not a usable chip set: ${JSON.stringify(sets[bad].name)}`);
  await writeMeta(storage().conn, 'chipSets', sets);
  chipSets.value = sets;
}
