/**
 * N4: how a phone shows the host it holds its secret without sending it. The proof is an
 * HMAC-SHA-256 keyed by the secret over the game, the phone id and the DTLS certificate
 * fingerprints of both ends of this connection (from the SDPs of the two codes; DTLS makes each
 * end hold the certificate it announced). A phone posing as the host receives a proof bound to
 * its own certificate, which the real host, seeing another on its own connection, never takes;
 * and a proof overheard or replayed on another connection is bound to that connection's guest
 * certificate, which a new one does not have.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** The proof, 64 hex digits, of `secret` for `phone` at `game` between the host's certificate and the guest's. */
export function rejoinProof(secret: string, game: string, phone: string, hostFingerprint: string, guestFingerprint: string): string {
  const bound = JSON.stringify(['mesa N4 rejoin proof 1', game, phone, hostFingerprint, guestFingerprint]);
  return bytesToHex(hmac(sha256, utf8ToBytes(secret), utf8ToBytes(bound)));
}

/** Whether two proofs are the same, in a time that does not tell how much of one was right. */
export function sameProof(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let differ = 0;
  for (let i = 0; i < a.length; i++) differ |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return differ === 0;
}
