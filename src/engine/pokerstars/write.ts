/**
 * A hold'em hand as PokerStars writes it (FORMAT.md, RULES.md E1–E8), from one player's seat:
 * his hole cards are "Dealt to" him, the others' only where they were shown. The lines follow the
 * same walk over the hand's log as the PHH export (handSteps), so both say the same hand.
 *
 *   writeStarsHand(state, { id: '1764720000000001', table: 'Mesa', at: Date.now(), hero: 2 })
 */
import { returnedBetween } from '../bets.ts';
import { formatCards, type Card } from '../cards.ts';
import { handSteps, type HistoryStep } from '../phh/export.ts';
import { PhhError } from '../phh/errors.ts';
import { headsUpSwap } from '../phh/forced.ts';
import { runBoards, runTimes } from '../runout.ts';
import type { HandState, Seat } from '../types.ts';
import { handWords, roman, RUN_COUNT_WORDS, RUN_NAMES, STREET_WORDS, STREETS } from './words.ts';

export interface StarsHandInfo {
  /** PokerStars' hand number: digits unique to this hand (trackers skip a number they already hold). */
  readonly id: string;
  /** The table's name (a tournament's table is named after the tournament). */
  readonly table: string;
  /** When the hand started (ms since 1970), written in ET as PokerStars does (E2). */
  readonly at: number;
  /** E3: whose hole cards the history deals; null writes nobody's (an onlooker's history). */
  readonly hero: Seat | null;
  /** E2: a tournament hand: the tournament's number and the level (from 1). */
  readonly tournament?: { readonly id: string; readonly level: number };
}

const ET = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** "2026/12/02 21:04:05 ET": PokerStars' own clock, US Eastern time, the hour unpadded. */
export function etTime(at: number): string {
  const part = Object.fromEntries(ET.formatToParts(new Date(at)).map((p) => [p.type, p.value]));
  return `${part.year}/${part.month}/${part.day} ${Number(part.hour)}:${part.minute}:${part.second} ET`;
}

const cards = (list: readonly Card[]) => `[${formatCards(list)}]`;
const known = (list: readonly (Card | null)[]): list is Card[] => list.length > 0 && list.every((c) => c !== null);

/** Pot names of the showdown and the summary: "pot" alone, else main pot, side pot, side pot-1 … */
function potNames(count: number): string[] {
  if (count === 1) return ['pot'];
  return Array.from({ length: count }, (_, i) => (i === 0 ? 'main pot' : count === 2 ? 'side pot' : `side pot-${i}`));
}

/** The small and big blind of the header: a bomb pot (H12) posts none, so the table's own. */
function stakes(state: HandState): { small: number; big: number } {
  const { config } = state;
  const big = config.options.bigBlind ?? config.minBet;
  const posted = config.blinds.filter((b) => b > 0 && b < big);
  return { small: config.options.smallBlind ?? posted[0] ?? Math.floor(big / 2), big };
}

type BlindRole = 'small blind' | 'big blind' | 'straddle';

/** A blind or straddle as a seat really posted it: a short post is his last chips (all-in). */
interface BlindPost {
  readonly seat: Seat;
  readonly role: BlindRole;
  readonly amount: number;
  readonly allIn: boolean;
}

const ROLE_BY_PLACE: readonly BlindRole[] = ['small blind', 'big blind', 'straddle'];

/**
 * E4: the blinds and straddles posted, in the order they are written. The posts before the deal
 * take their role from their place, PHH's order of `blinds_or_straddles`: the small blind, the
 * big blind, then every later post a straddle, whatever its size (G14: an imported hand's
 * straddles, seat by seat from under the gun, the button's last; H8: heads-up the button's small
 * blind is the first). Then the straddle a seat chose before the deal (H11). A seat whose ante
 * took his last chip posted no blind, and has no role to be named for.
 */
