// The book's players, for the new-game form to offer: a name typed as the book has it is the
// same player in the new game (the book links seats by name). The book and the store load on the
// first call, not with the form (the front door re-exports this beside the form's other needs).

/** Every player of the book (merged entries under their player's name), in alphabetical order. */
export async function knownNames(): Promise<string[]> {
  const [{ players }, { roots }] = await Promise.all([import('./load.ts'), import('../../store/index.ts')]);
  const { players: people } = await players().sync();
  const root = roots(people);
  return people
    .filter((p) => root.get(p.id) === p.id)
    .map((p) => p.name)
    .sort((a, b) => a.localeCompare(b));
}
