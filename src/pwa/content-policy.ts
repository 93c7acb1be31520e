// The built page's Content Security Policy (issue 23). Mesa needs nothing from anywhere else: every
// script, style, font and icon is its own and precached, so the page refuses any other origin and
// any inline or evaluated script. A script slipped in through a hostile file (a backup, a pasted
// code, a name) would therefore have nowhere to run and nowhere to send what it read.
//
// Set as a <meta> in the built index.html only: the dev server's hot reload talks over a WebSocket
// and injects its client, which a strict policy would refuse. Because a <meta> policy cannot say
// frame-ancestors, a host that frames the app must send that header itself.
import type { Plugin } from 'vite';

/**
 * - img-src data: blob: — the share card is drawn on a canvas and handed over as a blob;
 * - media-src blob: mediastream: — the camera's picture when a phone scans a table's code;
 * - style-src 'self' — Preact sets the few computed styles (a chip's colour, an odds bar's width)
 *   through the style object, which a policy allows; no style attribute is ever parsed from text;
 * - WebRTC's data channels are not fetches: connect-src 'self' does not stop a table's phones.
 */
export const CONTENT_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob: mediastream:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');

export function contentPolicy(): Plugin {
  return {
    name: 'mesa-content-policy',
    apply: 'build',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_POLICY }, injectTo: 'head-prepend' }],
  };
}
