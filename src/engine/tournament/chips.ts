/**
 * The table's chip set (T1–T4): colours, the value of each and how many the case holds; the
 * starting stack each player gets in colours; which amounts the chips can make; and what a set
 * cannot do for a table, with what would fix it.
 *
 *   chipSetProblems(set)                       // [] when the set is usable
 *   startingStacks(set, 8, 10_000)             // { counts: [8, 13, 5, 1, 1] } per player, or a problem
 *   makeable(150, [100, 500])                  // false: a 150 small blind needs smaller chips
 *   betSize(130, { min: 100, max: 1000, allIn: 1000 }, [25, 100])   // 125: a raise the chips make
 */

/** Colours a chip may have (the UI names them in each language). */
export const CHIP_COLOURS = ['white', 'red', 'blue', 'green', 'black', 'purple', 'yellow', 'orange', 'pink', 'grey', 'brown', 'lightblue'] as const;
export type ChipColour = (typeof CHIP_COLOURS)[number];

export interface ChipDenomination {
  readonly colour: ChipColour;
  /** What one chip of this colour is worth, in chips of the game (a whole number, 1 or more). */
  readonly value: number;
  /** How many the case holds. */
  readonly count: number;
}

export interface ChipSet {
  readonly name: string;
  /** In the order the table lists them; the functions here sort by value where it matters. */
  readonly chips: readonly ChipDenomination[];
}

/** T1: common cases offered as starting points; the table edits them to what it owns. */
export const PRESET_SETS: readonly ChipSet[] = [
  {
    name: '300 · 25–1000',
    chips: [
      { colour: 'white', value: 25, count: 100 },
      { colour: 'red', value: 100, count: 100 },
      { colour: 'green', value: 500, count: 50 },
      { colour: 'black', value: 1000, count: 50 },
    ],
  },
  {
    name: '500 · 25–5000',
    chips: [
      { colour: 'white', value: 25, count: 150 },
      { colour: 'red', value: 100, count: 150 },
      { colour: 'green', value: 500, count: 100 },
      { colour: 'black', value: 1000, count: 50 },
      { colour: 'purple', value: 5000, count: 50 },
    ],
  },
  {
    name: '500 · 1–100',
    chips: [
      { colour: 'white', value: 1, count: 150 },
      { colour: 'red', value: 5, count: 150 },
      { colour: 'green', value: 25, count: 100 },
      { colour: 'black', value: 100, count: 100 },
    ],
  },
  {
    name: '1000 · 25–5000',
    chips: [
      { colour: 'white', value: 25, count: 300 },
      { colour: 'red', value: 100, count: 300 },
      { colour: 'green', value: 500, count: 200 },
      { colour: 'black', value: 1000, count: 100 },
      { colour: 'purple', value: 5000, count: 100 },
    ],
  },
];

/** Largest sensible values and counts: a case of chips, not a bank. */
const MAX_CHIP_VALUE = 1_000_000;
const MAX_CHIP_COUNT = 10_000;

export type ChipSetProblem =
  | { readonly code: 'noChips' }
  | { readonly code: 'badValue'; readonly index: number }
  | { readonly code: 'badCount'; readonly index: number }
  | { readonly code: 'sameValue'; readonly index: number; readonly value: number }
  | { readonly code: 'sameColour'; readonly index: number; readonly colour: ChipColour };

const whole = (n: number, min: number, max: number) => Number.isSafeInteger(n) && n >= min && n <= max;

/** T1: what keeps a set from being used: each colour once, each value once, whole values and counts. */
export function chipSetProblems(set: ChipSet): ChipSetProblem[] {
  const problems: ChipSetProblem[] = [];
  if (set.chips.length === 0) return [{ code: 'noChips' }];
  set.chips.forEach((chip, index) => {
    if (!whole(chip.value, 1, MAX_CHIP_VALUE)) problems.push({ code: 'badValue', index });
    else if (set.chips.findIndex((other) => other.value === chip.value) < index) problems.push({ code: 'sameValue', index, value: chip.value });
    if (!whole(chip.count, 0, MAX_CHIP_COUNT)) problems.push({ code: 'badCount', index });
    if (set.chips.findIndex((other) => other.colour === chip.colour) < index) problems.push({ code: 'sameColour', index, colour: chip.colour });
  });
  return problems;
}

