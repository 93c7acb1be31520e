// The all-in odds (RULES.md O1–O7). The situation types are light; `equity` and what it counts
// with are meant for a worker, loaded apart from the app's first download.
export type { Odds, OddsSituation, BoardSituation, StudSituation } from './situation.ts';
export { equity, SAMPLE_DEALS } from './equity.ts';
