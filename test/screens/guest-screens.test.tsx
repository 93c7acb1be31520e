// A guest phone's own screens (N1): joining from Home or from the host's link, and what a code
// that cannot be used says; one phone, no host, no WebRTC. (What shows without scrolling, upright
// and sideways, and a host's good code answered with this phone's QR read from its pixels:
// test/e2e/join-codes.test.ts.)
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/preact';
import { openApp, tap, type } from './support/app.tsx';
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
    // src/main.tsx reads the link at start (openJoinLink); support/app.tsx's start-up does not
    // yet, so it is done here, on the module instance this page loaded.
    (await import('../../src/ui/net/join-link.ts')).openJoinLink();
    // Too short to be an offer: said plainly, with the way to try again.
    await alertSays('The code came through incomplete.');
    expect(location.hash).toBe('');
    await screen.findByRole('button', { name: 'Try again' });
    await expectAccessible('guest-join-failed');
    await app.reload();
    (await import('../../src/ui/net/join-link.ts')).openJoinLink();
    await screen.findByLabelText(/^Or paste the code you were sent/);
    expect(screen.queryByText('The code came through incomplete.', { exact: false })).toBeNull();
    await tap('Back to home');
    await screen.findByRole('heading', { level: 1, name: 'Mesa' });
  });
});
