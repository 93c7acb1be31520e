import { card, rankOf, suitOf, type Card } from '../cards.ts';

/**
 * The PHH action notation, typed. A player is the 0-based index into the hand's per-player
 * arrays (`p1` is 0). A card the recorder did not see (`??`) is `null`.
 */
export type PhhCard = Card | null;

export type PhhAction =
  | { kind: 'deal-hole'; player: number; cards: PhhCard[]; comment?: string }
  | { kind: 'deal-board'; cards: Card[]; comment?: string }
  | { kind: 'bring-in'; player: number; comment?: string }
  | { kind: 'bet'; player: number; amount: number; comment?: string }
  | { kind: 'check-call'; player: number; comment?: string }
  | { kind: 'fold'; player: number; comment?: string }
  | { kind: 'discard'; player: number; cards: PhhCard[]; comment?: string }
  | { kind: 'show'; player: number; cards: PhhCard[] | 'as-dealt'; comment?: string }
  | { kind: 'muck'; player: number; comment?: string }
  | { kind: 'no-op'; comment?: string };

/** PHH spells ranks upper-case with T for ten and suits lower-case; nothing else is a card there. */
const RANKS = '23456789TJQKA';
/** Indexed by Mesa's suit number (♠ ♥ ♦ ♣). */
const SUITS = 'shdc';

export class NotationError extends Error {}

/** "AsKd??" → [As, Kd, null]. Strict: two characters per card, no separators (PHH card notation). */
export function parsePhhCards(text: string): PhhCard[] {
  if (text.length === 0 || text.length % 2 !== 0) {
    throw new NotationError(`"${text}" is not a run of two-character cards`);
  }
  const cards: PhhCard[] = [];
  for (let i = 0; i < text.length; i += 2) {
    const rank = text[i];
    const suit = text[i + 1];
    if (rank === '?' && suit === '?') {
      cards.push(null);
      continue;
    }
    const r = RANKS.indexOf(rank);
    const s = SUITS.indexOf(suit);
    if (r < 0 || s < 0) throw new NotationError(`"${rank}${suit}" is not a card (rank 2-9TJQKA, suit cdhs, or ??)`);
    cards.push(card(r, s));
  }
  return cards;
}

export function formatPhhCards(cards: readonly PhhCard[]): string {
  return cards.map((c) => (c === null ? '??' : RANKS[rankOf(c)] + SUITS[suitOf(c)])).join('');
}

function parsePlayer(word: string, players: number): number {
  const m = /^p([1-9][0-9]*)$/.exec(word);
  if (!m) throw new NotationError(`"${word}" is not a player (p1, p2, …)`);
  const n = Number(m[1]);
  if (n > players) throw new NotationError(`${word} does not exist: the hand has ${players} players`);
  return n - 1;
}

/** PHH amounts may be integers or decimals (`cbr 382.5`); exponents and signs are not amounts. */
function parseAmount(word: string): number {
  if (!/^[0-9]+(\.[0-9]+)?$/.test(word)) throw new NotationError(`"${word}" is not an amount`);
  const amount = Number(word);
  if (amount <= 0) throw new NotationError(`the amount must be positive, not ${word}`);
  return amount;
}

function knownCards(text: string): Card[] {
  const cards = parsePhhCards(text);
  if (cards.includes(null)) throw new NotationError('board cards cannot be unknown');
  return cards as Card[];
}

function expectWords(words: string[], count: number, usage: string): void {
  if (words.length !== count) throw new NotationError(`expected "${usage}"`);
}

/**
 * One action string: `[actor action [arguments]][ # commentary]`, words separated by any
 * whitespace. Throws NotationError with the reason; the caller adds which action it was.
 */
export function parsePhhAction(text: string, players: number): PhhAction {
  const hash = text.indexOf('#');
  const action = parseBody((hash < 0 ? text : text.slice(0, hash)).trim(), players);
  if (hash >= 0) action.comment = text.slice(hash + 1).trim();
  return action;
}

function parseBody(body: string, players: number): PhhAction {
  if (body === '') return { kind: 'no-op' };
  const words = body.split(/\s+/);

  if (words[0] === 'd') {
    if (words[1] === 'db') {
      expectWords(words, 3, 'd db CARDS');
      return { kind: 'deal-board', cards: knownCards(words[2]) };
    }
    if (words[1] === 'dh') {
      expectWords(words, 4, 'd dh pN CARDS');
      return { kind: 'deal-hole', player: parsePlayer(words[2], players), cards: parsePhhCards(words[3]) };
    }
    throw new NotationError(`the dealer's action must be "db" or "dh", not "${words[1] ?? ''}"`);
  }

  const player = parsePlayer(words[0], players);
  const verb = words[1];
  switch (verb) {
    case 'f':
    case 'cc':
    case 'pb':
      expectWords(words, 2, `pN ${verb}`);
      return verb === 'f' ? { kind: 'fold', player } : verb === 'cc' ? { kind: 'check-call', player } : { kind: 'bring-in', player };
    case 'cbr':
      expectWords(words, 3, 'pN cbr AMOUNT');
      return { kind: 'bet', player, amount: parseAmount(words[2]) };
    case 'sd':
      if (words.length > 3) expectWords(words, 3, 'pN sd [CARDS]');
      return { kind: 'discard', player, cards: words.length === 3 ? parsePhhCards(words[2]) : [] };
    case 'sm':
      if (words.length > 3) expectWords(words, 3, 'pN sm [CARDS]');
      if (words.length === 2) return { kind: 'muck', player };
      return { kind: 'show', player, cards: words[2] === '-' ? 'as-dealt' : parsePhhCards(words[2]) };
    case undefined:
      throw new NotationError(`${words[0]} does nothing: expected f, cc, cbr, sd, sm or pb after it`);
    default:
      throw new NotationError(`"${verb}" is not an action (f, cc, cbr, sd, sm, pb)`);
  }
}

const player = (index: number): string => `p${index + 1}`;

export function formatPhhAction(action: PhhAction): string {
  const comment = action.comment === undefined ? '' : action.comment === '' ? '#' : `# ${action.comment}`;
  let body: string;
  switch (action.kind) {
    case 'deal-hole': body = `d dh ${player(action.player)} ${formatPhhCards(action.cards)}`; break;
    case 'deal-board': body = `d db ${formatPhhCards(action.cards)}`; break;
    case 'bring-in': body = `${player(action.player)} pb`; break;
    case 'bet': body = `${player(action.player)} cbr ${action.amount}`; break;
    case 'check-call': body = `${player(action.player)} cc`; break;
    case 'fold': body = `${player(action.player)} f`; break;
    case 'discard': body = `${player(action.player)} sd${action.cards.length ? ' ' + formatPhhCards(action.cards) : ''}`; break;
    case 'show': body = `${player(action.player)} sm ${action.cards === 'as-dealt' ? '-' : formatPhhCards(action.cards)}`; break;
    case 'muck': body = `${player(action.player)} sm`; break;
    case 'no-op': body = ''; break;
  }
  return body && comment ? `${body} ${comment}` : body || comment;
}
