/**
 * All-in odds (RULES.md O4) beside the npm package poker-odds-calc on the same hold'em situations,
 * in one run: exact heads-up pre-flop (1,712,304 boards, target under 150 ms), three hands on
 * the flop (target under 10 ms), Omaha (M8) heads-up on the flop, exact, beside the peer's Omaha
 * table (target under 50 ms), and Baseball, four players on fifth street, 100,000 Monte Carlo
 * deals (target under 200 ms; no peer deals Baseball, so the peer's 100,000 random boards for four
 * hold'em hands stand beside it). The figures of both sides are checked to agree.
 *
 * Ours is timed as the app ships it: src/engine/odds bundled by Vite, as the odds worker is. Run
 * through tsx's on-the-fly module transform the same code is two to three times as slow (every
 * imported table becomes a getter), which says nothing about the phone.
 */
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatCard, parseCards, rankingRules, type Card } from '../../src/engine/index.ts';
import type { Odds, OddsSituation } from '../../src/engine/odds/index.ts';
import { bundledChunks } from './bundled.ts';

interface PeerResult {
  getIterations(): number;
  getPlayers(): { getWinsPercentageString(): string; getTiesPercentageString(): string }[];
}
interface PeerTable {
  addPlayer(cards: string[]): PeerTable;
  setBoard(cards: string[]): PeerTable;
  exhaustive(): PeerTable;
  limit(n: number): PeerTable;
  calculate(): PeerResult;
}
// poker-odds-calc ships CommonJS with loose types; these are the calls used here.
const { TexasHoldem, Omaha } = createRequire(import.meta.url)('poker-odds-calc') as { TexasHoldem: new () => PeerTable; Omaha: new () => PeerTable };

const ROUNDS = 10;

/** The odds module as Vite bundles it for the worker, loaded from a temporary file. */
async function shippedEquity(): Promise<(s: OddsSituation) => Odds> {
  const chunks = await bundledChunks('src/engine/odds/equity.ts');
  if (chunks.length !== 1) throw new Error(`expected one chunk, got ${chunks.length}`);
  const dir = mkdtempSync(join(tmpdir(), 'mesa-equity-'));
  const file = join(dir, 'equity.mjs');
  writeFileSync(file, chunks[0]);
  try {
    return ((await import(pathToFileURL(file).href)) as { equity: (s: OddsSituation) => Odds }).equity;
  } finally {
    rmSync(dir, { recursive: true });
  }
}

/** Best time of `runs` runs (the first warms up), and the last result. */
function best<T>(runs: number, run: () => T): { ms: number; result: T } {
  let result: T | undefined;
  let ms = Infinity;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    result = run();
    ms = Math.min(ms, performance.now() - start);
  }
  return { ms, result: result! };
}

const holdem = rankingRules('holdem', { players: 9 });
const omaha = rankingRules('plo', { players: 9 });
const baseball = rankingRules('baseball', { players: 4 });

function boardSituation(hands: string[], board = '', rules = holdem): OddsSituation {
  return {
    game: 'board',
    rules,
    hands: hands.map((h, seat) => ({ seat, cards: parseCards(h) })),
    board: parseCards(board),
    boardSize: 5,
    dead: [],
    pots: [hands.map((_, seat) => seat)],
  };
}

const letters = (cards: readonly Card[]) => cards.map((c) => formatCard(c));
const percent = (x: number) => `${(x * 100).toFixed(2)}%`;
const ms = (x: number) => (x < 10 ? `${x.toFixed(2)} ms` : `${Math.round(x).toLocaleString('en')} ms`);
const verdict = (x: number, target: number) => `target < ${target} ms: ${x < target ? 'met' : 'MISSED'}`;

