// The table being set up, kept while the player moves between the game list and the form (and
// across games: choosing another game keeps the players and the mode). The names of the last
// table that started are remembered, so the next game starts with the same friends. A seat whose
// name is left empty plays under its default ("Jogador 3"), shown in its field as a placeholder:
// typing into a field never mixes with text the app put there.
import { signal } from '@preact/signals';
import { CHOICE_PROFILES, cleanName, defaultDealers, nameKey, NIGHT_READS, setupDefaults, type ChoiceSetup, type FirstDealer, type OptionKey, type ProfileId, type SetupMode, type SetupOptions, type TableSetup } from '../../engine/index.ts';
import { language, type Language } from '../i18n/index.ts';
import { ts } from './messages.ts';
import { profileSetups } from './options.ts';

export interface PlayerEntry {
  /** Stable across renames and moves, so a moved row keeps its focus and its input. */
  readonly id: number;
  /** As typed; empty for the seat's default name (seatNames). */
  readonly name: string;
}

export interface Draft {
  readonly profile: ProfileId;
  readonly players: readonly PlayerEntry[];
  readonly mode: SetupMode;
  readonly dealer: FirstDealer;
  readonly options: SetupOptions;
  /** A dealer's-choice night (section C): its games and each one's stakes; `options` then holds the night's own (NIGHT_READS). */
  readonly choice?: ChoiceSetup;
}

const playersKey = 'mesa.setup.players';
const defaultCount = 4;
export const MAX_SEATS = 10;

let nextId = 1;
const entry = (name: string): PlayerEntry => ({ id: nextId++, name });

const currencyOf: Record<Language, string> = { 'pt-BR': 'BRL', 'pt-PT': 'EUR', en: 'USD' };

export const draft = signal<Draft | null>(null);

/** A seat's own default name: "Jogador 3" in seat 3 (counted from 0 here). */
const seatDefault = (seat: number) => ts('setup.players.defaultName', { n: seat + 1 });

/** "Jogador N" with the smallest N no seat has, by G17's key: "jogador  2" takes "Jogador 2". */
function defaultName(taken: readonly string[]): string {
  const used = new Set(taken.map(nameKey));
  for (let seat = 0; ; seat++) {
    const name = seatDefault(seat);
    if (!used.has(nameKey(name))) return name;
  }
}

/**
 * Each seat's name as the game will have it: what was typed, or for an empty field (nothing left
 * once cleaned, G17) its seat's default, "Jogador 3" in seat 3, unless another seat has that name
 * by G17's key: then the first default no seat has.
 */
export function seatNames(players: readonly PlayerEntry[]): string[] {
  const taken = players.map((p) => p.name).filter((name) => cleanName(name) !== '');
  return players.map((player, seat) => {
    if (cleanName(player.name) !== '') return player.name;
    const own = seatDefault(seat);
    const name = taken.some((other) => nameKey(other) === nameKey(own)) ? defaultName(taken) : own;
    taken.push(name);
    return name;
  });
}

function rememberedNames(): string[] {
  try {
    const stored: unknown = JSON.parse(globalThis.localStorage?.getItem(playersKey) ?? 'null');
    if (Array.isArray(stored) && stored.length >= 2 && stored.every((name) => typeof name === 'string')) {
      // Versions before the placeholders remembered a seat's default as if typed: it is the default again.
      return stored.slice(0, MAX_SEATS).map((name: string, seat) => (name === seatDefault(seat) ? '' : name));
    }
  } catch {
    // Nothing usable remembered.
  }
  return [];
}

/** The names as typed ('' for a seat left to its default, so it stays a placeholder next time). */
export function rememberPlayers(names: readonly string[]): void {
  try {
    globalThis.localStorage?.setItem(playersKey, JSON.stringify(names));
  } catch {
    // Not remembered; the next game starts with default names.
  }
}

function initialPlayers(): PlayerEntry[] {
  const names = rememberedNames();
  return (names.length > 0 ? names : Array<string>(defaultCount).fill('')).map(entry);
}

export function defaultOptions(profile: ProfileId): SetupOptions {
  return { ...setupDefaults[profile], currency: currencyOf[language.value] };
}

const defaultDealer = (profile: ProfileId): FirstDealer => ({ kind: defaultDealers[profile] });

