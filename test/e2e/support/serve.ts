// A production build served by `vite preview` on a free localhost port, owned by one test file so
// it can build its own versions or take the server down ("the network is gone").
import { readFileSync } from 'node:fs';
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
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false },
    plugins: [axeServed()],
  });
  const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!url) throw new Error('vite preview did not report its address');
  return { url, close: () => server.close() };
}

/**
 * Builds the app into `outDir`; `version` adds one statement to the entry script (a comment would
 * be minified away), which changes its hash and so the service worker's precache list.
 * Returns the entry script's path, which names the version a page runs.
 */
export async function buildVersion(outDir: string, version: number): Promise<string> {
  await build({
    root,
    logLevel: 'warn',
    mode: 'production',
    build: { outDir, emptyOutDir: true },
    plugins: [
      {
        name: 'mesa-test-version',
        transform: (code, id) => (id.endsWith('/src/main.tsx') ? `${code}\nglobalThis.mesaTestVersion = ${version};` : null),
      },
    ],
  });
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(readFileSync(join(outDir, 'index.html'), 'utf8'));
  if (!entry?.[1]) throw new Error('built index.html has no entry script');
  return entry[1];
}
