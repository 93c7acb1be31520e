// `npm test`: every test, in one command, with nothing that needs no browser waiting for one.
//
// At once, on the machine's two cores:
//   - the unit and property tests and the screens' component tests (Vitest projects `unit` and
//     `ui`, two workers: the type check and the bundle take half a minute of one core, and then
//     both are theirs), their report on the terminal;
//   - the type check (tsc), then the production bundle for the browser tests (vite build into a
//     private folder), one after the other;
//   - the browsers (test/support/ensure-browsers.mjs: a check, or Debian's packages installed),
//     mostly network and disk.
// Then, once the browsers and the bundle are there: the browser suites (projects `e2e` and
// `engines`, two files at a time), served from that bundle (test/e2e/global-setup.ts reads MESA_E2E_DIST).
//
// Every step runs even when another failed, so one run says everything; the exit code is 1 if
// any failed, and the last lines say which, with each step's time, then every failed test. The reviewer's screenshots are
// not taken here: `npm run shots` (MESA_SHOTS=1) runs the browser suites for them. Arguments go to both Vitest
// runs as filters: `npm test -- test/architecture test/e2e/home.test.ts` runs those files only.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const filters = process.argv.slice(2);
// A filter may match no file of one of the runs, which is no failure.
const vitestArgs = filters.length > 0 ? ['--passWithNoTests', ...filters] : [];
const bin = (path) => join(root, 'node_modules', path);
const node = process.execPath;
// Each Vitest run also writes its results as JSON, so the run's last lines can name every failed
// test: a CI log is often read from its end only.
const reports = mkdtempSync(join(tmpdir(), 'mesa-reports-'));
const reported = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, `${name}.json`)}`];

/** @type {{ name: string; ok: boolean; seconds: number; note?: string }[]} */
const results = [];
const children = new Set();

/**
 * Runs one step. `quiet` steps keep their output and print it in one block when they end, so it
 * does not cut through the unit tests' report; the others write straight to the terminal.
 */
function run(name, args, { quiet = false, env = {} } = {}) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(node, args, { cwd: root, env: { ...process.env, ...env }, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    children.add(child);
    const output = [];
    if (quiet) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    const finish = (ok, note) => {
      children.delete(child);
      const seconds = Math.round((Date.now() - started) / 1000);
      results.push({ name, ok, seconds, ...(note ? { note } : {}) });
      const text = Buffer.concat(output).toString().trimEnd();
      if (quiet && (text || !ok)) console.log(`\n── ${name} (${ok ? 'done' : 'FAILED'}, ${seconds} s) ──\n${text}\n`);
      done(ok);
    };
    child.on('error', (error) => finish(false, error.message));
    child.on('close', (code, signal) => finish(code === 0, signal ? `stopped by ${signal}` : code === 0 ? undefined : `exit ${code}`));
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(130);
  });
}

// The bundle's private folder, so a concurrent `npm start` or another run never serves a half-written
// dist/; or MESA_KEEP_BUNDLE's, kept after the run: CI (.ci/run) keeps it as its production build
// rather than building the same files again.
const kept = process.env.MESA_KEEP_BUNDLE;
const distDir = kept ? resolve(root, kept) : mkdtempSync(join(tmpdir(), 'mesa-e2e-'));
const started = Date.now();

const [browsers, , bundle] = await Promise.all([
  run('browsers (test/support/ensure-browsers.mjs)', [join(root, 'test/support/ensure-browsers.mjs')], { quiet: true }),
  run('unit, property and component tests (vitest --project unit --project ui)', [bin('vitest/vitest.mjs'), 'run', '--project', 'unit', '--project', 'ui', '--maxWorkers=2', ...reported('unit'), ...vitestArgs]),
  (async () => {
    await run('type check (tsc --noEmit)', [bin('typescript/bin/tsc'), '--noEmit'], { quiet: true });
    return run('production bundle for the browser tests (vite build)', [bin('vite/bin/vite.js'), 'build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'], { quiet: true });
  })(),
]);

if (browsers && bundle) {
  // Two files at a time (Vitest's default leaves one core free), the longest first
  // (test/support/long-first.ts): a browser test keeps about one and a half cores busy between its
  // browser and its driver, so a third file at a time only slows every file down (tried: the same
  // total, and the five-browser test failing its waits).
  await run('browser tests (vitest --project e2e --project engines)', [bin('vitest/vitest.mjs'), 'run', '--project', 'e2e', '--project', 'engines', '--maxWorkers=2', ...reported('browser'), ...vitestArgs], {
    env: { MESA_E2E_DIST: distDir },
  });
} else {
  results.push({ name: 'browser tests (vitest --project e2e --project engines)', ok: false, seconds: 0, note: `not run: ${browsers ? '' : 'no browsers'}${!browsers && !bundle ? ', ' : ''}${bundle ? '' : 'no bundle'}` });
}
if (!kept) rmSync(distDir, { recursive: true, force: true });

/** The failed tests of one run's JSON report (a file that failed to load counts as one), each with its message's first lines. */
function failures(name) {
  const path = join(reports, `${name}.json`);
  if (!existsSync(path)) return [];
  const plain = (text) => String(text).replace(/\u001b\[[0-9;]*m/g, '').split('\n').filter((line) => line.trim()).slice(0, 4).map((line) => `      ${line.trim()}`).join('\n');
  return JSON.parse(readFileSync(path, 'utf8')).testResults.flatMap((file) => {
    const where = file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name;
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    if (failed.length === 0) return file.status === 'failed' ? [`    ${where}\n${plain(file.message)}`] : [];
    return failed.map((test) => `    ${where} > ${test.fullName}\n${plain(test.failureMessages.join('\n'))}`);
  });
}
const failed = ['unit', 'browser'].flatMap(failures);
rmSync(reports, { recursive: true, force: true });
const total = Math.round((Date.now() - started) / 1000);
console.log(`\nnpm test, ${Math.floor(total / 60)} min ${total % 60} s:`);
for (const { name, ok, seconds, note } of results) console.log(`  ${ok ? 'ok    ' : 'FAILED'}  ${String(seconds).padStart(4)} s  ${name}${note ? ` (${note})` : ''}`);
if (failed.length > 0) console.log(`\nFailed tests (${failed.length}):\n${failed.join('\n')}`);
process.exitCode = results.every((result) => result.ok) ? 0 : 1;
