// The host's phones panel (N1, N5), what needs no second phone and no WebRTC: started from the New
// game form, opened from a game's table with its seats and who holds them, the act-for setting
// kept as chosen when the panel opens again and after a reload, and stopping; each phone's path,
// and a join that failed worded by why (the fake peer's stats and failures). (The table's code as
// a QR read from a screenshot, the answer step, what is in view upright and sideways and the long
// name whole: test/e2e/join-codes.test.ts.)
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import { dealtGame } from '../support/seeded-store.ts';
import { findText, hasText, openApp, tap, type } from './support/app.tsx';
import { addPhone, answerFor, fakePeer } from './support/fake-peer.ts';
import { expectAccessible } from './support/axe.ts';

// A name of 20 graphemes: never cut, on the cover, the panel or its status line.
const LONG = 'Maria Eduarda Campos';
const game = dealtGame(
  'e2e-host-panel',
  {
    profile: 'holdem',
    players: [LONG, 'Bia', 'Caio', 'Duda'].map((name) => ({ name, stack: 200 })),
    firstDealer: 3,
    options: { smallBlind: 1, bigBlind: 2 },
  },
  22,
);

const panelHeading = () => screen.findByRole('heading', { level: 1, name: 'Jogar em vários celulares' });

/** The app at the seeded game's table, its phones panel opened from there. */
async function openPanel() {
  const app = await openApp({ locale: 'pt-BR', games: [game], at: { name: 'table', gameId: game.id } });
  // Dealer Duda: the small blind Maria Eduarda, the big blind Bia, Caio first to act (H3).
  await screen.findByRole('heading', { name: 'Passe para Caio' });
  await tap('Jogar em vários celulares');
  await panelHeading();
  return app;
}

