// What the table shows about the game around the cards: why a write is failing, why the engine refused a tap, and trouble with the store as a whole.
// Light on purpose (no engine, no store code): the initial bundle imports it.
import { signal } from '@preact/signals';
import type { Refusal, SessionRefusal } from '../engine/index.ts';
import type { StoreErrorKey } from '../store/index.ts';

export interface StoreProblem {
  readonly key: StoreErrorKey;
  readonly details: Readonly<Record<string, unknown>>;
}

export type SaveStatus =
  | { readonly state: 'idle' }
  /** The write failed in a way that may pass (full disk…): it is kept and retried. */
  | { readonly state: 'retrying'; readonly problem: StoreProblem }
  /** The write was refused for good (another tab wrote first): the game must be reloaded. */
  | { readonly state: 'failed'; readonly problem: StoreProblem };

export const saveStatus = signal<SaveStatus>({ state: 'idle' });

/** The engine's answer to the last tap when it refused it; cleared by the next accepted tap. */
export const refusal = signal<Refusal | SessionRefusal | null>(null);

/** The store as a whole: an update in another tab, or a tab that blocks our upgrade. */
export const storeNotice = signal<'versionChanged' | 'blocked' | null>(null);

/** The games on this device were written by a newer Mesa: nothing can be read until the app updates. */
export const newerData = signal(false);
