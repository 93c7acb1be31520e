// The book's CSV (src/app/book/CSV.md): what Mesa writes reads back to the same nights, and a
// spreadsheet with a bad row is refused whole, each problem with its line number.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookCsv, csvText, readNightsCsv, sheetNightId, type CsvProblem } from '../../../src/app/book/csv.ts';
import { gameNight, importedNight, type Night } from '../../../src/app/book/nights.ts';
import { fewestTransfers } from '../../../src/engine/index.ts';
import type { NightRecord } from '../../../src/store/index.ts';
import { finishedRecord } from './finished-record.ts';
import { fechadoTournament, toTheWinner } from './tournament-night.ts';

const PROFILES = ['draw5', 'brasileiro', 'baseball', 'fechado', 'holdem'];
const read = (text: string) => readNightsCsv(text, { knownProfiles: PROFILES, now: 99 });

function problems(text: string): Pick<CsvProblem, 'line' | 'code'>[] {
  const reading = read(text);
  if (reading.ok) throw new Error('expected the file to be refused');
  return reading.problems.map(({ line, code }) => ({ line, code }));
}

function nights(text: string): readonly NightRecord[] {
  const reading = read(text);
  if (!reading.ok) throw new Error(JSON.stringify(reading.problems));
  return reading.nights;
}