export const MAX_SET_NAME = 40;

/** T1: a chip set read from storage or a backup file: its shape, then chipSetProblems. */
export function isChipSet(value: unknown): value is ChipSet {
  if (typeof value !== 'object' || value === null) return false;
  const { name, chips } = value as { name?: unknown; chips?: unknown };
  if (typeof name !== 'string' || name.trim() === '' || name.length > MAX_SET_NAME || !Array.isArray(chips)) return false;
  const shaped = chips.every(
    (chip: unknown) =>
      typeof chip === 'object' &&
      chip !== null &&
      (CHIP_COLOURS as readonly unknown[]).includes((chip as ChipDenomination).colour) &&
      typeof (chip as ChipDenomination).value === 'number' &&
      typeof (chip as ChipDenomination).count === 'number',
  );
  return shaped && chipSetProblems(value as ChipSet).length === 0;
}

/** The set's denominations from the smallest value up (the case may list them in any order). */
export const byValue = (set: ChipSet): ChipDenomination[] => [...set.chips].sort((a, b) => a.value - b.value);

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
export const gcdOf = (values: readonly number[]): number => values.reduce(gcd, 0);

/**
 * For each remainder r modulo the smallest value, the smallest amount ≡ r that chips of these
 * values make (Infinity: none). An amount is makeable exactly when it is at least the one of its
 * remainder (adding smallest chips reaches every larger amount of that remainder). Böcker and
 * Lipták's round-robin: each other value walks each cycle of remainders it links once, from the
 * cycle's least amount on, so the table costs (values × smallest value) steps — 2·10^6 for a case
 * of 999,999 and 1,000,000, where a Dijkstra that scanned for its next node took 10^12 and froze
 * the New game screen for minutes.
 */
function smallestByRemainder(values: readonly number[]): Float64Array {
  const unit = Math.min(...values);
  const least = new Float64Array(unit).fill(Infinity);
  least[0] = 0;
  for (const value of values) {
    const step = value % unit;
    if (step === 0) continue;
    const cycles = gcd(unit, step);
    const length = unit / cycles;
    for (let first = 0; first < cycles; first++) {
      let from = first;
      for (let r = first, i = 0; i < length; i++, r = r + step >= unit ? r + step - unit : r + step) if (least[r] < least[from]) from = r;
      if (least[from] === Infinity) continue;
      for (let r = from, i = 1; i < length; i++) {
        const to = r + step >= unit ? r + step - unit : r + step;
        if (least[r] + value < least[to]) least[to] = least[r] + value;
        r = to;
      }
    }
  }
  return least;
}

/** Tables of the sets last asked about (a screen asks about one set many times), up to some millions of remainders in all: one may hold a million. */
const makers = new Map<string, Float64Array>();
const MAKERS_KEPT = 4_000_000;
let kept = 0;

/** T2: whether chips of these values (as many of each as needed) make exactly `amount`. */
export function makeable(amount: number, values: readonly number[]): boolean {
  if (!Number.isSafeInteger(amount) || amount < 0) return false;
  if (amount === 0) return true;
  if (values.length === 0) return false;
  const g = gcdOf(values);
  if (amount % g !== 0) return false;
  const scaled = values.map((v) => v / g);
  const units = amount / g;
  // Below every chip, or a pile of one colour: no table needed.
  if (units < Math.min(...scaled)) return false;
  if (scaled.some((v) => units % v === 0)) return true;
  const key = scaled.join(',');
  let least = makers.get(key);
  if (least) makers.delete(key);
  else kept += (least = smallestByRemainder(scaled)).length;
  makers.set(key, least);
  for (const [old, table] of makers) {
    if (kept <= MAKERS_KEPT || old === key) break;
    makers.delete(old);
    kept -= table.length;
  }
  return units >= least[units % least.length];
}

/** What a bet or raise may be made to: amounts a player has in front of him once it is made. */
export interface BetRange {
  /** The engine's smallest bet or raise (legalActions). */
  readonly min: number;
  /** The engine's largest: the all-in, or a structure's cap. */
  readonly max: number;
  /** His whole stack in front of him: it stands whatever it is, since a stack is chips. */
  readonly allIn: number;
}

