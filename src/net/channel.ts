/**
 * One open, ordered, reliable text pipe to one other phone: an RTCDataChannel (peer.ts), or a
 * fake in tests. The protocol (host-table.ts, guest-table.ts) speaks through nothing else, so it
 * runs the same over WebRTC and in memory.
 */
export interface Channel {
  /**
   * The DTLS certificate fingerprints of this end and of the other, as the codes' SDPs gave them:
   * the connection is encrypted to them, so they name its two ends (N4's proof is bound to them).
   */
  readonly fingerprints: { readonly local: string; readonly remote: string };
  /** Silently dropped once closed. */
  send(text: string): void;
  onmessage: ((text: string) => void) | null;
  /** Called once, when the pipe is gone for good. */
  onclose: (() => void) | null;
  close(): void;
  /** How the pipe reaches the other phone now, as the browser's ICE chose it; null when it cannot say. A fake pipe has none. */
  path?(): Promise<ChannelPath | null>;
}

/**
 * The candidate pair a pipe uses (N1: the host's panel shows it per phone). Each end's type as
 * WebRTC names it: 'host' (an address of this network), 'prflx' (learnt from the other's checks:
 * still this network when that phone hid its address behind an mDNS name), 'srflx' (an address
 * the internet sees), 'relay' (through a TURN server).
 */
export interface ChannelPath {
  readonly local: string;
  readonly remote: string;
  /** The pair's last round trip, in milliseconds; null before one was measured. */
  readonly rttMs: number | null;
}
