import { describe, expect, it } from 'vitest';
import { transferOffers } from '../../../src/app/book/payees.ts';
import type { PlayerRecord } from '../../../src/store/index.ts';
import { decode } from '../../engine/pix/decoder.ts';

const player = (id: string, name: string, seats: PlayerRecord['seats'], pay?: PlayerRecord['pay'], mergedInto: string | null = null): PlayerRecord => ({
  id,
  name,
  createdAt: 0,
  mergedInto,
  seats,
  ...(pay ? { pay } : {}),
});

const ana = player('ana', 'Ana', [{ night: 'g1', seat: 0 }], { pix: { type: 'email', key: 'ana@example.com', name: 'Ana Sá', city: 'Niterói' } });
const bia = player('bia', 'Bia', [], { note: 'IBAN PT50 0002 0123 1234 5678 9015 4' });
// Bia's old entry, merged into her: the seat it holds is hers.
const biaOld = player('bia-old', 'Bia S.', [{ night: 'g1', seat: 1 }], undefined, 'bia');
const caio = player('caio', 'Caio', [{ night: 'g1', seat: 2 }]);
const book = [ana, bia, biaOld, caio];
const names = ['Ana', 'Bia S.', 'Caio'];

describe("P5, P6: each transfer's offer from the book", () => {
  it('P5: in BRL, the receiver of a seat with a key gets the code of that amount and the night\'s reference; P6: one with a note, the note (through his merge); one with neither, nothing', () => {
    const offers = transferOffers(book, { id: 'g1', day: '2026-12-02', currency: 'BRL' }, names, [
      { from: 2, to: 0, cents: 1250 },
      { from: 2, to: 1, cents: 300 },
      { from: 0, to: 2, cents: 100 },
    ]);
    expect(offers[0]?.kind).toBe('pix');
    expect(decode(offers[0]!.kind === 'pix' ? offers[0]!.code : '')).toMatchObject({ key: 'ana@example.com', cents: 1250, reference: 'MESA20261202', name: 'Ana Sa', city: 'Niteroi', crcOk: true });
    expect(offers[1]).toEqual({ kind: 'note', note: 'IBAN PT50 0002 0123 1234 5678 9015 4' });
    expect(offers[2]).toBeNull();
  });

  it('P6: in euros, no code: the note where there is one', () => {
    expect(transferOffers(book, { id: 'g1', day: '2026-12-02', currency: 'EUR' }, names, [{ from: 2, to: 0, cents: 1250 }, { from: 2, to: 1, cents: 300 }])).toEqual([
      null,
      { kind: 'note', note: 'IBAN PT50 0002 0123 1234 5678 9015 4' },
    ]);
  });

  it('P5: a game the book has not linked yet (its own end) finds the receiver by name', () => {
    const offers = transferOffers(book, { id: 'g2', day: '2026-12-02', currency: 'BRL' }, ['Caio', ' ana '], [{ from: 0, to: 1, cents: 500 }]);
    expect(offers[0]?.kind).toBe('pix');
  });
});