/**
 * T4: the amount a bet or raise is made to, as the chips still on the table (`values`) can push
 * it. `wanted` (a quick pick, the slider, a typed number) goes to the nearest amount of the range
 * the chips make, a tie to the smaller; the all-in stands as it is. Without a chip set (`values`
 * empty) every whole amount of the range stands. Should the chips make nothing in the range, the
 * engine's minimum stands: the pot makes change.
 */
export function betSize(wanted: number, range: BetRange, values: readonly number[]): number {
  const { min, max, allIn } = range;
  const fits = (amount: number) => amount === allIn || values.length === 0 || makeable(amount, values);
  const target = Math.min(Math.max(Math.round(Number.isFinite(wanted) ? wanted : min), min), max);
  if (fits(target)) return target;
  // Two amounts the chips make are never more than the smallest chip apart (add one to the lower),
  // so each search below takes at most that many steps of the chips' common unit.
  // The all-in, off the chips' unit, is a candidate of its own.
  const unit = gcdOf(values);
  const candidates = allIn >= min && allIn <= max ? [allIn] : [];
  for (let amount = Math.floor(target / unit) * unit; amount >= min; amount -= unit) {
    if (makeable(amount, values)) {
      candidates.push(amount);
      break;
    }
  }
  for (let amount = Math.ceil(target / unit) * unit; amount <= max; amount += unit) {
    if (makeable(amount, values)) {
      candidates.push(amount);
      break;
    }
  }
  if (candidates.length === 0) return min;
  const distance = (amount: number) => Math.abs(amount - target);
  return candidates.reduce((best, amount) => (distance(amount) < distance(best) || (distance(amount) === distance(best) && amount < best) ? amount : best));
}

/** T4: the slider's step between bet sizes: the chips' common unit (25 for 25s and 100s); 1 without a chip set. */
export function betStep(values: readonly number[]): number {
  return values.length === 0 ? 1 : gcdOf(values);
}

/** Which amounts denominations 0..j make: a table over every amount up to the one asked, or the set of the sums themselves. */
type Reach = Uint8Array | Set<number>;

const reaches = (row: Reach, amount: number): boolean => (row instanceof Set ? row.has(amount) : row[amount] === 1);

/**
 * T3: the steps of reachability one plan may take (startingStacks), a fraction of a second, far
 * above what a real case needs (a preset's plan takes thousands). A case that needs more — values
 * with no common unit, 1,097 and 1,177, for a stack in the millions — is told it is too large to
 * plan at once, where it froze the page. Module state, set for the one plan being worked out.
 */
const PLAN_WORK = 100_000_000;
let work = Infinity;
/** And the bytes one reachability may hold at once (a table's rows, or its sets at some fifty bytes a sum). */
const REACH_BYTES = 64_000_000;

class TooLarge extends Error {}

/**
 * Bounded reachability: reach[j] says which amounts up to `amount` denominations 0..j make with at
 * most counts[i] of each. As a table (the classic bounded knapsack: each row one pass over the
 * amounts, keeping the fewest chips of denomination j used), or, where the chips can make fewer
 * sums than there are amounts (a case of 999,999s and 1,000,000s), as the set of those sums: each
 * costs what it holds, so neither grows with how far apart the values are.
 */
function reachTable(values: readonly number[], counts: readonly number[], amount: number): Reach[] {
  // At most this many sums (a float: twelve colours may multiply past 2^53, and only its size matters).
  const sums = values.reduce((product, value, j) => product * (Math.min(counts[j], Math.floor(amount / value)) + 1), 1);
  // A sum in a set costs some ten steps of a table's amount.
  const sparse = sums * 10 < values.length * (amount + 1);
  work -= sparse ? sums * 10 : values.length * (amount + 1);
  const bytes = sparse ? sums * 50 * values.length : (values.length + 5) * (amount + 1);
  if (work < 0 || bytes > REACH_BYTES) throw new TooLarge();
  return sparse ? sumSets(values, counts, amount) : amountTable(values, counts, amount);
}