describe('reading a spreadsheet of past nights', () => {
  it('reads nights by name, or by date and game, with money in cents and baseball in sixtieths', () => {
    const text = [
      'Date;Game;Player;Net;Money;Currency;night',
      '14/03/2025;holdem;Ana;+25;12,50;BRL;sexta',
      '14/03/2025;holdem;Bia;−25;-12,50;BRL;sexta',
      '2025-03-15;baseball;Ana;1,3333;;;',
      '2025-03-15;baseball;Caio;-1,3333;;;',
    ].join('\n');
    const [friday, baseball] = nights(text);
    expect(friday).toEqual({
      id: sheetNightId('sexta', '2025-03-14', 'holdem'),
      label: 'sexta',
      day: '2025-03-14',
      profile: 'holdem',
      currency: 'BRL',
      importedAt: 99,
      results: [
        { player: 'Ana', net: 25, money: 1250, place: null, hands: null, biggestPot: null },
        { player: 'Bia', net: -25, money: -1250, place: null, hands: null, biggestPot: null },
      ],
    });
    expect(baseball.results.map((r) => r.net)).toEqual([80, -80]);
    expect(baseball.label).toBe('');
  });

  it('refuses the whole file over one bad row, naming its line', () => {
    const text = 'date,game,player,net\n2025-03-14,holdem,Ana,10\n2025-03-14,holdem,Bia,ten\n2025-03-14,holdem,Caio,-10\n';
    expect(problems(text)).toEqual([{ line: 3, code: 'net' }]);
  });

  it('G18: numbers beyond the book\'s limit, days outside 1900–9999 and currencies Intl cannot format are refused, naming the cell', () => {
    const text = [
      'date,game,player,net,money,currency,biggest_pot',
      '2025-03-14,holdem,Ana,9007199254740991,,,',
      '2025-03-14,holdem,Bia,-10,,,10000000000001',
      '1899-12-31,holdem,Caio,5,,,',
      '2025-03-14,holdem,Duda,5,100000000000.01,BRL,',
      '2025-03-14,holdem,Edu,5,1,B!L,',
    ].join('\n');
    const reading = read(text);
    expect(reading.ok ? [] : reading.problems).toEqual([
      { line: 2, code: 'aboveLimit', column: 'net', value: '9007199254740991' },
      { line: 3, code: 'aboveLimit', column: 'biggest_pot', value: '10000000000001' },
      { line: 4, code: 'date', column: 'date', value: '1899-12-31' },
      { line: 5, code: 'aboveLimit', column: 'money', value: '100000000000.01', currency: 'BRL' },
      { line: 6, code: 'currency', column: 'currency', value: 'B!L' },
    ]);
    // At the limit itself the night is read.
    expect(nights('date,game,player,net\n2025-03-14,holdem,Ana,10000000000000\n2025-03-14,holdem,Bia,-10000000000000\n')[0].results.map((r) => r.net)).toEqual([1e13, -1e13]);
  });

  it('counts lines as the file has them: blank lines, and line breaks inside quoted cells', () => {
    const text = 'date,game,player,net\r\n\r\n2025-03-14,holdem,"Ana\r\nPaula",10\r\n2025-31-14,holdem,Bia,-10\r\n';
    expect(problems(text)).toEqual([{ line: 5, code: 'date' }]);
    expect(problems('date,game,player,net\n2025-03-14,holdem,"Ana,10\n2025-03-14,holdem,Bia,-10')).toEqual([{ line: 2, code: 'quote' }]);
  });

  it('lists every problem, row by row and night by night', () => {
    const text = [
      'night,date,game,player,net,money,currency,place,hands',
      'a,2025-02-30,holdem,Ana,1,,,,', // no 30 February
      'a,2025-03-01,omaha,Bia,1,,,,', // a game Mesa does not play
      'b,2025-03-01,holdem,,1,,,,', // no name
      'c,2025-03-01,holdem,Ana,1,1.005,BRL,,', // a tenth of a cent
      'c,2025-03-01,holdem,Bia,-1,5,,,', // money without a currency
      'd,2025-03-01,holdem,Ana,1,,XX1,0,-2', // bad currency, place 0, hands below 0
    ].join('\n');
    expect(problems(text)).toEqual([
      { line: 2, code: 'date' },
      { line: 3, code: 'game' },
      { line: 4, code: 'player' },
      { line: 5, code: 'money' },
      { line: 6, code: 'moneyWithoutCurrency' },
      { line: 7, code: 'currency' },
      { line: 7, code: 'place' },
      { line: 7, code: 'hands' },
    ]);
  });

  it('a night must hold together: one date and game, names once, two players at least, money adding up to zero', () => {
    const text = [
      'night,date,game,player,net,money,currency',
      'a,2025-03-01,holdem,Ana,5,5.00,EUR',
      'a,2025-03-01,holdem,ana ,-5,-4.00,EUR', // the same player twice; and €1 missing
      'a,2025-03-02,holdem,Bia,0,0,EUR', // another day: another night, of one player
      'b,2025-03-01,draw5,Caio,3,,', // alone
      'a,2025-03-01,holdem,Duda,0,0,USD', // the night's other currency
    ].join('\n');
    const found = read(text);
    expect(found.ok).toBe(false);
    if (found.ok) return;
    expect(found.problems).toEqual([
      { line: 2, code: 'moneyNotZero', value: 'a', cents: 100, currency: 'EUR' },
      { line: 3, code: 'duplicatePlayer', value: 'ana' },
      { line: 4, code: 'fewPlayers', value: 'a' },
      { line: 5, code: 'fewPlayers', value: 'b' },
      { line: 6, code: 'mixedNight', value: 'a' },
    ]);
  });

  it('refuses a file without the columns it needs, or with nothing in it', () => {
    expect(problems('date,game,player\n2025-03-01,holdem,Ana')).toEqual([{ line: 1, code: 'missingColumn' }]);
    expect(problems('date,game,player,net,Net\n')).toEqual([{ line: 1, code: 'duplicateColumn' }]);
    expect(problems('\uFEFFdate,game,player,net\r\n')).toEqual([{ line: 1, code: 'empty' }]);
    expect(problems('')).toEqual([{ line: 1, code: 'empty' }]);
    expect(problems('date,game,player,net\n2025-03-01,holdem,Ana,1,extra\n2025-03-01,holdem,Bia,-1')).toEqual([{ line: 2, code: 'cellCount' }]);
  });
});

