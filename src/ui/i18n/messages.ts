// The catalogs and the types that keep them complete: every language has every key of the
// reference (pt-BR), and each message keeps the reference's `{placeholders}`.
import type { Language } from './languages.ts';
import { ptBR } from './pt-BR.ts';
import { ptPT } from './pt-PT.ts';
import { en } from './en.ts';

export type MessageKey = keyof typeof ptBR;

/** The `{name}` placeholders in a message text. */
type Placeholders<S extends string> = S extends `${string}{${infer P}}${infer Rest}` ? P | Placeholders<Rest> : never;

export type ParamsOf<K extends MessageKey> = Placeholders<(typeof ptBR)[K]>;

/** The arguments after a message's key: none for a plain text S, its placeholders' values otherwise. */
export type MessageParams<S extends string> = [Placeholders<S>] extends [never] ? [] : [params: Readonly<Record<Placeholders<S>, string | number>>];

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** A text that contains every one of the placeholders P, in any order. */
type Containing<P extends string> = [P] extends [never] ? string : UnionToIntersection<P extends string ? `${string}{${P}}${string}` : never>;

export type Messages = { readonly [K in MessageKey]: Containing<ParamsOf<K>> };

export const catalogs: Readonly<Record<Language, Messages>> = { 'pt-BR': ptBR, 'pt-PT': ptPT, en };
