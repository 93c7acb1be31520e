// Sharing a night: the standings and who pays whom as text ready for a group chat (the Web Share
// API, else the clipboard, else the text on screen to copy by hand), or as an image card (share.ts
// → share-card.ts: a PNG shared as a file where the browser can, downloaded otherwise). Always in
// the app's language, amounts in the night's chips, units or currency; a dealer's-choice night's
// games with their chips (RULES.md V11).
import { gamesPlayed, type Night, type NightGame, type NightSeat } from '../../app/index.ts';
import { isolated, type PayOffer } from '../../engine/index.ts';
import { tpay } from '../pix/messages.ts';
import { nightGameName } from './night-game-name.ts';
import { saveFile, type SaveOutcome } from '../setup/backup-file.ts';
import { moneyText } from '../components/money-text.ts';
import { signedChips } from '../components/chips.ts';
import { formatNumber, language } from '../i18n/index.ts';
import { dayText, seatText } from './measure-text.ts';
import { tb } from './messages.ts';

export interface Placed {
  readonly place: number;
  readonly seat: NightSeat;
}

/**
 * The night's standings: a tournament's places (H9), else by money where there was a price, else
 * by chips or units; equal results share a place.
 */
export function placings(night: Night): Placed[] {
  const key = (seat: NightSeat) => (seat.place !== null ? -seat.place : night.currency ? (seat.money ?? 0) : seat.net);
  const seats = [...night.seats].sort((a, b) => key(b) - key(a));
  return seats.map((seat) => ({ seat, place: 1 + seats.filter((other) => key(other) > key(seat)).length }));
}

/** The games the night played (a game allowed but never named has no part), and the seats in the night's order. */
export function playedGames(night: Night): { readonly games: readonly NightGame[]; readonly order: readonly number[] } {
  return { games: gamesPlayed(night), order: placings(night).map(({ seat }) => night.seats.indexOf(seat)) };
}

/** A game's deals: "12 mãos", "1 mão". */
export const dealsText = (hands: number): string => (hands === 1 ? tb('night.games.handsOne') : tb('night.games.hands', { count: formatNumber(hands, language.value) }));

/** "Texas Hold'em (12 mãos): Ana +120, Bia −40": a game's line in the shared text, each name isolated (G17). */
function gameLines(night: Night): string[] {
  const { games, order } = playedGames(night);
  return games.map((game) =>
    tb('night.textGame', {
      game: nightGameName(game.profile),
      hands: dealsText(game.hands),
      results: order.map((seat) => `${isolated(night.seats[seat].name)} ${signedChips(game.seats[seat].net)}`).join(', '),
    }),
  );
}

function nightTitle(night: Night): string {
  return tb('night.textTitle', { game: nightGameName(night.profile), date: dayText(night.day) });
}

/** "Fulano paga R$ 12,50 a Beltrano", one per transfer, in the names the table used, each isolated (G17). */
export function transferLines(night: Night): string[] {
  const currency = night.currency;
  if (!currency) return [];
  return night.transfers.map((t) =>
    tb('night.pays', { from: isolated(night.seats[t.from].name), to: isolated(night.seats[t.to].name), amount: moneyText(t.cents, currency) }),
  );
}

/**
 * The night as a group chat reads it: each name isolated (G17), so a right-to-left one never
 * reorders its line. P5, P6: under each transfer, the receiver's Pix code (always, not an
 * option: the chat is where the payer opens his bank app, and the code is only the receiver's
 * own key and what he is owed) or his note.
 */
export function nightText(night: Night, offers: readonly (PayOffer | null)[] = []): string {
  const lines = [nightTitle(night)];
  if (night.hands !== null) lines.push(tb('night.hands', { count: night.hands }));
  lines.push('');
  for (const { place, seat } of placings(night)) {
    const amount = seatText(night, seat);
    const placed = { place: tb('night.place', { place }), name: isolated(seat.name) };
    lines.push(amount === null ? tb('night.textPlace', placed) : tb('night.textLine', { ...placed, amount }));
  }
  if (night.currency) {
    const transfers = transferLines(night).flatMap((line, i) => {
      const offer = offers[i];
      if (!offer) return [line];
      const name = isolated(night.seats[night.transfers[i].to].name);
      return [line, offer.kind === 'pix' ? tpay('pay.textCode', { code: offer.code }) : tpay('pay.textNote', { name, note: isolated(offer.note) })];
    });
    lines.push('', `${tb('night.settle')}:`, ...(transfers.length > 0 ? transfers : [tb('night.even')]));
  }
  const games = gameLines(night);
  if (games.length > 0) lines.push('', tb('night.textGames'), ...games);
  return lines.join('\n');
}

export type TextOutcome = { readonly kind: 'shared' | 'copied' | 'cancelled' } | { readonly kind: 'manual'; readonly text: string };

/** The share sheet with the text; where there is none (or it fails), the clipboard; failing that, the text to copy by hand. */
export async function shareNightText(night: Night, offers: readonly (PayOffer | null)[] = []): Promise<TextOutcome> {
  const text = nightText(night, offers);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: nightTitle(night), text });
      return { kind: 'shared' };
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return { kind: 'cancelled' };
      // No app to share to, or sharing refused: the clipboard still works.
    }
  }
  try {
    await navigator.clipboard.writeText(text);
    return { kind: 'copied' };
  } catch {
    return { kind: 'manual', text };
  }
}

/** The image card, shared as a PNG file where the browser can share files, downloaded otherwise. */
export async function shareNightImage(night: Night): Promise<SaveOutcome> {
  const { nightCard } = await import('./share-card.ts');
  return saveFile(await nightCard(night), `mesa-${night.profile}-${night.day}.png`);
}