function blindPosts(steps: readonly HistoryStep[]): BlindPost[] {
  const { after: start, order } = steps[0];
  const posted = headsUpSwap(order).flatMap((seat, place) => {
    const { bet, allIn } = start.seats[seat];
    return bet > 0 ? [{ seat, role: ROLE_BY_PLACE[Math.min(place, 2)], amount: bet, allIn }] : [];
  });
  const chosen = steps.flatMap(({ action, before, after }) =>
    action?.type === 'straddle' && action.accept
      ? [{ seat: action.seat, role: 'straddle' as const, amount: after.seats[action.seat].bet - before.seats[action.seat].bet, allIn: after.seats[action.seat].allIn }]
      : [],
  );
  return [...posted, ...chosen];
}

interface Showing {
  readonly seat: Seat;
  readonly cards: readonly Card[] | null;
}

/** What the writer learns about each seat as the walk goes, for the summary. */
interface SeatStory {
  /** The board size when he folded. */
  folded?: number;
  /** Put chips in by his own choice before the flop (E6: "didn't bet" otherwise). */
  paid?: boolean;
}

/**
 * One hand as PokerStars text (lines joined by "\n", no trailing newline). Throws PhhError for a
 * hand no history can say (E7: the walk's own refusals) and for a game other than hold'em.
 */
export function writeStarsHand(state: HandState, info: StarsHandInfo): string {
  const { config } = state;
  if (config.profile !== 'holdem') throw new PhhError(`PokerStars histories are hold'em only, not ${config.profile}`);
  if (!state.result) throw new PhhError('the hand is not over');
  const steps = handSteps(state);
  const name = (seat: Seat) => config.seats[seat].name;
  const dealtIn = config.seats.map((_, seat) => state.seats[seat].inHand);
  const { small, big } = stakes(state);
  const date = etTime(info.at);
  const head = info.tournament
    ? `PokerStars Hand #${info.id}: Tournament #${info.tournament.id}, Freeroll  Hold'em No Limit - Level ${roman(info.tournament.level)} (${small}/${big}) - ${date}`
    : `PokerStars Hand #${info.id}:  Hold'em No Limit (${small}/${big}) - ${date}`;
  const lines = [head, `Table '${info.table}' ${config.seats.length}-max Seat #${config.dealer + 1} is the button`];
  config.seats.forEach((seat, i) => {
    if (dealtIn[i]) lines.push(`Seat ${i + 1}: ${seat.name} (${seat.stack} in chips)`);
  });
  const blinds = blindPosts(steps);
  lines.push(...posts(steps, blinds, name));
  lines.push('*** HOLE CARDS ***');
  const heroCards = info.hero !== null && dealtIn[info.hero] ? state.seats[info.hero].cards : [];
  if (info.hero !== null && known(heroCards)) lines.push(`Dealt to ${name(info.hero)} ${cards(heroCards)}`);

  const stories: SeatStory[] = config.seats.map(() => ({}));
  const showings: Showing[] = [];
  const runs = runTimes(state);
  let board: Card[] = [];
  for (const step of steps) {
    const { before, after, order } = step;
    // G7's return is said once, as the round closes: after the decision that closed it, or before
    // the next street when the posts alone put everyone all-in.
    let back = returned(before, after, name);
    const sayReturned = () => {
      lines.push(...back);
      back = [];
    };
    for (const said of step.said) {
      switch (said.kind) {
        case 'fold':
        case 'check-call':
        case 'bet': {
          const seat = order[said.player];
          lines.push(`${name(seat)}: ${decision(said.kind, said.kind === 'bet' ? said.amount : 0, seat, before, after)}`);
          if (said.kind === 'fold') stories[seat].folded = board.length;
          else if (board.length === 0 && after.seats[seat].committed > before.seats[seat].committed) stories[seat].paid = true;
          sayReturned();
          break;
        }
        case 'deal-board':
          // H13: the runs after the hands were tabled are written together, after the betting (E5).
          sayReturned();
          if (runs > 1 && board.length >= (state.tabled ?? 0)) break;
          board = [...board, ...said.cards];
          lines.push(streetLine('', board, board.length - said.cards.length));
          break;
        case 'show':
          showings.push({ seat: order[said.player], cards: known(said.cards as (Card | null)[]) ? (said.cards as Card[]) : null });
          break;
        case 'muck':
          showings.push({ seat: order[said.player], cards: null });
          break;
        default:
          break;
      }
    }
    sayReturned();
  }
  const boards = runBoards(state);
  if (runs > 1) {
    boards.forEach((run, r) => {
      for (let size = (state.tabled ?? 0) + 1; size <= run.length; size++) {
        if (STREETS[size]) lines.push(streetLine(`${RUN_NAMES[r]} `, run.slice(0, size), size === 3 ? 0 : size - 1));
      }
    });
  }
  lines.push(...payout(state, showings, boards, name));
  lines.push(...summary(state, info.hero, blinds, showings, boards, stories, name));
  return lines.join('\n');
}

