// A night in a list of the book: its day, its game (marked when it came from a spreadsheet) and
// one line about it; a game's night opens its history.
import type { ComponentChildren } from 'preact';
import type { Night } from '../../app/book/nights.ts';
import { go } from '../navigation.ts';
import { profileName } from '../setup/game-summary.ts';
import { dayText } from './amounts.ts';
import { tb } from './messages.ts';

export function NightItem({ night, children }: { night: Night; children: ComponentChildren }) {
  const body = (
    <>
      <span class="book-night-day">{dayText(night.day)}</span>
      <span class="book-night-game">
        {profileName(night.profile)}
        {night.source === 'import' ? <span class="game-badge">{tb('book.night.imported')}</span> : null}
      </span>
      <span class="book-night-best">{children}</span>
    </>
  );
  return (
    <li>
      {night.source === 'game' ? (
        <button type="button" class="book-night" onClick={() => go({ name: 'game-history', gameId: night.id })}>
          {body}
        </button>
      ) : (
        <div class="book-night">{body}</div>
      )}
    </li>
  );
}
