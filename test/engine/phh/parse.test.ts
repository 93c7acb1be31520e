import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCard } from '../../../src/engine/cards.ts';
import { formatPhh } from '../../../src/engine/phh/format.ts';
import { parsePhh } from '../../../src/engine/phh/parse.ts';
import { corpusDir } from '../../support/corpus.ts';

const read = (path: string) => readFileSync(join(corpusDir, path), 'utf8');

const minimal = `
variant = "NT"
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [200, 200]
actions = ["d dh p1 AsKd", "d dh p2 QhQc", "p2 f"]
`;

/** The minimal hand with one line replaced (or added when no line starts with the key). */
function edit(key: string, line: string | null): string {
  const lines = minimal.split('\n');
  const at = lines.findIndex((l) => l.startsWith(`${key} =`));
  if (at < 0) return [...lines, line].join('\n');
  if (line === null) lines.splice(at, 1);
  else lines[at] = line;
  return lines.join('\n');
}

describe('reading PHH files', () => {
  it('reads the televised Dwan–Ivey hand: TOML comments, an unknown hand, metadata', () => {
    const hand = parsePhh(read('historical/dwan-ivey-2009.phh'));
    expect(hand.variant).toBe('NT');
    expect(hand.antes).toEqual([500, 500, 500]);
    expect(hand.blinds_or_straddles).toEqual([1000, 2000, 0]);
    expect(hand.min_bet).toBe(2000);
    expect(hand.starting_stacks).toEqual([1125600, 2000000, 553500]);
    expect(hand.ante_trimming_status).toBe(true);
    expect(hand.players).toEqual(['Phil Ivey', 'Patrik Antonius', 'Tom Dwan']);
    expect(hand.year).toBe(2009);
    expect(hand.finishing_stacks).toBeUndefined();
    expect(hand.actions).toHaveLength(18);
    expect(hand.actions[1]).toEqual({ kind: 'deal-hole', player: 1, cards: [null, null] });
    expect(hand.actions[3]).toEqual({ kind: 'bet', player: 2, amount: 7000 });
    expect(hand.actions[17]).toEqual({ kind: 'deal-board', cards: [parseCard('Jh')] });
  });

  it('reads half-chip finishing stacks as they are recorded', () => {
    const hand = parsePhh(read('pluribus/32/23.phh'));
    expect(hand.finishing_stacks).toEqual([9950, 9275, 10387.5, 10000, 10000, 10387.5]);
    expect(hand.hand).toBe(23);
  });

  it('reads a WSOP hand with a big-blind ante', () => {
    const hand = parsePhh(read('wsop/1.phh'));
    expect(hand.antes).toEqual([0, 120000, 0, 0, 0]);
    expect(hand.city).toBe('Las Vegas');
    expect(hand.actions.at(-1)).toEqual({ kind: 'show', player: 1, cards: [parseCard('Js'), parseCard('8h')] });
  });

  it('keeps user-defined fields and the local time, and warns about unknown fields', () => {
    const warnings: string[] = [];
    const hand = parsePhh(`${minimal}\ntime = 20:15:00\n_sponsors = ["", "GGPoker"]\nrake = 3\n`, {
      onWarning: (w) => warnings.push(w),
    });
    expect(hand.time).toBe('20:15:00.000');
    expect(hand.user_defined).toEqual({ _sponsors: ['', 'GGPoker'] });
    expect(warnings).toEqual(['rake: not a PHH field; ignored']);
  });

  it('reads the Mesa draw5 extension without blinds', () => {
    const hand = parsePhh(
      'variant = "_MESA_DRAW5"\nantes = [1, 1, 1]\nmin_bet = 2\nstarting_stacks = [100, 100, 100]\n' +
        'actions = ["d dh p1 AsAd5c7d9h", "p1 sd 5c7d9h", "d dh p1 AcAh2s"]\n',
    );
    expect(hand.variant).toBe('_MESA_DRAW5');
    expect(hand.blinds_or_straddles).toBeUndefined();
    expect(hand.actions[1]).toEqual({ kind: 'discard', player: 0, cards: ['5c', '7d', '9h'].map(parseCard) });
  });
});

