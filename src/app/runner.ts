/**
 * The open game, tap by tap: the engine decides, the store commits, and only then the screen
 * moves on, so no screen shows a tap a crash could still lose (README, "How it is built").
 * Loaded on first use with the table's chunk.
 *
 *   act(action)   → the engine's step (the action, the chance it draws, the view); a refusal is
 *                   shown (refusal signal) and nothing else changes; otherwise the action, and
 *                   any chance that follows (a new hand's shuffle), are appended in one
 *                   transaction through the WriteQueue and currentGame moves on to the step's
 *                   view when it commits; a snapshot that came due is written after that.
 *   loadGame(id)  → writer lock, snapshot + tail, cover up; a chance drawn but never committed
 *                   (the tab died in between) is drawn again, unseen by anyone.
 */
import { applySession, configProblem, drawChance, newSession, step, tableView, type SessionAction, type SessionConfig, type SessionState, type TableView, type Viewer } from '../engine/index.ts';
import { isStoreError, newId, type AppendResult, type WriterHandle } from '../store/index.ts';
import { chanceSource } from './chance.ts';
import { resultSummary } from './codec.ts';
import { currentGame, UnshowableGame, type CurrentGame, type GameSetup } from './games.ts';
import { coverUp, reveal, revealed } from './privacy.ts';
import { refusal } from './status.ts';
import { storage } from './storage.ts';
import { tableNow } from './table-time.ts';

/** What became of a tap. */
export type ActOutcome =
  | 'done'
  /** The engine said no; `refusal` holds why. */
  | 'refused'
  /** The previous tap is still being saved. */
  | 'busy'
  /** Another tab holds this game. */
  | 'not-writer'
  /** The store refused the write for good (another tab wrote first): the game must be reloaded. */
  | 'unsaved';

/** What one tap commits: the actions in log order (the tap's, then the chance it drew), the state after them and its table view. */
interface Step {
  readonly actions: readonly SessionAction[];
  readonly state: SessionState;
  readonly table: TableView;
}

let held: WriterHandle | null = null;
let busy = false;

/**
 * The committed state behind each table view the runner published. The state stays in the app:
 * screens receive views only (G11), and a view is all a second phone could be sent.
 */
const states = new WeakMap<TableView, SessionState>();

/** The table's view of a loaded state; a state no view can be built of is a game the screens cannot show. */
function loadedView(id: string, state: SessionState): TableView {
  try {
    return tableView(state, 'table');
  } catch (cause) {
    throw new UnshowableGame(id, cause);
  }
}

/** The open game as the screens receive it: its record and `table`, the table's view of its last committed `state`. */
function opened(id: string, record: CurrentGame['record'], state: SessionState, table: TableView, writer: CurrentGame['writer']): CurrentGame {
  states.set(table, state);
  return { id, record, writer, table };
}

const stateOf = (game: CurrentGame): SessionState => states.get(game.table)!;

/** The open game's last committed state, for the app's own modules and tests; null when no game is open. */
export function openState(): SessionState | null {
  const game = currentGame.value;
  return game ? stateOf(game) : null;
}

/** What `viewer` sees of the open game (a seat behind the cover sees its own cards); null when no game is open. */
export function viewOf(viewer: Viewer): TableView | null {
  const game = currentGame.value;
  return game ? tableView(stateOf(game), viewer) : null;
}

/** A draw that exchanged at least one card (standing pat brings nothing new to look at). */
const drewCards = (action: SessionAction): boolean => action.type === 'draw' && (typeof action.discard === 'number' ? action.discard : action.discard.length) > 0;

/** The tap `action` as the engine plays it (engine/step.ts): what to commit, or why not. */
function stepFrom(state: SessionState, action: SessionAction): Step | { refused: NonNullable<typeof refusal.value> } {
  const tapped = step(state, action, chanceSource);
  return tapped.ok ? { actions: [action, ...tapped.chance], state: tapped.state, table: tapped.view } : { refused: tapped.error };
}

/**
 * Appends the steps in one transaction; true once it committed. The screen is updated only then,
 * and a snapshot that has come due is written after that, off the tap.
 */
