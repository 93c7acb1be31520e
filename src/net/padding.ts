/**
 * N2: every message either way is sent padded with spaces to a fixed size, so that its length,
 * which anyone on the Wi-Fi sees through the encryption, tells nothing of what it holds (a seat's
 * closed cards change a view's length: a card's number by its digits, openers in fechado by the
 * options they open, some 250 bytes of the patch that deals them). The sizes go two to a doubling
 * (256, 384, 512, 768, 1024, 1536 bytes) for the patches a hand is mostly sent as (300–900 bytes,
 * where powers of two alone cost a third more), then 4 KB and its doublings to the size limit:
 * a whole view (about 3 KB) and the patch that deals a hand (about 1.8–2.3 KB, openers or not)
 * are sent as 4 KB whatever the cards. JSON ends where its text ends, so the spaces are only
 * stripped on receipt; a message too long for the limit is sent as it is (and refused).
 */
import type { Channel } from './channel.ts';
import { MAX_MESSAGE_CHARS } from './messages.ts';

/** The sizes, smallest first: no edge between 1536 and 4096 bytes, where a deal's patch lies with openers or without. */
const SIZES = [256, 384, 512, 768, 1024, 1536];
for (let size = 4096; size <= MAX_MESSAGE_CHARS; size *= 2) SIZES.push(size);

/** The UTF-8 length of `text`, which is what travels. */
function bytesOf(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code < 0xdc00) i++, (bytes += 2); // a surrogate pair: 4 bytes for 2 units
    else if (code >= 0x800) bytes += 2;
    else if (code >= 0x80) bytes += 1;
  }
  return bytes;
}

/** `text` with spaces to the next size; a text past the limit as it is. */
function pad(text: string): string {
  const bytes = bytesOf(text);
  const size = SIZES.find((s) => s >= bytes);
  return size === undefined ? text : text + ' '.repeat(size - bytes);
}

/** `channel` with every text sent padded and every text received stripped of the padding. */
export function padded(channel: Channel): Channel {
  let reader: Channel['onmessage'] = null;
  return {
    fingerprints: channel.fingerprints,
    send: (text) => channel.send(pad(text)),
    get onmessage() {
      return reader;
    },
    set onmessage(read) {
      reader = read;
      // A text past the limit is passed on whole, for the reader to refuse (N2), never trimmed into it.
      channel.onmessage = read && ((text) => read(text.length > MAX_MESSAGE_CHARS ? text : text.trimEnd()));
    },
    get onclose() {
      return channel.onclose;
    },
    set onclose(close) {
      channel.onclose = close;
    },
    close: () => channel.close(),
  };
}
