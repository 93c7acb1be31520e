// The one layout of Mesa's words: each part of the app (the main screens here in messages.ts, and
// each lazy feature: book, ledger, tournament, …) keeps its words in one module, all three
// languages side by side. pt-BR is the reference; the other two are its translations, and these
// types make a key or a `{placeholder}` missing from a translation a compile error
// (test/ui/i18n/catalogs.test.ts checks the rest: no empty text, no extra placeholder).
import type { Language } from './languages.ts';

/** A reference catalog: key → pt-BR text, declared `as const` so its placeholders are known. */
type Reference = Readonly<Record<string, string>>;

/** The `{name}` placeholders in a message text. */
export type Placeholders<S extends string> = S extends `${string}{${infer P}}${infer Rest}` ? P | Placeholders<Rest> : never;

/** The arguments after a message's key: none for a plain text S, its placeholders' values otherwise. */
export type MessageParams<S extends string> = [Placeholders<S>] extends [never] ? [] : [params: Readonly<Record<Placeholders<S>, string | number>>];

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** A text that contains every one of the placeholders P, in any order. */
type Containing<P extends string> = [P] extends [never] ? string : UnionToIntersection<P extends string ? `${string}{${P}}${string}` : never>;

/** Another language's catalog for the reference R: every key, each text keeping R's placeholders. */
export type Translation<R extends Reference> = { readonly [K in keyof R]: string & Containing<Placeholders<R[K] & string>> };

/** A part's words in every language: the reference itself and a full translation for each other. */
export type Catalogs<R extends Reference> = { readonly 'pt-BR': R } & { readonly [L in Exclude<Language, 'pt-BR'>]: Translation<R> };
