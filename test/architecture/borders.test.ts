// The borders between Mesa's layers (README "How it is built", issue 21 item 4), as a test:
//
//   src/engine/   the rules: imports nothing of ours but itself
//   src/store/    IndexedDB: the engine and itself
//   src/app/      the app's logic: never the screens (src/ui/) or the service worker's code
//   src/pwa/      the service worker's registration: nothing of the app, the store or the screens
//   src/ui/       the screens: the engine only through src/engine/index.ts, and never its raw state;
//                 the app only through its front door, src/app/index.ts, and never the store (issue 31
//                 item 2); the front door hands out views, never the engine's state or a repository
//   src/net/      the table's network (issue 22): the engine's façade and itself, nothing above
//                 (the screens reach it only through src/app/network-*.ts)
//
// and no import cycle inside the engine. Each rule reports every offending line as file:line.
// The one cycle left, of type imports only, is listed in known-cycles.ts with its reason; a
// listed cycle that no longer exists fails the test too, so the list can only shrink.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, exportsReach, oneCycle, readSourceGraph, root, type ImportEdge, type NameUse } from './import-graph.ts';
import { KNOWN_ENGINE_CYCLES } from './known-cycles.ts';

/**
 * The engine's raw state, per hand and per session, and the session's record of its hands: what a screen must never hold
 * (G11: a hand's state has every seat's cards). A screen takes a view (src/engine/hand-view.ts) and
 * sends actions (Action, SessionAction… are the words it sends, so they are not listed); configs,
 * refusals, results and the views themselves are public.
 */
const STATE_TYPES: Readonly<Record<string, readonly string[]>> = {
  // The hand: its state, the parts of it (seats with their cards, the betting round, what the
  // engine waits for (a reshuffle names its cards), draw and showdown progress, the run-out, the
  // escuro, the opener), and the results of apply and replay, which carry it.
  'src/engine/types.ts': ['HandState', 'SeatState', 'Round', 'Pending', 'DrawProgress', 'ShowdownProgress', 'Runout', 'Escuro', 'Opened', 'ApplyResult'],
  'src/engine/game.ts': ['ReplayResult'],
  // The session: its state, its record of each hand, and the result of applySession, which carries it.
  'src/engine/session.ts': ['SessionState', 'HandRecord', 'SessionResult'],
  // The clock's and the tournament's own records inside the session state (a screen reads the clock through ClockReading).
  'src/engine/tournament/clock.ts': ['ClockState'],
  'src/engine/tournament/play.ts': ['TournamentProgress'],
  // A stored game's completed hands: each hand's whole state and the session's.
  'src/engine/played.ts': ['CompletedHand', 'PlayedSession'],
};

/**
 * What holds the stored games themselves: a repository's `load()` returns a whole SessionState,
 * and the connection, the write queue and the writer lock are the ways to one. The app's own
 * handle on them (storage.ts's Storage, games.ts's SessionRepository) too.
 */
const REPOSITORY_TYPES: Readonly<Record<string, readonly string[]>> = {
  'src/store/games.ts': ['GameRepository'],
  'src/store/players.ts': ['PlayerRepository'],
  'src/store/figures.ts': ['FiguresStore'],
  'src/store/connection.ts': ['Connection'],
  'src/store/writeQueue.ts': ['WriteQueue'],
  'src/store/writerLock.ts': ['WriterLock', 'WriterHandle'],
  'src/app/storage.ts': ['Storage'],
  'src/app/games.ts': ['SessionRepository'],
};

const FACADE = 'src/engine/index.ts';
/** The app's front door (issue 31 item 2): the one module of src/app/ a screen imports. */
const DOOR = 'src/app/index.ts';

const graph = readSourceGraph();
const local = graph.edges.filter((edge): edge is ImportEdge & { to: string } => edge.to !== null);
const within = (dir: string) => (file: string) => file.startsWith(`${dir}/`);
const inUi = within('src/ui');
const inEngine = within('src/engine');
/** A screen: every file of src/ui/, and src/main.tsx, which starts them. */
const isScreen = (file: string) => inUi(file) || file === 'src/main.tsx';
const listed = (lists: Readonly<Record<string, readonly string[]>>) => new Set(Object.entries(lists).flatMap(([file, names]) => names.map((name) => `${file}#${name}`)));

