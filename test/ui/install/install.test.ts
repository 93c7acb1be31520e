// Installing Mesa (src/ui/install/install.ts, issue 33 item 3): the browser's offer kept for
// "Install Mesa" and replayed once on the tap; on an iPhone or iPad, which makes no offer, the
// two steps; nothing once Mesa runs installed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { install, installOffer, installWay, listenForInstall, type InstallContext } from '../../../src/ui/install/install.ts';

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';

const context = (over: Partial<InstallContext>): InstallContext => ({ offered: false, standalone: false, userAgent: ANDROID_CHROME, maxTouchPoints: 5, ...over });

/** A browser's install offer: an event with a prompt. */
function offerEvent(prompt = vi.fn(async () => ({ outcome: 'accepted' }))) {
  return Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt });
}

afterEach(() => {
  installOffer.value = null;
});

describe('which way this phone is told to install Mesa', () => {
  it("a browser that offered to install: Mesa's button", () => {
    expect(installWay(context({ offered: true }))).toBe('offer');
  });

  it('an iPhone, or an iPad that calls itself a Mac with a touch screen, with no offer: the two steps', () => {
    expect(installWay(context({ userAgent: IPHONE_SAFARI }))).toBe('ios-steps');
    expect(installWay(context({ userAgent: IPAD_AS_MAC, maxTouchPoints: 5 }))).toBe('ios-steps');
  });

  it('a Mac (no touch screen), or a browser that made no offer: nothing', () => {
    expect(installWay(context({ userAgent: IPAD_AS_MAC, maxTouchPoints: 0 }))).toBe('none');
    expect(installWay(context({ userAgent: FIREFOX_ANDROID }))).toBe('none');
    expect(installWay(context({}))).toBe('none');
  });

  it('already installed (opened from the home screen): nothing, offer or not', () => {
    expect(installWay(context({ standalone: true, offered: true }))).toBe('none');
    expect(installWay(context({ standalone: true, userAgent: IPHONE_SAFARI }))).toBe('none');
  });
});

describe("the browser's offer", () => {
  it('is kept (and its banner held back) until the tap, which shows it once and drops it', async () => {
    const page = new EventTarget();
    listenForInstall(page);
    const prompt = vi.fn(async () => ({ outcome: 'accepted' }));
    const event = offerEvent(prompt);
    page.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(installOffer.value).toBe(event);

    await install();
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(installOffer.value).toBeNull();
    await install();
    expect(prompt).toHaveBeenCalledTimes(1);
  });

  it('an event of that name with no prompt is not an offer', () => {
    const page = new EventTarget();
    listenForInstall(page);
    page.dispatchEvent(new Event('beforeinstallprompt', { cancelable: true }));
    expect(installOffer.value).toBeNull();
  });

  it('is dropped when Mesa is installed another way (the browser menu)', () => {
    const page = new EventTarget();
    listenForInstall(page);
    page.dispatchEvent(offerEvent());
    expect(installOffer.value).not.toBeNull();
    page.dispatchEvent(new Event('appinstalled'));
    expect(installOffer.value).toBeNull();
  });
});
