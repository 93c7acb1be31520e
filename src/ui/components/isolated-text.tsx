// Text holding players' names marked by engine/names.ts's isolated() (U+2068 … U+2069), shown with
// each name in a <bdi>: the browser then lays a right-to-left name out on its own, never turning
// the commas, amounts and other names beside it around, and the marks themselves are not copied.

/** Split at each isolated run: the odd parts are the names. */
const RUNS = /\u2068([^\u2068\u2069]*)\u2069/;

export function IsolatedText({ text }: { text: string }) {
  return <>{text.split(RUNS).map((part, i) => (i % 2 === 1 ? <bdi key={i}>{part}</bdi> : part))}</>;
}
