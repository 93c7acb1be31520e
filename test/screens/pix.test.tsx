// P5, P6, P7: a player's Pix key typed on his page of the book (each problem said under its field),
// then a BRL cash game ended at the table: each transfer to him carries a QR code and a copy button
// that puts on the clipboard exactly the code shown as text — his key, the transfer's amount and
// the night's reference — at the game's end and in an earlier game's history; a night in euros
// shows his note instead. P3: while he types his name and city, the form shows them as the code
// will carry them wherever that differs. (The QR read back from its pixels, as a phone's camera
// would, and these screens with the code whole in view: test/e2e/screens-fit.test.ts.)
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import { replaySession, type SessionAction, type SessionConfig } from '../../src/engine/index.ts';
import { decode } from '../engine/pix/decoder.ts';
import { threeNights } from '../app/book/three-nights.ts';
import { openApp, tap, type, type OpenedApp } from './support/app.tsx';
import { expectAccessible } from './support/axe.ts';
import { storeGame, waitForLog } from './support/tournament-app.ts';
import type { Screen } from '../../src/ui/navigation.ts';
import type { SeededGame } from '../support/seeded-store.ts';

const config: SessionConfig = {
  profile: 'holdem',
  players: ['Ana', 'Bia', 'Caio'].map((name) => ({ name, stack: 1000 })),
  firstDealer: 0,
  dealing: 'ledger',
  options: { smallBlind: 10, bigBlind: 20, buyIn: { price: 20, currency: 'BRL', chips: 1000 } },
};

/** Ana shoves, both blinds call: the table awaits the pot's winner (Caio, below), and Ana and Bia each owe him R$ 20,00 (or € 20,00). */
function allIn(id: string, currency = 'BRL'): SeededGame {
  const log: SessionAction[] = [{ type: 'startHand', at: Date.now() }, { type: 'raise', seat: 0, to: 1000 }, { type: 'call', seat: 1 }, { type: 'call', seat: 2 }];
  const priced: SessionConfig = { ...config, options: { ...config.options, buyIn: { price: 20, currency, chips: 1000 } } };
  if (!replaySession(priced, log).ok) throw new Error('the seeded hand should replay');
  return { id, config: priced, log };
}

/** The page reopened at `at`, as a reload there does. */
async function reopenAt(app: OpenedApp, at: Screen): Promise<OpenedApp> {
  history.replaceState({ screen: at, depth: 0 }, '');
  return app.reload();
}

/** The seeded all-in played to the end of the game at the table: Caio takes the pot, the host ends the game. */
async function playToTheEnd(app: OpenedApp, game: SeededGame): Promise<OpenedApp> {
  await storeGame(game);
  const opened = await reopenAt(app, { name: 'table', gameId: game.id });
  const pick = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.award .pick')].find((el) => el.textContent?.includes('Caio'));
    if (!found) throw new Error('no pick for Caio');
    return found;
  });
  await tap(pick);
  const before = (await opened.storedLog(game.id)).length;
  await tap('Pote para Caio');
  await waitForLog(opened, game, before);
  await tap('Continuar');
  await tap('Encerrar o jogo');
  await tap('Confirmar');
  await screen.findByRole('heading', { level: 1, name: 'Fim do jogo' });
  return opened;
}