async function commit(game: CurrentGame, tap: Step): Promise<boolean> {
  const { games, queue } = storage();
  const first = game.record.nextSeq;
  // A player who sat down (T19), or the undo of it, changes the names the past games and the book
  // show; it comes with the tap's own action, never with chance, so the first entry carries it.
  const now = tap.state.config.players.map((p) => p.name);
  const changed = now.length !== game.record.players.length || now.some((name, seat) => name !== game.record.players[seat]);
  const names = changed ? now : game.record.players;
  const log = game.record.logId;
  const entries = tap.actions.map((action, i) => ({ seq: first + i, log, action, ...(changed && i === 0 ? { players: now } : {}) }));
  let saved: AppendResult;
  try {
    saved = await queue.push(() => games.append(game.id, ...entries));
  } catch (error) {
    // saveStatus already says 'failed' and why; the screen keeps the last committed state, except
    // over a log another tab's import replaced: what it shows is no longer the game, so the game
    // as stored is shown (and saveStatus says why the tap was not kept).
    if (isStoreError(error, 'store.logReplaced') && currentGame.value?.id === game.id) await loadGame(game.id);
    return false;
  }
  const { state, table } = tap;
  currentGame.value = opened(game.id, { ...game.record, nextSeq: saved.nextSeq, players: names }, state, table, game.writer);
  // The phone moves on: whoever was looking is covered unless the same seat acts again — or has
  // just exchanged and sees his new cards before passing the phone. G11: the seat whose cards stay
  // behind the cover is the view's (engine/table/turn-part.ts).
  const shown = revealed.value;
  const [action] = tap.actions;
  const phone = table.turn.phone;
  const drew = action.type === 'draw' && shown?.purpose === 'act' && action.seat === shown.seat && drewCards(action);
  if (shown && drew && phone !== shown.seat && table.hand?.result === null) reveal(shown.seat, 'drawn');
  else if (shown && (shown.purpose !== 'act' || phone !== shown.seat)) coverUp();
  if (saved.snapshotDue) snapshotSoon(game.id, saved.nextSeq, state);
  if (state.over && game.record.status === 'active') await finishGame();
  return true;
}

/**
 * Saves the snapshot of `state` (the first `seq` actions, committed) once the screen it belongs to
 * has been painted, so neither the tap nor its frame waits for the serialization (a long game's
 * snapshot carries its whole log). Not awaited, and a failure is let go: the log holds
 * everything, a missing snapshot only makes the next load replay more (and that load saves it).
 */
function snapshotSoon(gameId: string, seq: number, state: SessionState): void {
  const { games } = storage();
  afterPaint(() => void games.saveSnapshot(gameId, seq, state).catch(() => {}));
}

/**
 * Runs `task` in a task of its own after the next frame; after a moment when no frame comes (a
 * hidden page draws none).
 */
function afterPaint(task: () => void): void {
  let pending = true;
  const once = (): void => {
    if (pending) task();
    pending = false;
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 100);
}

/** One tap: applied, saved, then shown; or refused and explained, with nothing changed. */
export async function act(action: SessionAction): Promise<ActOutcome> {
  const game = currentGame.value;
  if (!game || game.writer !== 'mine') return 'not-writer';
  if (busy) return 'busy';
  const tap = stepFrom(stateOf(game), action);
  if ('refused' in tap) {
    refusal.value = tap.refused;
    return 'refused';
  }
  refusal.value = null;
  busy = true;
  try {
    return (await commit(game, tap)) ? 'done' : 'unsaved';
  } finally {
    busy = false;
  }
}

/**
 * What must happen before the next hand is dealt, awaited with every other tap held off (busy):
 * set while the table plays on several phones, for their shared shuffle (app/network-host.ts).
 */
type BeforeDeal = (state: SessionState) => Promise<void>;
let beforeDeal: BeforeDeal | null = null;

export function setBeforeDeal(hook: BeforeDeal | null): void {
  beforeDeal = hook;
}

/** Deals the next hand (the session rotates the dealer and draws the shuffle), after what must come first. */
export async function dealNextHand(): Promise<ActOutcome> {
  const start = (): SessionAction => {
    const game = currentGame.value;
    return { type: 'startHand', at: game ? tableNow(stateOf(game)) : Date.now() };
  };
  const game = currentGame.value;
  // A deal the engine refuses (its check offers no next dealer, or C3: the game is not named yet) is refused at once, in its words, with nothing asked of anyone.
  const refused = game?.table.session.nextDealer === null || game?.table.choice?.current === null;
  if (!beforeDeal || !game || game.writer !== 'mine' || refused) return act(start());
  if (busy) return 'busy';
  busy = true;
  try {
    await beforeDeal(stateOf(game));
  } finally {
    busy = false;
  }
  return act(start());
}

