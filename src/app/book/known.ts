// The book's players, for the new-game form to offer: a name typed as the book has it is the
// same player in the new game (the book links seats by name).
import { roots } from '../../store/index.ts';
import { players } from './load.ts';

/** Every player of the book (merged entries under their player's name), in alphabetical order. */
export async function knownNames(): Promise<string[]> {
  const { players: people } = await players().sync();
  const root = roots(people);
  return people
    .filter((p) => root.get(p.id) === p.id)
    .map((p) => p.name)
    .sort((a, b) => a.localeCompare(b));
}
