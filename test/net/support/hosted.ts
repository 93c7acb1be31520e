// A host table over a real engine session, with its clock and its randomness in the test's hands,
// and guest phones joined to it over fake channels: the protocol end to end, minus WebRTC and the
// store. `apply` is the runner's act in miniature: the engine decides, then chance is drawn, then
// (the "commit") every phone is sent its view.
import { applySession, newSession, seededSource, tableView, type Seat, type SessionAction, type SessionConfig, type SessionState } from '../../../src/engine/index.ts';
import { chanceAction, useRandomSource } from '../../../src/app/chance.ts';
import { GuestTable, type GuestSnapshot, type Rejoin } from '../../../src/net/guest-table.ts';
import { HostTable, type Applied, type SavedPhone } from '../../../src/net/host-table.ts';
import type { ActFor } from '../../../src/net/act-for.ts';
import { tableMoment } from '../../../src/net/intentions.ts';
import { readHostMessage, type EngineRefusal } from '../../../src/net/messages.ts';
import { channelPair, type Pair } from './fake-channel.ts';

export const holdem: SessionConfig = {
  profile: 'holdem',
  players: ['Ana', 'Bia', 'Caio'].map((name) => ({ name, stack: 200 })),
  firstDealer: 0,
  options: { smallBlind: 1, bigBlind: 2 },
};

export interface Phone {
  readonly pair: Pair;
  readonly table: GuestTable;
  /** Every snapshot the phone's table went through. */
  readonly snapshots: GuestSnapshot[];
  /** What the host last said this phone is (to rejoin with). */
  readonly rejoin: Rejoin | null;
  readonly now: () => GuestSnapshot;
}

export interface Hosted {
  readonly host: HostTable;
  readonly clock: { now: number };
  state(): SessionState;
  /** The host's own tap: applied and broadcast; throws when the engine refuses it. */
  act(action: SessionAction): Promise<void>;
  /** A guest phone joining over a fresh pair of channels (its hello delivered, and the answers); `pair` to join over a given one. */
  join(rejoin?: Rejoin | null, device?: string, pair?: Pair): Phone;
  /** A new phone that picks `role`; a seat dealt into the hand is given with the host's yes (N1). */
  seated(role: Seat | 'table', device?: string): Phone;
  /** A new HostTable for the same game, as after a host reload, with the phones the first one saved. */
  reload(saved: readonly SavedPhone[]): HostTable;
}

/** `chance: 'given'`: the host draws no shuffle itself, the test hands it the log's (a replay). */
export function hosted(config: SessionConfig = holdem, seed = 1, options: { actFor?: ActFor; game?: string; chance?: 'drawn' | 'given'; fairTimeoutMs?: number } = {}): Hosted {
  useRandomSource(seededSource(seed));
  const clock = { now: 1_000_000 };
  const bytes = seededSource(seed ^ 0x5eed);
  let state = newSession({ ...config, dealing: config.dealing ?? 'deck' });
  let host: HostTable;
  const apply = async (action: SessionAction, stale?: () => EngineRefusal | null): Promise<Applied> => {
    const moved = stale?.();
    if (moved) return moved;
    const result = applySession(state, action);
    if (!result.ok) return result.error;
    state = result.state;
    for (let chance = options.chance === 'given' ? null : chanceAction(state); chance; chance = chanceAction(state)) {
      const next = applySession(state, chance);
      if (!next.ok) throw new Error(next.error.message);
      state = next.state;
    }
    host.broadcast();
    return 'done';
  };
  const make = (saved?: readonly SavedPhone[]) =>
    new HostTable({
      game: options.game ?? 'game-1',
      now: () => clock.now,
      random: (n) => Uint8Array.from({ length: n }, () => bytes.nextUint32() & 0xff),
      viewOf: (viewer) => tableView(state, viewer),
      apply,
      moment: () => tableMoment(state),
      onChange: () => {},
      saved,
      actFor: options.actFor,
      fairTimeoutMs: options.fairTimeoutMs,
    });
  host = make();
  const hostedTable: Hosted = {
    get host() {
      return host;
    },
    clock,
    state: () => state,
    act: async (action) => {
      const outcome = await apply(action);
      if (outcome !== 'done') throw new Error(`${JSON.stringify(action)}: ${JSON.stringify(outcome)}`);
    },
    join: (rejoin = null, device = 'Phone', pair = channelPair()) => {
      const snapshots: GuestSnapshot[] = [];
      const kept = { rejoin };
      host.connect(pair.host);
      const table = new GuestTable(pair.guest, {
        device,
        rejoins: rejoin ? [rejoin] : [],
        now: () => clock.now,
        onChange: (snapshot) => snapshots.push(snapshot),
        onWelcome: (saved) => (kept.rejoin = saved),
      });
      pair.flush();
      return {
        pair,
        table,
        snapshots,
        get rejoin() {
          return kept.rejoin;
        },
        now: () => table.current,
      };
    },
    seated: (role, device) => {
      const phone = hostedTable.join(null, device);
      phone.table.pick(role);
      phone.pair.flush();
      if (phone.now().asked !== null) {
        host.answer(phone.rejoin!.phone, true);
        phone.pair.flush();
      }
      if (phone.now().role !== role) throw new Error(`the phone did not get ${role}`);
      return phone;
    },
    reload: (saved) => {
      host.close();
      host = make(saved);
      return host;
    },
  };
  return hostedTable;
}

/** Lets the host's queue of intentions run (it is a promise chain), then delivers what it sent. */
export async function settle(...phones: Phone[]): Promise<void> {
  for (let i = 0; i < 5; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (const phone of phones) phone.pair.flush();
  }
}

/** The hand and log length of the last view this phone was sent: what its own app stamps an intention with (N3). */
function madeAt(phone: Phone): { hand?: number; log?: number } {
  const views = phone.pair.guest.received.map((text) => readHostMessage(text)).filter((m) => m?.t === 'view' || m?.t === 'patch');
  const last = views.at(-1) as { hand?: number; log?: number } | undefined;
  return { hand: last?.hand, log: last?.log };
}

/** An `act` message as a changed phone writes it: stamped as its view, whatever else it adds. */
export const actMessage = (phone: Phone, n: number, action: object, extra: object = {}) => JSON.stringify({ t: 'act', n, ...madeAt(phone), action, ...extra });
