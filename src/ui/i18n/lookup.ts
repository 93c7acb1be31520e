// The one way a message is looked up in the current language: `t()` for the main catalogs and
// each feature's own (`tl()` for the ledger, `tp()` for the profiles, …) are all made here from
// their three catalogs. The reference catalog (pt-BR) types the lookup: a call names one of its
// keys and passes exactly the values of that message's `{placeholders}`.
import { language } from './language-state.ts';
import type { Catalogs, MessageParams } from './catalog.ts';
import { catalogs } from './messages.ts';
import { interpolate } from './translate.ts';

/** A message of the catalogs whose reference is R, in the current language. */
type Lookup<R extends Readonly<Record<string, string>>> = <K extends keyof R & string>(key: K, ...params: MessageParams<R[K]>) => string;

/** The lookup of a part's three catalogs, in the language the reader chose. */
export function lookup<R extends Readonly<Record<string, string>>>(catalogs: Catalogs<R>): Lookup<R> {
  return (key, ...params) => interpolate(catalogs[language.value][key], params[0] ?? {}, language.value);
}

/** A message of the main screens in the current language. */
export const t = lookup(catalogs);
