import { defineConfig } from 'vitest/config';
import { VitePWA } from 'vite-plugin-pwa';
import { contentPolicy } from './src/pwa/content-policy.ts';
import LongFirst from './test/support/long-first.ts';

// The page's light background (src/ui/styles.css --bg); index.html's theme-color matches it too,
// so the installed app's splash and status bar blend with the first screen.
const background = '#f5f3ee';

export default defineConfig({
  // Relative paths everywhere in the build (assets, icons, manifest, service worker), so the one
  // dist/ works at a domain's root and under any sub-path (a GitHub Pages project site is served
  // under /<repository>/). Vite's dev server still serves at '/'.
  base: './',
  // Preact's automatic JSX runtime through Vite's own transformer (Oxc): no preset plugin needed.
  oxc: {
    jsx: { runtime: 'automatic', importSource: 'preact' },
  },
  build: {
    rolldownOptions: {
      // The engine is pure (no module of it does anything when loaded but define), so a screen that
      // takes one small rule through src/engine/index.ts (the home screen: the name and date rules,
      // G17, G18) does not load the rest of the engine with it. So is the app's (src/app/): its
      // front door, src/app/index.ts, re-exports the table's runner, the store's backups and the
      // network beside the home screen's signals, and each loads only where a screen uses it (a
      // module that is used keeps what it does when loaded: network-host.ts's watch of the game).
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]src[\\/](engine|app)[\\/]/.test(id) },
      output: { codeSplitting: { groups: [{ name: 'engine-words', test: /[\\/]src[\\/]engine[\\/](names|limits|currency)\.ts$/ }] } },
    },
  },
  plugins: [
    contentPolicy(),
    VitePWA({
      registerType: 'prompt',
      // src/pwa/update.ts registers through `virtual:pwa-register`; nothing is injected into the HTML.
      injectRegister: false,
      // The icons are already matched by globPatterns; listing them twice would precache them twice.
      includeManifestIcons: false,
      workbox: {
        // Everything the app needs to start and play with no network (the plugin adds the manifest).
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        // A first-visit page is claimed at once, so a later update can take it over (the
        // prompt's reload waits for that change of controller). The new version still waits
        // for the user's tap: no skipWaiting.
        clientsClaim: true,
      },
      manifest: {
        // Relative to the manifest's own address, so the installed app opens, and is named by, the
        // folder it was installed from, not the domain's root (another app may live there).
        id: './',
        name: 'Mesa',
        short_name: 'Mesa',
        description: 'Pôquer para a mesa de casa · Poker for the home game',
        lang: 'pt-BR',
        start_url: './',
        scope: './',
        display: 'standalone',
        orientation: 'portrait',
        background_color: background,
        theme_color: background,
        categories: ['games'],
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
  ],
  test: {
    // The browser tests' longest files start first (test/support/long-first.ts says why).
    sequence: { sequencer: LongFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: ['test/e2e/**', 'test/engines/**', 'test/screens/**', 'node_modules/**'],
          environment: 'node',
          // Property tests play thousands of hands: a loaded two-core machine stretched one from
          // 10 s to 84 s with nothing wrong (four other test runs beside it). The limit is for a
          // test that hangs, not one that is slow.
          testTimeout: 300_000,
          // Worker threads, and the files of a worker sharing its modules: the engine is loaded
          // once a worker rather than once a file. The files that change globals or need a module
          // anew stub and reset them themselves (vi.stubGlobal, vi.resetModules, fake-indexeddb's
          // own factory per harness). Measured here: 241 CPU-seconds for the project in forks,
          // isolated; 194 in threads; 130-146 in threads not isolated, and it passed in three
          // shuffled orders of its files (--sequence.shuffle.files), one of them on a single worker.
          pool: 'threads',
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          // The screens in a DOM emulator: the real app over its runner and a fake IndexedDB
          // (test/screens/support), seconds a file instead of a browser's start and page load.
          name: 'ui',
          include: ['test/screens/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['test/screens/support/setup.ts'],
          // Every openApp loads the app's modules anew (support/app.tsx), so a file shares nothing
          // with the one before it: isolating files as well only builds the environment and the
          // setup again for each (measured here: 119 s for the project isolated, 51 s not).
          isolate: false,
          // A test waits for what it expects (up to 15 s a wait, setup.ts), never for a time: a
          // loaded machine only makes it slower, so the limit, for a test that hangs, is generous.
          testTimeout: 180_000,
          hookTimeout: 30_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          // Builds the production bundle once and serves it; tests get its address via inject('baseURL').
          globalSetup: ['test/e2e/global-setup.ts'],
          // After the unit tests (on two cores, Chromium beside the heavy property tests made
          // both slow enough to time out), two files at a time: a browser test mostly waits.
          sequence: { groupOrder: 1 },
          // A worker's files share the modules they import (the engine, the drivers): no support
          // module keeps a browser or a page between files, each file starts and closes its own.
          // Measured here: the crash files, offline, update and the bundle's, 265 CPU-seconds
          // isolated, 243 not.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'engines',
          include: ['test/engines/**/*.test.ts'],
          environment: 'node',
          // The key journeys in Chromium, Firefox and WebKit, one file an engine, beside the
          // Chromium suite's files and on the same build (the setup builds and serves it once for
          // both projects).
          globalSetup: ['test/e2e/global-setup.ts'],
          sequence: { groupOrder: 1 },
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
