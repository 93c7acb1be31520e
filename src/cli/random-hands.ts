/**
 * `npm run random-hands -- FOLDER [COUNT] [SEED] [--variant holdem|plo|plo5] [--straddle] [--bomb] [--runs]`:
 * plays COUNT (default 2000) random no-limit hold'em hands (or, with `--variant plo`, pot-limit
 * Omaha hands, PHH's `PO`: RULES.md M; `plo5`, Mesa's `_MESA_PLO5`, M10) through the engine and writes each as
 * FOLDER/hand-NNNNN.phh with exportPhh, for checking the export against another PHH reader by
 * hand (for instance PokerKit, the format's reference implementation). A developer tool: no test
 * runs it.
 *
 * The tables vary what the export must get right: 2 to 10 players, blinds, antes or a big-blind
 * ante on some tables, and stacks from a few chips to deep, so that short posts, all-ins, side
 * pots, run-outs (H7) and split pots come up often. The house options of RULES.md H11–H13 join
 * them when asked: `--straddle` lets under the gun or the button straddle, `--bomb` makes a third
 * of the hands bomb pots (both hold'em's alone, M7), `--runs` lets the table run the board two or
 * three times. The same SEED (and options) writes the same hands.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportPhh, formatPhh, getProfile, legalActions, seededSource, uniformBelow, type GameOptions, type HandConfig, type RandomSource } from '../engine/index.ts';
import { playRandomHand } from './random-play.ts';

const HOUSE = ['--straddle', '--bomb', '--runs'] as const;
/** The games written: PokerKit replays NT and PO; PLO5 (M10) is Mesa's own code, for its own replay. */
const VARIANTS = ['holdem', 'plo', 'plo5'] as const;
const args = process.argv.slice(2);
const at = args.indexOf('--variant');
const variant = at < 0 ? 'holdem' : args[at + 1];
const rest = at < 0 ? args : [...args.slice(0, at), ...args.slice(at + 2)];
const house = new Set(rest.filter((arg) => arg.startsWith('--')));
const [folder, countArg = '2000', seedArg = String(Date.now() % 1_000_000)] = rest.filter((arg) => !arg.startsWith('--'));
const count = Number(countArg);
const seed = Number(seedArg);
const holdemOnly = variant !== 'holdem' && (house.has('--straddle') || house.has('--bomb'));
if (
  !folder ||
  !Number.isInteger(count) ||
  count < 1 ||
  !Number.isInteger(seed) ||
  !(VARIANTS as readonly string[]).includes(variant) ||
  holdemOnly ||
  [...house].some((arg) => !(HOUSE as readonly string[]).includes(arg))
) {
  console.error(`usage: npm run random-hands -- FOLDER [COUNT] [SEED] [--variant ${VARIANTS.join('|')}] [${HOUSE.join('] [')}] (--straddle and --bomb are hold'em's)`);
  process.exit(2);
}
const profile = variant as (typeof VARIANTS)[number];

const between = (rng: RandomSource, min: number, max: number) => min + uniformBelow(rng, max - min + 1);

/** A random hold'em (or Omaha) table: players, stacks (some short), the button, blinds and maybe antes. */
function randomTable(rng: RandomSource): HandConfig {
  const players = between(rng, 2, getProfile(profile).players.max); // M10: nine at a PLO5 table
  const bigBlind = [2, 10, 100][uniformBelow(rng, 3)];
  const forced = uniformBelow(rng, 4);
  const ante = Math.max(1, bigBlind / 10);
  // H12: a bomb pot antes between one and five big blinds.
  const bomb = house.has('--bomb') && uniformBelow(rng, 3) === 0;
  const options: GameOptions = {
    smallBlind: bigBlind / 2,
    bigBlind,
    ...(forced === 1 ? { ante } : forced === 2 ? { bigBlindAnte: bigBlind } : {}),
    ...(house.has('--straddle') ? { straddle: uniformBelow(rng, 2) === 0 ? 'utg' : 'button' } : {}),
    ...(house.has('--runs') ? { runouts: uniformBelow(rng, 2) === 0 ? 2 : 3 } : {}),
    ...(bomb ? { bombPot: bigBlind * between(rng, 1, 5) } : {}),
  };
  // A third of the stacks within a few big blinds (short posts, all-ins), the rest up to 200 big blinds.
  const stack = () => (uniformBelow(rng, 3) === 0 ? between(rng, 1, 3 * bigBlind) : between(rng, 5 * bigBlind, 200 * bigBlind));
  const seats = Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}`, stack: stack() }));
  return { profile, seats, dealer: uniformBelow(rng, players), options, ...(bomb ? { mode: 'bomb' as const } : {}) };
}

const rng = seededSource(seed);
mkdirSync(folder, { recursive: true });
const width = String(count).length;
for (let i = 1; i <= count; i++) {
  const hand = playRandomHand(randomTable(rng), rng, legalActions);
  const file = join(folder, `hand-${String(i).padStart(width, '0')}.phh`);
  writeFileSync(file, formatPhh(exportPhh(hand, { hand: i })));
}
console.log(`${count} ${profile} hands written to ${folder} (seed ${seed}${house.size ? `, ${[...house].join(' ')}` : ''})`);
