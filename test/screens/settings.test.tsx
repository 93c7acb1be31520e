// Settings: each switch applies at once, shows on <html> for the stylesheet, and survives a
// reload; the language follows the device until one is chosen. (What the stylesheet then does
// with them, the colours, the type size, 320 px and dark mode: test/e2e/screens-fit.test.ts.)
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/preact';
import { openApp, tap } from './support/app.tsx';
import { expectAccessible } from './support/axe.ts';

const html = (name: string) => document.documentElement.getAttribute(name);
const switchState = async (name: string) => (await screen.findByRole('switch', { name })).getAttribute('aria-checked');

async function openSettings(title = 'Configurações'): Promise<void> {
  await tap(title);
  await screen.findByRole('heading', { level: 1, name: title });
}

describe('settings', () => {
  it('opens from home with every setting and its default', async () => {
    await openApp();
    await openSettings();
    expect(await switchState('Baralho de quatro cores')).toBe('false');
    expect(await switchState('Som')).toBe('true');
    expect(await switchState('Vibração')).toBe('true');
    expect(await switchState('Manter a tela acesa')).toBe('true');
    expect(await switchState('Texto maior')).toBe('false');
    expect((await screen.findByRole('button', { name: 'Do aparelho: Português (Brasil)' })).getAttribute('aria-pressed')).toBe('true');
    expect(html('data-deck')).toBe('two-colour');
    await expectAccessible('settings');
  });

  it('the four-colour deck and larger text show on <html> at once', async () => {
    await openApp();
    await openSettings();
    await tap(await screen.findByRole('switch', { name: 'Baralho de quatro cores' }));
    expect(html('data-deck')).toBe('four-colour');
    expect(html('data-text')).toBe('normal');
    await tap(await screen.findByRole('switch', { name: 'Texto maior' }));
    expect(html('data-text')).toBe('large');
    await expectAccessible('settings-changed');
  });

  it('every change survives a reload (and a new tab)', async () => {
    let app = await openApp();
    await openSettings();
    for (const name of ['Baralho de quatro cores', 'Texto maior', 'Som', 'Manter a tela acesa']) await tap(await screen.findByRole('switch', { name }));
    app = await app.reload();
    await screen.findByRole('heading', { level: 1, name: 'Configurações' });
    expect(await switchState('Baralho de quatro cores')).toBe('true');
    expect(await switchState('Texto maior')).toBe('true');
    expect(await switchState('Som')).toBe('false');
    expect(await switchState('Vibração')).toBe('true');
    expect(await switchState('Manter a tela acesa')).toBe('false');
    // A new tab: the same phone's storage, opened at home.
    history.replaceState(null, '');
    await app.reload();
    await screen.findByRole('button', { name: 'Novo jogo' });
    expect(html('data-deck')).toBe('four-colour');
    expect(html('data-text')).toBe('large');
  });

  it('a chosen language applies at once and stays; "device" goes back to the phone\'s', async () => {
    let app = await openApp();
    await openSettings();
    await tap('English');
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(html('lang')).toBe('en');
    app = await app.reload();
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    await tap('Device: Português (Brasil)');
    await screen.findByRole('heading', { level: 1, name: 'Configurações' });
    await app.reload();
    await screen.findByRole('heading', { level: 1, name: 'Configurações' });
    expect(html('lang')).toBe('pt-BR');
  });
});
