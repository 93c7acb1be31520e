// The key journeys in Chromium, Firefox and WebKit (issue 13), against the production build, each
// on an origin of its own (its own server: fresh storage, service worker and locks):
//   1. first visit, a new hold'em game with the defaults, turns played through the privacy cover;
//   2. a reload mid-hand brings back the same seat and state from IndexedDB;
//   3. the service worker controls the page after a reload (and offers no update on a first visit);
//      offline, a reload and a lazily loaded screen come from its cache;
//   4. Web Locks: a second tab is told another tab holds the game, and can take it over;
//   5. a chip-ledger hand with a side pot, then the backup exported and imported on another phone;
//   6. the built page's Content Security Policy is in force (every journey runs under it: the
//      service worker, IndexedDB and the lazy screens keep working), and a normal visit breaks none of it;
//   7. the host's link (issue 22) opens the join screen, which answers where the engine has WebRTC
//      and says plainly that it cannot join where it has none;
// and the privacy cover up before pagehide and visibilitychange are over (the app switcher).
// Written once against the adapter in tab.ts; an engine that cannot start fails here, never skips.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signalCode } from '../../src/net/signal-code.ts';
import type { Seat, SessionConfig, SessionState } from '../../src/engine/index.ts';
import { databaseReady, dealtGame, hiddenCards, writeGame, type SeededGame } from '../e2e/play-table.ts';
import { serve, type Served } from '../e2e/support/serve.ts';
import { launchChromium } from './chromium.ts';
import { launchFirefox } from './firefox.ts';
import { CONTENT_POLICY } from '../../src/pwa/content-policy.ts';
import { catchSavedFile, chooseFile, hideAndRead, openGameId, policyBreaches, smuggleScript, watchPolicy, pageText, savedFile, showAgain, shownCards, stored, storedPast, type StoredGame } from './mesa.ts';
import type { EngineBrowser, EngineName, Tab } from './tab.ts';
import { launchWebKit } from './webkit.ts';

const distDir = inject('distDir');

const ENGINES: Record<EngineName, () => Promise<EngineBrowser>> = {
  chromium: launchChromium,
  firefox: launchFirefox,
  webkit: launchWebKit,
};

// Dealer Duda: Ana small blind, Bia big blind, Caio first to act (H3).
const fourPlayers: SessionConfig = {
  profile: 'holdem',
  players: ['Ana', 'Bia', 'Caio', 'Duda'].map((name) => ({ name, stack: 200 })),
  firstDealer: 3,
  options: { smallBlind: 1, bigBlind: 2 },
};

const seatToAct = (state: SessionState): Seat => {
  const pending = state.hand?.pending;
  if (!pending || !('seat' in pending)) throw new Error(`no seat to act: ${JSON.stringify(pending)}`);
  return pending.seat;
};

/** The cards only `seat` may see: its own closed cards. */
const ownCards = (state: SessionState, seat: Seat) => {
  const fromSeat = new Set(hiddenCards(state, seat).map((card) => card.face));
  return hiddenCards(state, null).filter((card) => !fromSeat.has(card.face));
};