function amountTable(values: readonly number[], counts: readonly number[], amount: number): Uint8Array[] {
  const rows: Uint8Array[] = [];
  let before = new Uint8Array(amount + 1);
  before[0] = 1;
  const used = new Int32Array(amount + 1);
  values.forEach((value, j) => {
    const row = new Uint8Array(amount + 1);
    for (let a = 0; a <= amount; a++) {
      if (before[a]) {
        row[a] = 1;
        used[a] = 0;
      } else if (a >= value && row[a - value] && used[a - value] < counts[j]) {
        row[a] = 1;
        used[a] = used[a - value] + 1;
      }
    }
    rows.push(row);
    before = row;
  });
  return rows;
}

function sumSets(values: readonly number[], counts: readonly number[], amount: number): Set<number>[] {
  const rows: Set<number>[] = [];
  let before = new Set([0]);
  values.forEach((value, j) => {
    const row = new Set<number>();
    for (const sum of before) for (let n = 0, a = sum; n <= counts[j] && a <= amount; n++, a += value) row.add(a);
    rows.push(row);
    before = row;
  });
  return rows;
}

/**
 * How many of each (by value, smallest first) make exactly `amount` from at most `counts`, taking
 * `floor` of each first and then as many large chips as still allow an exact total; null when no
 * way exists. Values here are in units of their gcd.
 */
function compose(values: readonly number[], counts: readonly number[], amount: number, floor: readonly number[]): number[] | null {
  const reserved = floor.reduce((sum, n, i) => sum + n * values[i], 0);
  if (reserved > amount) return null;
  const left = counts.map((n, i) => n - floor[i]);
  const rest = amount - reserved;
  const reach = reachTable(values, left, rest);
  if (!reaches(reach[values.length - 1], rest)) return null;
  const taken = [...floor];
  let owed = rest;
  for (let j = values.length - 1; j >= 0; j--) {
    let n = Math.min(left[j], Math.floor(owed / values[j]));
    while (j > 0 && !reaches(reach[j - 1], owed - n * values[j])) n--;
    taken[j] += n;
    owed -= n * values[j];
  }
  return taken;
}

export interface StackPlan {
  /** The denominations from the smallest value up. */
  readonly chips: readonly ChipDenomination[];
  /** Chips of each denomination (same order) each player starts with. */
  readonly counts: readonly number[];
  /** Chips of each denomination left in the case once every player has his stack. */
  readonly spare: readonly number[];
}

export type StackProblem =
  /**
   * T3: the set's chips are worth less than `players` stacks. `maxStack`: the largest stack it serves
   * them, one that posts the first levels (0: none does); `maxPlayers`: how many it serves at this stack.
   */
  | { readonly code: 'tooFewChips'; readonly stack: number; readonly players: number; readonly maxStack: number; readonly maxPlayers: number }
  /** T3: enough value, but no split of the case makes this stack for each; the nearest stacks that serve, posts and all (null: none near). */
  | { readonly code: 'stackNotMakeable'; readonly stack: number; readonly below: number | null; readonly above: number | null; readonly maxPlayers: number }
  /**
   * T2, T3: the case makes the stack for each, but not with the small chips that post the first
   * levels (`amounts`) from his own stack. `below`, `above`: the nearest stacks of this case that
   * do (null: none near); `more`: the chips of each value the case would need besides (null: more
   * chips alone would not do); `maxPlayers`: how many it serves at this stack.
   */
  | {
      readonly code: 'cannotPost';
      readonly stack: number;
      readonly amounts: readonly number[];
      readonly below: number | null;
      readonly above: number | null;
      readonly more: readonly { readonly value: number; readonly count: number }[] | null;
      readonly maxPlayers: number;
    }
  /** T3: a case and stack whose plan takes more work than a phone should do at once (PLAN_WORK): said, not worked out. */
  | { readonly code: 'tooLarge'; readonly stack: number }
  | { readonly code: 'badTable' };

/** What one player may owe at once in each deal of the first levels (levels.ts dealPosts), each list of separate amounts. */
export type FirstPosts = readonly (readonly number[])[];