/** "*** TURN *** [Ah Kd 7c] [2s]": the cards out before the street in brackets, then its own. */
function streetLine(run: string, board: readonly Card[], from: number): string {
  const street = STREETS[board.length];
  if (!street) throw new PhhError(`a board of ${board.length} cards is no hold'em street`);
  const earlier = from > 0 ? `${cards(board.slice(0, from))} ` : '';
  return `*** ${run}${street} *** ${earlier}${cards(board.slice(from))}`;
}

/** E4: antes, then the blinds (small first), then the straddles (H11), as posted — short posts all-in. */
function posts(steps: readonly HistoryStep[], blinds: readonly BlindPost[], name: (seat: Seat) => string): string[] {
  const start = steps[0].after;
  const lines: string[] = [];
  // PokerStars lists the antes by seat number.
  for (const seat of [...steps[0].order].sort((a, b) => a - b)) {
    const { committed, bet, allIn } = start.seats[seat];
    const ante = committed - bet;
    if (ante > 0) lines.push(`${name(seat)}: posts the ante ${ante}${bet === 0 && allIn ? ' and is all-in' : ''}`);
  }
  for (const { seat, role, amount, allIn } of blinds) lines.push(`${name(seat)}: posts ${role} ${amount}${allIn ? ' and is all-in' : ''}`);
  return lines;
}

/** E5: "folds", "checks", "calls 20", "bets 40", "raises 40 to 80", each "and is all-in" when it is. */
function decision(kind: 'fold' | 'check-call' | 'bet', to: number, seat: Seat, before: HandState, after: HandState): string {
  const allIn = after.seats[seat].allIn ? ' and is all-in' : '';
  const facing = before.round?.currentBet ?? 0;
  const s = before.seats[seat];
  if (kind === 'fold') return 'folds';
  if (kind === 'check-call') return s.bet < facing ? `calls ${Math.min(facing - s.bet, s.stack)}${allIn}` : 'checks';
  return facing === 0 ? `bets ${to - s.bet}${allIn}` : `raises ${to - facing} to ${to}${allIn}`;
}

/** G7: the part of a bet nobody called, back to its owner as the round closes. */
function returned(before: HandState, after: HandState, name: (seat: Seat) => string): string[] {
  return returnedBetween(before, after).map(({ seat, amount }) => `Uncalled bet (${amount}) returned to ${name(seat)}`);
}

/** The hand's pots, side pots first as they are settled (D13), each run's part of each (H13). */
function collections(state: HandState): { seat: Seat; amount: number; pot: string; run: number }[] {
  const pots = state.result!.pots;
  const names = potNames(pots.length);
  const out: { seat: Seat; amount: number; pot: string; run: number }[] = [];
  const runs = runTimes(state);
  for (let run = 0; run < runs; run++) {
    for (let p = pots.length - 1; p >= 0; p--) {
      const part = pots[p].runs?.[run] ?? pots[p];
      part.winners.forEach((seat, i) => {
        if (part.shares[i] > 0) out.push({ seat, amount: part.shares[i], pot: names[p], run });
      });
    }
  }
  return out;
}

