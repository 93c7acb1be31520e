/**
 * The shared shuffle of a table played on several phones (N7–N10): each phone commits to a
 * random value by its hash, the hand's every chance (its deck order and any reshuffle, G10, D7)
 * comes from one source made of all the values, and after the hand each phone checks with this
 * engine that the cards it saw are the ones that source deals. Pure and synchronous: the round of
 * messages that carries it is src/net/fair-round.ts.
 *
 *   const value = newSecretValue(random)                       // 32 random bytes, as hex (N7)
 *   commitmentOf(value, { phone, game, hand })                 // what the phone sends first (N7)
 *   const source = dealSource(values)                           // the hand's chance (N9)
 *   chanceFrom(hand, source)                                    // the shuffle or reshuffle it draws now
 *   checkDeal({ commitments, values, played, seen, … })         // after the hand, on each phone (N10)
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import type { Card } from './cards.ts';
import { apply, legalActions, newHand } from './game.ts';
import { shuffle, type RandomSource } from './rng.ts';
import type { SessionState } from './session.ts';
import type { Action, HandConfig, HandState } from './types.ts';
import { view, type HandView } from './hand-view.ts';

const VALUE_BYTES = 32;
const HEX_VALUE = /^[0-9a-f]{64}$/;

/** A phone's secret value or a commitment: 32 bytes as 64 lowercase hex digits. */
export const isHex256 = (text: unknown): text is string => typeof text === 'string' && HEX_VALUE.test(text);

/** N7: a phone's secret contribution to one hand, from the platform's cryptographic generator. */
export function newSecretValue(random: (bytes: number) => Uint8Array): string {
  const bytes = random(VALUE_BYTES);
  if (bytes.length !== VALUE_BYTES) throw new RangeError(`a secret value is ${VALUE_BYTES} random bytes, not ${bytes.length}`);
  return bytesToHex(bytes);
}

/** Which phone commits, at which table, for which hand: what a commitment is bound to (N7). */
interface Binding {
  readonly phone: string;
  readonly game: string;
  readonly hand: number;
}

/**
 * N7: the hash a phone sends before anyone reveals. It binds the value to the phone, the game and
 * the hand, so a value cannot be replayed at another hand or claimed by another phone; the fields
 * go in as one JSON list, which no two different bindings write the same.
 */
export function commitmentOf(value: string, { phone, game, hand }: Binding): string {
  return bytesToHex(sha256(utf8ToBytes(JSON.stringify(['mesa N7 commitment 1', value, phone, game, hand]))));
}

/** A value a phone revealed, as the host publishes it. */
export interface Revealed {
  readonly phone: string;
  readonly value: string;
}

/**
 * N9: one random source from every accepted value, whatever order they came in: SHA-256 of the
 * values in sorted order is the key, and the source reads SHA-256(key ‖ counter) block after
 * block, eight 32-bit words a block. The engine's one shuffle (rng.ts) draws from it.
 */
export function dealSource(values: readonly Revealed[]): RandomSource {
  const sorted = values.map((v) => v.value).sort();
  if (sorted.length === 0 || !sorted.every(isHex256)) throw new RangeError('a deal source needs at least one value of 32 bytes in hex');
  const key = sha256(new Uint8Array([...utf8ToBytes('mesa N9 deal source 1'), ...sorted.flatMap((v) => [...hexToBytes(v)])]));
  const input = new Uint8Array(key.length + 4);
  input.set(key);
  const counter = new DataView(input.buffer, key.length);
  let block = new DataView(new ArrayBuffer(0));
  let next = 0;
  let read = 0;
  return {
    nextUint32() {
      if (read === block.byteLength) {
        counter.setUint32(0, next++);
        const digest = sha256(input);
        block = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
        read = 0;
      }
      const word = block.getUint32(read);
      read += 4;
      return word;
    },
  };
}

/**
 * G10, D7, N9: the chance a hand waits for, drawn from `source` — its deck order, or the order of
 * a reshuffled stock; null when it waits for something else. The app draws with it and every
 * phone checks with it, so the two cannot drift apart.
 */
export function chanceFrom(hand: HandState, source: RandomSource): Action | null {
  if (hand.pending.kind !== 'shuffle' && hand.pending.kind !== 'reshuffle') return null;
  const [legal] = legalActions(hand).actions;
  if (legal?.type === 'shuffle') return { type: 'shuffle', deck: shuffle(legal.cards, source) };
  if (legal?.type === 'reshuffle') return { type: 'reshuffle', order: shuffle(legal.cards, source) };
  return null;
}

/** N10: a finished hand as the host publishes it, so every phone can play it again with the engine. */
export interface PlayedDeal {
  readonly config: HandConfig;
  readonly log: readonly Action[];
}

