/**
 * Mesa's own reader of PokerStars hold'em hand histories (FORMAT.md): every line of a hand is
 * one of the forms the grammar lists, or the hand is refused with the line's number and text.
 * It reads what Mesa writes (writeStarsHand) and hands written by PokerStars itself, and keeps
 * its own account of the chips, so a history can be checked against the stacks it should end with.
 *
 *   const [hand] = parseStarsHands(text);
 *   starsFinalStacks(hand)   // { Ana: 1040, Bia: 960 }
 */
import { fromRoman } from './words.ts';

export class StarsParseError extends Error {
  constructor(
    message: string,
    /** The line, from 1, in the text given. */
    readonly line: number,
  ) {
    super(`line ${line}: ${message}`);
    this.name = 'StarsParseError';
  }
}

type StarsPostKind = 'ante' | 'small blind' | 'big blind' | 'straddle' | 'small & big blinds';

interface StarsAction {
  readonly name: string;
  /** The board size when it was taken: 0 before the flop, 3 on the flop, 4 the turn, 5 the river. */
  readonly street: number;
  readonly kind: 'fold' | 'check' | 'call' | 'bet' | 'raise';
  /** Chips added (a call's, a bet's, what a raise adds above the bet it faced). */
  readonly amount: number;
  /** A bet's or raise's total in the round. */
  readonly to?: number;
  readonly allIn: boolean;
}

export interface StarsHand {
  readonly id: string;
  readonly tournament: { readonly id: string; readonly level: number } | null;
  readonly small: number;
  readonly big: number;
  /** The date as written ("2026/12/02 21:04:05 ET"). */
  readonly time: string;
  readonly table: string;
  readonly maxSeats: number;
  readonly button: number;
  readonly seats: readonly { readonly seat: number; readonly name: string; readonly stack: number }[];
  readonly posts: readonly { readonly name: string; readonly kind: StarsPostKind; readonly amount: number; readonly allIn: boolean }[];
  readonly hero: { readonly name: string; readonly cards: readonly string[] } | null;
  readonly actions: readonly StarsAction[];
  /** The board of each run (one unless the hand was run twice), as cards "Ah". */
  readonly boards: readonly (readonly string[])[];
  readonly returned: readonly { readonly name: string; readonly amount: number }[];
  readonly shows: readonly { readonly name: string; readonly cards: readonly string[]; readonly words: string | null; readonly run: number }[];
  readonly mucks: readonly string[];
  readonly collected: readonly { readonly name: string; readonly amount: number; readonly pot: string; readonly run: number }[];
  readonly total: number;
  readonly rake: number;
}

const CARD = '[2-9TJQKA][shdc]';
const CARDS = `\\[(${CARD}(?: ${CARD})*)\\]`;
const AMOUNT = '([0-9]+)';
const DATE = '([0-9]{4}/[0-9]{2}/[0-9]{2} [0-9]{1,2}:[0-9]{2}:[0-9]{2} [A-Z]+(?: \\[[^\\]]+\\])?)';
const STAKES = `\\(${AMOUNT}/${AMOUNT}\\)`;