/** The draft's default first dealer: its game's, or (C7) a dealer's-choice night's first game's. */
const draftDealer = (d: Draft): FirstDealer => defaultDealer(d.choice ? (d.choice.games[0] ?? NIGHT_PROFILE) : d.profile);

/** The draft for this game: the current one if it is for this game, else a fresh one that keeps the players. */
export function openDraft(profile: ProfileId): Draft {
  const current = draft.value;
  if (current?.profile === profile && !current.choice) return current;
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

// ---------------------------------------------------------------------------------------------
// Dealer's choice

const choiceKey = 'mesa.setup.choice';

/** The night's chips, as hold'em's: the games' stakes are scaled to them. */
const NIGHT_PROFILE: ProfileId = 'holdem';

/** The options that are amounts of chips a game's stakes post or bet. */
const STAKES: readonly OptionKey[] = ['ante', 'smallBlind', 'bigBlind', 'minBet', 'maxBet', 'escuro', 'bombPot', 'bounty72'];

/**
 * A game's stakes at a dealer's-choice night start from its rule book's defaults at the night's
 * chips: draw5's ante of 1 for 100 chips is 100 for 10,000, so every game starts at the same size.
 */
export function defaultStakes(profile: ProfileId): SetupOptions {
  const own = defaultOptions(profile);
  const scale = defaultOptions(NIGHT_PROFILE).startingChips / own.startingChips;
  return { ...own, ...Object.fromEntries(STAKES.map((key) => [key, (own[key] as number) * scale])) };
}

const choiceDefaults = (): ChoiceSetup => ({ games: [], per: 'deal', stakes: Object.fromEntries(CHOICE_PROFILES.map((game) => [game, defaultStakes(game)])) });

/**
 * The stored value where it is one this option may take (a number, on/off, one of its choices),
 * else the default: the remembered night is the phone's own storage, but read as anything read
 * from outside is, so nothing in it can reach the engine unchecked.
 */
function kept(profile: ProfileId, defaults: SetupOptions, stored: unknown): SetupOptions {
  if (typeof stored !== 'object' || stored === null) return defaults;
  const values = stored as Record<string, unknown>;
  const fits = (key: OptionKey, value: unknown) => {
    const control = profileSetups[profile].rows.find((row) => row.key === key)?.control;
    if (control?.kind === 'choice') return control.choices.includes(value as string | number);
    return control?.kind === 'number' || control?.kind === 'toggle' ? typeof value === typeof defaults[key] && (typeof value !== 'number' || Number.isFinite(value)) : false;
  };
  return { ...defaults, ...Object.fromEntries(Object.entries(values).filter(([key, value]) => fits(key as OptionKey, value))) };
}

/** The dealer's-choice night this phone set up last (its games, stakes and night options), or the defaults. */
function rememberedChoice(): { readonly options: SetupOptions; readonly choice: ChoiceSetup } {
  const defaults = choiceDefaults();
  const night = defaultOptions(NIGHT_PROFILE);
  try {
    const stored: unknown = JSON.parse(globalThis.localStorage?.getItem(choiceKey) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return { options: night, choice: defaults };
    const { games, per, stakes, options } = stored as Record<string, unknown>;
    // In the order the table listed them, each allowed game once.
    const order = Array.isArray(games) ? CHOICE_PROFILES.filter((game) => games.includes(game)).sort((a, b) => games.indexOf(a) - games.indexOf(b)) : [];
    const own = (game: ProfileId) => (typeof stakes === 'object' && stakes !== null ? (stakes as Record<string, unknown>)[game] : null);
    return {
      options: kept(NIGHT_PROFILE, night, options),
      choice: {
        games: order,
        per: per === 'orbit' ? 'orbit' : 'deal',
        stakes: Object.fromEntries(CHOICE_PROFILES.map((game) => [game, kept(game, defaults.stakes[game]!, own(game))])),
      },
    };
  } catch {
    return { options: night, choice: defaults };
  }
}

/** Kept for the next night and for a reload: the night's games, stakes and own options. */
function rememberChoice(d: Draft): void {
  if (!d.choice) return;
  const night = Object.fromEntries(NIGHT_READS.map((key) => [key, d.options[key]]));
  try {
    globalThis.localStorage?.setItem(choiceKey, JSON.stringify({ ...d.choice, options: night }));
  } catch {
    // Not remembered; the next night starts from the defaults.
  }
}

/** The dealer's-choice draft: the current one, else the night this phone set up last, with the players kept. */
export function openChoiceDraft(): Draft {
  const current = draft.value;
  if (current?.choice) return current;
  const remembered = rememberedChoice();
  const next: Draft = {
    profile: NIGHT_PROFILE,
    players: current?.players ?? initialPlayers(),
    mode: current?.mode ?? 'pass-and-play',
    ...remembered,
    dealer: defaultDealer(remembered.choice.games[0] ?? NIGHT_PROFILE),
  };
  draft.value = next;
  return next;
}

function change(update: (current: Draft) => Draft): void {
  if (!draft.value) return;
  draft.value = update(draft.value);
  rememberChoice(draft.value);
}

function changeChoice(update: (choice: ChoiceSetup) => ChoiceSetup): void {
  change((d) => (d.choice ? { ...d, choice: update(d.choice) } : d));
}

/**
 * A game allowed, or left out again (its stakes kept). C7: the first dealer is drawn as the first
 * game draws it, so a draw the table left at the first game's default follows a new first game.
 */
export function toggleGame(game: ProfileId): void {
  change((d) => {
    if (!d.choice) return d;
    const { games } = d.choice;
    const next = games.includes(game) ? games.filter((g) => g !== game) : [...games, game];
    const choice = { ...d.choice, games: next };
    return { ...d, dealer: d.dealer.kind === draftDealer(d).kind ? draftDealer({ ...d, choice }) : d.dealer, choice };
  });
}

export function setPer(per: ChoiceSetup['per']): void {
  changeChoice((c) => ({ ...c, per }));
}

export function setStake<K extends OptionKey>(game: ProfileId, key: K, value: SetupOptions[K]): void {
  changeChoice((c) => ({ ...c, stakes: { ...c.stakes, [game]: { ...c.stakes[game]!, [key]: value } } }));
}

export function resetStakes(game: ProfileId): void {
  changeChoice((c) => ({ ...c, stakes: { ...c.stakes, [game]: defaultStakes(game) } }));
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
  change((d) => (d.players.length >= MAX_SEATS ? d : { ...d, players: [...d.players, entry('')] }));
}

/** A seat taken away, with what puts it back as it was (restorePlayer). */
export interface RemovedSeat {
  readonly player: PlayerEntry;
  readonly seat: number;
  /** Its name as the table saw it (a default one too). */
  readonly name: string;
  /** He was the chosen first dealer. */
  readonly dealt: boolean;
}

/** Removing a player shifts the seats after him; a chosen dealer follows his player, or falls back to a draw. */
export function removePlayer(id: number): RemovedSeat | null {
  const d = draft.value;
  const seat = d ? d.players.findIndex((p) => p.id === id) : -1;
  if (!d || seat < 0) return null;
  const dealt = d.dealer.kind === 'seat' && d.dealer.seat === seat;
  let dealer = d.dealer;
  if (dealt) dealer = draftDealer(d);
  else if (dealer.kind === 'seat' && dealer.seat > seat) dealer = { kind: 'seat', seat: dealer.seat - 1 };
  draft.value = { ...d, players: d.players.filter((p) => p.id !== id), dealer };
  return { player: d.players[seat], seat, name: seatNames(d.players)[seat], dealt };
}

/**
 * Undo of a removal: the player back in his seat with his name (the seats after him move down
 * again) and, if he was the chosen dealer and nobody chose another since, the dealer again.
 */
export function restorePlayer(removed: RemovedSeat): void {
  change((d) => {
    if (d.players.length >= MAX_SEATS || d.players.some((p) => p.id === removed.player.id)) return d;
    const seat = Math.min(removed.seat, d.players.length);
    const players = [...d.players.slice(0, seat), removed.player, ...d.players.slice(seat)];
    let dealer = d.dealer;
    if (dealer.kind === 'seat' && dealer.seat >= seat) dealer = { kind: 'seat', seat: dealer.seat + 1 };
    else if (removed.dealt && dealer.kind === draftDealer(d).kind) dealer = { kind: 'seat', seat };
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
  const players = seatNames(d.players);
  if (!d.choice) return { profile: d.profile, players, mode: d.mode, dealer: d.dealer, options: d.options };
  return { profile: d.choice.games[0] ?? d.profile, players, mode: d.mode, dealer: d.dealer, options: d.options, choice: d.choice };
}
