// Once per e2e run: make sure Chromium is there (or fail loudly), build the production bundle
// into a private folder, and serve it with `vite preview` on a free localhost port.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, preview } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Address of the served production build, e.g. http://127.0.0.1:41234 */
    baseURL: string;
    /** Folder holding that build, for checks on the built files (sizes, precache list). */
    distDir: string;
  }
}

const root = resolve(import.meta.dirname, '../..');

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  execFileSync(process.execPath, [join(root, 'test/support/ensure-chromium.mjs')], { stdio: 'inherit' });

  // A private folder, so a concurrent `npm start` or another test run never serves a half-written dist/.
  const distDir = mkdtempSync(join(tmpdir(), 'mesa-e2e-'));
  const buildOptions = { outDir: distDir, emptyOutDir: true };
  await build({ root, logLevel: 'warn', mode: 'production', build: buildOptions });
  const server = await preview({
    root,
    logLevel: 'warn',
    build: buildOptions,
    preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false },
  });
  const baseURL = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!baseURL) throw new Error('vite preview did not report its address');

  project.provide('baseURL', baseURL);
  project.provide('distDir', distDir);

  return async () => {
    await server.close();
    rmSync(distDir, { recursive: true, force: true });
  };
}
