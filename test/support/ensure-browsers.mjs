// Run by `npm test` (test/support/run-tests.mjs) while the unit tests run, and again by
// test/e2e/global-setup.ts before the browser tests (by then a check of a moment): they need
// Chromium (the Chromium suite and the cross-engine suite), Firefox and WebKit (the cross-engine
// suite) and must never skip one silently. Prints what it found; installs Debian's packages when
// it can (root with apt-get), otherwise stops with the commands to run.
//
//   Chromium  /usr/lib/chromium/chromium-headless-shell,  Debian: chromium-headless-shell
//             or CHROMIUM_PATH
//   Firefox   /usr/bin/firefox-esr                         Debian: firefox-esr
//   WebKit    /usr/bin/WebKitWebDriver (and MiniBrowser)   Debian: webkit2gtk-driver
//             in a virtual display: xvfb-run and xauth     Debian: xvfb, xauth
//             with the pt_BR.UTF-8 locale (WebKitGTK takes its language from it): generated
//             with localedef from Debian's locales package
import { accessSync, constants, existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

// test/e2e/browser.ts, test/engines/firefox.ts and test/engines/webkit.ts use the same paths.
const defaultChromium = '/usr/lib/chromium/chromium-headless-shell';
const chromiumPath = process.env.CHROMIUM_PATH || defaultChromium;
const LOCALE = 'pt_BR.UTF-8';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function hasLocale() {
  try {
    const names = execFileSync('locale', ['-a'], { encoding: 'utf8' }).split('\n');
    return names.some((name) => name.trim().toLowerCase() === 'pt_br.utf8');
  } catch {
    return false;
  }
}

/** What each engine needs: a check, and the Debian package that satisfies it. */
const needs = [
  { what: `Chromium's headless build (${chromiumPath})`, ok: () => isExecutable(chromiumPath), package: process.env.CHROMIUM_PATH ? null : 'chromium-headless-shell' },
  { what: 'Firefox (/usr/bin/firefox-esr)', ok: () => isExecutable('/usr/bin/firefox-esr'), package: 'firefox-esr' },
  { what: 'WebKit (/usr/bin/WebKitWebDriver)', ok: () => isExecutable('/usr/bin/WebKitWebDriver'), package: 'webkit2gtk-driver' },
  { what: 'a virtual display for WebKit (/usr/bin/xvfb-run)', ok: () => isExecutable('/usr/bin/xvfb-run'), package: 'xvfb' },
  { what: 'xauth, which xvfb-run calls (/usr/bin/xauth)', ok: () => isExecutable('/usr/bin/xauth'), package: 'xauth' },
  {
    what: `the ${LOCALE} locale, WebKit's language`,
    ok: hasLocale,
    // localedef needs the locale's source, which Debian's locales package carries.
    package: existsSync('/usr/share/i18n/locales/pt_BR') ? null : 'locales',
    generate: () => execFileSync('localedef', ['-i', 'pt_BR', '-f', 'UTF-8', LOCALE], { stdio: 'inherit' }),
  },
];

function install(missing) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const packages = [...new Set(missing.map((need) => need.package).filter(Boolean))];
  if (packages.length > 0) {
    console.log(`Installing Debian's ${packages.join(', ')} for the browser tests (apt-get)...`);
    execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
  }
  for (const need of missing) {
    if (need.generate && !need.ok()) {
      console.log(`Generating ${LOCALE} (localedef)...`);
      need.generate();
    }
  }
}

function main() {
  if (process.env.CHROMIUM_PATH && !isExecutable(chromiumPath)) {
    console.error(`CHROMIUM_PATH is set to ${chromiumPath}, which is not an executable file. Point it at a Chromium binary or unset it to use ${defaultChromium}.`);
    process.exit(1);
  }
  let missing = needs.filter((need) => !need.ok());
  if (missing.length > 0 && process.getuid?.() === 0 && isExecutable('/usr/bin/apt-get')) {
    install(missing);
    missing = needs.filter((need) => !need.ok());
  }
  if (missing.length === 0) {
    console.log(`Browsers for the tests: Chromium ${chromiumPath}, Firefox /usr/bin/firefox-esr, WebKit /usr/bin/WebKitWebDriver (xvfb-run, ${LOCALE})`);
    return;
  }
  const packages = [...new Set(missing.map((need) => need.package).filter(Boolean))];
  console.error(
    [
      'The browser tests need, and did not find:',
      ...missing.map((need) => `  - ${need.what}`),
      'Install them, then run the tests again (Debian/Ubuntu):',
      ...(packages.length > 0 ? [`  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${packages.join(' ')}`] : []),
      ...(missing.some((need) => need.generate) ? [`  sudo localedef -i pt_BR -f UTF-8 ${LOCALE}`] : []),
      'Chromium may also be another binary: CHROMIUM_PATH=/path/to/chromium npm test',
    ].join('\n'),
  );
  process.exit(1);
}

main();