/**
 * T2: the stack each player starts with, in colours. Small chips first: each stack holds the chips
 * that post every deal of the first levels (`posts`: levels.ts dealPosts of levels 1 and 2) from
 * his own stack; then each colour below the top one enough to change two chips of the next colour
 * (25s for two 100s: 8), within half the stack, as many as still let the rest make the stack
 * exactly; the rest in the largest chips that make it. Never more of a colour than the case holds
 * for this many players. A post no colour of the case makes is T4's warning, and a deal's posts
 * beyond the stack an all-in (G7), not the plan's.
 */
export function startingStacks(set: ChipSet, players: number, stack: number, posts: FirstPosts = []): StackPlan | StackProblem {
  if (!whole(players, 1, MAX_CHIP_COUNT) || !whole(stack, 1, Number.MAX_SAFE_INTEGER) || chipSetProblems(set).length > 0) return { code: 'badTable' };
  work = PLAN_WORK;
  try {
    return plan(set, players, stack, posts);
  } catch (error) {
    if (error instanceof TooLarge) return { code: 'tooLarge', stack };
    throw error;
  } finally {
    work = Infinity;
  }
}

function plan(set: ChipSet, players: number, stack: number, posts: FirstPosts): StackPlan | StackProblem {
  const chips = byValue(set);
  const owed = postsOwed(chips, stack, posts);
  const counts = split(chips, players, stack, owed);
  if (counts) return { chips, counts, spare: chips.map((chip, i) => chip.count - counts[i] * players) };
  const maxPlayers = mostPlayers(chips, stack, players, owed);
  const share = eachPlayersShare(chips, players);
  const worth = countedValue(chips, share);
  // A stack is part of a player's share: where the whole share cannot post, no stack near this one can.
  const anyPosts = sharePosts(chips, share, owed);
  if (worth < stack) return { code: 'tooFewChips', stack, players, maxStack: anyPosts ? largestStack(chips, players, worth, owed) : 0, maxPlayers };
  const near = anyPosts ? nearest(chips, players, stack, worth, owed) : { below: null, above: null };
  if (!split(chips, players, stack, [])) return { code: 'stackNotMakeable', stack, ...near, maxPlayers };
  const amounts = [...new Set(owed.flat())].sort((a, b) => a - b);
  return { code: 'cannotPost', stack, amounts, ...near, more: morePosting(set, players, stack, owed), maxPlayers };
}

/** T3: whether a player's whole share of the case posts every deal of the first levels. */
function sharePosts(chips: readonly ChipDenomination[], share: readonly number[], posts: FirstPosts): boolean {
  const g = gcdOf(chips.map((c) => c.value));
  return postingFloor(chips.map((c) => c.value / g), share, posts.map((amounts) => amounts.map((a) => a / g))) !== null;
}

/** The posts a stack must make by itself: not one no colour makes (T4's warning), nor a deal's beyond the stack (all of it goes in, G7). */
const postsOwed = (chips: readonly ChipDenomination[], stack: number, posts: FirstPosts): FirstPosts =>
  posts
    .filter((amounts) => amounts.reduce((sum, amount) => sum + amount, 0) <= stack)
    .map((amounts) => amounts.filter((amount) => makeable(amount, chips.map((chip) => chip.value))))
    .filter((amounts) => amounts.length > 0);

/** How many of each denomination every player can have when the case is shared out evenly. */
const eachPlayersShare = (chips: readonly ChipDenomination[], players: number): number[] => chips.map((chip) => Math.floor(chip.count / players));

function split(chips: readonly ChipDenomination[], players: number, stack: number, posts: FirstPosts): number[] | null {
  const g = gcdOf(chips.map((c) => c.value));
  if (stack % g !== 0) return null;
  const usable = chips.filter((c) => c.value <= stack);
  if (usable.length === 0) return null;
  const values = usable.map((c) => c.value / g);
  const each = eachPlayersShare(usable, players);
  const amount = stack / g;
  if (values.reduce((sum, v, i) => sum + v * each[i], 0) < amount) return null;
  const owed = postsOwed(chips, stack, posts).map((amounts) => amounts.map((a) => a / g));
  const base = postingFloor(values, each, owed);
  // Posts near the whole stack: the floor's chips for one deal and another may overlap; a
  // small-first stack that posts every deal will do.
  const first = (base && smallFirst(values, each, amount, base)) ?? smallFirst(values, each, amount, values.map(() => 0));
  const found = first && postingFloor(values, first, owed) ? first : postingStack(values, each, amount, owed);
  return found ? chips.map((chip) => (chip.value <= stack ? found[usable.indexOf(chip)] : 0)) : null;
}

