import { ACE, type Rank } from '../cards.ts';
import { FLUSH, FULL_HOUSE, GROUP_SHIFT, HIGH_CARD, PAIR, QUADS, STRAIGHT, STRAIGHT_FLUSH, TRIPS, TWO_PAIR, FIVE_OF_A_KIND } from './categories.ts';
import { highest } from './tables.ts';

export type Language = 'pt-BR' | 'pt-PT' | 'en';

/**
 * The ranks a name speaks of: the group (or top card) `a`, and `b` for the second pair, the
 * full house's pair or the straight's bottom card.
 */
interface Spoken {
  a: Rank;
  b: Rank;
  /** The ace-low straight at a table that calls it cheirosinha (B12). */
  cheirosinha: boolean;
}

const EN_ONE = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'jack', 'queen', 'king', 'ace'];
const EN_MANY = EN_ONE.map((word) => (word === 'six' ? 'sixes' : `${word}s`));
// Both Portuguese variants share the rank words (seeds 000–004).
const PT_ONE = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'Valete', 'Dama', 'Rei', 'Ás'];
const PT_MANY = ['dois', 'três', 'quatros', 'cincos', 'seis', 'setes', 'oitos', 'noves', 'dezes', 'valetes', 'damas', 'reis', 'ases'];
const QUEEN: Rank = 10;

/** "do 8 à Dama", "do Ás ao 5": Portuguese straights are said from the bottom card up. */
const ptRange = ({ a, b }: Spoken) => `do ${PT_ONE[b]} ${a === QUEEN ? 'à' : 'ao'} ${PT_ONE[a]}`;

type Namer = (s: Spoken) => string;

/**
 * Names by category id, weakest first. Vocabulary from the seeds: Brazilian "quadra",
 * "trinca", "flush", "sequência", "cheirosinha" (001, 003, 004); European "poker", "trio",
 * "cor", "sequência de cor" (000, 002).
 */
const NAMERS: Record<Language, readonly Namer[]> = {
  en: [
    ({ a }) => `High card, ${EN_ONE[a]}`,
    ({ a }) => `Pair of ${EN_MANY[a]}`,
    ({ a, b }) => `Two pair, ${EN_MANY[a]} and ${EN_MANY[b]}`,
    ({ a }) => `Three of a kind, ${EN_MANY[a]}`,
    ({ a, cheirosinha }) => `Straight, ${EN_ONE[a]} high${cheirosinha ? ' (cheirosinha)' : ''}`,
    ({ a }) => `Flush, ${EN_ONE[a]} high`,
    ({ a, b }) => `Full house, ${EN_MANY[a]} full of ${EN_MANY[b]}`,
    ({ a }) => `Four of a kind, ${EN_MANY[a]}`,
    ({ a }) => (a === ACE ? 'Royal flush' : `Straight flush, ${EN_ONE[a]} high`),
    ({ a }) => `Five of a kind, ${EN_MANY[a]}`,
  ],
  'pt-BR': [
    ({ a }) => `Carta alta, ${PT_ONE[a]}`,
    ({ a }) => `Par de ${PT_MANY[a]}`,
    ({ a, b }) => `Dois pares, ${PT_MANY[a]} e ${PT_MANY[b]}`,
    ({ a }) => `Trinca de ${PT_MANY[a]}`,
    (s) => `${s.cheirosinha ? 'Cheirosinha' : 'Sequência'}, ${ptRange(s)}`,
    ({ a }) => `Flush de ${PT_ONE[a]}`,
    ({ a, b }) => `Full house, ${PT_MANY[a]} sobre ${PT_MANY[b]}`,
    ({ a }) => `Quadra de ${PT_MANY[a]}`,
    (s) => (s.a === ACE ? 'Royal straight flush' : `Straight flush, ${ptRange(s)}`),
    ({ a }) => `Cinco iguais, ${PT_MANY[a]}`,
  ],
  'pt-PT': [
    ({ a }) => `Carta alta, ${PT_ONE[a]}`,
    ({ a }) => `Par de ${PT_MANY[a]}`,
    ({ a, b }) => `Dois pares, ${PT_MANY[a]} e ${PT_MANY[b]}`,
    ({ a }) => `Trio de ${PT_MANY[a]}`,
    (s) => `Sequência, ${ptRange(s)}`,
    ({ a }) => `Cor de ${PT_ONE[a]}`,
    ({ a, b }) => `Full house, ${PT_MANY[a]} com ${PT_MANY[b]}`,
    ({ a }) => `Poker de ${PT_MANY[a]}`,
    (s) => (s.a === ACE ? 'Royal flush' : `Sequência de cor, ${ptRange(s)}`),
    ({ a }) => `Cinco iguais, ${PT_MANY[a]}`,
  ],
};