const HEAD_CASH = new RegExp(`^PokerStars Hand #([0-9]+): +Hold'em No Limit ${STAKES} - ${DATE}$`);
const HEAD_TOURNAMENT = new RegExp(`^PokerStars Hand #([0-9]+): +Tournament #([0-9]+), (?:Freeroll|[^ ]+(?: [A-Z]{3})?) +Hold'em No Limit - Level ([IVXLCDM]+) ${STAKES} - ${DATE}$`);
const TABLE = /^Table '(.+)' ([0-9]+)-max(?: \(Play Money\))? Seat #([0-9]+) is the button$/;
const SEAT = new RegExp(`^Seat ([0-9]+): (.+) \\(${AMOUNT} in chips\\)( is sitting out)?$`);
const POST = new RegExp(`^posts (the ante|small blind|big blind|straddle|small & big blinds) ${AMOUNT}( and is all-in)?$`);
const STREET = new RegExp(`^\\*\\*\\* (?:(FIRST|SECOND|THIRD) )?(FLOP|TURN|RIVER) \\*\\*\\* ${CARDS}(?: ${CARDS})?$`);
const SHOWDOWN = /^\*\*\* (?:(FIRST|SECOND|THIRD) )?SHOW DOWN \*\*\*$/;
const TOTAL = new RegExp(`^Total pot ${AMOUNT}((?: (?:Main pot|Side pot(?:-[0-9]+)?) [0-9]+\\.)*) \\| Rake ${AMOUNT}$`);
const BOARD = new RegExp(`^(?:(FIRST|SECOND|THIRD) )?Board ${CARDS}$`);
const RUNS = /^Hand was run (twice|three times)$/;
const RUN_INDEX: Readonly<Record<string, number>> = { FIRST: 0, SECOND: 1, THIRD: 2 };
const BOARD_SIZE: Readonly<Record<string, number>> = { FLOP: 3, TURN: 4, RIVER: 5 };
/** The tail of a summary seat line, after the player and his positions. */
const SUMMARY_TAIL = new RegExp(
  `^(?:folded (?:before Flop(?: \\(didn't bet\\))?|on the (?:Flop|Turn|River))|collected \\(${AMOUNT}\\)|mucked(?: ${CARDS})?|showed ${CARDS} and (?:won \\(${AMOUNT}\\)|lost)(?: with [^,]+(?:, [^,]+)?)?(?:, and (?:won \\(${AMOUNT}\\)|lost)(?: with .+?)?)*)$`,
);

/** Splits a text of hands (blank lines between them) and reads each one. */
export function parseStarsHands(text: string): StarsHand[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const hands: StarsHand[] = [];
  let start = -1;
  for (let i = 0; i <= lines.length; i++) {
    const blank = i === lines.length || lines[i].trim() === '';
    if (!blank && start < 0) start = i;
    if (blank && start >= 0) {
      hands.push(parseHand(lines.slice(start, i), start + 1));
      start = -1;
    }
  }
  return hands;
}

type Section = 'posts' | 'actions' | 'showdown' | 'summary';

