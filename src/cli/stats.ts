/**
 * `npm run stats -- PATH... [--json]`: each player's numbers (RULES.md V1–V10) over the hands of
 * the .phh files under the paths, counted by the engine's handNumbers, as the players' book counts
 * them. `--json` prints one object, per player name (PHH `players`, else p1, p2…) the counts
 * `{hands, vpip, pfr, threeBet: {chances, made}, sawFlop, showdown, wonAtShowdown,
 * postflopAggressive, postflopCalls}`; without it, one line per player with the shares. A file
 * that cannot be read or replayed is named on one line of stderr and left out; the others are
 * counted, and the command then exits with 1 (2 when a path does not exist).
 */
import { handNumbers, NO_NUMBERS, numberShares, sumNumbers, type PlayerNumbers } from '../engine/index.ts';
import { findPhhFiles, phhPaths, replayedFile } from './phh-files.ts';

const json = process.argv.includes('--json');
const paths = phhPaths(process.argv.slice(2).filter((arg) => arg !== '--json'), 'npm run stats -- PATH... [--json]');

const players = new Map<string, PlayerNumbers>();
let refused = 0;
for (const file of findPhhFiles(paths)) {
  const replayed = replayedFile(file);
  if (typeof replayed === 'string') {
    refused++;
    console.error(`${file}: refused: ${replayed}`);
    continue;
  }
  const numbers = handNumbers(replayed);
  replayed.config.seats.forEach(({ name }, seat) => players.set(name, sumNumbers([players.get(name) ?? NO_NUMBERS, numbers[seat]])));
}

const names = [...players.keys()].sort((a, b) => a.localeCompare(b));
if (json) {
  const counts = ({ of: _, ...rest }: PlayerNumbers) => rest;
  console.log(JSON.stringify(Object.fromEntries(names.map((name) => [name, counts(players.get(name)!)]))));
} else {
  const percent = ({ count, of }: { count: number; of: number }) => (of === 0 ? '—' : `${Math.round((100 * count) / of)}%`);
  for (const name of names) {
    const n = players.get(name)!;
    const shares = Object.entries(numberShares(n)).map(([key, share]) => `${key} ${percent(share)}`);
    console.log(`${name}: ${n.hands} ${n.hands === 1 ? 'hand' : 'hands'}, ${shares.join(', ')}`);
  }
}
process.exitCode = refused > 0 ? 1 : 0;
