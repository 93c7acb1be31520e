// A night in a list of the book: its day, its game (marked when it was a tournament, so a
// hold'em tournament and a hold'em cash game read apart, when it came from a spreadsheet, and when
// it is one game's part of a dealer's-choice night) and one line about it; a game's night opens
// its history. Where the list offers it, a night from a spreadsheet has a Delete beside it (a game
// is deleted from the past games).
import type { ComponentChildren } from 'preact';
import { isTournament, type Night } from '../../app/index.ts';
import { go } from '../navigation.ts';
import { nightGameName } from './night-game-name.ts';
import { dayText } from './measure-text.ts';
import { tb } from './messages.ts';

export function NightItem({ night, children, onDelete }: { night: Night; children: ComponentChildren; onDelete?: (night: Night) => void }) {
  const body = (
    <>
      <span class="book-night-day">{dayText(night.day)}</span>
      <span class="book-night-game">
        {nightGameName(night.profile)}
        {isTournament(night) ? <span class="game-badge">{tb('book.night.tournament')}</span> : null}
        {night.partOf ? <span class="game-badge">{tb('book.night.choicePart')}</span> : null}
        {night.source === 'import' ? <span class="game-badge">{tb('book.night.imported')}</span> : null}
      </span>
      <span class="book-night-best">{children}</span>
    </>
  );
  const deletable = onDelete && night.source === 'import';
  return (
    <li class={deletable ? 'book-night-row' : undefined}>
      {night.source === 'game' ? (
        <button type="button" class="book-night" onClick={() => go({ name: 'game-history', gameId: night.id })}>
          {body}
        </button>
      ) : (
        <div class="book-night">{body}</div>
      )}
      {deletable && (
        <button
          type="button"
          class="button quiet danger book-night-delete"
          aria-label={tb('book.night.deleteOne', { day: dayText(night.day), game: nightGameName(night.profile) })}
          onClick={() => onDelete(night)}
        >
          {tb('book.night.delete')}
        </button>
      )}
    </li>
  );
}
