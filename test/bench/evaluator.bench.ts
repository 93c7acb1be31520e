/**
 * Hand evaluator throughput against the fastest npm evaluators on the same hands
 * (@pokertools/evaluator and phe, both ports of PokerHandEvaluator's perfect hash), Omaha's
 * two-and-three hands (RULES.md M2) beside phe's five-card lookup over the same sixty fives (no
 * npm evaluator has an Omaha path: phe, @pokertools/evaluator and poker-odds-calc were tried; the
 * last values Omaha only inside its odds table), the time to enumerate every seven-card hand with
 * the category counts checked, and what the evaluator adds to the app bundle (minified + gzip).
 */
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import * as pokertools from '@pokertools/evaluator';
import { formatCard, type Card } from '../../src/engine/cards.ts';
import { deck } from '../../src/engine/deck.ts';
import { evaluate, rankingRules, type Category } from '../../src/engine/evaluate/index.ts';
import { seededSource, shuffle } from '../../src/engine/rng.ts';
import { bundledChunks } from './bundled.ts';

// phe ships no types; these are the two functions used here.
const phe = createRequire(import.meta.url)('phe') as {
  cardCodes(cards: string[]): number[];
  evaluateCardCodes(codes: number[]): number;
};

const HANDS = 200_000;
const ROUNDS = 12;
const holdem = rankingRules('holdem', { players: 9 });
const omahaRules = rankingRules('plo', { players: 9 });
const baseball = rankingRules('baseball', { players: 6 });

/** Defeats dead-code elimination: every pass adds its results here. */
let sink = 0;

/**
 * Hands per second of each pass, best of ROUNDS after a warm-up. The passes take turns, so a
 * burst of load from other jobs on the machine falls on all of them alike.
 */
function handsPerSecond(count: number, ...passes: (() => number)[]): number[] {
  const best = passes.map((pass) => {
    sink += pass();
    return Infinity;
  });
  for (let r = 0; r < ROUNDS; r++) {
    passes.forEach((pass, i) => {
      const start = performance.now();
      sink += pass();
      best[i] = Math.min(best[i], performance.now() - start);
    });
  }
  return best.map((ms) => (count / ms) * 1000);
}

function deal(size: number, seed: number, keep: (hand: Card[]) => boolean = () => true): Card[][] {
  const random = seededSource(seed);
  const cards = deck();
  const hands: Card[][] = [];
  while (hands.length < HANDS) {
    const hand = shuffle(cards, random).slice(0, size);
    if (keep(hand)) hands.push(hand);
  }
  return hands;
}

const million = (rate: number) => `${(rate / 1e6).toFixed(1)}M/s`;
const thousand = (rate: number) => `${(rate / 1e3).toFixed(0)}k/s`;

/**
 * One natural hand size: ours through the public `evaluate`, then each peer on the same hands
 * converted to its own card codes beforehand. Each timed loop is written out on its own so that
 * V8 sees a single callee in it (a shared loop calling a function argument would be polymorphic).
 */
function natural(size: number): number {
  const hands = deal(size, size);
  const tools = hands.map((h) => pokertools.getCardCodes(h.map((c) => formatCard(c))));
  const pheCodes = hands.map((h) => phe.cardCodes(h.map((c) => formatCard(c))));
  checkSameOrder(hands, tools, pheCodes);

  const [ours, toolsRate, pheRate] = handsPerSecond(
    HANDS,
    () => {
      let s = 0;
      for (let i = 0; i < HANDS; i++) s += evaluate(hands[i], holdem).value;
      return s;
    },
    () => {
      let s = 0;
      for (let i = 0; i < HANDS; i++) s += pokertools.evaluate(tools[i]);
      return s;
    },
    () => {
      let s = 0;
      for (let i = 0; i < HANDS; i++) s += phe.evaluateCardCodes(pheCodes[i]);
      return s;
    },
  );
  console.log(
    `${size} cards, natural: ours ${million(ours)} | @pokertools/evaluator ${million(toolsRate)} (ours ×${(ours / toolsRate).toFixed(2)})` +
      ` | phe ${million(pheRate)} (ours ×${(ours / pheRate).toFixed(2)})`,
  );
  return ours;
}

/** The peers count a lower number as a better hand; all three must order the sample alike. */
function checkSameOrder(hands: Card[][], tools: number[][], pheCodes: number[][]): void {
  for (let i = 1; i < 2000; i++) {
    const ours = Math.sign(evaluate(hands[i], holdem).value - evaluate(hands[i - 1], holdem).value);
    const a = Math.sign(pokertools.evaluate(tools[i - 1]) - pokertools.evaluate(tools[i]));
    const b = Math.sign(phe.evaluateCardCodes(pheCodes[i - 1]) - phe.evaluateCardCodes(pheCodes[i]));
    if (ours !== a || ours !== b) throw new Error(`evaluators disagree on hand ${i}`);
  }
}

/** M2: the two of four and three of five of every Omaha fives, as PokerHandEvaluator's users value Omaha with a five-card table. */
const OMAHA_FIVES: number[][] = [];
for (let a = 0; a < 4; a++)
  for (let b = a + 1; b < 4; b++)
    for (let c = 4; c < 9; c++) for (let d = c + 1; d < 9; d++) for (let e = d + 1; e < 9; e++) OMAHA_FIVES.push([a, b, c, d, e]);