/** The hand's end: "*** SHOW DOWN ***" with the hands shown (one section per run, H13), or the uncontested pot. */
function payout(state: HandState, showings: readonly Showing[], boards: readonly (readonly Card[])[], name: (seat: Seat) => string): string[] {
  const collected = collections(state);
  const collectedLines = (run: number) => collected.filter((c) => c.run === run).map((c) => `${name(c.seat)} collected ${c.amount} from ${c.pot}`);
  if (showings.length === 0) {
    const winners = [...new Set(collected.map((c) => c.seat))];
    return [...collectedLines(0), ...winners.map((seat) => `${name(seat)}: doesn't show hand`)];
  }
  const lines: string[] = [];
  boards.forEach((board, run) => {
    lines.push(boards.length > 1 ? `*** ${RUN_NAMES[run]} SHOW DOWN ***` : '*** SHOW DOWN ***');
    for (const { seat, cards: shown } of showings) {
      if (shown === null) {
        if (run === 0) lines.push(`${name(seat)}: mucks hand`);
        continue;
      }
      const words = handWords([...shown, ...board]);
      lines.push(`${name(seat)}: shows ${cards(shown)}${words ? ` (${words})` : ''}`);
    }
    lines.push(...collectedLines(run));
  });
  return lines;
}

/** E6: the pots and the board, then one line per seat dealt in. */
function summary(
  state: HandState,
  hero: Seat | null,
  blinds: readonly BlindPost[],
  showings: readonly Showing[],
  boards: readonly (readonly Card[])[],
  stories: readonly SeatStory[],
  name: (seat: Seat) => string,
): string[] {
  const { config } = state;
  const pots = state.result!.pots;
  const total = pots.reduce((sum, pot) => sum + pot.amount, 0);
  const names = potNames(pots.length);
  const split = pots.length > 1 ? ` ${pots.map((pot, i) => `${names[i][0].toUpperCase()}${names[i].slice(1)} ${pot.amount}.`).join(' ')}` : '';
  const lines = ['*** SUMMARY ***', `Total pot ${total}${split} | Rake 0`];
  if (boards.length > 1) {
    lines.push(`Hand was run ${RUN_COUNT_WORDS[boards.length - 1]}`);
    boards.forEach((board, run) => lines.push(`${RUN_NAMES[run]} Board ${cards(board)}`));
  } else if (state.board.length > 0) lines.push(`Board ${cards(state.board)}`);
  const roles = new Map(blinds.map((post) => [post.seat, post.role]));
  const collected = collections(state);
  const won = (seat: Seat, run?: number) => collected.filter((c) => c.seat === seat && (run === undefined || c.run === run)).reduce((sum, c) => sum + c.amount, 0);
  config.seats.forEach((_, seat) => {
    if (!state.seats[seat].inHand) return;
    // PokerStars' summary names the button and the blinds; it has no mark for a straddle.
    const role = roles.get(seat);
    const who = `Seat ${seat + 1}: ${name(seat)}${seat === config.dealer ? ' (button)' : ''}${role && role !== 'straddle' ? ` (${role})` : ''}`;
    const story = stories[seat];
    const showing = showings.find((s) => s.seat === seat);
    let what: string;
    if (story.folded !== undefined) {
      const quiet = story.folded === 0 && !roles.has(seat) && !story.paid;
      what = `folded ${STREET_WORDS[story.folded]}${quiet ? " (didn't bet)" : ''}`;
    } else if (showing?.cards) {
      const shown = showing.cards;
      const parts = boards.map((board, run) => {
        const words = handWords([...shown, ...board]);
        const amount = won(seat, run);
        const with_ = words ? ` with ${words}` : '';
        return amount > 0 ? `won (${amount})${with_}` : `lost${with_}`;
      });
      what = `showed ${cards(shown)} and ${parts.join(', and ')}`;
    } else if (showing) {
      const held = state.seats[seat].cards;
      what = seat === hero && known(held) ? `mucked ${cards(held)}` : 'mucked';
    } else what = `collected (${won(seat)})`;
    lines.push(`${who} ${what}`);
  });
  return lines;
}
