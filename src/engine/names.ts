/**
 * A player's name at a table: what the setup checks for every seat and a late entry (T19) checks
 * for a newcomer, so both say no to the same names.
 *
 *   nameProblem(' Zé ', ['Ana', 'Bia'])   // null: "Zé" can sit down
 *   nameProblem('ana', ['Ana', 'Bia'])    // 'duplicateName': names are compared as people read them
 */

export const MAX_NAME_LENGTH = 20;

export type NameProblem = 'emptyName' | 'nameTooLong' | 'duplicateName';

/** Names as people read them: "ana" and "Ana " are the same player. */
const sameName = (a: string, b: string): boolean => a.trim().normalize('NFC').toLocaleLowerCase() === b.trim().normalize('NFC').toLocaleLowerCase();

/** Why `raw` (trimmed) cannot be a new player's name beside `taken`, or null. */
export function nameProblem(raw: string, taken: readonly string[]): NameProblem | null {
  const name = raw.trim();
  if (name === '') return 'emptyName';
  if ([...name].length > MAX_NAME_LENGTH) return 'nameTooLong';
  if (taken.some((other) => sameName(other, name))) return 'duplicateName';
  return null;
}
