// N2: the views a phone was given, whole or made by a patch, from the host's messages it received
// in order: what a test reads off the wire since a view is mostly sent as what changed.
import type { TableView } from '../../../src/engine/index.ts';
import { patched } from '../../../src/net/view-patch.ts';

interface Sent {
  readonly t: string;
  readonly seq?: number;
  readonly view?: TableView;
  readonly base?: number;
  readonly patch?: unknown;
}

/** Each view in the order given; a patch that fits no view given (the phone asked for the whole view) gives none. */
export function viewsIn(texts: readonly string[]): TableView[] {
  const views: TableView[] = [];
  let last: { readonly seq: number; readonly view: TableView } | null = null;
  for (const message of texts.map((text) => JSON.parse(text) as Sent)) {
    const base: TableView | null = message.t === 'patch' && last !== null && last.seq === message.base ? last.view : null;
    const view: TableView | null | undefined = message.t === 'view' ? message.view : base && (patched(base, message.patch) as TableView | null);
    if (!view || message.seq === undefined) continue;
    last = { seq: message.seq, view };
    views.push(view);
  }
  return views;
}