/** Registers the journeys in one engine: test/engines/journeys-ENGINE.test.ts, one file an engine, so the three run beside the other browser tests. */
export function journeys(engine: EngineName): void {
  describe(engine, () => {
    let browser: EngineBrowser;
    beforeAll(async () => {
      browser = await ENGINES[engine]();
    });
    afterAll(async () => {
      await browser?.close();
    });

    /** Runs `journey` with servers of its own (a fresh origin each) and closes its tabs and servers after. */
    function journey(name: string, body: (open: (app: Served) => Promise<Tab>, serveApp: () => Promise<Served>) => Promise<void>): void {
      it(name, async () => {
        const tabs: Tab[] = [];
        const apps: Served[] = [];
        const serveApp = async () => {
          const app = await serve(distDir);
          apps.push(app);
          return app;
        };
        const open = async (app: Served) => {
          const tab = await browser.newTab();
          tabs.push(tab);
          await tab.goto(app.url);
          return tab;
        };
        try {
          await body(open, serveApp);
        } finally {
          for (const tab of tabs.reverse()) await tab.close().catch(() => {});
          for (const app of apps) await app.close().catch(() => {});
        }
      });
    }

    /** A game written into the tab's storage before the app opens it; the reload reopens it. */
    async function seeded(tab: Tab, game: SeededGame): Promise<StoredGame> {
      await tab.until('the app has not created its database', databaseReady, null);
      await tab.evaluate(writeGame, game);
      await tab.reload();
      return stored(tab, game.id, game.config);
    }

    /** Behind the cover nothing of anyone's cards is in the page. */
    async function expectCovered(tab: Tab, game: StoredGame): Promise<void> {
      const name = game.config.players[seatToAct(game.state)].name;
      await tab.heading(`Passe para ${name}`);
      expect(shownCards(await tab.evaluate(pageText, null), hiddenCards(game.state, null))).toEqual([]);
    }

    /** The seat to act takes the phone: its own cards show, and nobody else's. */
    async function reveal(tab: Tab, game: StoredGame): Promise<void> {
      const seat = seatToAct(game.state);
      const name = game.config.players[seat].name;
      await tab.click(`Sou ${name}: ver minhas cartas`);
      await tab.heading(`Vez de ${name}`);
      const page = await tab.evaluate(pageText, null);
      const own = ownCards(game.state, seat);
      expect(own.length).toBeGreaterThan(0);
      expect(shownCards(page, own)).toEqual(own.map((card) => card.face));
      expect(shownCards(page, hiddenCards(game.state, seat))).toEqual([]);
    }

    /** The seat to act makes the cautious move (check, else call) and the tap is stored. */
    async function passiveMove(tab: Tab, game: StoredGame): Promise<StoredGame> {
      await tab.click((await tab.hasButton('Mesa')) ? 'Mesa' : /^Pagar \S+$/);
      return storedPast(tab, game, game.log.length);
    }

    journey('1. first visit: a new hold’em game with the defaults, played through the privacy cover', async (open, serveApp) => {
      const tab = await open(await serveApp());
      await tab.click('Novo jogo');
      await tab.click(/^Texas Hold'em/);
      await tab.heading("Texas Hold'em");
      await tab.screenshot('setup-holdem');
      await tab.click('Começar o jogo');
      await tab.heading(/^Passe para /);
      const id = await tab.until('the table shows no game', openGameId, null);
      let game = await stored(tab, id);
      expect(game.log.map((action) => action.type)).toEqual(['startHand', 'shuffle']);
      for (let turn = 0; turn < 3; turn++) {
        await expectCovered(tab, game);
        if (turn === 0) await tab.screenshot('cover');
        await reveal(tab, game);
        if (turn === 0) await tab.screenshot('seat-turn');
        game = await passiveMove(tab, game);
      }
      await expectCovered(tab, game);
    });

    journey('2. a reload mid-hand brings back the same seat and state from IndexedDB, cover up', async (open, serveApp) => {
      const tab = await open(await serveApp());
      await tab.heading('Mesa');
      await tab.screenshot('home');
      let game = await seeded(tab, dealtGame('engines-reload', fourPlayers, 20));
      await expectCovered(tab, game);
      await reveal(tab, game);
      game = await passiveMove(tab, game);
      await expectCovered(tab, game);
      await reveal(tab, game);
      await tab.reload();
      await expectCovered(tab, game);
      expect((await stored(tab, game.id, game.config)).log).toEqual(game.log);
      await reveal(tab, game);
      expect(await tab.hasButton(/^Pagar \S+$/)).toBe(true);
    });

    /** The page's service worker registration, each worker's state. */
    async function workerStates(): Promise<string> {
      const registration = await navigator.serviceWorker.getRegistration();
      if (!registration) return 'none';
      const { installing, waiting, active } = registration;
      return JSON.stringify({ installing: installing?.state ?? null, waiting: waiting?.state ?? null, active: active?.state ?? null });
    }

    journey('3. the service worker takes charge of a page reloaded during its install (no “new version” offered); offline, a reload and a lazy screen come from its cache', async (open, serveApp) => {
      const app = await serveApp();
      const tab = await open(app);
      await tab.heading('Mesa');
      // Reloaded at once, while the first worker installs: it takes charge, and no "new version" is offered.
      await tab.until('the app has not opened its database', databaseReady, null);
      // WebKitGTK leaves that first worker "installing" for good when the page reloads in the middle
      // of its install: measured on 2 December 2026, 5 runs in 11 (a 60 s wait did not help; the
      // precache had grown to 65 files, which makes the window wider). Until that is understood, the
      // WebKit run reloads once the worker is active, so its reload, offline start and lazy screen are
      // still checked; Chromium and Firefox keep the reload in the middle of the install.
      if (tab.engine === 'webkit') {
        await tab.until('the first service worker is not active', async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated', null);
      }
      await tab.reload();
      // WebKit failed here in 2 runs of 13 (this session, cause unknown): the failure says where the worker was.
      await tab
        .until('the reloaded page is not controlled by the service worker', () => navigator.serviceWorker.controller !== null, null)
        .catch(async (error: unknown) => {
          throw new Error(`${String(error)}; the registration: ${await tab.evaluate(workerStates, null)}`);
        });
      await tab.until(
        'a service worker is still installing or waiting',
        async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.active?.state === 'activated' && !registration.installing && !registration.waiting;
        },
        null,
      );
      await tab.heading('Mesa');
      expect(await tab.evaluate(() => (document.body.textContent ?? '').includes('Nova versão pronta'), null)).toBe(false);
      // The network is gone: nothing answers on the app's address any more.
      await app.close();
      await tab.reload();
      await tab.heading('Mesa');
      expect(await tab.evaluate(() => navigator.serviceWorker.controller !== null, null)).toBe(true);
      await tab.click('Configurações'); // a screen of its own chunk, never loaded before
      await tab.heading('Configurações');
      await tab.screenshot('offline-settings');
      await tab.click('Voltar');
      await tab.click('Jogos anteriores');
      await tab.heading('Jogos anteriores');
      await tab.text('Nenhum jogo');
    });

    journey('4. Web Locks: a second tab is told another tab holds the game, shows nothing of it, and can take it over', async (open, serveApp) => {
      const app = await serveApp();
      const first = await open(app);
      const game = await seeded(first, dealtGame('engines-locks', fourPlayers, 21));
      await expectCovered(first, game);
      // The single-writer rule rests on the engine's own Web Locks, not on the app's IndexedDB lease.
      expect(await first.evaluate(() => typeof navigator.locks?.request === 'function', null)).toBe(true);
      const second = await open(app);
      await second.heading('Este jogo está aberto em outra aba');
      expect(shownCards(await second.evaluate(pageText, null), hiddenCards(game.state, null))).toEqual([]);
      await second.screenshot('second-tab');
      await second.click('Jogar nesta aba');
      await expectCovered(second, game);
      await first.heading('Outra aba assumiu este jogo');
    });

    journey('5. a chip-ledger hand with a side pot; the backup exported, then imported on another phone', async (open, serveApp) => {
      const tab = await open(await serveApp());
      const ledger: SessionConfig = {
        profile: 'holdem',
        players: [
          { name: 'Ana', stack: 50 },
          { name: 'Bia', stack: 100 },
          { name: 'Caio', stack: 100 },
        ],
        firstDealer: 0,
        dealing: 'ledger',
        options: { smallBlind: 1, bigBlind: 2 },
      };
      let game = await seeded(tab, { id: 'engines-ledger', config: ledger, log: [{ type: 'startHand', at: Date.now() }] });
      // Real cards: no cover. Ana (the button, first with three players) goes all in for 50.
      const move = async (name: string, ...taps: string[]) => {
        await tab.heading(`Vez de ${name}`);
        for (const label of taps) await tab.click(label);
        game = await storedPast(tab, game, game.log.length);
      };
      await move('Ana', 'All-in', 'Aumentar para 50', 'Confirmar');
      await move('Bia', 'Pagar 49');
      await move('Caio', 'All-in', 'Aumentar para 100', 'Confirmar');
      await move('Bia', 'Pagar 50', 'Confirmar');
      // The side pot (Bia and Caio's last 50 each) is named first, then the main pot.
      await tab.heading('Quem ganhou?');
      await tab.screenshot('ledger-award');
      await tab.click('Caio', '.award');
      await tab.click('Pote para Caio');
      game = await storedPast(tab, game, game.log.length);
      await tab.click('Ana', '.award');
      await tab.click('Pote para Ana');
      await tab.heading('Resultado da mão 1');
      expect(await tab.evaluate(() => (document.body.textContent ?? '').includes('Nova versão pronta'), null)).toBe(false);
      game = await stored(tab, game.id, ledger);
      const [record] = game.state.history;
      expect(record.after).toEqual([150, 0, 100]);
      await tab.screenshot('ledger-result');

      // The backup, as a file: every game of this phone.
      await tab.click('Início');
      await tab.click('Jogos anteriores');
      await tab.heading('Jogos anteriores');
      await tab.evaluate(catchSavedFile, null);
      await tab.click('Exportar todos');
      await tab.text('Backup salvo nos downloads.');
      const file = await tab.until('no backup file was saved', savedFile, null);
      expect(file.name).toMatch(/^mesa-backup-\d{4}-\d{2}-\d{2}\.json$/);

      // Another phone: the file comes in whole, and the game reads back the same.
      const other = await open(await serveApp());
      await other.click('Jogos anteriores');
      await other.heading('Jogos anteriores');
      await other.until('the page has no file input', chooseFile, file);
      await other.text('Jogos importados: 1. Pulados: 0.');
      const imported = await stored(other, game.id);
      expect(imported.log).toEqual(game.log);
      expect(imported.state.history[0].after).toEqual([150, 0, 100]);
      await other.screenshot('imported');
    });

    journey('6. the Content Security Policy: no inline script and no other origin, and a visit to the table and the settings breaks none of it', async (open, serveApp) => {
      const tab = await open(await serveApp());
      await tab.heading('Mesa');
      const policy = await tab.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? null, null);
      expect(policy).toBe(CONTENT_POLICY);
      await tab.evaluate(watchPolicy, null);
      // What a hostile file would try: a script of its own, and a picture that sends what it read away.
      expect(await tab.evaluate(smuggleScript, null)).toBe(false);
      await tab.until('the smuggled script and picture were not refused', () => ((window as unknown as { policyBreaches?: unknown[] }).policyBreaches?.length ?? 0) >= 2, null);
      await tab.click('Novo jogo');
      await tab.click(/^Texas Hold'em/);
      await tab.click('Começar o jogo');
      await tab.heading(/^Passe para /);
      await tab.click(/^Sou .*: ver minhas cartas$/);
      await tab.heading(/^Vez de /);
      await tab.click('Início');
      await tab.click('Configurações');
      await tab.heading('Configurações');
      const breaches = await tab.evaluate(policyBreaches, null);
      expect(breaches.map((breach) => breach.directive).sort()).toEqual(['img-src', 'script-src-elem']);
    });

    journey('7. the host’s link opens the join screen: with WebRTC the phone shows its own code for the host, without it (WebKitGTK) it says it cannot join', async (open, serveApp) => {
      const app = await serveApp();
      const offer = await signalCode('offer', readFileSync(resolve(import.meta.dirname, '../fixtures/sdp/chromium-to-chromium.offer.sdp'), 'utf8'), `${app.url}/`);
      const tab = await open(app);
      await tab.heading('Mesa');
      await tab.goto(offer);
      if (engine === 'webkit') {
        // Debian's WebKitGTK has no RTCPeerConnection (Safari has): the phone says so, in words.
        await tab.text('Este navegador não consegue se conectar a outros celulares. Use o Chrome, o Firefox ou o Safari atualizados.');
        // Trying again cannot help here: only the way home is offered.
        expect(await tab.hasButton('Tentar de novo')).toBe(false);
        expect(await tab.hasButton('Voltar ao início')).toBe(true);
        await tab.screenshot('join-unsupported');
      } else {
        await tab.heading('Mostre isto ao celular que abriu a mesa');
        await tab.screenshot('join-answer');
      }
    });

    journey('the privacy cover is up before pagehide and visibilitychange are over (the app switcher’s picture)', async (open, serveApp) => {
      const tab = await open(await serveApp());
      const game = await seeded(tab, dealtGame('engines-switcher', fourPlayers, 22));
      for (const event of ['pagehide', 'visibilitychange'] as const) {
        await expectCovered(tab, game);
        await reveal(tab, game);
        const seen = await tab.evaluate(hideAndRead, event);
        expect(shownCards(seen, hiddenCards(game.state, null)), `cards in the page right after ${event}`).toEqual([]);
        await tab.evaluate(showAgain, null);
      }
      await expectCovered(tab, game);
    });
  });
}
