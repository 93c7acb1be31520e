// Run by `npm test` before anything else: the browser tests need a real Chromium and must never
// be skipped silently. Prints the path it found; installs Debian's package when it can (root),
// otherwise stops with the command to run.
import { accessSync, constants } from 'node:fs';
import { execFileSync } from 'node:child_process';

// test/e2e/browser.ts resolves the same path: CHROMIUM_PATH, else Debian's.
const defaultChromium = '/usr/bin/chromium';

function chromiumPath() {
  return process.env.CHROMIUM_PATH || defaultChromium;
}

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function install() {
  console.log('Chromium is missing: installing Debian\'s package (apt-get install chromium)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
}

function main() {
  const path = chromiumPath();
  if (isExecutable(path)) {
    console.log(`Chromium for the browser tests: ${path}`);
    return;
  }
  if (process.env.CHROMIUM_PATH) {
    console.error(`CHROMIUM_PATH is set to ${path}, which is not an executable file. Point it at a Chromium binary or unset it to use ${defaultChromium}.`);
    process.exit(1);
  }
  if (process.getuid?.() === 0 && isExecutable('/usr/bin/apt-get')) {
    install();
    if (isExecutable(path)) {
      console.log(`Chromium for the browser tests: ${path}`);
      return;
    }
  }
  console.error(
    [
      `The browser tests need Chromium at ${defaultChromium} and it is not there.`,
      'Install it, then run the tests again:',
      '  sudo apt-get update && sudo apt-get install -y chromium    (Debian/Ubuntu)',
      'or set CHROMIUM_PATH to an existing Chromium or Chrome binary:',
      '  CHROMIUM_PATH=/path/to/chromium npm test',
    ].join('\n'),
  );
  process.exit(1);
}

main();
