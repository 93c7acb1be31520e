/**
 * Random self-play: whole hands per second for each profile (deck dealing: shuffle, deal, bet,
 * draw, show, pay), against a trivial baseline measured in the same run — one shuffle of a
 * 52-card deck per hand, the least any hand costs. The reference: PokerKit (Python)
 * plays about 850 hands/s; the aim is well over 10,000.
 */
import { deck, legalActions, seededSource, shuffle, type HandConfig } from '../../src/engine/index.ts';
import { playRandomHand } from '../../src/cli/random-play.ts';

const SECONDS = 2;

function rate(run: () => void): number {
  for (let i = 0; i < 200; i++) run(); // warm up
  const start = performance.now();
  let count = 0;
  while (performance.now() - start < SECONDS * 1000) {
    for (let i = 0; i < 50; i++) run();
    count += 50;
  }
  return count / ((performance.now() - start) / 1000);
}

export default async function (): Promise<void> {
  const rng = seededSource(2026);
  const cards = deck();
  const baseline = rate(() => shuffle(cards, rng));
  console.log(`baseline (one shuffle per hand): ${Math.round(baseline).toLocaleString('en')} /s`);
  const tables: [string, HandConfig][] = [
    ['draw5, 5 players', { profile: 'draw5', seats: Array.from({ length: 5 }, (_, i) => ({ name: `P${i}`, stack: 100 })), dealer: 0 }],
    [
      "holdem, 9 players",
      { profile: 'holdem', seats: Array.from({ length: 9 }, (_, i) => ({ name: `P${i}`, stack: 200 })), dealer: 0, options: { bigBlind: 2 } },
    ],
  ];
  for (const [name, config] of tables) {
    const hands = rate(() => playRandomHand(config, rng, legalActions));
    console.log(
      `${name}: ${Math.round(hands).toLocaleString('en')} hands/s (baseline/engine = ${(baseline / hands).toFixed(1)}×, ${(hands / 850).toFixed(1)}× PokerKit's 850)`,
    );
  }
}
