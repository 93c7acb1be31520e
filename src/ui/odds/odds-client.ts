// The screens' side of the odds worker (O9): ask for a situation's odds and get a signal that
// says "working" until the worker answers. Answers are kept by situation, so the same table state
// shows its figure again at once, as O4's fixed seed promises.
import { signal, type ReadonlySignal, type Signal } from '@preact/signals';
import type { Odds, OddsSituation } from '../../engine/index.ts';

export type OddsResult = { readonly state: 'working' } | { readonly state: 'ready'; readonly odds: Odds } | { readonly state: 'failed' };

export interface OddsRequest {
  readonly id: number;
  readonly situation: OddsSituation;
}
export type OddsReply = { readonly id: number; readonly odds: Odds } | { readonly id: number; readonly error: string };

/** Enough for every street of a few hands; the oldest answers go first. */
const KEPT = 48;
const results = new Map<string, Signal<OddsResult>>();
const waiting = new Map<number, Signal<OddsResult>>();
let worker: Worker | null = null;
let nextId = 0;

function failAll(): void {
  for (const result of waiting.values()) result.value = { state: 'failed' };
  waiting.clear();
}

function start(): Worker {
  const w = new Worker(new URL('./odds.worker.ts', import.meta.url), { type: 'module' });
  w.onmessage = ({ data }: MessageEvent<OddsReply>) => {
    const result = waiting.get(data.id);
    waiting.delete(data.id);
    if (result) result.value = 'odds' in data ? { state: 'ready', odds: data.odds } : { state: 'failed' };
  };
  // A worker that cannot load (or dies) fails what it held; the next request starts a new one.
  w.onerror = () => {
    failAll();
    w.terminate();
    if (worker === w) worker = null;
  };
  return w;
}

/** The odds of a situation: worked out once, in the worker, and then remembered. */
export function oddsOf(situation: OddsSituation): ReadonlySignal<OddsResult> {
  const key = JSON.stringify(situation);
  const known = results.get(key);
  if (known) return known;
  const result = signal<OddsResult>({ state: 'working' });
  results.set(key, result);
  if (results.size > KEPT) results.delete(results.keys().next().value!);
  const id = nextId++;
  waiting.set(id, result);
  try {
    worker ??= start();
    worker.postMessage({ id, situation } satisfies OddsRequest);
  } catch {
    failAll();
  }
  return result;
}