describe("the host's phones panel", () => {
  it('N1: the New game form can start the game with its phones panel open, the table one back from it', async () => {
    const app = await openApp({ locale: 'pt-BR' });
    await tap('Novo jogo');
    await tap(/Texas Hold'em/);
    await type('Nome do jogador no lugar 1', 'Ana');
    await type('Nome do jogador no lugar 2', LONG);
    const option = await screen.findByRole('switch', { name: 'Jogar em vários celulares' });
    await tap(option);
    expect(option.getAttribute('aria-checked')).toBe('true');
    await tap((await screen.findAllByRole('button', { name: 'Começar o jogo' })).at(-1)!);
    await panelHeading();
    expect(app.modules.navigation.screen.value.name).toBe('phones');
    expect([...document.querySelectorAll('.phone-seat-name')].slice(0, 2).map((el) => el.textContent)).toEqual(['Ana', LONG]);
    history.back();
    await screen.findByRole('heading', { name: /^Passe para / });
    expect(app.modules.navigation.screen.value.name).toBe('table');
  });

  it('N1: from the table, the panel lists every seat, each on this phone for now, with the way to stop', async () => {
    await openPanel();
    const seats = document.querySelectorAll('.phone-seat');
    expect(seats).toHaveLength(4);
    expect(seats[0].textContent).toBe(`${LONG}este celular (passar de mão em mão)`);
    await screen.findByRole('button', { name: 'Parar de jogar em vários celulares' });
    await screen.findByRole('button', { name: 'Adicionar um celular' });
    await expectAccessible('host-panel');
  });

  it('N5: the act-for setting stays as chosen when the panel opens again, and after a reload', async () => {
    let app = await openPanel();
    const sixty = within(await screen.findByRole('group', { name: /dar mesa ou desistir por ele/ })).getByRole('button', { name: '60 s' });
    await tap(sixty);
    await waitFor(() => expect(sixty.getAttribute('aria-pressed')).toBe('true'));
    history.back();
    await screen.findByRole('heading', { name: 'Passe para Caio' });
    // While hosting, the table says how its phones are doing, and that line opens the panel.
    const status = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.phones-status');
      if (!found) throw new Error('no phones status on the table');
      return found;
    });
    expect(status.textContent).toBe('Nenhum celular ainda');
    await expectAccessible('host-table-status');
    await tap(status);
    await panelHeading();
    expect((await screen.findByRole('button', { name: '60 s' })).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Nunca' }).getAttribute('aria-pressed')).toBe('false');
    // Kept with the game: the host phone reloaded, its panel opens with the table's choice.
    app = await app.reload();
    await panelHeading();
    await waitFor(() => expect(screen.getByRole('button', { name: '60 s' }).getAttribute('aria-pressed')).toBe('true'));
  });

  it('N1: stopping asks first, then the table plays on this phone alone again', async () => {
    await openPanel();
    await tap('Parar de jogar em vários celulares');
    await tap(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Parar' }));
    await screen.findByRole('heading', { name: 'Passe para Caio' });
    await waitFor(() => expect(document.querySelector('.phones-entry')).not.toBeNull());
    expect(document.querySelector('.phones-status')).toBeNull();
  });
});

describe('joining over a real Wi-Fi', () => {
  const qr = () => screen.findByRole('img', { name: 'Código da mesa para o próximo celular' });

  it("N1: each connected phone's seat says the path its pipe uses: same Wi-Fi or the internet, both ends' candidate types, the round trip", async () => {
    fakePeer({ paths: { Bia: { local: 'host', remote: 'prflx', rttMs: 3.4 }, Caio: { local: 'srflx', remote: 'host', rttMs: null } } });
    await openPanel();
    await addPhone('Bia');
    await addPhone('Caio');
    const line = (name: string) => [...document.querySelectorAll('.phone-seat')].find((seat) => seat.querySelector('.phone-seat-name')?.textContent === name)!;
    await waitFor(() => expect(line('Bia').querySelector('.phone-path')?.textContent).toBe('mesmo Wi-Fi · host ↔ prflx · ida e volta 3 ms'));
    await waitFor(() => expect(line('Caio').querySelector('.phone-path')?.textContent).toBe('pela internet · srflx ↔ host'));
    // A seat on this phone has no pipe, so no path.
    expect(line('Duda').querySelector('.phone-path')).toBeNull();
    await expectAccessible('host-panel-paths');
  });

  it('N1: an answer read too late for its code: a new code is made by itself, the panel says why, and the new code joins the phone', async () => {
    fakePeer({ fails: { late: 'expired' } });
    await openPanel();
    await screen.findByRole('button', { name: 'Parar de jogar em vários celulares' });
    await tap('Adicionar um celular');
    const first = (await qr()).innerHTML;
    await type('Ou cole o código que você recebeu', answerFor('late'));
    await tap('Usar este código');
    const note = await findText('A resposta chegou tarde demais para este código');
    expect(note.closest('[role="status"]')?.textContent).toMatch(/^A resposta chegou tarde demais.*Um código novo foi feito/);
    await waitFor(async () => expect((await qr()).innerHTML).not.toBe(first));
    expect(screen.queryByRole('button', { name: 'Tentar de novo' })).toBeNull();
    await type('Ou cole o código que você recebeu', answerFor('Bia'));
    await tap('Usar este código');
    await screen.findByRole('region', { name: 'Um celular entrou: Bia phone' });
  });

  it("N1: no candidate pair answered: the panel says the phones are on different networks or the Wi-Fi keeps them apart, and to use a phone's hotspot", async () => {
    fakePeer({ fails: { far: 'apart' } });
    await openPanel();
    await screen.findByRole('button', { name: 'Parar de jogar em vários celulares' });
    await tap('Adicionar um celular');
    await qr();
    await type('Ou cole o código que você recebeu', answerFor('far'));
    await tap('Usar este código');
    const alert = (await findText('Os celulares não se alcançam')).closest('[role="alert"]')!;
    expect(alert.textContent).toContain('estão em redes diferentes, ou este Wi-Fi isola os aparelhos');
    expect(alert.textContent).toContain('Ligue o hotspot de um dos celulares');
    expect(screen.queryByRole('img', { name: 'Código da mesa para o próximo celular' })).toBeNull();
    await tap('Tentar de novo');
    await qr();
  });
});

describe('the host reloaded mid-hand', () => {
  it('N4, N6: reopened, the host shows the code for each phone that was at the table, one after another, each named; a phone back takes its seat again', async () => {
    const guests = fakePeer();
    let app = await openPanel();
    await addPhone('Bia');
    await addPhone('Caio');
    // Back at the table, Caio's turn is on his phone; then the host's page reloads.
    history.back();
    await screen.findByRole('heading', { level: 1, name: 'Caio está jogando no próprio celular' });
    app = await app.reload();
    // The panel opens by itself over the table with the first phone's code, named for it.
    await screen.findByRole('img', { name: 'Código para o celular de Bia' });
    expect(app.modules.navigation.screen.value.name).toBe('phones');
    await screen.findByRole('heading', { level: 2, name: 'Código para o celular de Bia' });
    await expectAccessible('host-recall');
    await type('Ou cole o código que você recebeu', answerFor('Bia'));
    await tap('Usar este código');
    // Bia's phone is back in her seat, and the next phone's code follows.
    await screen.findByRole('img', { name: 'Código para o celular de Caio' });
    await waitFor(() => expect(guests.get('Bia')!.table!.current).toMatchObject({ state: 'playing', role: 1 }));
    // The host's camera still films Bia's phone as Caio's code shows: her answer, read again, opens no second pipe.
    const biasPipe = guests.get('Bia')!.table;
    await type('Ou cole o código que você recebeu', answerFor('Bia'));
    await tap('Usar este código');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(guests.get('Bia')!.table).toBe(biasPipe);
    // Nothing said under the code: the scanner reads on.
    expect(document.querySelector('.field-problem')).toBeNull();
    await screen.findByRole('img', { name: 'Código para o celular de Caio' });
    // Caio's phone is not coming back now: the host moves on, and the panel is as usual.
    await tap('Pular este celular');
    await screen.findByRole('button', { name: 'Adicionar um celular' });
    expect(screen.queryByRole('img', { name: /^Código para o celular de/ })).toBeNull();
    // Back from the panel stays at the table (it opened by itself once), Caio's phone away there.
    history.back();
    await screen.findByRole('heading', { level: 1, name: 'O celular de Caio está sem conexão' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(app.modules.navigation.screen.value.name).toBe('table');
  });
});

describe("a guest's answer link opened on the host's device", () => {
  /** Another tab of the app on this device: its end of the channel the tabs hand answers over, and what it heard. */
  async function otherTab() {
    const { answerChannelName } = await import('../../src/app/answer-relay.ts');
    const channel = new BroadcastChannel(answerChannelName());
    const heard: unknown[] = [];
    channel.onmessage = (event: MessageEvent) => heard.push(event.data);
    return { channel, heard };
  }

  it('N1: the hosting tab takes an answer handed over by another tab as a scanned one, and one opened in its own tab; a malformed broadcast changes nothing', async () => {
    fakePeer();
    const app = await openPanel();
    await screen.findByRole('button', { name: 'Parar de jogar em vários celulares' });
    await tap('Adicionar um celular');
    await screen.findByRole('img', { name: 'Código da mesa para o próximo celular' });
    const tab = await otherTab();
    try {
      for (const hostile of [{ t: 'answer', code: answerFor('Bia') }, { t: 'answer', id: 'x', code: 7 }, 'answer', null]) tab.channel.postMessage(hostile);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(tab.heard).toEqual([]);
      expect(screen.queryByRole('region', { name: /^Um celular entrou/ })).toBeNull();
      await screen.findByRole('img', { name: 'Código da mesa para o próximo celular' });
      tab.channel.postMessage({ t: 'answer', id: 'tab-2', code: answerFor('Bia') });
      await screen.findByRole('region', { name: 'Um celular entrou: Bia phone' });
      expect(tab.heard).toEqual([{ t: 'taken', id: 'tab-2' }]);
      // The answer link opened in this very tab: used where the code shows, nothing else moves.
      await tap('Adicionar um celular');
      await screen.findByRole('img', { name: 'Código da mesa para o próximo celular' });
      location.hash = `#answer=${answerFor('Caio')}`;
      await screen.findByRole('region', { name: 'Um celular entrou: Caio phone' });
      expect(app.modules.navigation.screen.value.name).toBe('phones');
    } finally {
      tab.channel.close();
    }
  });

  it('N1: opened from the link, the second tab hands the code to the hosting tab, says it can be closed, and never opens the game or offers to take it over', async () => {
    history.replaceState(null, '', '/#answer=AQEAbc');
    const tab = await otherTab();
    // The hosting tab, as answer-relay.ts answers: it takes the code.
    tab.channel.onmessage = (event: MessageEvent) => {
      const message = event.data as { t: string; id: string };
      if (message.t === 'answer') tab.channel.postMessage({ t: 'taken', id: message.id });
      tab.heard.push(message);
    };
    try {
      const app = await openApp({ locale: 'pt-BR', games: [game] });
      await screen.findByRole('heading', { level: 1, name: 'Código de resposta de um convidado' });
      await findText('O código foi passado para a aba do Mesa aberta, onde o celular do convidado entra. Pode fechar esta aba.');
      expect(tab.heard).toEqual([{ t: 'answer', id: expect.any(String), code: `${location.origin}/#answer=AQEAbc` }]);
      await app.started;
      // The game in progress stays the other tab's: not opened here, no way offered to take it.
      expect(app.modules.games.currentGame.value).toBeNull();
      expect(app.modules.navigation.screen.value.name).toBe('answer-link');
      expect(screen.queryByRole('button', { name: 'Jogar nesta aba' })).toBeNull();
      expect(hasText('Este jogo está aberto em outra aba')).toBe(false);
      expect(location.hash).toBe('');
      await expectAccessible('answer-link-passed');
    } finally {
      tab.channel.close();
    }
  });
});
