// The table's way to its phones panel, in the table bar: "Phones" while the table plays on this
// phone alone; while it plays on several, the line "3 phones · 1 away" under the bar, and under it
// the shared shuffle's wait or who it left out (N8). And the same way in words between hands.
import './phones-control.css';
import { coverUp, currentGame, hosting } from '../../app/index.ts';
import { go, screen } from '../navigation.ts';
import { thost } from './host-messages.ts';
import { fairLine, phonesLine } from './phones.ts';
import { SeatAsks } from './seat-asks.tsx';

/** Opens the phones panel over the open game's table; what a seat had shown is covered first. */
function openPhones(gameId: string): void {
  coverUp();
  go({ name: 'phones', gameId });
}

/** The game whose phones the panel was opened to call back by itself on this page: once, so Back from it stays at the table. */
let calledBack: string | null = null;

/**
 * N6: a hosting this phone started again by itself (it reloaded, or the game was reopened) has lost
 * every pipe: the phones panel opens over the table at once, where each phone is called back with its own code.
 */
export function callPhonesBack(gameId: string): void {
  if (calledBack === gameId || screen.value.name !== 'table') return;
  calledBack = gameId;
  openPhones(gameId);
}

/** The open game, when this phone holds it (a guest's screens have no panel to open). */
function heldGame(): string | null {
  const game = currentGame.value;
  return game?.writer === 'mine' ? game.id : null;
}

/** Between hands, while the table plays on this phone alone: the way to play on several, in words. */
export function PhonesOffer() {
  const gameId = heldGame();
  if (gameId === null || hosting.value?.gameId === gameId) return null;
  return (
    <button type="button" class="button secondary" onClick={() => openPhones(gameId)}>
      {thost('entry.open')}
    </button>
  );
}

export function PhonesControl() {
  const gameId = heldGame();
  if (gameId === null) return null;
  const host = hosting.value;
  if (host?.gameId !== gameId) {
    return (
      <button type="button" class="button quiet phones-entry" aria-label={thost('entry.open')} onClick={() => openPhones(gameId)}>
        {thost('entry.short')}
      </button>
    );
  }
  const away = host.phones.some((phone) => phone.state === 'away');
  return (
    <>
      <button type="button" class={away ? 'phones-status some-away' : 'phones-status'} onClick={() => openPhones(gameId)}>
        {phonesLine(host.phones)}
      </button>
      <p class="phones-fair" role="status">
        {fairLine(host, currentGame.value!.table.session.handNumber)}
      </p>
      <SeatAsks names={currentGame.value!.table.config.players.map((player) => player.name)} />
    </>
  );
}