/** The game's day as the phone's calendar has it, YYYYMMDD (P4's reference). */
async function gameDay(app: OpenedApp, gameId: string): Promise<string> {
  const stored = (await app.records<{ id: string; createdAt: number }>('games')).find((g) => g.id === gameId)!;
  const d = new Date(stored.createdAt);
  return `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * Both transfers (Ana's and Bia's R$ 20,00 to Caio) carry a QR code; the first one's copy button
 * puts on the clipboard exactly what its code text says: Caio's key, R$ 20,00 and the reference of
 * the night of `gameId`.
 */
async function checkCodes(app: OpenedApp, transfers: () => HTMLElement[], gameId: string, shot: string): Promise<void> {
  await waitFor(() => expect(transfers().flatMap((t) => [...t.querySelectorAll('.qr-code')])).toHaveLength(2));
  const first = transfers()[0];
  await within(first).findByRole('img', { name: /^QR Code Pix para pagar R\$\s20,00 a Caio$/ });
  await tap(await within(first).findByRole('button', { name: /^Copiar o código Pix/ }));
  await waitFor(() => expect(within(first).getAllByRole('status').some((s) => s.textContent?.includes('Código Pix copiado: cole no app do banco.'))).toBe(true));
  const copied = await navigator.clipboard.readText();
  expect(first.querySelector('.pay-code-text')?.textContent).toBe(copied);
  expect(decode(copied)).toMatchObject({ key: '+5511987654321', cents: 2000, name: 'Caio Conceicao', city: 'Sao Paulo', crcOk: true });
  expect(decode(copied).reference).toBe(`MESA${await gameDay(app, gameId)}`);
  await expectAccessible(shot);
}

/** A field's hint: the text its input points to with aria-describedby (null when it has none). */
const hintOf = (input: HTMLElement) => {
  const id = input.getAttribute('aria-describedby')?.split(' ').find((one) => one.endsWith('-hint'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

const statusSays = (text: string) => waitFor(() => expect(screen.getAllByRole('status').some((s) => s.textContent?.includes(text))).toBe(true));

describe('paying up with Pix', () => {
  it("P7, P5: Caio's key saved in the book (each problem said); at the end of the next BRL cash game, and in the first one's history, each transfer to him carries the code the copy button holds; P6: in euros, his note", async () => {
    // The game, to its end at the table.
    let app = await openApp({ locale: 'pt-BR' });
    await screen.findByRole('button', { name: 'Novo jogo' });
    const game = allIn('e2e-pix-night');
    app = await playToTheEnd(app, game);

    // Caio's page of the book (opening it links the night's seats to its players).
    app = await reopenAt(app, { name: 'book' });
    await screen.findByRole('heading', { level: 1, name: 'Livro dos jogadores' });
    await waitFor(async () => expect((await app.records<{ name: string }>('players')).some((p) => p.name === 'Caio')).toBe(true));
    const caioId = (await app.records<{ id: string; name: string }>('players')).find((p) => p.name === 'Caio')!.id;
    app = await reopenAt(app, { name: 'book-player', playerId: caioId });
    await screen.findByRole('heading', { level: 2, name: 'Como receber' });

    // Each problem under its field, and nothing saved.
    const key = await screen.findByLabelText(/^Chave Pix/);
    await type(key, '529.982.247-24');
    await type(/^Cidade/, 'São Paulo');
    await tap('Salvar');
    await waitFor(() => expect(screen.getAllByRole('alert').some((a) => a.textContent?.includes('Este CPF não existe: confira os dígitos.'))).toBe(true));
    expect(key.getAttribute('aria-invalid')).toBe('true');
    await expectAccessible('pix-book-key-problem');
    await type(key, '(11) 98765-4321');
    await screen.findByText('Chave: celular +5511987654321');
    await type(/^Nome no código Pix/, 'Caio Conceição');
    await tap('Salvar');
    await statusSays('Dados de pagamento salvos.');
    await expectAccessible('pix-book-key');
    const caio = (await app.records<{ id: string; pay?: unknown }>('players')).find((p) => p.id === caioId);
    expect(caio?.pay).toEqual({ pix: { type: 'phone', key: '+5511987654321', name: 'Caio Conceição', city: 'São Paulo' } });

    // A second night, ended at the table: the settlement on the spot shows Caio's codes.
    const second = allIn('e2e-pix-second');
    app = await playToTheEnd(app, second);
    await checkCodes(app, () => [...document.querySelectorAll<HTMLElement>('.cash-out .transfer')], second.id, 'pix-settlement');

    // The first night's settlement, in its history, shows them too.
    app = await reopenAt(app, { name: 'game-history', gameId: game.id });
    await screen.findByRole('heading', { level: 3, name: 'Quem paga a quem' });
    await checkCodes(app, () => [...document.querySelectorAll<HTMLElement>('.night-transfers li')], game.id, 'pix-history');

    // P6: Caio adds a note; a night in euros lists its transfers with the note beside each, and no code.
    app = await reopenAt(app, { name: 'book-player', playerId: caioId });
    await type(/^Outra forma de receber/, '  MB WAY 912 345 678 ');
    await tap('Salvar');
    await statusSays('Dados de pagamento salvos.');
    const euros = allIn('e2e-pix-euros', 'EUR');
    app = await playToTheEnd(app, euros);
    const lines = () => [...document.querySelectorAll<HTMLElement>('.cash-out .transfer')];
    await waitFor(() => expect(lines().flatMap((l) => [...l.querySelectorAll('.pay-note')].map((n) => n.textContent))).toEqual(['Como pagar: MB WAY 912 345 678', 'Como pagar: MB WAY 912 345 678']));
    expect(lines()[0].textContent).toMatch(/^Ana paga €\s20,00 a Caio/);
    expect(lines().flatMap((l) => [...l.querySelectorAll('.qr-code')])).toHaveLength(0);
    await expectAccessible('pix-settlement-euros');
  });

  it('P5: at the end of a BRL night a transfer to a player with no key says so under it, and his key, added right there, is kept in the book and gives both transfers to him their code', async () => {
    let app = await openApp({ locale: 'pt-BR' });
    await screen.findByRole('button', { name: 'Novo jogo' });
    const game = allIn('e2e-pix-added');
    app = await playToTheEnd(app, game);
    const lines = () => [...document.querySelectorAll<HTMLElement>('.cash-out .transfer')];
    await waitFor(() => expect(lines().map((l) => l.querySelector('.pay-missing p')?.textContent)).toEqual(Array(2).fill('Sem QR Code Pix: Caio não tem chave Pix guardada no livro dos jogadores.')));
    expect(lines().flatMap((l) => [...l.querySelectorAll('.qr-code')])).toHaveLength(0);

    await tap((await screen.findAllByRole('button', { name: 'Adicionar a chave Pix de Caio' }))[0]);
    await type(await screen.findByLabelText(/^Chave Pix/), '(11) 98765-4321');
    await type(/^Nome no código Pix/, 'Caio Conceição');
    await type(/^Cidade/, 'São Paulo');
    await expectAccessible('pix-settlement-add-key');
    await tap('Salvar');
    await checkCodes(app, lines, game.id, 'pix-settlement-key-added');
    expect(document.querySelector('.pay-missing')).toBeNull();
    const caio = (await app.records<{ name: string; pay?: unknown }>('players')).find((p) => p.name === 'Caio');
    expect(caio?.pay).toEqual({ pix: { type: 'phone', key: '+5511987654321', name: 'Caio Conceição', city: 'São Paulo' } });
  });

  it('P3: the name and the city as the code will carry them (accents off, ’ as \', full-width letters plain, ß spelt out, then cut to 25) are shown under each field while typed, only when they differ', async () => {
    const nights = Object.values(threeNights(Date.now()));
    let app = await openApp({ locale: 'pt-BR', games: nights.map(({ game, night }) => ({ ...game, stored: { status: 'finished' as const, createdAt: night.at } })) });
    await screen.findByRole('button', { name: 'Novo jogo' });
    app = await reopenAt(app, { name: 'book' });
    await screen.findByRole('heading', { level: 1, name: 'Livro dos jogadores' });
    await waitFor(async () => expect((await app.records<{ name: string }>('players')).some((p) => p.name === 'Ana')).toBe(true));
    const anaId = (await app.records<{ id: string; name: string }>('players')).find((p) => p.name === 'Ana')!.id;
    app = await reopenAt(app, { name: 'book-player', playerId: anaId });
    await screen.findByRole('heading', { level: 2, name: 'Como receber' });

    const name = await screen.findByLabelText(/^Nome no código Pix/);
    const city = await screen.findByLabelText(/^Cidade/);
    // The book's own name, plain ASCII: the code carries it as it is, and nothing is said.
    expect((name as HTMLInputElement).value).toBe('Ana');
    expect(hintOf(name)).toBeNull();
    await type(name, 'Ana D’Ávila');
    await waitFor(() => expect(hintOf(name)).toBe("Vai no código como: Ana D'Avila"));
    // 25 characters as typed, 26 once ß is ss: the 25 the code carries.
    await type(name, 'Maria Eduarda Weißenbergs');
    await waitFor(() => expect(hintOf(name)).toBe('Vai no código como: Maria Eduarda Weissenberg'));
    await type(city, 'Ｒｅｃｉｆｅ');
    await waitFor(() => expect(hintOf(city)).toBe('Vai no código como: Recife'));
    await type(city, 'Recife');
    await waitFor(() => expect(hintOf(city)).toBeNull());
    await expectAccessible('pix-book-name-sent');

    // Saved as typed: the code is made from it at each settlement (P5), as the hint showed.
    await type(await screen.findByLabelText(/^Chave Pix/), '529 982 247 25');
    await screen.findByText('Chave: CPF 52998224725');
    await tap('Salvar');
    await statusSays('Dados de pagamento salvos.');
    const ana = (await app.records<{ id: string; pay?: unknown }>('players')).find((p) => p.id === anaId);
    expect(ana?.pay).toEqual({ pix: { type: 'cpf', key: '52998224725', name: 'Maria Eduarda Weißenbergs', city: 'Recife' } });
  });
});
