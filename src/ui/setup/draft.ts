// The table being set up, kept while the player moves between the game list and the form (and
// across games: choosing another game keeps the players and the mode). The names of the last
// table that started are remembered, so the next game starts with the same friends.
import { signal } from '@preact/signals';
import { defaultDealers, nameKey, setupDefaults, type FirstDealer, type OptionKey, type ProfileId, type SetupMode, type SetupOptions, type TableSetup } from '../../engine/index.ts';
import { language, t, type Language } from '../i18n/index.ts';

export interface PlayerEntry {
  /** Stable across renames and moves, so a moved row keeps its focus and its input. */
  readonly id: number;
  readonly name: string;
}

export interface Draft {
  readonly profile: ProfileId;
  readonly players: readonly PlayerEntry[];
  readonly mode: SetupMode;
  readonly dealer: FirstDealer;
  readonly options: SetupOptions;
}

const playersKey = 'mesa.setup.players';
const defaultCount = 4;
export const MAX_SEATS = 10;

let nextId = 1;
const entry = (name: string): PlayerEntry => ({ id: nextId++, name });

const currencyOf: Record<Language, string> = { 'pt-BR': 'BRL', 'pt-PT': 'EUR', en: 'USD' };

export const draft = signal<Draft | null>(null);

/** "Jogador N" with the smallest N no seat has, by G17's key: "jogador  2" takes "Jogador 2". */
export function defaultName(taken: readonly string[]): string {
  const used = new Set(taken.map(nameKey));
  for (let n = 1; ; n++) {
    const name = t('setup.players.defaultName', { n });
    if (!used.has(nameKey(name))) return name;
  }
}

function rememberedNames(): string[] {
  try {
    const stored: unknown = JSON.parse(globalThis.localStorage?.getItem(playersKey) ?? 'null');
    if (Array.isArray(stored) && stored.length >= 2 && stored.every((name) => typeof name === 'string')) return stored.slice(0, MAX_SEATS);
  } catch {
    // Nothing usable remembered.
  }
  return [];
}

export function rememberPlayers(names: readonly string[]): void {
  try {
    globalThis.localStorage?.setItem(playersKey, JSON.stringify(names));
  } catch {
    // Not remembered; the next game starts with default names.
  }
}

function initialPlayers(): PlayerEntry[] {
  const names = rememberedNames();
  if (names.length > 0) return names.map(entry);
  const players: string[] = [];
  while (players.length < defaultCount) players.push(defaultName(players));
  return players.map(entry);
}

export function defaultOptions(profile: ProfileId): SetupOptions {
  return { ...setupDefaults[profile], currency: currencyOf[language.value] };
}

const defaultDealer = (profile: ProfileId): FirstDealer => ({ kind: defaultDealers[profile] });

/** The draft for this game: the current one if it is for this game, else a fresh one that keeps the players. */
export function openDraft(profile: ProfileId): Draft {
  const current = draft.value;
  if (current?.profile === profile) return current;
  const next: Draft = {
    profile,
    players: current?.players ?? initialPlayers(),
    mode: current?.mode ?? 'pass-and-play',
    dealer: defaultDealer(profile),
    options: defaultOptions(profile),
  };
  draft.value = next;
  return next;
}

function change(update: (current: Draft) => Draft): void {
  if (draft.value) draft.value = update(draft.value);
}

export function setOption<K extends OptionKey>(key: K, value: SetupOptions[K]): void {
  change((d) => ({ ...d, options: { ...d.options, [key]: value } }));
}

export function resetOptions(): void {
  change((d) => ({ ...d, options: defaultOptions(d.profile) }));
}

export function setMode(mode: SetupMode): void {
  change((d) => ({ ...d, mode }));
}

export function setDealer(dealer: FirstDealer): void {
  change((d) => ({ ...d, dealer }));
}

export function renamePlayer(id: number, name: string): void {
  change((d) => ({ ...d, players: d.players.map((p) => (p.id === id ? { ...p, name } : p)) }));
}

export function addPlayer(): void {
  change((d) =>
    d.players.length >= MAX_SEATS ? d : { ...d, players: [...d.players, entry(defaultName(d.players.map((p) => p.name)))] },
  );
}

/** Removing a player shifts the seats after him; a chosen dealer follows his player, or falls back to a draw. */
export function removePlayer(id: number): void {
  change((d) => {
    const index = d.players.findIndex((p) => p.id === id);
    if (index < 0) return d;
    const players = d.players.filter((p) => p.id !== id);
    let dealer = d.dealer;
    if (dealer.kind === 'seat') {
      if (dealer.seat === index) dealer = defaultDealer(d.profile);
      else if (dealer.seat > index) dealer = { kind: 'seat', seat: dealer.seat - 1 };
    }
    return { ...d, players, dealer };
  });
}

/** Moves a player one seat up (-1) or down (+1); a chosen dealer stays with his player. */
export function movePlayer(id: number, by: -1 | 1): void {
  change((d) => {
    const from = d.players.findIndex((p) => p.id === id);
    const to = from + by;
    if (from < 0 || to < 0 || to >= d.players.length) return d;
    const players = d.players.slice();
    [players[from], players[to]] = [players[to], players[from]];
    let dealer = d.dealer;
    if (dealer.kind === 'seat') {
      if (dealer.seat === from) dealer = { kind: 'seat', seat: to };
      else if (dealer.seat === to) dealer = { kind: 'seat', seat: from };
    }
    return { ...d, players, dealer };
  });
}

export function tableSetup(d: Draft): TableSetup {
  return { profile: d.profile, players: d.players.map((p) => p.name), mode: d.mode, dealer: d.dealer, options: d.options };
}
