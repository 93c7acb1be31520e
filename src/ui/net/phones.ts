// What the host's screens work out from `hosting` (app/network-host.ts) before they word it: the
// seats still free for a phone, the line "3 phones · 1 away", the act-for countdown (N5), and the
// shared shuffle's line (N8), whose naming of a phone left out the guests' screens use too.
import type { ChannelPath, Hosting, PhoneStatus } from '../../app/index.ts';
import type { Seat } from '../../engine/index.ts';
import { language, type Language } from '../i18n/index.ts';
import { thost } from './host-messages.ts';

/** The seats of a `count`-seat game that no phone holds: a phone may take one (or the host gives it one). */
export function freeSeats(count: number, phones: readonly PhoneStatus[]): Seat[] {
  const held = new Set(phones.map((phone) => phone.role));
  return Array.from({ length: count }, (_, seat) => seat).filter((seat) => !held.has(seat));
}

/** The table screen's line while hosting: "3 phones · 1 away". */
export function phonesLine(phones: readonly PhoneStatus[]): string {
  if (phones.length === 0) return thost('status.none');
  const count = phones.length === 1 ? thost('status.one') : thost('status.many', { count: phones.length });
  const away = phones.filter((phone) => phone.state === 'away').length;
  return away === 0 ? count : `${count} · ${thost('status.away', { count: away })}`;
}

/**
 * N8 on the host's table, for hand number `hand` (the one on screen): the wait for the phones'
 * shuffle while the next hand waits for it, then the phones it left out of that hand's deal
 * ("Bruno's phone did not reveal its value"), those late to answer and those not asked for being
 * late before; empty when there is nothing to say.
 */
export function fairLine(host: Hosting, hand: number): string {
  if (host.shuffling) return thost('fair.shuffling');
  if (host.left?.hand !== hand) return '';
  return namedPhones(host.left).join(' · ');
}

type Named = { readonly name: string; readonly seat: boolean };

/** N8: the phones named before a deal, as the host and every guest say them: by the seat's player, or the device. */
export function namedPhones(named: { readonly left: readonly Named[]; readonly slow: readonly Named[]; readonly benched: readonly Named[] }): string[] {
  const say = (phones: readonly Named[], seat: 'fair.leftSeat' | 'fair.slowSeat' | 'fair.benchedSeat', device: 'fair.leftDevice' | 'fair.slowDevice' | 'fair.benchedDevice') =>
    phones.map((phone) => thost(phone.seat ? seat : device, { name: phone.name }));
  return [...say(named.left, 'fair.leftSeat', 'fair.leftDevice'), ...say(named.slow, 'fair.slowSeat', 'fair.slowDevice'), ...say(named.benched, 'fair.benchedSeat', 'fair.benchedDevice')];
}

/** A phone's state as the panel says it: "connected · 12 ms", "away since 21:04", and "too many messages at 21:07" after one past its budget (N2). */
export function phoneState(phone: PhoneStatus): string {
  const flooded = floodedNote(phone);
  if (phone.state === 'away') return thost('phone.away', { time: clockTime(phone.awaySince ?? Date.now()) }) + flooded;
  return (phone.latencyMs === null ? thost('phone.connectedOnly') : thost('phone.connected', { ms: Math.round(phone.latencyMs) })) + flooded;
}

/**
 * N1: the path a phone's pipe uses, as the panel says it: "same Wi-Fi · host ↔ prflx · 3 ms".
 * Both ends on addresses of this network (a peer-reflexive one is a local address the other phone
 * hid behind an mDNS name) is the same Wi-Fi; a reflexive address is one the internet sees; a relay
 * carries everything through a server.
 */
export function pathText(path: ChannelPath): string {
  const ends = [path.local, path.remote];
  const where = ends.includes('relay') ? 'path.relay' : ends.includes('srflx') ? 'path.internet' : 'path.wifi';
  const parts = [thost(where), `${path.local} ↔ ${path.remote}`];
  if (path.rttMs !== null) parts.push(thost('path.rtt', { ms: Math.round(path.rttMs) }));
  return parts.join(' · ');
}

/** N2: " · too many messages at 21:07" for a phone that sent past its budget, else nothing; a phone still choosing says it too. */
export function floodedNote(phone: PhoneStatus): string {
  return phone.floodedAt === null ? '' : ` · ${thost('phone.flooded', { time: clockTime(phone.floodedAt) })}`;
}

/** The hour and minute of a moment, as the language writes them ("21:04", "9:04 PM"). */
export function clockTime(at: number, lang: Language = language.value): string {
  return new Intl.DateTimeFormat(lang, { hour: 'numeric', minute: '2-digit' }).format(at);
}

/** A short countdown: "2:00", "0:25" (rounded up, so 0:00 shows only when the time is up). */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