describe('writing the book', () => {
  const sheet = (record: Omit<NightRecord, 'importedAt'>): Night => importedNight({ ...record, importedAt: 99 });

  it('writes the documented columns, quotes what needs quoting and keeps a formula-looking name text', () => {
    const night = sheet({
      id: 'x',
      label: 'sexta, 14',
      day: '2025-03-14',
      profile: 'holdem',
      currency: 'BRL',
      results: [
        { player: '=Ana', net: 25, money: 1250, place: 1, hands: 12, biggestPot: 40 },
        { player: 'Bia "B"', net: -25, money: -1250, place: 2, hands: 12, biggestPot: 0 },
      ],
    });
    const text = bookCsv([{ night, names: night.seats.map((s) => s.name), label: 'sexta, 14' }]);
    expect(text).toBe(
      '\uFEFFnight,date,game,player,net,money,currency,place,hands,biggest_pot\r\n' +
        '"sexta, 14",2025-03-14,holdem,\'=Ana,25,12.50,BRL,1,12,40\r\n' +
        '"sexta, 14",2025-03-14,holdem,"Bia ""B""",-25,-12.50,BRL,2,12,0\r\n',
    );
    expect(nights(text)[0].results.map((r) => r.player)).toEqual(['=Ana', 'Bia "B"']);
  });

  it('what Mesa writes reads back to the same nights (property)', () => {
    const result = fc.record({
      net: fc.integer({ min: -100_000, max: 100_000 }),
      place: fc.option(fc.integer({ min: 1, max: 10 })),
      hands: fc.option(fc.nat(500)),
      biggestPot: fc.option(fc.nat(100_000)),
    });
    const record = fc
      .record({
        label: fc.string({ maxLength: 12 }).map((s) => s.trim()),
        day: fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
        profile: fc.constantFrom(...PROFILES),
        currency: fc.constantFrom(null, 'BRL', 'EUR', 'JPY'),
        names: fc.uniqueArray(fc.string({ minLength: 1, maxLength: 12 }).map((s) => s.trim().replace(/\s+/g, ' ')).filter((s) => s !== ''), {
          minLength: 2,
          maxLength: 6,
          selector: (s) => s.toLocaleLowerCase(),
        }),
        results: fc.array(result, { minLength: 6, maxLength: 6 }),
        money: fc.array(fc.integer({ min: -50_000, max: 50_000 }), { minLength: 6, maxLength: 6 }),
      })
      .map(({ label, day, profile, currency, names, results, money }) => {
        // The last player's money balances the night: 0 − sum, since −sum of 0 is −0, which no file writes.
        const cents = names.map((_, i) => (i < names.length - 1 ? money[i] : 0 - money.slice(0, i).reduce((a, b) => a + b, 0)));
        const record: NightRecord = {
          id: sheetNightId(label, day, profile),
          label,
          day,
          profile,
          currency,
          importedAt: 99,
          results: names.map((player, i) => ({ player, ...results[i], money: currency ? cents[i] : null })),
        };
        return record;
      });
    fc.assert(
      fc.property(fc.uniqueArray(record, { maxLength: 4, selector: (r) => r.id }), (records) => {
        // Two unnamed nights of one day and game would be read as one: give each its name.
        const named = records.filter((r) => r.label !== '' || records.filter((o) => o.day === r.day && o.profile === r.profile).length === 1);
        const text = bookCsv(named.map((r) => ({ night: importedNight(r), names: r.results.map((x) => x.player), label: r.label })));
        const back = named.length === 0 ? [] : nights(text);
        expect(back).toEqual(named);
        for (const night of back) if (night.currency) expect(importedNight(night).transfers).toEqual(fewestTransfers(night.results.map((r) => r.money!)));
      }),
      { numRuns: 150 },
    );
  });

  it("T22: a tournament night's rows hold its money and currency (each prize minus what was paid), and read back to them", () => {
    const config = fechadoTournament();
    const log = toTheWinner(config);
    const night = gameNight(finishedRecord('g-tournament', config, Date.UTC(2025, 2, 7, 22), log.length), log);
    const text = bookCsv([{ night, names: night.seats.map((s) => s.name), label: night.id }]);
    const rows = text.replace(/^\uFEFF/, '').trim().split('\r\n').slice(1).map((line) => line.split(',').slice(3, 8));
    expect(rows).toEqual([
      ['Ana', '15000', '32.00', 'BRL', '1'],
      ['Bia', '-5000', '-20.00', 'BRL', '4'],
      ['Carla', '-5000', '8.00', 'BRL', '2'],
      ['Ivo', '-5000', '-20.00', 'BRL', '3'],
    ]);
    const [back] = nights(text);
    expect(importedNight(back).seats.map((s) => s.money)).toEqual(night.seats.map((s) => s.money));
  });

  it('T22: a tournament nobody paid to play is written with its places and no money', () => {
    const config = fechadoTournament(0);
    const log = toTheWinner(config);
    const night = gameNight(finishedRecord('g-free', config, 0, log.length), log);
    const text = bookCsv([{ night, names: night.seats.map((s) => s.name), label: night.id }]);
    const rows = text.replace(/^\uFEFF/, '').trim().split('\r\n').slice(1).map((line) => line.split(',').slice(3, 8));
    expect(rows.map(([player, , money, currency, place]) => [player, money, currency, place])).toEqual([
      ['Ana', '', '', '1'],
      ['Bia', '', '', '4'],
      ['Carla', '', '', '2'],
      ['Ivo', '', '', '3'],
    ]);
  });
});

