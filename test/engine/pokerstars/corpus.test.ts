// E1, E5, E6: the 2,507 real hands of test/fixtures/phh (all no-limit hold'em, PHH variant NT)
// written as PokerStars text and read back by the project's own reader.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { expect, it } from 'vitest';
import { findPhhFiles } from '../../../src/cli/phh-files.ts';
import { formatCards, parseStarsHands, parsePhh, replayPhh, stacksMatch, starsFinalStacks, writeStarsHand, type PhhHand, type StarsHand } from '../../../src/engine/index.ts';
import { corpusDir } from '../../support/corpus.ts';

const playerName = (hand: PhhHand, i: number) => hand.players?.[i] || `p${i + 1}`;

/** The PHH file's betting decisions, by name: f, cc, or cbr with the round total. */
function phhDecisions(hand: PhhHand): string[] {
  return hand.actions.flatMap((a) => {
    if (a.kind === 'fold') return [`${playerName(hand, a.player)} f`];
    if (a.kind === 'check-call') return [`${playerName(hand, a.player)} cc`];
    if (a.kind === 'bet') return [`${playerName(hand, a.player)} cbr ${a.amount}`];
    return [];
  });
}

/** The same words for what the PokerStars reader found. */
const starsDecisions = (hand: StarsHand): string[] =>
  hand.actions.map((a) => `${a.name} ${a.kind === 'fold' ? 'f' : a.kind === 'check' || a.kind === 'call' ? 'cc' : `cbr ${a.to}`}`);

it('E1, E5, E6: every one of the 2,507 real no-limit hold’em hands, written as PokerStars text, reads back to its actions and its finishing stacks', () => {
  const files = findPhhFiles([corpusDir]);
  const failures: string[] = [];
  let holdem = 0;
  let stacksChecked = 0;
  let heroes = 0;
  files.forEach((file, index) => {
    const phh = parsePhh(readFileSync(file, 'utf8'));
    if (phh.variant !== 'NT') return;
    holdem++;
    const where = relative(corpusDir, file);
    const outcome = replayPhh(phh);
    if (!outcome.ok) return void failures.push(`${where}: does not replay`);
    // A different hero in turn, so every seat's view is written somewhere (E3).
    const hero = index % outcome.state.seats.length;
    const text = writeStarsHand(outcome.state, { id: String(index + 1), table: where, at: Date.UTC(2019, 6, 11, 12, 0, 0), hero });
    const read = parseStarsHands(text);
    if (read.length !== 1) return void failures.push(`${where}: read ${read.length} hands`);
    const [hand] = read;
    const decisions = starsDecisions(hand);
    const expected = phhDecisions(phh);
    if (decisions.join('|') !== expected.join('|')) return void failures.push(`${where}: actions ${decisions.join(', ')} ≠ ${expected.join(', ')}`);
    const final = starsFinalStacks(hand);
    const stacks = phh.starting_stacks.map((_, i) => final[playerName(phh, i)]);
    // The televised hand records no finishing stacks: the engine's are the ones to match.
    const recorded = phh.finishing_stacks ?? outcome.state.seats.map((s) => s.stack);
    if (!stacksMatch(stacks, recorded)) return void failures.push(`${where}: stacks ${stacks.join(' ')} ≠ ${recorded.join(' ')}`);
    if (phh.finishing_stacks) stacksChecked++;
    const dealt = outcome.state.seats[hero].cards;
    if (dealt.every((c) => c !== null)) {
      heroes++;
      if (hand.hero?.name !== playerName(phh, hero) || hand.hero.cards.join(' ') !== formatCards(dealt)) failures.push(`${where}: hero's cards`);
    } else if (hand.hero !== null) failures.push(`${where}: unknown cards dealt`);
  });
  expect(failures.slice(0, 10)).toEqual([]);
  expect(files).toHaveLength(2507);
  expect(holdem).toBe(2507);
  expect(stacksChecked).toBe(2506);
  expect(heroes).toBeGreaterThan(2500);
});
