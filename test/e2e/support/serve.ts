// A production build served by `vite preview` on a free localhost port, owned by one test file so
// it can publish a version of its own or take the server down ("the network is gone").
import { cpSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, preview, type PreviewServer } from 'vite';
import { axeServed } from './axe.ts';

export const root = resolve(import.meta.dirname, '../../..');

export interface Served {
  readonly url: string;
  close(): Promise<void>;
}

export async function serve(outDir: string): Promise<Served> {
  const server: PreviewServer = await preview({
    root,
    // A built folder needs none of vite.config.ts (its plugins shape the build): not loading it
    // makes a server an eighth of the CPU (0.22 s → 0.03 s here), and the journeys start 27 (nine an engine).
    configFile: false,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false },
    plugins: [axeServed()],
  });
  const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!url) throw new Error('vite preview did not report its address');
  return { url, close: () => server.close() };
}

/** The entry script's path in a build's index.html: it names the version a page runs. */
function entryScript(outDir: string): string {
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(readFileSync(join(outDir, 'index.html'), 'utf8'));
  if (!entry?.[1]) throw new Error('built index.html has no entry script');
  return entry[1];
}

/** The suite's bundle (`inject('distDir')`) copied into `outDir`, as the version a phone already has; returns its entry script. */
export function publishedVersion(distDir: string, outDir: string): string {
  cpSync(distDir, outDir, { recursive: true });
  return entryScript(outDir);
}

/**
 * Builds the app into `outDir` as the next version: one statement more in the entry script (a
 * comment would be minified away), which changes its hash and so the service worker's precache
 * list. Returns the entry script's path.
 */
export async function nextVersion(outDir: string): Promise<string> {
  await build({
    root,
    logLevel: 'warn',
    mode: 'production',
    build: { outDir, emptyOutDir: true },
    plugins: [
      {
        name: 'mesa-test-version',
        transform: (code, id) => (id.endsWith('/src/main.tsx') ? `${code}\nglobalThis.mesaTestVersion = 2;` : null),
      },
    ],
  });
  return entryScript(outDir);
}
