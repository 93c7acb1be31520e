/**
 * `npm run replay -- PATH...`: replays every .phh file under the paths through the engine and
 * checks its finishing stacks. Prints one line per failing file, then `N passed, N failed`;
 * exits with 1 when any file fails (2 when a path does not exist).
 */
import { findPhhFiles, phhPaths, replayFile } from './phh-files.ts';

const paths = phhPaths(process.argv.slice(2), 'npm run replay -- PATH...');

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