/** Omaha hands (four of the player's, a board of five): ours through `evaluate`, phe as the best of its 60 five-card values. */
function omaha(natural7: number): void {
  if (OMAHA_FIVES.length !== 60) throw new Error(`${OMAHA_FIVES.length} Omaha fives, not 60`);
  const hands = deal(9, 41);
  const codes = hands.map((h) => phe.cardCodes(h.map((c) => formatCard(c))));
  const five = [0, 0, 0, 0, 0];
  const pheOmaha = (hand: number[]) => {
    let best = Infinity;
    for (const picks of OMAHA_FIVES) {
      for (let k = 0; k < 5; k++) five[k] = hand[picks[k]];
      best = Math.min(best, phe.evaluateCardCodes(five));
    }
    return best;
  };
  for (let i = 1; i < 2000; i++) {
    const ours = Math.sign(evaluate(hands[i], omahaRules).value - evaluate(hands[i - 1], omahaRules).value);
    if (ours !== Math.sign(pheOmaha(codes[i - 1]) - pheOmaha(codes[i]))) throw new Error(`Omaha values disagree on hand ${i}`);
  }
  const [ours, pheRate] = handsPerSecond(
    HANDS,
    () => {
      let s = 0;
      for (let i = 0; i < HANDS; i++) s += evaluate(hands[i], omahaRules).value;
      return s;
    },
    () => {
      let s = 0;
      for (let i = 0; i < HANDS; i++) s += pheOmaha(codes[i]);
      return s;
    },
  );
  console.log(
    `Omaha, 4 + 5 cards (M2): ours ${thousand(ours)} | phe over the 60 fives ${thousand(pheRate)} (ours ×${(ours / pheRate).toFixed(2)}; ×${(ours / natural7).toFixed(3)} of our natural 7-card speed)`,
  );
}

function wild(natural7: number): void {
  const isWild = (c: Card) => baseball.wildRanks.includes(c >> 2);
  const hands = deal(7, 39, (h) => h.some(isWild));
  const [rate] = handsPerSecond(HANDS, () => {
    let s = 0;
    for (let i = 0; i < HANDS; i++) s += evaluate(hands[i], baseball).value;
    return s;
  });
  console.log(`7 cards with 1+ wild (baseball): ours ${million(rate)} (×${(rate / natural7).toFixed(2)} of our natural 7-card speed)`);
}

const SEVEN_CARD_COUNTS: Record<Category, number> = {
  'five-of-a-kind': 0,
  'straight-flush': 41584,
  'four-of-a-kind': 224848,
  'full-house': 3473184,
  flush: 4047644,
  straight: 6180020,
  'three-of-a-kind': 6461620,
  'two-pair': 31433400,
  pair: 58627800,
  'high-card': 23294460,
};

/** Every one of the 133,784,560 seven-card hands through the public `evaluate`. */
function enumerateSeven(): void {
  // A Map keeps the tally cheap next to the evaluation (a string-keyed object would double the time).
  const counts = new Map<Category, number>(Object.keys(SEVEN_CARD_COUNTS).map((k) => [k as Category, 0]));
  const h: Card[] = [0, 0, 0, 0, 0, 0, 0];
  const start = performance.now();
  for (h[0] = 0; h[0] < 46; h[0]++)
    for (h[1] = h[0] + 1; h[1] < 47; h[1]++)
      for (h[2] = h[1] + 1; h[2] < 48; h[2]++)
        for (h[3] = h[2] + 1; h[3] < 49; h[3]++)
          for (h[4] = h[3] + 1; h[4] < 50; h[4]++)
            for (h[5] = h[4] + 1; h[5] < 51; h[5]++)
              for (h[6] = h[5] + 1; h[6] < 52; h[6]++) {
                const { category } = evaluate(h, holdem);
                counts.set(category, counts.get(category)! + 1);
              }
  const seconds = (performance.now() - start) / 1000;
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  const wrong = Object.entries(SEVEN_CARD_COUNTS).filter(([k, n]) => counts.get(k as Category) !== n);
  console.log(
    `all ${total.toLocaleString('en')} seven-card hands: ${seconds.toFixed(1)} s (${million(total / seconds)}), ` +
      (wrong.length === 0 ? 'category counts as expected' : `WRONG counts: ${JSON.stringify(Object.fromEntries(counts))}`),
  );
  if (wrong.length > 0) process.exitCode = 1;
}

/**
 * Minified + gzip size of the evaluator as the app bundles it, with the few helpers of cards.ts
 * and deck.ts it uses (an upper bound: the app ships those anyway).
 */
async function bundleSize(): Promise<void> {
  const size = (await bundledChunks('src/engine/evaluate/index.ts')).reduce((n, code) => n + gzipSync(code).length, 0);
  console.log(`bundle: the evaluator adds ${(size / 1024).toFixed(2)} KB minified + gzip (target < 10 KB)`);
}

export default async function (): Promise<void> {
  console.log(`hands/s, best of ${ROUNDS} passes over the same ${HANDS.toLocaleString('en')} seeded hands`);
  natural(5);
  const natural7 = natural(7);
  wild(natural7);
  omaha(natural7);
  await bundleSize();
  enumerateSeven();
  if (sink === 0) console.log('(no hands evaluated)');
}
