// Deleting a game is a soft delete (the store keeps it until a later purge), so the snackbar's
// "Undo" is a restore. One deletion is offered for undo at a time: the newest.
import { signal } from '@preact/signals';
import { removeGame, restoreGame } from '../../app/index.ts';

export interface Deleted {
  readonly id: string;
  readonly profile: string;
}

/** How long "Undo" stays on screen. */
export const UNDO_MS = 8000;

export const lastDeleted = signal<Deleted | null>(null);

let timer: ReturnType<typeof setTimeout> | undefined;

export async function deleteGame(game: Deleted): Promise<void> {
  await removeGame(game.id);
  clearTimeout(timer);
  lastDeleted.value = game;
  timer = setTimeout(() => {
    if (lastDeleted.value?.id === game.id) lastDeleted.value = null;
  }, UNDO_MS);
}

export async function undoDelete(): Promise<string | null> {
  const game = lastDeleted.value;
  if (!game) return null;
  clearTimeout(timer);
  lastDeleted.value = null;
  await restoreGame(game.id);
  return game.id;
}

export function dismissUndo(): void {
  clearTimeout(timer);
  lastDeleted.value = null;
}
