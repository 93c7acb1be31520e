// The arrows between src/'s layers run one way: the engine knows nothing above it, the store only
// the engine, the app no screen, the service-worker code (pwa/) nothing of the app or the screens,
// and the shared components (ui/components/) no screen that is built from them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = resolve(import.meta.dirname, '../src');

function* sources(path: string): Generator<string> {
  if (statSync(path).isFile()) {
    if (/\.tsx?$/.test(path)) yield path;
    return;
  }
  for (const entry of readdirSync(path)) yield* sources(join(path, entry));
}

/** Every relative module a file imports (static, type-only, re-exported or dynamic), as a path under src/. */
function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm)].map((m) => m[1]);
  return specifiers.map((specifier) => relative(src, resolve(dirname(file), specifier)));
}

/** `from`'s files that import anything under one of `forbidden` (folders under src/). */
function crossings(from: string, forbidden: readonly string[]): string[] {
  return [...sources(join(src, from))].flatMap((file) =>
    imports(file)
      .filter((target) => forbidden.some((folder) => target === folder || target.startsWith(`${folder}/`)))
      .map((target) => `${relative(src, file)} → ${target}`),
  );
}

describe('the layers of src/', () => {
  it('finds the imports it checks (a file it could not read would pass for one that obeys)', () => {
    expect(imports(join(src, 'main.tsx'))).toEqual(expect.arrayContaining(['ui/app.tsx', 'app/games.ts']));
    expect(crossings('ui', ['app'])).not.toEqual([]);
  });

  it('the engine imports nothing from the store, the app, the screens or the service worker', () => {
    expect(crossings('engine', ['store', 'app', 'ui', 'pwa', 'cli'])).toEqual([]);
  });

  it('the store imports nothing from the app, the screens or the service worker', () => {
    expect(crossings('store', ['app', 'ui', 'pwa', 'cli'])).toEqual([]);
  });

  it('the app imports no screen: it starts and loads games, and the screens move to them (ui/open-table.ts)', () => {
    expect(crossings('app', ['ui', 'pwa'])).toEqual([]);
  });

  it('the service-worker code imports nothing from the app or the screens: the update prompt is a screen component', () => {
    expect(crossings('pwa', ['app', 'ui', 'store'])).toEqual([]);
  });

  it('the shared components import no screen', () => {
    expect(crossings('ui/components', ['ui/screens'])).toEqual([]);
  });
});