/** N10: the last hand of the session, once it has ended with the app dealing (a recorded deck); null otherwise. */
export function finishedDeal(state: SessionState): PlayedDeal | null {
  const hand = state.hand;
  if (!hand || hand.pending.kind !== 'complete' || hand.config.dealing !== 'deck') return null;
  return { config: hand.config, log: hand.log };
}

interface DealCheckInput {
  readonly game: string;
  readonly hand: number;
  /** The host's phone: its own value must be in the deal (N8). */
  readonly host: string;
  /** The commitments this phone saw before it revealed (N8). */
  readonly commitments: readonly { readonly phone: string; readonly hash: string }[];
  /** The values the host says it dealt from (N10). */
  readonly values: readonly Revealed[];
  readonly played: PlayedDeal;
  /** The hand as this phone saw it at its end: its table view's hand. */
  readonly seen: HandView;
}

/**
 * Why a check failed. `value`: a published value does not open its phone's commitment (or comes
 * from a phone that made none); `host`: the host's own value is not among them; `order`: the
 * deck or a reshuffle is not the one the shared source gives; `replay`: the published hand does
 * not play to its end with the engine; `cards`: the cards this phone saw are not the ones the
 * engine deals from that deck.
 */
type DealProblem = 'value' | 'host' | 'order' | 'replay' | 'cards';

/**
 * `left`: the deal holds together, but phones in the list of commitments have no value in it (N8):
 * a host that has seen the values could have chosen between the decks with and without theirs.
 */
export type DealCheck =
  | { readonly ok: true; readonly hand: number }
  | { readonly ok: false; readonly hand: number; readonly problem: DealProblem }
  | { readonly ok: false; readonly hand: number; readonly problem: 'left'; readonly left: readonly string[] };

/**
 * What a viewer saw of the deal: every seat's cards (hidden ones null), the board and each run's,
 * and the hand's record, which holds his own discards and every shown hand, so a card he was dealt
 * and threw away is held to the deck too.
 */
const dealSeen = (hand: HandView): string => JSON.stringify([hand.seats.map((s) => s.cards), hand.board, hand.runout?.boards ?? null, hand.record]);

const sameCards = (a: readonly Card[], b: readonly Card[]): boolean => a.length === b.length && a.every((c, i) => c === b[i]);

function sameChance(action: Action, drawn: Action): boolean {
  if (action.type === 'shuffle' && drawn.type === 'shuffle') return sameCards(action.deck, drawn.deck);
  if (action.type === 'reshuffle' && drawn.type === 'reshuffle') return sameCards(action.order, drawn.order);
  return false;
}

/** The published hand played again with the engine, each chance drawn from `source` and held to what the log says. */
function playAgain(played: PlayedDeal, source: RandomSource): HandState | 'order' | 'replay' {
  let hand: HandState;
  try {
    hand = newHand(played.config);
  } catch {
    return 'replay';
  }
  if (hand.config.dealing !== 'deck') return 'replay';
  for (const action of played.log) {
    const drawn = chanceFrom(hand, source);
    if (drawn && !sameChance(action, drawn)) return 'order';
    const result = apply(hand, action);
    if (!result.ok) return 'replay';
    hand = result.state;
  }
  return hand.pending.kind === 'complete' ? hand : 'replay';
}

/**
 * N10: the check each phone makes after the hand. Every value opens its commitment, the host's
 * among them, and every commitment has its value (N8: none left out of the deal after the host
 * saw the others); the source made of them gives exactly the hand's deck and reshuffles; and the
 * engine, dealing the published hand from that deck (D2, H1, S3…), gives every card this phone
 * saw — its own, its discards, the open ones, the board, the shown hands — and the same record.
 */
export function checkDeal(input: DealCheckInput): DealCheck {
  const { hand, commitments, values } = input;
  const fail = (problem: DealProblem): DealCheck => ({ ok: false, hand, problem });
  const hashes = new Map(commitments.map((c) => [c.phone, c.hash]));
  const phones = new Set(values.map((v) => v.phone));
  if (phones.size !== values.length) return fail('value');
  for (const { phone, value } of values) {
    if (!isHex256(value) || hashes.get(phone) !== commitmentOf(value, { phone, game: input.game, hand })) return fail('value');
  }
  if (!phones.has(input.host)) return fail('host');
  try {
    const played = playAgain(input.played, dealSource(values));
    if (typeof played === 'string') return fail(played);
    if (dealSeen(view(played, input.seen.viewer)) !== dealSeen(input.seen)) return fail('cards');
  } catch {
    // A published hand the engine cannot even take in (hostile input) is no deal of this table.
    return fail('replay');
  }
  const left = commitments.map((c) => c.phone).filter((phone) => !phones.has(phone));
  return left.length === 0 ? { ok: true, hand } : { ok: false, hand, problem: 'left', left };
}
