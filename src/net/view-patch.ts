/**
 * N2: what changed between two views of one viewer, and the view rebuilt from it. A table view
 * is plain JSON (G11: no class, no function, no `undefined`), so a structural diff of our own
 * does, shaped as the view itself so that changes under one part share its keys once (a list of
 * RFC 6902 operations, each with its whole path, is about twice as long for the same change):
 *
 *   {"hand": {"seats": {"0": {"stack": [998]}}, "legal": [null]}, "pot": {"sizing": []}}
 *
 * An object goes into the part of that key (of a list: that position, its end to add an item),
 * `[value]` says the part is now `value`, and `[]` that the key is gone. A list that shrank is
 * sent whole.
 *
 * Every value a patch carries is a part of the newer view, so it holds nothing its whole view
 * would not (G11). On the guest a patch is hostile input like any message: `patched` builds a
 * new view and leaves the base as it was, refuses a patch that does not fit the base, and
 * `digest` lets the phone check the result is the view the host meant.
 */

export type Patch = { readonly [key: string]: Patch } | readonly [] | readonly [unknown];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const GONE: Patch = [];
const now = (value: unknown): Patch => [value];

/** The patch that makes `from` into `to`; `{}` when they are equal. */
export function diff(from: unknown, to: unknown): Patch {
  return changes(from, to) ?? {};
}

/** The patch from `from` to `to`, or undefined when nothing changed. */
function changes(from: unknown, to: unknown): Patch | undefined {
  if (from === to) return undefined;
  const inside: Record<string, Patch> = {};
  if (isObject(from) && isObject(to)) {
    for (const key of Object.keys(from)) if (!Object.hasOwn(to, key)) inside[key] = GONE;
    for (const [key, value] of Object.entries(to)) {
      const change = Object.hasOwn(from, key) ? changes(from[key], value) : now(value);
      if (change) inside[key] = change;
    }
  } else if (Array.isArray(from) && Array.isArray(to) && to.length >= from.length) {
    to.forEach((value, i) => {
      const change = i < from.length ? changes(from[i], value) : now(value);
      if (change) inside[i] = change;
    });
  } else if (typeof from === 'object' || typeof to === 'object' || from !== to) {
    return now(to);
  }
  return Object.keys(inside).length > 0 ? inside : undefined;
}

/** A refused patch: it does not fit the view it was made for. */
const UNFIT = Symbol('unfit');

/**
 * `base` with `patch` made, every part it does not touch shared with `base` (a screen finds it
 * unchanged); null when the patch does not fit: a key into a value that is no object or list, a
 * position past a list's end, a key removed that is not there, `__proto__`, or anything that is
 * no patch. Integer keys come in ascending order (JavaScript orders them so), so items added to
 * a list come one after another.
 */
export function patched(base: unknown, patch: unknown): unknown {
  const result = apply(base, patch);
  return result === UNFIT ? null : result;
}

function apply(base: unknown, patch: unknown): unknown {
  // `[value]`: the part is that value, whatever was there (nothing, to add it).
  if (Array.isArray(patch)) return patch.length === 1 ? patch[0] : UNFIT;
  if (!isObject(patch) || typeof base !== 'object' || base === null) return UNFIT;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(base) ? [...base] : { ...base };
  for (const [key, change] of Object.entries(patch)) {
    const at = Array.isArray(copy) ? position(key, copy.length) : key === '__proto__' ? null : key;
    if (at === null) return UNFIT;
    const there = Object.hasOwn(copy, at);
    if (Array.isArray(change) && change.length === 0) {
      if (!there || Array.isArray(copy)) return UNFIT;
      delete copy[at as string];
      continue;
    }
    const value = apply(there ? (copy as Record<Key, unknown>)[at] : undefined, change);
    if (value === UNFIT) return UNFIT;
    (copy as Record<Key, unknown>)[at] = value;
  }
  return copy;
}

type Key = string | number;

/** The list position `key` names, up to `length` (an item added); null for any other key. */
function position(key: string, length: number): number | null {
  const at = Number(key);
  return String(at) === key && at >= 0 && at <= length ? at : null;
}

/**
 * A short fingerprint of a JSON value, the same whatever order its objects' keys are in (a key a
 * patch adds comes last on the guest, where it may not on the host): 53 bits of cyrb53 over its
 * text with every object's keys sorted. It tells a view rebuilt wrong from the one meant; it is no
 * seal against the host, which is the game's authority anyway.
 */
export function digest(value: unknown): string {
  return cyrb53(sortedText(value)).toString(36);
}

function sortedText(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(sortedText).join(',')}]`;
  if (!isObject(value)) return JSON.stringify(value);
  return `{${Object.keys(value)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${sortedText(value[key])}`)
    .join(',')}}`;
}

/** cyrb53 (bryc, public domain): a fast 53-bit string hash with good spread. */
function cyrb53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}