const at = (place: { from: string; line: number } | { file: string; line: number }) => `${'from' in place ? place.from : place.file}:${place.line}`;
const describeEdge = (edge: ImportEdge) => `${at(edge)}  ${edge.kind} '${edge.specifier}'`;

/** Fails with every line of `found` that is not listed, and every listed key nothing was found for. */
function expectOnly<T>(found: readonly T[], keyOf: (item: T) => string, show: (item: T) => string, listed: readonly string[], what: string) {
  const keys = new Set(found.map(keyOf));
  const known = new Set(listed);
  const fresh = found.filter((item) => !known.has(keyOf(item))).map(show);
  const stale = [...known].filter((key) => !keys.has(key));
  const message = [
    ...(fresh.length > 0 ? [`${fresh.length} ${what}:`, ...fresh.map((line) => `  ${line}`)] : []),
    ...(stale.length > 0 ? ['Listed as known but no longer found (remove them from the list):', ...stale.map((key) => `  ${key}`)] : []),
  ].join('\n');
  if (message !== '') expect.fail(message);
}

/** Upward imports: a layer may import only the listed directories (and packages). */
function upward(dir: string, allowed: readonly string[]) {
  return local.filter((edge) => within(dir)(edge.from) && !allowed.some((ok) => within(ok)(edge.to)));
}

