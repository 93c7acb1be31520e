import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import type { PhoneStatus } from '../../../src/app/network-host.ts';
import { language } from '../../../src/ui/i18n/index.ts';
import { countdownText, fairLine, floodedNote, freeSeats, phonesLine, phoneState } from '../../../src/ui/net/phones.ts';

const phone = (id: string, role: PhoneStatus['role'], state: PhoneStatus['state'] = 'connected', extra: Partial<PhoneStatus> = {}): PhoneStatus => ({
  phone: id,
  device: `Phone ${id}`,
  role,
  state,
  closed: state === 'away',
  latencyMs: state === 'connected' ? 12 : null,
  awaySince: state === 'away' ? Date.UTC(2026, 11, 2, 21, 4) : null,
  standInAt: null,
  asks: null,
  floodedAt: null,
  ...extra,
});

describe('the phones panel: which seats are free', () => {
  it('N1: a seat held by a phone is not free; the table display and a phone still choosing hold none', () => {
    expect(freeSeats(4, [])).toEqual([0, 1, 2, 3]);
    expect(freeSeats(4, [phone('a', 1), phone('b', 'table'), phone('c', null), phone('d', 3, 'away')])).toEqual([0, 2]);
  });

  it('N1: the free seats and the held ones are every seat once (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 10 }).chain((count) => fc.tuple(fc.constant(count), fc.uniqueArray(fc.integer({ min: 0, max: count - 1 }), { maxLength: count }))), ([count, held]) => {
        const free = freeSeats(count, held.map((seat, i) => phone(String(i), seat)));
        expect([...free, ...held].sort((a, b) => a - b)).toEqual(Array.from({ length: count }, (_, seat) => seat));
      }),
    );
  });
});

describe("the phones' state in words", () => {
  afterEach(() => {
    language.value = 'pt-BR';
  });

  it('N8: the host\'s shuffle line: the wait for the phones, then who was left out of the hand on screen, by player or by device', () => {
    language.value = 'en';
    const hosting = { gameId: 'g', phones: [], actFor: 'off' as const, shuffling: false, left: null, resumed: false, recall: [], paths: {} };
    const left = { hand: 4, left: [{ phone: 'a', name: 'Bruno', seat: true }, { phone: 'b', name: 'TV', seat: false }], slow: [], benched: [] };
    expect(fairLine(hosting, 4)).toBe('');
    expect(fairLine({ ...hosting, shuffling: true, left }, 4)).toBe('Shuffling with the phones…');
    expect(fairLine({ ...hosting, left }, 4)).toBe("Bruno's phone did not reveal its value · TV did not reveal its value");
    expect(fairLine({ ...hosting, left }, 5)).toBe('');
    language.value = 'pt-BR';
    expect(fairLine({ ...hosting, left }, 4)).toBe('O celular de Bruno não revelou o seu valor · TV não revelou o seu valor');
  });

  it('N8: the host\'s shuffle line names a phone the deal waited for, and one not asked for being late before', () => {
    const hosting = { gameId: 'g', phones: [], actFor: 'off' as const, shuffling: false, resumed: false, recall: [], paths: {} };
    const left = { hand: 4, left: [], slow: [{ phone: 'a', name: 'Bruno', seat: true }], benched: [{ phone: 'b', name: 'TV', seat: false }] };
    language.value = 'en';
    expect(fairLine({ ...hosting, left }, 4)).toBe("Bruno's phone was slow: the deal waited for it · TV was too slow: it is left out of this shuffle");
    language.value = 'pt-PT';
    expect(fairLine({ ...hosting, left }, 4)).toBe('O telemóvel de Bruno demorou: a mão esperou por ele · TV demorou demasiado: fica fora deste baralhamento');
  });

  it('N5: the table line counts the phones and those away', () => {
    language.value = 'en';
    expect(phonesLine([])).toBe('No phone yet');
    expect(phonesLine([phone('a', 0)])).toBe('1 phone');
    expect(phonesLine([phone('a', 0), phone('b', 1, 'away'), phone('c', 'table')])).toBe('3 phones · 1 away');
    language.value = 'pt-BR';
    expect(phonesLine([phone('a', 0), phone('b', 1, 'away')])).toBe('2 celulares · 1 sem conexão');
  });

  it('N5: a connected phone says its latency, an away one since when', () => {
    language.value = 'en';
    expect(phoneState(phone('a', 0, 'connected', { latencyMs: 11.6 }))).toBe('connected · 12 ms');
    expect(phoneState(phone('a', 0, 'connected', { latencyMs: null }))).toBe('connected');
    const since = new Date(2026, 11, 2, 21, 4).getTime();
    language.value = 'pt-BR';
    expect(phoneState(phone('b', 1, 'away', { awaySince: since }))).toBe('sem conexão desde 21:04');
  });

  it('N2: a phone that sent past its budget of messages is named so, with when', () => {
    const at = new Date(2026, 11, 2, 21, 7).getTime();
    language.value = 'en';
    expect(phoneState(phone('a', 0, 'connected', { latencyMs: 11.6, floodedAt: at }))).toBe('connected · 12 ms · too many messages at 9:07 PM');
    language.value = 'pt-BR';
    expect(phoneState(phone('b', 1, 'away', { awaySince: at, floodedAt: at }))).toBe('sem conexão desde 21:07 · mensagens demais às 21:07');
    expect(floodedNote(phone('c', null, 'connected', { floodedAt: at }))).toBe(' · mensagens demais às 21:07');
    expect(floodedNote(phone('c', null))).toBe('');
  });
});

describe('the act-for countdown', () => {
  it('N5: the countdown is minutes and two-digit seconds, rounded up, never below 0:00', () => {
    expect(countdownText(120_000)).toBe('2:00');
    expect(countdownText(25_000)).toBe('0:25');
    expect(countdownText(24_001)).toBe('0:25');
    expect(countdownText(59_999)).toBe('1:00');
    expect(countdownText(0)).toBe('0:00');
    expect(countdownText(-5_000)).toBe('0:00');
  });
});