/** Both sides on one exact board situation (the peer's hold'em or Omaha table): times, and whether the figures (to 0.01%) agree. */
function exactBoard(name: string, situation: OddsSituation, equity: (s: OddsSituation) => Odds, target: number, peerRuns: number, Peer = TexasHoldem): void {
  if (situation.game !== 'board') throw new Error('a board situation');
  const ours = best(ROUNDS, () => equity(situation));
  const peer = best(peerRuns, () => {
    const table = new Peer();
    for (const h of situation.hands) table.addPlayer(letters(h.cards));
    if (situation.board.length > 0) table.setBoard(letters(situation.board));
    return table.exhaustive().calculate();
  });
  const [pot] = ours.result.pots;
  const ourFigures = pot.win.map((w, k) => `${percent(w)}/${percent(pot.tie[k])}`);
  const peerFigures = peer.result.getPlayers().map((p) => `${p.getWinsPercentageString()}/${p.getTiesPercentageString()}`);
  const agree = ourFigures.join() === peerFigures.join() && peer.result.getIterations() === ours.result.deals;
  if (!agree) process.exitCode = 1;
  console.log(
    `${name} (${ours.result.deals.toLocaleString('en')} boards): ours ${ms(ours.ms)} | poker-odds-calc ${ms(peer.ms)} (ours ×${(peer.ms / ours.ms).toFixed(0)}) — ${verdict(ours.ms, target)}`,
  );
  console.log(`  win/tie: ${ourFigures.join(' · ')}; the peer's ${agree ? 'agree' : `DIFFER: ${peerFigures.join(' · ')}`}`);
}

function baseballFifthStreet(equity: (s: OddsSituation) => Odds): void {
  const hands = ['Ks Kd 7h 2c Jd', 'Qs Qh 8d 5s Tc', '6c 6d Ah 2h 8s', 'Js Th 7c 5d Ac'];
  const situation: OddsSituation = {
    game: 'stud',
    rules: baseball,
    hands: hands.map((h, seat) => ({ seat, cards: parseCards(h) })),
    streets: ['open', 'closed'],
    extraRank: 2,
    dead: parseCards('Kc 7s 4h'),
    pots: [[0, 1, 2, 3]],
  };
  const ours = best(ROUNDS, () => equity(situation));
  const peerHands = ['AsKs', 'QhQd', 'JcTc', '9h8h'].map((h) => letters(parseCards(h)));
  const peer = best(3, () => {
    const table = new TexasHoldem();
    for (const h of peerHands) table.addPlayer(h);
    return table.limit(100_000).calculate();
  });
  const odds = ours.result;
  console.log(
    `Baseball, 4 players on fifth street, ${odds.deals.toLocaleString('en')} Monte Carlo deals (wild 3s and 9s, extras for open 4s): ours ${ms(ours.ms)} — ${verdict(ours.ms, 200)}`,
  );
  console.log(
    `  beside poker-odds-calc's ${peer.result.getIterations().toLocaleString('en')} random boards for 4 hold'em hands pre-flop: ${ms(peer.ms)} (ours ×${(peer.ms / ours.ms).toFixed(1)})`,
  );
  console.log(`  win: ${odds.pots[0].win.map(percent).join(' · ')} (±${(odds.error * 100).toFixed(2)} points, 95%)`);
}

export default async function (): Promise<void> {
  const equity = await shippedEquity();
  console.log(`best of ${ROUNDS} runs (the peer's pre-flop enumerations, seconds long, once); ours bundled by Vite as the odds worker ships it`);
  exactBoard('exact heads-up pre-flop, A♣A♦ v K♥K♠', boardSituation(['AcAd', 'KhKs']), equity, 150, 1);
  exactBoard('exact heads-up pre-flop, suited A♥K♥ v Q♠J♠', boardSituation(['AhKh', 'QsJs']), equity, 150, 1);
  exactBoard('three hands on the flop, exact', boardSituation(['AsKs', 'QhQd', 'JcTc'], 'Kh Ts 4s'), equity, 10, ROUNDS);
  exactBoard('Omaha heads-up on the flop, exact (M8), A♠A♥K♠Q♥ v J♦T♦9♣8♣', boardSituation(['AsAhKsQh', 'JdTd9c8c'], 'Kh 7d 2c', omaha), equity, 50, ROUNDS, Omaha);
  // M2: four hearts in one hand and two on the board make no flush yet; both sides must say so.
  exactBoard('Omaha, three hands on the flop, exact (M8)', boardSituation(['AhKhQhJh', '9s9c8d7d', 'Ts8s6c5c'], '2h 3c 9h', omaha), equity, 50, ROUNDS, Omaha);
  baseballFifthStreet(equity);
}
