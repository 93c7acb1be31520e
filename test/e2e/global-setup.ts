// Once per test run: make sure the browsers are there (or fail loudly), build the production
// bundle into a private folder, and serve it with `vite preview` on a free localhost port. The
// Chromium suite (e2e) and the cross-engine suite (engines) both list this file; Vitest runs it
// once per project in the same process, so the first call builds and serves, both share that,
// and the last teardown closes it. Under `npm test` (test/support/run-tests.mjs) the browsers
// and the bundle were made while the unit tests ran: MESA_E2E_DIST names that bundle's folder,
// and only the check of the browsers (a moment) is left to do here.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { root, serve } from './support/serve.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Address of the served production build, e.g. http://127.0.0.1:41234 */
    baseURL: string;
    /** Folder holding that build, for checks on the built files (sizes, precache list) and servers of a test's own. */
    distDir: string;
  }
}


interface Served {
  readonly baseURL: string;
  readonly distDir: string;
  close(): Promise<void>;
}

async function buildAndServe(): Promise<Served> {
  execFileSync(process.execPath, [join(root, 'test/support/ensure-browsers.mjs')], { stdio: 'inherit' });
  const prebuilt = process.env.MESA_E2E_DIST;
  if (prebuilt && !existsSync(join(prebuilt, 'index.html'))) throw new Error(`MESA_E2E_DIST is ${prebuilt}, which holds no built index.html`);
  // A private folder, so a concurrent `npm start` or another test run never serves a half-written dist/.
  const distDir = prebuilt || mkdtempSync(join(tmpdir(), 'mesa-e2e-'));
  if (!prebuilt) await build({ root, logLevel: 'warn', mode: 'production', build: { outDir: distDir, emptyOutDir: true } });
  const server = await serve(distDir);
  return {
    baseURL: server.url,
    distDir,
    async close() {
      await server.close();
      // A bundle given by MESA_E2E_DIST belongs to whoever built it.
      if (!prebuilt) rmSync(distDir, { recursive: true, force: true });
    },
  };
}

// Each project imports its own copy of this module: the shared build lives on globalThis.
const shared = globalThis as { mesaE2eBuild?: { users: number; served: Promise<Served> } };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  shared.mesaE2eBuild ??= { users: 0, served: buildAndServe() };
  const build = shared.mesaE2eBuild;
  build.users += 1;
  const { baseURL, distDir } = await build.served;
  project.provide('baseURL', baseURL);
  project.provide('distDir', distDir);

  return async () => {
    build.users -= 1;
    if (build.users > 0) return;
    delete shared.mesaE2eBuild;
    await (await build.served).close();
  };
}
