// src/net/peer.ts replaced for the pages opened after `fakePeer()`, so the host's phones panel
// goes through its whole add-a-phone step with no WebRTC: each offer is a made-up join link, and
// the answer pasted under it names the guest phone (`answerFor(name)`) whose pipe then opens — a
// fake channel pair (test/net/support/fake-channel.ts) to a GuestTable of src/net that keeps the
// identity the host gives it, as the phone's own storage would, so it rejoins its seat next time.
// A guest's answer may be made to fail as a real one would (`fails`), and each pipe reports the
// path a data channel's getStats would give (`paths`).
import { afterEach, expect, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import type { ChannelPath } from '../../../src/net/channel.ts';
import { GuestTable, type Rejoin } from '../../../src/net/guest-table.ts';
import { channelPair } from '../../net/support/fake-channel.ts';
import { tap, type } from './app.tsx';

export interface FakeGuest {
  readonly table: GuestTable | null;
  /** What the host said this phone is, kept across its connections. */
  readonly rejoin: Rejoin | null;
}

let pumps: ReturnType<typeof setInterval>[] = [];

afterEach(() => {
  vi.doUnmock('../../../src/net/peer.ts');
  for (const pump of pumps) clearInterval(pump);
  pumps = [];
});

/** The answer text that opens `name`'s pipe (alone, or at the end of a link). */
export const answerFor = (name: string) => `answer-of-${name}`;

export interface FakePeerOptions {
  /** The guests whose answer fails, by name, with peer.ts's reason: read too late ('expired'), or no candidate pair answered ('apart'). */
  readonly fails?: Readonly<Record<string, 'expired' | 'apart'>>;
  /** The candidate pair each guest's pipe uses, by name; a guest not named reports none. */
  readonly paths?: Readonly<Record<string, ChannelPath>>;
}

/** From now on, the pages opened use the fake peer; returns the guest phones by name as they connect. */
export function fakePeer({ fails = {}, paths = {} }: FakePeerOptions = {}): Map<string, FakeGuest> {
  const guests = new Map<string, { table: GuestTable | null; rejoin: Rejoin | null }>();
  let offers = 0;
  const connect = (answer: string) => {
    const name = answer.split('answer-of-').at(-1)!;
    const failure = fails[name];
    if (failure) throw Object.assign(new Error(`No connection to the other phone: ${failure}`), { name: 'PeerError', reason: failure });
    const phone = guests.get(name) ?? { table: null, rejoin: null };
    guests.set(name, phone);
    phone.table?.close();
    const pair = channelPair();
    phone.table = new GuestTable(pair.guest, {
      device: `${name} phone`,
      rejoins: phone.rejoin ? [phone.rejoin] : [],
      now: () => Date.now(),
      onChange: () => {},
      onWelcome: (rejoin) => (phone.rejoin = rejoin),
    });
    pumps.push(setInterval(() => pair.flush(), 5));
    return Object.assign(pair.host, { path: async () => paths[name] ?? null });
  };
  vi.doMock('../../../src/net/peer.ts', () => ({
    openOffer: async () => {
      const code = `${location.origin}/#join=offer${++offers}`;
      return { code, accept: async (answer: string) => connect(answer), cancel: () => {} };
    },
  }));
  return guests;
}

/** A phone added from the panel: the table's code shown, its answer pasted, the seat given. */
export async function addPhone(name: string) {
  // The panel hosts once it shows the way to stop.
  await screen.findByRole('button', { name: 'Parar de jogar em vários celulares' });
  await tap('Adicionar um celular');
  await screen.findByRole('img', { name: 'Código da mesa para o próximo celular' });
  await type('Ou cole o código que você recebeu', answerFor(name));
  await tap('Usar este código');
  const joined = await screen.findByRole('region', { name: `Um celular entrou: ${name} phone` });
  await tap(within(joined).getByRole('button', { name }));
  await waitFor(() => expect(screen.queryByRole('region', { name: /^Um celular entrou/ })).toBeNull());
}