describe('refusing bad PHH input with a reason', () => {
  it.each([
    [/^variant: missing \(required\)$/, edit('variant', null)],
    [/variant: Mesa does not play "FT" \(it reads NT, PO, _MESA_DRAW5, _MESA_BASEBALL, _MESA_FECHADO, _MESA_BRASILEIRO, _MESA_PLO5\)/, edit('variant', 'variant = "FT"')],
    [/variant: expected a string, got 7/, edit('variant', 'variant = 7')],
    [/^min_bet: missing \(required for NT\)$/, edit('min_bet', null)],
    [/blinds_or_straddles: missing \(required for NT\)/, edit('blinds_or_straddles', null)],
    [/min_bet: expected a non-negative number, got the string "2"/, edit('min_bet', 'min_bet = "2"')],
    [/min_bet: must be positive, got 0/, edit('min_bet', 'min_bet = 0')],
    [/antes: expected an array \(each element a non-negative number\), got 0/, edit('antes', 'antes = 0')],
    [/antes of p2: expected a non-negative number, got -1/, edit('antes', 'antes = [0, -1]')],
    [/antes: expected 2 values \(one per player, as starting_stacks\), got 3/, edit('antes', 'antes = [0, 0, 0]')],
    [/starting_stacks: a hand needs at least 2 players, got 1/, edit('starting_stacks', 'starting_stacks = [200]')],
    [/starting_stacks of p2: a stack must be positive, got 0/, edit('starting_stacks', 'starting_stacks = [200, 0]')],
    [/players: expected 2 values/, edit('players', 'players = ["Ana"]')],
    [/year: expected an integer, got the string "2024"/, edit('year', 'year = "2024"')],
    [/small_bet: not a field of NT, which is no-limit \(it uses min_bet\)/, edit('small_bet', 'small_bet = 2')],
    [/actions\[1\] "p3 f": p3 does not exist: the hand has 2 players/, edit('actions', 'actions = ["d dh p1 AsKd", "p3 f"]')],
    [/actions\[1\] "p2 raise 8": "raise" is not an action/, edit('actions', 'actions = ["d dh p1 AsKd", "p2 raise 8"]')],
    [/actions\[0\] "d dh p1 AsKx": "Kx" is not a card/, edit('actions', 'actions = ["d dh p1 AsKx"]')],
    [/actions\[0\]: expected a string, got 1/, edit('actions', 'actions = [1]')],
    [/^not valid TOML: /, 'variant = "NT"\nantes = [0, 0\n'],
  ])('refuses it: %s', (why, text) => {
    expect(() => parsePhh(text)).toThrow(why);
  });

  it('says which action is malformed by its index', () => {
    try {
      parsePhh(edit('actions', 'actions = ["d dh p1 AsKd", "d dh p2 QhQc", "p2 cbr lots"]'));
      expect.unreachable();
    } catch (e) {
      expect(e).toMatchObject({ name: 'PhhError', field: 'actions', actionIndex: 2 });
    }
  });

  it('refuses blinds in the draw5 extension', () => {
    const text =
      'variant = "_MESA_DRAW5"\nantes = [1, 1]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\nstarting_stacks = [9, 9]\nactions = []\n';
    expect(() => parsePhh(text)).toThrow(/_MESA_DRAW5 has no blinds/);
  });
});

describe('writing PHH files', () => {
  it.each(['historical/dwan-ivey-2009.phh', 'pluribus/32/23.phh', 'wsop/1.phh', 'wsop/2.phh'])(
    'writes %s back to the same hand',
    (path) => {
      const hand = parsePhh(read(path));
      expect(parsePhh(formatPhh(hand))).toEqual(hand);
    },
  );

  it('writes every field the standard defines, comments and user-defined fields included', () => {
    const hand = parsePhh(
      `${minimal}\nauthor = "Ana"\nevent = "Home game"\nurl = "https://example.org"\nvenue = "Casa"\naddress = "Rua 1"\n` +
        `city = "Lisboa"\nregion = "Lisboa"\npostal_code = "1000-001"\ncountry = "Portugal"\ntime = 21:00:00\n` +
        `time_zone = "Europe/Lisbon"\ntime_zone_abbreviation = "WET"\nday = 1\nmonth = 2\nyear = 2025\nhand = "7b"\n` +
        `level = 3\nseats = [2, 5]\nseat_count = 6\ntable = 1\nplayers = ["Ana", "Bia"]\nfinishing_stacks = [201, 199]\n` +
        `winnings = [3, 0]\ncurrency = "EUR"\ncurrency_symbol = "€"\nante_trimming_status = false\ntime_limit = inf\n` +
        `time_banks = [30, 30.5]\n_note = "quoted \\"text\\"\\n"\n`,
    );
    const text = formatPhh(hand);
    expect(parsePhh(text)).toEqual(hand);
    expect(text.startsWith('variant = "NT"\nante_trimming_status = false\nantes = [ 0, 0 ]\n')).toBe(true);
  });
});