/**
 * The ranks that decide between two hands of a category whose name does not: the kickers of a
 * pair, two pair, trips or quads, highest first (G3), and for high card and flush the cards after
 * the first, which the name already says. None for the categories a name says whole (straights,
 * full houses, five of a kind).
 */
function decidingRanks(category: number, detail: number): Rank[] {
  if (category === HIGH_CARD || category === FLUSH) return ranksOf(detail).slice(1);
  if (category === PAIR || category === TWO_PAIR || category === TRIPS || category === QUADS) return ranksOf(detail & ((1 << GROUP_SHIFT) - 1));
  return [];
}

/** The ranks of a mask, highest first. */
function ranksOf(mask: number): Rank[] {
  const ranks: Rank[] = [];
  for (let m = mask; m !== 0; m ^= 1 << highest(m)) ranks.push(highest(m));
  return ranks;
}

/**
 * How many of a hand's deciding ranks must be said to tell it from a rival hand of the same
 * category (G3): none when the names already differ or the hands tie, else down to the first
 * kicker (or card) that differs.
 */
export function decidingCount(category: number, detail: number, rival: number): number {
  const mine = decidingRanks(category, detail);
  const theirs = decidingRanks(category, rival);
  const named = (d: number) => (category === HIGH_CARD || category === FLUSH ? highest(d) : d >> GROUP_SHIFT);
  if (named(detail) !== named(rival)) return 0;
  const first = mine.findIndex((rank, i) => rank !== theirs[i]);
  return first < 0 ? 0 : first + 1;
}

/** "ace, king and nine": the words joined by commas, the last by `and`. */
const listed = (words: readonly string[], and: string) => (words.length === 1 ? words[0] : `${words.slice(0, -1).join(', ')} ${and} ${words[words.length - 1]}`);

/**
 * The deciding ranks said after the name: "ace kicker", "kickers Ás e Dama"; for high card and
 * flush the cards that follow the first ("King-queen-nine", "Rei, Dama e 9").
 */
function withDeciding(name: string, category: number, ranks: readonly Rank[], lang: Language): string {
  if (ranks.length === 0) return name;
  const cards = category === HIGH_CARD || category === FLUSH;
  if (lang === 'en') {
    const words = ranks.map((r) => EN_ONE[r]);
    if (!cards) return `${name}, ${listed(words, 'and')} kicker${words.length > 1 ? 's' : ''}`;
    // "High card, king" → "High card, king-queen-nine"; "Flush, ace high" → "Flush, ace-king-nine high".
    const high = name.endsWith(' high');
    return `${high ? name.slice(0, -5) : name}-${words.join('-')}${high ? ' high' : ''}`;
  }
  const words = ranks.map((r) => PT_ONE[r]);
  if (!cards) return `${name}, kicker${words.length > 1 ? 's' : ''} ${listed(words, 'e')}`;
  // "Carta alta, Rei" → "Carta alta, Rei, Dama e 9"; "Flush de Ás" → "Flush de Ás, Rei e 9".
  return `${name}, ${listed(words, 'e')}`;
}

/**
 * The name of a hand from its category id and detail (categories.ts), e.g.
 * "Full house, reis sobre noves". `lowest` is the deck's lowest rank, to tell the ace-low
 * straight; `cheirosinha` says whether the table calls it so. `deciding` of the ranks that decide
 * between hands of one category are said after it ("Two pair, eights and fours, ace kicker"):
 * as many as it takes to tell this hand from the one it beat or lost to (decidingCount).
 */
export function handName(category: number, detail: number, lang: Language, lowest: Rank, cheirosinha: boolean, deciding = 0): string {
  const group = detail >> GROUP_SHIFT;
  let spoken: Spoken;
  if (category === STRAIGHT || category === STRAIGHT_FLUSH) {
    const aceLow = detail === lowest + 3;
    spoken = { a: detail, b: aceLow ? ACE : detail - 4, cheirosinha: aceLow && cheirosinha };
  } else if (category === HIGH_CARD || category === FLUSH) {
    spoken = { a: highest(detail), b: 0, cheirosinha: false };
  } else if (category === FULL_HOUSE) {
    spoken = { a: detail >> 4, b: detail & 15, cheirosinha: false };
  } else if (category === TWO_PAIR) {
    const a = highest(group);
    spoken = { a, b: highest(group ^ (1 << a)), cheirosinha: false };
  } else {
    spoken = { a: category === FIVE_OF_A_KIND ? detail : group, b: 0, cheirosinha: false };
  }
  const name = NAMERS[lang][category](spoken);
  return withDeciding(name, category, decidingRanks(category, detail).slice(0, deciding), lang);
}