function watch(handle: WriterHandle): void {
  held = handle;
  void handle.lost.then(() => {
    if (held !== handle) return;
    held = null;
    const game = currentGame.value;
    if (game?.id === handle.gameId) {
      coverUp();
      currentGame.value = { ...game, writer: 'lost' };
    }
  });
}

/** Stops holding the open game (leaving it, or opening another). */
export async function closeGame(): Promise<void> {
  const handle = held;
  held = null;
  currentGame.value = null;
  coverUp();
  await handle?.release();
}

export async function loadGame(id: string): Promise<void> {
  const { games, locks } = storage();
  if (held && held.gameId !== id) await closeGame();
  const lock = held ?? (await locks.acquire(id));
  try {
    const loaded = await games.load(id);
    const { game, state } = loaded;
    coverUp();
    refusal.value = null;
    if (lock === 'held-elsewhere') {
      currentGame.value = opened(id, game, state, loadedView(id, state), 'elsewhere');
      return;
    }
    if (lock !== held) watch(lock);
    currentGame.value = opened(id, game, state, loadedView(id, state), 'mine');
    if (loaded.snapshotDue) snapshotSoon(id, game.nextSeq, state);
  } catch (error) {
    if (lock !== 'held-elsewhere' && lock !== held) await lock.release();
    throw error;
  }
  await settleChance();
}

/** Draws and commits the chance the game waits for, if any (after a crash between two writes). */
async function settleChance(): Promise<void> {
  const game = currentGame.value;
  if (!game || game.writer !== 'mine') return;
  const drawn = drawChance(stateOf(game), chanceSource);
  if (drawn.chance.length === 0) return;
  busy = true;
  try {
    await commit(game, { actions: drawn.chance, state: drawn.state, table: loadedView(game.id, drawn.state) });
  } finally {
    busy = false;
  }
}

/** This tab takes the game from the tab that holds it, and reloads what that tab saved. */
export async function takeOver(): Promise<void> {
  const game = currentGame.value;
  if (!game) return;
  watch(await storage().locks.takeOver(game.id));
  await loadGame(game.id);
}

/** Reloads the open game from the store (after a write was refused for good). */
export async function reloadGame(): Promise<void> {
  const game = currentGame.value;
  if (game) await loadGame(game.id);
}

/** Skips the wait before the next attempt of a failing write. */
export function retrySave(): void {
  storage().queue.retryNow();
}

/** Ends the game: it leaves the "in progress" slot and the past-games list shows its result. */
export async function finishGame(): Promise<void> {
  const game = currentGame.value;
  if (!game || game.writer !== 'mine') return;
  const record = await storage().games.update(game.id, { status: 'finished', result: resultSummary(stateOf(game)) });
  if (currentGame.value?.id === game.id) currentGame.value = { ...currentGame.value, record };
}

/** The setup's config with its mode's dealing, for each game of a dealer's-choice night too (C1: one way of dealing). */
function dealtAs(setup: GameSetup): SessionConfig {
  const dealing = setup.mode === 'ledger' ? 'ledger' : 'deck';
  const { choice } = setup.config;
  return { ...setup.config, dealing, ...(choice ? { choice: { ...choice, games: choice.games.map((game) => ({ ...game, dealing })) } } : {}) };
}

/**
 * Stores a new game and deals its first hand; a setup the engine refuses throws before anything is
 * stored. C3: a dealer's-choice night deals nothing yet: its first dealer names the game first.
 */
export async function createGame(setup: GameSetup): Promise<string> {
  let config = dealtAs(setup);
  const start: SessionAction = { type: 'startHand', at: Date.now() };
  if (config.choice) {
    // C1, C2: every game of the night as its first hand would meet it; stored as the engine reads it (the first game's profile and options).
    const problem = configProblem(config);
    if (problem) throw new RangeError(problem);
    config = newSession(config).config;
  } else {
    // newSession and the first deal throw a RangeError for a table the profile cannot seat.
    const first = applySession(newSession(config), start);
    if (!first.ok) throw new RangeError(first.error.message);
  }
  const id = newId();
  await storage().games.create({
    id,
    profile: config.profile,
    players: config.players.map((p) => p.name),
    config,
  });
  await loadGame(id);
  if (config.choice) return id;
  const outcome = await act(start);
  if (outcome !== 'done') throw new Error(`the first hand could not be dealt (${outcome})`);
  return id;
}