describe('layers (issue 21 item 4)', () => {
  it('the source graph is read: every file of src/ and the façade lines of the engine', () => {
    expect(graph.files).toContain(FACADE);
    expect(graph.files.filter(inUi).length).toBeGreaterThan(50);
    expect(local.filter((edge) => edge.from === FACADE && edge.kind === 'export from').length).toBeGreaterThan(20);
  });

  it('src/engine/ imports only src/engine/ (the rules depend on nothing above them)', () => {
    const found = upward('src/engine', ['src/engine']);
    expect(found.map(describeEdge)).toEqual([]);
  });

  it('src/store/ imports only src/engine/ and src/store/ (never src/app, src/ui, src/pwa)', () => {
    const found = upward('src/store', ['src/engine', 'src/store']);
    expect(found.map(describeEdge)).toEqual([]);
  });

  it('src/app/ imports no screen and no service-worker code: it starts and loads games, and the screens move to them (ui/open-table.ts)', () => {
    const found = local.filter((edge) => within('src/app')(edge.from) && (inUi(edge.to) || within('src/pwa')(edge.to)));
    expect(found.map(describeEdge)).toEqual([]);
  });

  it('src/pwa/ imports nothing of the app, the store or the screens: the update prompt is a screen component', () => {
    const found = local.filter((edge) => within('src/pwa')(edge.from) && ['src/app', 'src/store', 'src/ui'].some((dir) => within(dir)(edge.to)));
    expect(found.map(describeEdge)).toEqual([]);
  });

  it(`src/net/ imports only ${FACADE} and src/net/ (never the app, the store or the screens)`, () => {
    const found = local.filter((edge) => within('src/net')(edge.from) && !within('src/net')(edge.to) && edge.to !== FACADE);
    expect(found.map(describeEdge)).toEqual([]);
  });

  it('src/ui/ reaches the network only through src/app/network-*.ts (issue 22)', () => {
    const found = local.filter((edge) => inUi(edge.from) && within('src/net')(edge.to));
    expect(found.map(describeEdge)).toEqual([]);
  });

  it('the shared components (src/ui/components/) import no screen', () => {
    const found = local.filter((edge) => within('src/ui/components')(edge.from) && within('src/ui/screens')(edge.to));
    expect(found.map(describeEdge)).toEqual([]);
  });

  it(`src/ui/ reaches the engine only through ${FACADE}, and never names its state types`, () => {
    const deep = local.filter((edge) => inUi(edge.from) && inEngine(edge.to) && edge.to !== FACADE);
    const stateNames = listed(STATE_TYPES);
    const state = graph.names.filter((use) => inUi(use.file) && stateNames.has(`${use.declaredIn}#${use.name}`));
    type Found = { kind: 'deep'; edge: ImportEdge & { to: string } } | { kind: 'state'; use: NameUse };
    const found: Found[] = [...deep.map((edge) => ({ kind: 'deep' as const, edge })), ...state.map((use) => ({ kind: 'state' as const, use }))];
    expect(found.map((item) => (item.kind === 'deep' ? `${describeEdge(item.edge)} (past the façade: ${item.edge.to})` : `${at(item.use)}  names ${item.use.name} (engine state, ${item.use.declaredIn})`))).toEqual([]);
  });

  it('the state and repository types listed are declared where the lists say (so a rename or a move cannot empty the rules)', () => {
    for (const [file, names] of [...Object.entries(STATE_TYPES), ...Object.entries(REPOSITORY_TYPES)]) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const name of names) expect(text, `${file} declares ${name}`).toMatch(new RegExp(`^(export )?(interface|type|class) ${name}\\b`, 'm'));
    }
  });

  it('src/ui/ (and src/main.tsx) import nothing of src/store/: the store is the app\'s (issue 31 item 2)', () => {
    const found = local.filter((edge) => isScreen(edge.from) && within('src/store')(edge.to));
    expect(found.map(describeEdge)).toEqual([]);
  });

  it(`src/ui/ (and src/main.tsx) reach src/app/ only through its front door, ${DOOR}`, () => {
    const found = local.filter((edge) => isScreen(edge.from) && within('src/app')(edge.to) && edge.to !== DOOR);
    expect(found.map((edge) => `${describeEdge(edge)} (past the front door: ${edge.to})`)).toEqual([]);
  });

  it(`${DOOR} hands out views, never state: no export of it reaches the engine's state or a repository, through any type`, () => {
    const forbidden = new Set([...listed(STATE_TYPES), ...listed(REPOSITORY_TYPES)]);
    const found = exportsReach(DOOR, (name, declaredIn) => forbidden.has(`${declaredIn}#${name}`));
    expect(found.map((reach) => `${DOOR}:${reach.line}  ${reach.path} reaches ${reach.name} (${reach.declaredIn})`)).toEqual([]);
  });

  it('the reach of a module\'s exports sees through results, fields and aliases: storage.ts\'s storage() reaches a SessionState through its repository', () => {
    const forbidden = new Set([...listed(STATE_TYPES), ...listed(REPOSITORY_TYPES)]);
    const found = exportsReach('src/app/storage.ts', (name, declaredIn) => forbidden.has(`${declaredIn}#${name}`));
    const reached = found.filter((reach) => reach.path.startsWith('storage')).map((reach) => reach.name);
    expect(reached).toEqual(expect.arrayContaining(['Storage', 'SessionRepository', 'SessionState', 'Connection']));
  });
});

describe('cycles (issue 21 item 4)', () => {
  it('src/engine/ has no cycle of value imports', () => {
    const valueEdges = local.filter((edge) => inEngine(edge.from) && inEngine(edge.to) && !edge.typeOnly);
    const found = cycles(graph.files.filter(inEngine), valueEdges);
    expect(found.map((component) => oneCycle(component, valueEdges).join(' -> '))).toEqual([]);
  });

  it('src/engine/ has no import cycle (type imports count)', () => {
    const engineEdges = local.filter((edge) => inEngine(edge.from) && inEngine(edge.to));
    const found = cycles(graph.files.filter(inEngine), engineEdges);
    const listed = KNOWN_ENGINE_CYCLES.map((component) => [...component].sort().join(' '));
    expectOnly(
      found,
      (component) => component.join(' '),
      (component) => `${component.length} files: ${component.join(', ')}\n    e.g. ${oneCycle(component, engineEdges).join(' -> ')}`,
      listed,
      'import cycles in src/engine/ (each the set of files that reach each other)',
    );
  });
});
