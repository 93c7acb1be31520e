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
}