/** How many stacks postingStack looks at before it gives up: a bound on its time, far above what real cases need. */
const POSTING_SEARCH = 5_000;

/**
 * T2 when posts take nearly the whole stack, so that the largest chips left for the rest leave
 * some deal unpostable: a stack that posts every deal, found by trying the colours smallest first,
 * most chips first (a 2,000 stack of twenty 100s, where five 100s, a 500 and a 1,000 cannot post
 * 800 and 300 at once). Null when none of the stacks looked at does.
 */
function postingStack(values: readonly number[], each: readonly number[], amount: number, owed: FirstPosts): number[] | null {
  let looked = 0;
  const counts = values.map(() => 0);
  const from = (i: number, left: number): boolean => {
    if (i === values.length - 1) {
      if (left % values[i] !== 0 || left / values[i] > each[i]) return false;
      counts[i] = left / values[i];
      return looked++ < POSTING_SEARCH && postingFloor(values, counts, owed) !== null;
    }
    for (let n = Math.min(each[i], Math.floor(left / values[i])); n >= 0 && looked < POSTING_SEARCH; n--) {
      counts[i] = n;
      if (from(i + 1, left - n * values[i])) return true;
    }
    return false;
  };
  return from(0, amount) ? [...counts] : null;
}

/**
 * T2: the chips a stack needs to post each deal of the first levels by itself: for each deal, its
 * posts one after the other, each in the largest chips that make it from what is left of his
 * share; of each colour, the most any deal takes. Null: his share cannot post some deal.
 */
function postingFloor(values: readonly number[], each: readonly number[], posts: FirstPosts): number[] | null {
  const floor = values.map(() => 0);
  const none = values.map(() => 0);
  for (const amounts of posts) {
    const left = [...each];
    for (const amount of [...amounts].sort((a, b) => b - a)) {
      const taken = compose(values, left, amount, none);
      if (!taken) return null;
      taken.forEach((n, i) => (left[i] -= n));
    }
    left.forEach((n, i) => (floor[i] = Math.max(floor[i], each[i] - n)));
  }
  return floor;
}

/**
 * T2: the stack from `base` up, small chips first: each colour below the top one, smallest first,
 * as many as change two of the next colour within half the stack, fewer (never below `base`) where
 * the rest could not then make the stack exactly; then the largest chips. Null: not even `base` does.
 */
function smallFirst(values: readonly number[], each: readonly number[], amount: number, base: readonly number[]): number[] | null {
  const floor = [...base];
  if (!compose(values, each, amount, floor)) return null;
  let budget = Math.floor(amount / 2);
  for (let i = 0; i < values.length - 1; i++) {
    // The most from base[i] up to the wish that still lets the stack be made. A larger floor only
    // takes ways away, so those that do are the ones up to some count: a binary search finds it,
    // where stepping down one chip at a time took a table per chip (thousands, for 1s beside 1,000,000s).
    // At base[i], with the colours after it at theirs, the stack was made already.
    let low = base[i];
    let high = Math.max(base[i], Math.min(each[i], 2 * Math.ceil(values[i + 1] / values[i]), Math.floor(budget / values[i])));
    while (low < high) {
      floor[i] = Math.ceil((low + high) / 2);
      if (compose(values, each, amount, floor)) low = floor[i];
      else high = floor[i] - 1;
    }
    floor[i] = low;
    budget -= floor[i] * values[i];
  }
  return compose(values, each, amount, floor);
}

/**
 * T3: the chips the case would need besides for every stack to post the first levels: of each
 * colour the posts take, what they take of it from an unlimited case, for every player, and as
 * many more a player as the rest of the stack then needs to come out exact (fewer than one of the
 * next colour's worth); null when that would still not do.
 */
