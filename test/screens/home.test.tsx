// The home screen and the first step of a new game, in the device's language. (320 px, dark mode,
// the manifest and the service worker: test/e2e/screens-fit.test.ts.)
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/preact';
import { openApp, tap } from './support/app.tsx';
import { expectAccessible } from './support/axe.ts';

const lang = () => document.documentElement.getAttribute('lang');

describe('home screen', () => {
  it('shows the app name, the tagline and "Novo jogo" in the device language', async () => {
    await openApp({ locale: 'pt-BR' });
    await screen.findByRole('heading', { level: 1, name: 'Mesa' });
    expect(document.title).toBe('Mesa');
    expect(lang()).toBe('pt-BR');
    expect(screen.getByText('O pôquer da mesa de casa.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Novo jogo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Português (Brasil)' }).getAttribute('aria-pressed')).toBe('true');
    await expectAccessible('home-pt-BR');
  });

  it('switching the language changes the visible text and is remembered', async () => {
    const app = await openApp({ locale: 'pt-BR' });
    await tap('English');
    await screen.findByRole('button', { name: 'New game' });
    expect(screen.queryAllByRole('button', { name: 'Novo jogo' })).toHaveLength(0);
    expect(screen.getByText('Poker for the home game.')).toBeTruthy();
    expect(lang()).toBe('en');
    await expectAccessible('home-en');

    await app.reload();
    await screen.findByRole('button', { name: 'New game' });

    await tap('Português (Portugal)');
    await screen.findByText('O póquer da mesa lá de casa.');
    await tap('Português (Brasil)');
    await screen.findByRole('button', { name: 'Novo jogo' });
  });

  it('"Novo jogo" lists the seven games and a night of several (dealer\'s choice); one opens its table setup, and back returns home', async () => {
    await openApp({ locale: 'pt-BR' });
    await tap('Novo jogo');
    await screen.findByRole('heading', { level: 2, name: 'Qual jogo?' });
    expect([...document.querySelectorAll('.choice-name')].map((name) => name.textContent)).toEqual([
      'Pôquer de cinco cartas',
      'Pôquer brasileiro',
      'Baseball',
      'Pôquer fechado',
      "Texas Hold'em",
      'Omaha Pot-Limit',
      'Omaha de 5 cartas',
      'Escolha do carteador',
    ]);
    await expectAccessible('new-game-pt-BR');

    await tap(/Texas Hold'em/);
    await screen.findByRole('heading', { level: 1, name: "Texas Hold'em" });
    await screen.findByRole('heading', { level: 2, name: 'Jogadores' });
    // The heading takes focus so a screen reader announces the new screen.
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Texas Hold'em"));
    await expectAccessible('profile-holdem-pt-BR');

    history.back(); // the phone's back gesture
    await screen.findByRole('heading', { level: 2, name: 'Qual jogo?' });
    await tap('Voltar');
    await screen.findByRole('button', { name: 'Novo jogo' });
  });
});

describe('language from the device', () => {
  it.each([
    ['pt-PT', 'O póquer da mesa lá de casa.', 'Novo jogo'],
    ['en-US', 'Poker for the home game.', 'New game'],
  ])('a %s phone opens in its language', async (locale, tagline, newGame) => {
    await openApp({ locale });
    await screen.findByText(tagline);
    expect(screen.getByRole('button', { name: newGame })).toBeTruthy();
  });
});