function parseHand(lines: readonly string[], first: number): StarsHand {
  let at = 0;
  const fail = (why: string): never => {
    throw new StarsParseError(`${why}: ${JSON.stringify(lines[at] ?? '')}`, first + at);
  };
  const int = (text: string) => Number(text);

  const cash = HEAD_CASH.exec(lines[0]);
  const tourney = cash ? null : HEAD_TOURNAMENT.exec(lines[0]);
  if (!cash && !tourney) fail("not a PokerStars no-limit hold'em hand header");
  const level = tourney ? fromRoman(tourney[3]) : null;
  if (tourney && level === null) fail(`"${tourney[3]}" is no level`);
  const head = cash
    ? { id: cash[1], tournament: null, small: int(cash[2]), big: int(cash[3]), time: cash[4] }
    : { id: tourney![1], tournament: { id: tourney![2], level: level! }, small: int(tourney![4]), big: int(tourney![5]), time: tourney![6] };
  at = 1;
  const table = TABLE.exec(lines[1] ?? '') ?? fail('expected "Table \'NAME\' N-max Seat #N is the button"');

  const seats: { seat: number; name: string; stack: number }[] = [];
  for (at = 2; at < lines.length; at++) {
    const m = SEAT.exec(lines[at]);
    if (!m) break;
    if (seats.some((s) => s.name === m[2])) fail(`${m[2]} sits twice`);
    if (!m[4]) seats.push({ seat: int(m[1]), name: m[2], stack: int(m[3]) });
  }
  if (seats.length < 2) fail('a hand needs two seat lines or more');
  // Names may hold spaces and colons: the longest seated name the line starts with is the player.
  const byLength = seats.map((s) => s.name).sort((a, b) => b.length - a.length);
  const playerLine = (line: string): { name: string; rest: string } | null => {
    const name = byLength.find((n) => line.startsWith(`${n}: `));
    return name === undefined ? null : { name, rest: line.slice(name.length + 2) };
  };
  const endsWithName = (line: string, prefix: string): string | null => byLength.find((n) => line === `${prefix}${n}`) ?? null;

  const posts: { name: string; kind: StarsPostKind; amount: number; allIn: boolean }[] = [];
  const actions: StarsAction[] = [];
  const boards: string[][] = [[]];
  const returned: { name: string; amount: number }[] = [];
  const shows: { name: string; cards: string[]; words: string | null; run: number }[] = [];
  const mucks: string[] = [];
  const collected: { name: string; amount: number; pot: string; run: number }[] = [];
  let hero: { name: string; cards: string[] } | null = null;
  let total = -1;
  let rake = 0;
  let section: Section = 'posts';
  let run = 0;

  for (; at < lines.length; at++) {
    const line = lines[at];
    if (line === '*** HOLE CARDS ***') {
      if (section !== 'posts') fail('hole cards after the posts only');
      section = 'actions';
      continue;
    }
    if (line === '*** SUMMARY ***') {
      if (section === 'posts') fail('a summary before the hole cards');
      section = 'summary';
      continue;
    }
    const street = STREET.exec(line);
    if (street) {
      if (section !== 'actions') fail('a street after the betting');
      const r = street[1] ? RUN_INDEX[street[1]] : 0;
      const size = BOARD_SIZE[street[2]];
      const [before, own] = street[4] ? [street[3].split(' '), street[4].split(' ')] : [[], street[3].split(' ')];
      // A later run starts from the cards every run shares (the first run's, before it split).
      if (r > 0 && boards[r] === undefined) boards[r] = before.slice();
      const board = boards[r] ?? fail('a run out of order');
      if (before.join(' ') !== board.join(' ') || board.length + own.length !== size) fail(`the ${street[2].toLowerCase()} does not follow the board ${board.join(' ')}`);
      board.push(...own);
      continue;
    }
    const showdown = SHOWDOWN.exec(line);
    if (showdown) {
      if (section === 'posts' || section === 'summary') fail('a showdown out of place');
      section = 'showdown';
      run = showdown[1] ? RUN_INDEX[showdown[1]] : 0;
      continue;
    }
    const uncalled = /^Uncalled bet \(([0-9]+)\) returned to (.+)$/.exec(line);
    if (uncalled && section === 'actions') {
      const name = endsWithName(line, `Uncalled bet (${uncalled[1]}) returned to `) ?? fail('returned to nobody seated');
      returned.push({ name, amount: int(uncalled[1]) });
      continue;
    }
    const collect = /^(.+) collected ([0-9]+) from (pot|main pot|side pot(?:-[0-9]+)?)$/.exec(line);
    if (collect && (section === 'actions' || section === 'showdown')) {
      const name = byLength.find((n) => n === collect[1]) ?? fail('collected by nobody seated');
      collected.push({ name, amount: int(collect[2]), pot: collect[3], run });
      continue;
    }
    if (section === 'summary') {
      summaryLine(line);
      continue;
    }
    if (section === 'actions' && line.startsWith('Dealt to ')) {
      const dealt = new RegExp(`^Dealt to (.+) ${CARDS}$`).exec(line) ?? fail('expected "Dealt to NAME [Ah Kd]"');
      const name = byLength.find((n) => n === dealt[1]) ?? fail('dealt to nobody seated');
      if (hero || actions.length > 0 || boards[0].length > 0) fail('cards dealt to a second player, or after the betting began');
      hero = { name, cards: dealt[2].split(' ') };
      continue;
    }
    const said = playerLine(line) ?? fail('not a line of a PokerStars hand');
    const { name, rest } = said;
    if (section === 'posts') {
      const post = POST.exec(rest) ?? fail('expected a post (the ante, small blind, big blind, straddle)');
      const kind = (post[1] === 'the ante' ? 'ante' : post[1]) as StarsPostKind;
      posts.push({ name, kind, amount: int(post[2]), allIn: post[3] !== undefined });
    } else if (section === 'actions' && rest === "doesn't show hand") {
      if (collected.length === 0) fail('a hand kept before any pot was collected');
    } else if (section === 'actions') {
      actions.push(decision(name, rest, boards[0].length) ?? fail('expected folds, checks, calls N, bets N or raises N to N'));
    } else {
      const show = new RegExp(`^shows ${CARDS}(?: \\((.+)\\))?$`).exec(rest);
      if (show) shows.push({ name, cards: show[1].split(' '), words: show[2] ?? null, run });
      else if (rest === 'mucks hand') mucks.push(name);
      else if (rest !== "doesn't show hand") fail('expected shows [..], mucks hand or doesn\'t show hand');
    }
  }
  if (section !== 'summary') fail('the hand has no summary');
  if (total < 0) fail('the summary has no "Total pot" line');

  function summaryLine(line: string): void {
    const totalLine = TOTAL.exec(line);
    if (totalLine) {
      total = int(totalLine[1]);
      rake = int(totalLine[3]);
      return;
    }
    if (BOARD.test(line) || RUNS.test(line)) return;
    const seat = /^Seat ([0-9]+): (.+)$/.exec(line) ?? fail('not a summary line');
    const sitter = seats.find((s) => s.seat === int(seat[1])) ?? fail('a summary for an empty seat');
    if (!seat[2].startsWith(`${sitter.name} `)) fail(`seat ${seat[1]} is ${sitter.name}`);
    const tail = seat[2].slice(sitter.name.length + 1).replace(/^(?:\((?:button|small blind|big blind)\) )+/, '');
    if (!SUMMARY_TAIL.test(tail)) fail('not a seat summary (folded, collected, mucked, showed)');
  }

  return {
    ...head,
    table: table[1],
    maxSeats: int(table[2]),
    button: int(table[3]),
    seats,
    posts,
    hero,
    actions,
    boards,
    returned,
    shows,
    mucks,
    collected,
    total,
    rake,
  };
}

