/**
 * `npm run replay -- PATH...`: replays every .phh file under the paths through the engine and
 * checks its finishing stacks. Prints one line per failing file, then `N passed, N failed`;
 * exits with 1 when any file fails (2 when a path does not exist).
 */
import { existsSync } from 'node:fs';
import { findPhhFiles, replayFile } from './phh-files.ts';

const paths = process.argv.slice(2);
if (paths.length === 0) {
  console.error('usage: npm run replay -- PATH...  (.phh files or folders)');
  process.exit(2);
}
const missing = paths.filter((p) => !existsSync(p));
if (missing.length > 0) {
  for (const p of missing) console.error(`${p}: no such file or folder`);
  process.exit(2);
}

let passed = 0;
let failed = 0;
for (const file of findPhhFiles(paths)) {
  const failure = replayFile(file);
  if (failure === null) {
    passed++;
  } else {
    failed++;
    console.log(`${file}: ${failure}`);
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
