// Sharing a night: the text a group chat gets (in the app's language, amounts in the night's
// chips, units or currency, who pays whom), and the way it leaves: the share sheet, else the
// clipboard, else the text on screen.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gameNight, importedNight } from '../../../src/app/book/nights.ts';
import { finishedRecord } from '../../app/book/finished-record.ts';
import { fechadoTournament, toTheWinner, SHARED_LINES } from '../../app/book/tournament-night.ts';
import { fromUnits } from '../../../src/engine/index.ts';
import type { NightRecord } from '../../../src/store/index.ts';
import { language } from '../../../src/ui/i18n/index.ts';
import { nightText, placings, shareNightText } from '../../../src/ui/book/share.ts';

const night = (record: Partial<NightRecord> & Pick<NightRecord, 'results'>) =>
  importedNight({ id: 'n', label: '', day: '2025-03-14', profile: 'draw5', currency: null, importedAt: 0, ...record });
const row = (player: string, net: number, money: number | null = null, place: number | null = null) => ({ player, net, money, place, hands: null, biggestPot: null });

/** Intl writes currencies with no-break spaces; a chat shows them as spaces. The isolates around names (G17) are invisible. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u2068\u2069]/g, '');

const priced = night({ currency: 'BRL', results: [row('Bia', -40, -800), row('Ana', 60, 1200), row('Caio', -20, -400)] });

beforeEach(() => {
  language.value = 'pt-BR';
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the night as text', () => {
  it('G17: every name is isolated (U+2068 … U+2069) and clean: an override or a newline in an old record cannot turn a line around or break it', () => {
    const hostile = night({ currency: 'BRL', results: [row('\u202EAna', 60, 1200), row('Bia\nSouza', -60, -1200)] });
    const lines = nightText(hostile).split('\n');
    expect(lines).toHaveLength(7);
    expect(lines[2]).toMatch(/^1º \u2068Ana\u2069: /);
    expect(lines[3]).toMatch(/^2º \u2068Bia Souza\u2069: /);
    expect(plain(lines[6])).toBe('Bia Souza paga R$ 12,00 a Ana');
    expect(lines[6].startsWith('\u2068Bia Souza\u2069 paga')).toBe(true);
    expect(nightText(hostile)).not.toContain('\u202E');
  });

  it('standings best first and who pays whom, in pt-BR', () => {
    expect(plain(nightText(priced))).toBe(
      [
        'Pôquer de cinco cartas · 14 de março de 2025',
        '',
        '1º Ana: +60 fichas (+R$ 12,00)',
        '2º Caio: −20 fichas (−R$ 4,00)',
        '3º Bia: −40 fichas (−R$ 8,00)',
        '',
        'Quem paga a quem:',
        'Bia paga R$ 8,00 a Ana',
        'Caio paga R$ 4,00 a Ana',
      ].join('\n'),
    );
  });

  it('in English and in euros; in pt-PT', () => {
    language.value = 'en';
    const euros = night({ currency: 'EUR', results: [row('Ana', 10, 250), row('Bia', -10, -250)] });
    expect(plain(nightText(euros))).toBe(
      ['Five-card draw · March 14, 2025', '', '#1 Ana: +10 chips (+€2.50)', '#2 Bia: −10 chips (−€2.50)', '', 'Who pays whom:', 'Bia pays €2.50 to Ana'].join('\n'),
    );
    language.value = 'pt-PT';
    expect(plain(nightText(euros)).split('\n')).toContain('Bia paga 2,50 € a Ana');
  });

  it('S2: baseball in units, with no money; equal results share a place', () => {
    const baseball = night({ profile: 'baseball', results: [row('Ana', fromUnits(1, 1, 3)), row('Bia', fromUnits(-1, -1, 3)), row('Caio', 0), row('Duda', 0)] });
    expect(plain(nightText(baseball)).split('\n').slice(2)).toEqual(['1º Ana: +1⅓ unidades', '2º Caio: 0 unidades', '2º Duda: 0 unidades', '4º Bia: −1⅓ unidades']);
  });

  it("T22: a tournament in money, each place's prize minus what he paid; one nobody paid to play by its places alone", () => {
    const config = fechadoTournament();
    const log = toTheWinner(config);
    const paid = gameNight(finishedRecord('t', config, Date.UTC(2025, 2, 7, 22), log.length), log);
    expect(plain(nightText(paid)).split('\n').slice(1)).toEqual(SHARED_LINES);
    const free = fechadoTournament(0);
    const freeLog = toTheWinner(free);
    language.value = 'en';
    expect(plain(nightText(gameNight(finishedRecord('f', free, 0, freeLog.length), freeLog))).split('\n').slice(3)).toEqual(['#1 Ana', '#2 Carla', '#3 Ivo', '#4 Bia']);
  });

  it('H9: a tournament by its places', () => {
    const tournament = night({ profile: 'holdem', results: [row('Ana', -100, null, 3), row('Bia', 200, null, 1), row('Caio', -100, null, 2)] });
    expect(placings(tournament).map((p) => `${p.place} ${p.seat.name}`)).toEqual(['1 Bia', '2 Caio', '3 Ana']);
  });
});

describe('how the text leaves', () => {
  it('the share sheet where there is one', async () => {
    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', { share, clipboard: { writeText: vi.fn() } });
    expect(await shareNightText(priced)).toEqual({ kind: 'shared' });
    expect(share).toHaveBeenCalledWith({ title: 'Pôquer de cinco cartas · 14 de março de 2025', text: nightText(priced) });
  });

  it('a share sheet closed by the player is no error, and nothing else is tried', async () => {
    const writeText = vi.fn();
    vi.stubGlobal('navigator', { share: async () => Promise.reject(new DOMException('closed', 'AbortError')), clipboard: { writeText } });
    expect(await shareNightText(priced)).toEqual({ kind: 'cancelled' });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('no share sheet (or one that fails): the clipboard; no clipboard either: the text to copy by hand', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { share: async () => Promise.reject(new DOMException('no target', 'NotAllowedError')), clipboard: { writeText } });
    expect(await shareNightText(priced)).toEqual({ kind: 'copied' });
    expect(writeText).toHaveBeenCalledWith(nightText(priced));
    vi.stubGlobal('navigator', { clipboard: { writeText: async () => Promise.reject(new Error('denied')) } });
    expect(await shareNightText(priced)).toEqual({ kind: 'manual', text: nightText(priced) });
  });
});

describe('P5, P6: the codes and notes in the shared text', () => {
  it('P5: under each transfer to a player with a key, his Pix code; P6: under one to a player with a note, the note', () => {
    const code = '00020126360014br.gov.bcb.pix0114+5511987654321520400005303986540412.005802BR5903Ana6006Recife62160512MESA202503146304ABCD';
    const text = plain(nightText(priced, [{ kind: 'pix', code }, { kind: 'note', note: 'MB WAY 912 345 678' }]));
    expect(text.split('\n').slice(-5)).toEqual([
      'Quem paga a quem:',
      'Bia paga R$ 8,00 a Ana',
      `Pix Copia e Cola: ${code}`,
      'Caio paga R$ 4,00 a Ana',
      'Como pagar a Ana: MB WAY 912 345 678',
    ]);
    language.value = 'en';
    expect(plain(nightText(priced, [null, { kind: 'pix', code }])).split('\n').slice(-3)).toEqual(['Bia pays R$8.00 to Ana', 'Caio pays R$4.00 to Ana', `Pix copy and paste: ${code}`]);
  });
});