function decision(name: string, rest: string, street: number): StarsAction | null {
  if (rest === 'folds') return { name, street, kind: 'fold', amount: 0, allIn: false };
  if (rest === 'checks') return { name, street, kind: 'check', amount: 0, allIn: false };
  const m = /^(calls|bets|raises) ([0-9]+)(?: to ([0-9]+))?( and is all-in)?$/.exec(rest);
  if (!m || (m[1] === 'raises') !== (m[3] !== undefined)) return null;
  const amount = Number(m[2]);
  const allIn = m[4] !== undefined;
  if (m[1] === 'calls') return { name, street, kind: 'call', amount, allIn };
  if (m[1] === 'bets') return { name, street, kind: 'bet', amount, to: amount, allIn };
  return { name, street, kind: 'raise', amount, to: Number(m[3]), allIn };
}

/**
 * The reader's own account of the chips: each player's stack after the hand — the seat's
 * chips, less every post, call, bet and raise (a raise to N costs N less what he had in the
 * round), plus the uncalled bet returned and what he collected. Throws StarsParseError(0) when
 * the amounts do not add up: the chips in the pots are not the ones the players put in.
 */
export function starsFinalStacks(hand: StarsHand): Record<string, number> {
  const stacks: Record<string, number> = Object.fromEntries(hand.seats.map((s) => [s.name, s.stack]));
  let inRound: Record<string, number> = {};
  let street = 0;
  let paidIn = 0;
  const pay = (name: string, chips: number) => {
    stacks[name] -= chips;
    paidIn += chips;
  };
  for (const post of hand.posts) {
    pay(post.name, post.amount);
    // An ante is not a bet of the round (D4); a dead small blind posted with the big one is not either.
    if (post.kind !== 'ante') inRound[post.name] = (inRound[post.name] ?? 0) + (post.kind === 'small & big blinds' ? hand.big : post.amount);
  }
  for (const action of hand.actions) {
    if (action.street !== street) {
      street = action.street;
      inRound = {};
    }
    const had = inRound[action.name] ?? 0;
    const added = action.to === undefined ? action.amount : action.to - had;
    if (added > 0) pay(action.name, added);
    inRound[action.name] = had + added;
  }
  for (const back of hand.returned) {
    stacks[back.name] += back.amount;
    paidIn -= back.amount;
  }
  let won = 0;
  for (const c of hand.collected) {
    stacks[c.name] += c.amount;
    won += c.amount;
  }
  if (won + hand.rake !== paidIn || hand.total !== paidIn) {
    throw new StarsParseError(`the players put in ${paidIn}, the pots say ${hand.total} and ${won} was collected (rake ${hand.rake})`, 0);
  }
  for (const [name, stack] of Object.entries(stacks)) {
    if (stack < 0) throw new StarsParseError(`${name} ends with ${stack} chips`, 0);
  }
  return stacks;
}