function morePosting(set: ChipSet, players: number, stack: number, posts: FirstPosts): { value: number; count: number }[] | null {
  const chips = byValue(set);
  const g = gcdOf(chips.map((c) => c.value));
  const values = chips.map((c) => c.value / g);
  const need = postingFloor(values, values.map((v) => Math.ceil(stack / g / v)), posts.map((amounts) => amounts.map((a) => a / g)));
  if (!need) return null;
  const odd = Math.max(1, ...values.slice(1).map((v, i) => Math.ceil(v / values[i])));
  for (let extra = 0; extra < odd; extra++) {
    const more = chips.map((chip, i) => ({ value: chip.value, count: Math.max(0, (need[i] + (need[i] > 0 ? extra : 0)) * players - chip.count) })).filter((m) => m.count > 0);
    const bigger = chips.map((chip) => ({ ...chip, count: chip.count + (more.find((m) => m.value === chip.value)?.count ?? 0) }));
    if (more.length > 0 && split(bigger, players, stack, posts)) return more;
  }
  return null;
}

/** T3: how many players the set serves at this stack (0: not even one). */
function mostPlayers(chips: readonly ChipDenomination[], stack: number, below: number, posts: FirstPosts): number {
  for (let n = below - 1; n >= 1; n--) if (split(chips, n, stack, posts)) return n;
  return 0;
}

/**
 * T3: the largest stack of round value (a multiple of ten smallest chips, where one fits) the set
 * makes for each player whose chips post the first levels; 0 where none does.
 */
function largestStack(chips: readonly ChipDenomination[], players: number, worth: number, posts: FirstPosts): number {
  const round = 10 * chips[0].value;
  for (let stack = Math.floor(worth / round) * round; stack >= round; stack -= round) if (split(chips, players, stack, posts)) return stack;
  for (let stack = worth; stack >= 1; stack--) if (split(chips, players, stack, posts)) return stack;
  return 0;
}

const NEAR = 400;
/** Stacks the far search (`farther`) tries at most: each try is a split search of its own. */
const FAR_TRIES = 200;

/** T3: the nearest stacks either way the set makes for each player whose chips post the first levels. */
function nearest(chips: readonly ChipDenomination[], players: number, stack: number, worth: number, posts: FirstPosts): { below: number | null; above: number | null } {
  const step = chips[0].value;
  let below: number | null = null;
  let above: number | null = null;
  // A few hundred smallest chips either way first: where the case is dense, the nearest is there.
  for (let k = 0, s = Math.floor(stack / step) * step; k < NEAR && s >= step && below === null; k++, s -= step) if (s !== stack && split(chips, players, s, posts)) below = s;
  for (let k = 0, s = (Math.floor(stack / step) + 1) * step; k < NEAR && s <= worth && above === null; k++, s += step) if (split(chips, players, s, posts)) above = s;
  if (below !== null && above !== null) return { below, above };
  const far = farther(chips, players, worth, posts);
  return {
    below: below ?? far((Math.floor(stack / step) - NEAR) * step, -1),
    above: above ?? far((Math.floor(stack / step) + 1 + NEAR) * step, 1),
  };
}

/**
 * Past that window, only the stacks a player's share of the case adds up to (4 ones beside 1,000s
 * make 1,000 to 1,004, not 412 to 812): each is tried in turn from `from` on, in `direction`. A
 * case too large to list them names none (null), as a search that finds none does.
 */
function farther(chips: readonly ChipDenomination[], players: number, worth: number, posts: FirstPosts): (from: number, direction: 1 | -1) => number | null {
  const g = gcdOf(chips.map((chip) => chip.value));
  let sums: Reach | null = null;
  try {
    sums = reachTable(chips.map((chip) => chip.value / g), eachPlayersShare(chips, players), Math.floor(worth / g)).at(-1)!;
  } catch (error) {
    if (!(error instanceof TooLarge)) throw error;
  }
  return (from, direction) => {
    if (!sums) return null;
    let tries = FAR_TRIES;
    for (let s = from; s >= g && s <= worth && tries > 0; s += direction * g) {
      if (!reaches(sums, s / g)) continue;
      tries--;
      if (split(chips, players, s, posts)) return s;
    }
    return null;
  };
}

/** T4: chips counted by colour at the table, added up (the count a player reads off his stack). */
export function countedValue(chips: readonly ChipDenomination[], counts: readonly number[]): number {
  return chips.reduce((sum, chip, i) => sum + chip.value * (counts[i] ?? 0), 0);
}