describe('G17: a spreadsheet obeys the setup’s name rule', () => {
  const sheet = (...players: string[]) => ['date,game,player,net', ...players.map((p, i) => `2025-03-14,draw5,${p},${i === 0 ? players.length - 1 : -1}`)].join('\r\n');

  it('G17: a tab, a newline inside quotes or a right-to-left override in a name is stripped; the name is kept clean', () => {
    const [night] = nights(sheet('"Ana\tMaria"', '"Bia\nSouza"', '\u202EevilCaio\u202C'));
    expect(night.results.map((r) => r.player)).toEqual(['Ana Maria', 'Bia Souza', 'evilCaio']);
  });

  it('G17: a name over 20 characters is refused on its line; a flag counts as one', () => {
    expect(problems(sheet('Ana', 'x'.repeat(300)))).toEqual([{ line: 3, code: 'playerTooLong' }]);
    expect(nights(sheet('Ana', `${'B'.repeat(19)}🇧🇷`))[0].results[1].player).toBe(`${'B'.repeat(19)}🇧🇷`);
  });

  it('G17: "Ana  Maria" and "ana maria" in one night are one player said twice', () => {
    expect(problems(sheet('Ana Maria', 'Bia', 'ana  maria'))).toEqual([{ line: 4, code: 'duplicatePlayer' }]);
  });
});

describe('the bytes of a spreadsheet file', () => {
  it('UTF-8, with or without the byte-order mark, reads as written', () => {
    const utf8 = new TextEncoder().encode('player\r\nJoão’s\r\n');
    expect(csvText(utf8)).toBe('player\r\nJoão’s\r\n');
    expect(csvText(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]))).toBe('player\r\nJoão’s\r\n');
  });

  it('a file Excel saved in Windows-1252 (invalid as UTF-8) is read as Windows-1252: João, not Jo�o', () => {
    // "Jo\xE3o" and "Andr\xE9" as Latin-1; 0x92 is Windows-1252's right single quote, 0x80 its euro sign.
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('date;game;player;net;night\r\n14/03/2025;draw5;Jo'), 0xe3, ...new TextEncoder().encode('o;5;'), 0x80, ...new TextEncoder().encode('10\r\n'),
      ...new TextEncoder().encode('14/03/2025;draw5;Andr'), 0xe9, 0x92, ...new TextEncoder().encode('s;-5;'), 0x80, ...new TextEncoder().encode('10\r\n'),
    ]);
    const text = csvText(bytes);
    expect(text).not.toContain('\uFFFD');
    const [night] = nights(text);
    expect(night.results.map((r) => r.player)).toEqual(['João', 'André’s']);
    expect(night.label).toBe('€10');
  });

  it('a file saved as UTF-16 (Excel’s “Unicode text”) is read by its byte-order mark', () => {
    const text = 'player\tnet\r\nJoão\t5\r\n';
    const le = new Uint8Array([0xff, 0xfe, ...[...text].flatMap((c) => [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8])]);
    expect(csvText(le)).toBe(text);
  });
});
