// A guest phone's own screens (N1): joining from Home or from the host's link, and what a code
// that cannot be used says; one phone, no host, no WebRTC. (What shows without scrolling, upright
// and sideways, and a host's good code answered with this phone's QR read from its pixels:
// test/e2e/join-codes.test.ts.)
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/preact';
import { findText, hasText, openApp, tap, type } from './support/app.tsx';
import { guestAtTable } from './support/guest-phone.ts';
import { expectAccessible } from './support/axe.ts';

/** Waits for an alert saying `text`. */
const alertSays = (text: string) => waitFor(() => expect(screen.getAllByRole('alert').some((a) => a.textContent?.includes(text))).toBe(true));

describe('a guest phone joining a table', () => {
  it("N1: Home offers 'Join a table'; a pasted code that is not the host's says why, and the phone stays on the scanner", async () => {
    await openApp({ locale: 'en' });
    await tap('Join a table');
    await screen.findByRole('heading', { level: 1, name: 'Join a table' });
    await type(/^Or paste the code you were sent/, 'see you at eight');
    await tap('Use this code');
    await alertSays("That isn't a Mesa code.");
    // A guest's reply code (an answer), pasted by mistake.
    await type(/^Or paste the code you were sent/, `${location.origin}/#answer=AQEA`);
    await tap('Use this code');
    await alertSays("That is a guest's reply code.");
    expect(screen.queryByRole('heading', { level: 1, name: 'Join a table' })).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Use this code' })).not.toBeNull();
    await expectAccessible('guest-join');
  });

  it('N1: opened from a #join= link, Mesa goes to the join screen with that code and clears the link; a reload does not join again', async () => {
    history.replaceState(null, '', '/#join=AQA');
    const app = await openApp({ locale: 'en' });
    // Too short to be an offer: said plainly, with the way to try again.
    await alertSays('The code came through incomplete.');
    expect(location.hash).toBe('');
    await screen.findByRole('button', { name: 'Try again' });
    await expectAccessible('guest-join-failed');
    await app.reload();
    await screen.findByLabelText(/^Or paste the code you were sent/);
    expect(screen.queryByText('The code came through incomplete.', { exact: false })).toBeNull();
    await tap('Back to home');
    await screen.findByRole('heading', { level: 1, name: 'Mesa' });
  });
});

describe('a guest phone at a table another phone hosts', () => {
  /** The app at Bia's seat of a table hosted over a fake pipe, no hand dealt yet. */
  async function atBiasSeat() {
    const app = await openApp({ locale: 'en' });
    const table = await guestAtTable();
    app.modules.navigation.go({ name: 'guest' });
    await screen.findByRole('heading', { level: 1, name: 'Choose your seat' });
    await tap('Bia');
    await screen.findByRole('heading', { level: 1, name: 'Waiting for the host to deal' });
    return { app, table };
  }

  it("N6: the host's pipe closes (the host reloaded): the phone shows its scanner at once, saying to scan the host's new code", async () => {
    const { table } = await atBiasSeat();
    table.pair.host.close();
    await screen.findByRole('heading', { level: 1, name: "The host's phone lost the connection" });
    await findText("It now shows a new code for this phone: scan it here and you're back in your seat.");
    await screen.findByLabelText(/^Or paste the code you were sent/);
    // Nothing says it comes back by itself: it cannot, with no server between the phones.
    expect(hasText('by itself')).toBe(false);
    await expectAccessible('guest-host-lost');
  });

  it("N1: a guest that went home from the table finds 'Back to the table' first on home, and it leads back there", async () => {
    await atBiasSeat();
    await tap('Home');
    await screen.findByRole('heading', { level: 1, name: 'Mesa' });
    const first = document.querySelector<HTMLElement>('main .actions button')!;
    expect(first.textContent).toMatch(/^Back to the table/);
    // The way to join another table is the way back to this one while the phone sits at it.
    expect(screen.queryByRole('button', { name: 'Join a table' })).toBeNull();
    await expectAccessible('home-back-to-table');
    await tap(first);
    await screen.findByRole('heading', { level: 1, name: 'Waiting for the host to deal' });
  });

  it('N1: a new join link opened in the tab showing the table is asked about while the host is heard, then used', async () => {
    await atBiasSeat();
    location.hash = '#join=AQA';
    await findText('This phone is at a table. Join with the new code from the link?');
    await tap('Stay at the table');
    await screen.findByRole('heading', { level: 1, name: 'Waiting for the host to deal' });
    location.hash = '#join=AQA';
    await tap('Join with the new code');
    await alertSays('The code came through incomplete.');
    expect(location.hash).toBe('');
  });

  it('N6: with its host lost, a new join link opened in the tab is used at once', async () => {
    const { table } = await atBiasSeat();
    table.pair.host.close();
    await screen.findByRole('heading', { level: 1, name: "The host's phone lost the connection" });
    location.hash = '#join=AQA';
    await alertSays('The code came through incomplete.');
    expect(hasText('Join with the new code')).toBe(false);
  });
});
