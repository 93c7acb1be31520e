// A1: the table aloud, for a table that wants it and for a player who cannot read the screen. Each
// new committed view is compared with the last one said: what happened since (the hand log's own
// lines, with the cards named in words; the board; who won what) and then whose turn it is, with
// what calling costs. On a dealer's-choice night, the game each time one is named (section C).
import { useEffect, useRef } from 'preact/hooks';
import type { Card, TableView } from '../../engine/index.ts';
import { t } from '../i18n/index.ts';
import { amountText } from '../setup/result-amounts.ts';
import { profileName } from '../setup/game-summary.ts';
import { line } from './hand-log.tsx';
import { cardNameInSentence } from './playing-card.tsx';
import { speak } from './speech.ts';

const spokenCards = (cards: readonly (Card | null)[]): string => cards.map((card) => (card === null ? t('table.cardDown') : cardNameInSentence(card))).join(', ');

/** Whether `after`'s hand is `before`'s, moved on (its record begins with all of before's). */
function sameHand(before: TableView | null, after: TableView): boolean {
  const earlier = before?.hand?.record;
  const later = after.hand?.record;
  if (!earlier || !later || earlier.length > later.length) return false;
  return JSON.stringify(earlier) === JSON.stringify(later.slice(0, earlier.length));
}

/** What to say now that the table shows `after` where it showed `before`; null when nothing is new. */
export function spokenNews(before: TableView | null, after: TableView): string | null {
  const named = after.choice?.current ?? null;
  const game = named !== null && named !== (before?.choice?.current ?? null) ? `${profileName(after.choice!.games[named].profile)}.` : null;
  const hand = after.hand;
  if (!hand) return game;
  const from = sameHand(before, after) ? before!.hand!.record.length : 0;
  const said = [
    ...(game ? [game] : []),
    ...hand.record
      .slice(from)
      .map((event, i) => line(hand, event, from + i, spokenCards))
      .filter((text): text is string => text !== null)
      // The log's lines stand alone on screen; said one after another, each ends as a sentence.
      .map((text) => `${text}.`),
  ];
  // A recorded deck deals the board with no event of its own: the new cards are said as the log would.
  const earlierBoard = from > 0 ? before!.hand!.board.length : 0;
  const boardEvent = hand.record.slice(from).some((event) => event.type === 'deal' && event.to === 'board');
  if (hand.board.length > earlierBoard && !boardEvent) said.push(`${t('table.log.dealBoard', { cards: spokenCards(hand.board.slice(earlierBoard)) })}.`);
  if (hand.result && !(from > 0 && before!.hand!.result)) {
    const chips = (amount: number) => amountText(hand.profile, amount);
    for (const pot of hand.result.pots) said.push(`${pot.winners.map((seat, k) => t('table.wins', { name: hand.seats[seat].name, amount: chips(pot.shares[k]) })).join(', ')}.`);
  }
  const acting = hand.result === null ? after.turn.acting : null;
  const turnMoved = acting !== (before?.turn.acting ?? null) || said.length > 0 || from === 0;
  if (acting !== null && turnMoved) {
    const name = hand.seats[acting].name;
    const toCall = after.turn.toCall ?? 0;
    said.push(toCall > 0 ? t('speech.turnToCall', { name, amount: amountText(hand.profile, toCall) }) : t('speech.turn', { name }));
  }
  return said.length > 0 ? said.join(' ') : null;
}

/** Says each change of `table` aloud while the setting is on; opening a table says nothing of the past. */
export function SpokenTable({ table }: { table: TableView }) {
  const said = useRef<TableView | null>(null);
  useEffect(() => {
    const before = said.current;
    said.current = table;
    if (!before) return;
    const news = spokenNews(before, table);
    if (news) speak(news, 'speakTurns');
  }, [table]);
  return null;
}
