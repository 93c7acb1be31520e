// G17: a name is one thing. The New game screen refuses "Ana  Maria" beside "Ana Maria" and keeps
// whole characters; a backup's hostile names come in clean, its players list taken from the
// game's own seats; and each name on the past-games card is isolated in a <bdi>. (That neither a
// right-to-left name nor an override reorders the text beside it, where the names are drawn:
// test/e2e/screens-fit.test.ts.)
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/preact';
import { backupWith } from '../support/names-backup.ts';
import { chooseFile, openApp, tap, type } from './support/app.tsx';
import { expectAccessible } from './support/axe.ts';

describe('G17: names', () => {
  it('G17: the New game screen refuses "Ana  Maria" beside "Ana Maria", and a field keeps whole characters, never half a flag', async () => {
    await openApp();
    await tap('Novo jogo');
    await tap(/Pôquer de cinco cartas/);
    await screen.findByRole('heading', { level: 2, name: 'Jogadores' });
    const seat = (n: number) => `Nome do jogador no lugar ${n}`;
    const start = async () => (await screen.findAllByRole('button', { name: 'Começar o jogo' })).at(-1) as HTMLButtonElement;
    await type(seat(1), 'Ana Maria');
    await type(seat(2), 'Ana  Maria');
    await waitFor(() => expect([...document.querySelectorAll('.field-problem')].some((p) => p.textContent?.includes('Já há um jogador chamado Ana Maria.'))).toBe(true));
    expect((await start()).disabled).toBe(true);
    await type(seat(3), `${'x'.repeat(19)}🇧🇷🇵🇹`);
    expect((screen.getByLabelText(seat(3)) as HTMLInputElement).value).toBe(`${'x'.repeat(19)}🇧🇷`);
    await expectAccessible('names-setup-refused');
    await type(seat(2), 'Bia');
    await waitFor(async () => expect((await start()).disabled).toBe(false));
  });

  it('G17: at the New game screen "zora" beside "Zora" and "Bi"+ZWJ+"a" beside "Bia" are refused; Hangul fillers play under the seat\'s default; an accent alone is refused, saying why', async () => {
    const app = await openApp();
    await tap('Novo jogo');
    await tap(/Pôquer de cinco cartas/);
    await screen.findByRole('heading', { level: 2, name: 'Jogadores' });
    const seat = (n: number) => `Nome do jogador no lugar ${n}`;
    const problems = () => [...document.querySelectorAll('.field-problem')].map((p) => p.textContent);
    const start = async () => (await screen.findAllByRole('button', { name: 'Começar o jogo' })).at(-1) as HTMLButtonElement;
    await type(seat(1), 'Zora');
    await type(seat(2), 'zora');
    await type(seat(3), 'Bia');
    await type(seat(4), 'Bi\u200Da');
    await waitFor(() => expect(problems()).toEqual(expect.arrayContaining([expect.stringContaining('Já há um jogador chamado zora.'), expect.stringContaining('Já há um jogador chamado Bia.')])));
    expect((await start()).disabled).toBe(true);
    await type(seat(2), '\u3164\u3164');
    await type(seat(4), '\u0301');
    await waitFor(() => expect(problems()).toEqual([expect.stringContaining('Escreva um nome com ao menos uma letra, número ou símbolo visível.')]));
    expect((await start()).disabled).toBe(true);
    await type(seat(4), 'Caio');
    await waitFor(async () => expect((await start()).disabled).toBe(false));
    await tap(await start());
    await waitFor(() => expect(app.modules.navigation.screen.value.name).toBe('table'));
    expect((await app.storedConfig(app.shownGameId())).players.map((p) => p.name)).toEqual(['Zora', 'Jogador 2', 'Bia', 'Caio']);
  });

  it('G17: a backup with an override, a Hebrew name and eight "A" listed comes in with its seats’ names, each isolated on the card', async () => {
    await openApp();
    await tap('Jogos anteriores');
    await screen.findByRole('heading', { level: 1, name: 'Jogos anteriores' });
    const file = backupWith(['\u202EAna\tMaria', 'שרה', 'Caio\n'], Array(8).fill('A'));
    await chooseFile('Importar backup', new File([file], 'mesa-backup.json', { type: 'application/json' }));
    await screen.findByText('Jogos importados: 1. Pulados: 0.');

    const card = document.querySelector('.game-card')!;
    expect(card.querySelector('.game-players')!.textContent).toBe('Ana Maria, שרה e Caio');
    expect([...card.querySelectorAll('.game-players bdi')].map((bdi) => bdi.textContent)).toEqual(['Ana Maria', 'שרה', 'Caio']);
    expect(card.querySelectorAll('.game-result bdi')).toHaveLength(3);
    expect(card.textContent).not.toMatch(/[\u202A-\u202E\u2066-\u2069\t\n]/);
    await expectAccessible('names-past-games');
  });
});
