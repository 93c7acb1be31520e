import { describe, expect, it } from 'vitest';
import { MAX_PAY_NOTE, payOffer, payProblem, pixTextSent, readPayDetails, type PayDetails } from '../../../src/engine/pix/pay-details.ts';
import { decode } from './decoder.ts';

const ana: PayDetails = { pix: { type: 'phone', key: '+5511987654321', name: 'Ana Clara Conceição', city: 'São Paulo' }, note: 'ou MB WAY 912 345 678' };

describe('P5, P6: what the settlement offers beside a transfer', () => {
  it('P5: in BRL, to a player with a key, the code of that transfer: his key, the amount, the night\'s reference, his name and city as P3 writes them', () => {
    const offer = payOffer(ana, 'BRL', 4250, '2026-12-02');
    expect(offer?.kind).toBe('pix');
    const read = decode(offer!.kind === 'pix' ? offer!.code : '');
    expect(read).toMatchObject({ key: '+5511987654321', cents: 4250, reference: 'MESA20261202', name: 'Ana Clara Conceicao', city: 'Sao Paulo', crcOk: true });
  });

  it('P6: in another currency, his note; with no note, nothing', () => {
    expect(payOffer(ana, 'EUR', 4250, '2026-12-02')).toEqual({ kind: 'note', note: 'ou MB WAY 912 345 678' });
    expect(payOffer({ pix: ana.pix }, 'EUR', 4250, '2026-12-02')).toBeNull();
  });

  it('P6: in BRL, a player with no key: his note if he has one, else nothing', () => {
    expect(payOffer({ note: 'PicPay @ana' }, 'BRL', 4250, '2026-12-02')).toEqual({ kind: 'note', note: 'PicPay @ana' });
    expect(payOffer({}, 'BRL', 4250, '2026-12-02')).toBeNull();
    expect(payOffer(null, 'BRL', 4250, '2026-12-02')).toBeNull();
  });

  it('P5: details that no longer check (a key damaged in storage) give no code', () => {
    expect(payOffer({ pix: { ...ana.pix!, key: '+5511' } }, 'BRL', 4250, '2026-12-02')).toBeNull();
  });
});

describe('P7: a player\'s details as the book takes them', () => {
  it('P7: a key, a name and a city typed with odd spacing and marks are cleaned and kept; the note too', () => {
    expect(readPayDetails({ key: ' (11) 98765-4321 ', name: '  Ana\u202E  Clara ', city: ' Recife ', note: '  IBAN  PT50 0002 0123 1234 5678 9015 4 ' })).toEqual({
      details: { pix: { type: 'phone', key: '+5511987654321', name: 'Ana Clara', city: 'Recife' }, note: 'IBAN PT50 0002 0123 1234 5678 9015 4' },
    });
  });

  it('P7: no key is no Pix (a name and city alone are not kept); nothing typed is no details', () => {
    expect(readPayDetails({ key: '', name: 'Ana', city: 'Recife', note: 'MB WAY 912 345 678' })).toEqual({ details: { note: 'MB WAY 912 345 678' } });
    expect(readPayDetails({ key: ' ', name: '', city: '', note: ' ' })).toEqual({ details: {} });
  });

  it('P7: each problem names its field: the key\'s own, a name or city with nothing the code can carry or too long, a note too long', () => {
    expect(readPayDetails({ key: '529.982.247-24', name: 'Ana', city: 'Recife', note: '' })).toEqual({ problem: 'cpf', field: 'key' });
    expect(readPayDetails({ key: 'ana@example.com', name: '🃏', city: 'Recife', note: '' })).toEqual({ problem: 'pixName', field: 'name' });
    expect(readPayDetails({ key: 'ana@example.com', name: 'A'.repeat(26), city: 'Recife', note: '' })).toEqual({ problem: 'pixName', field: 'name' });
    expect(readPayDetails({ key: 'ana@example.com', name: 'Ana', city: '', note: '' })).toEqual({ problem: 'pixCity', field: 'city' });
    expect(readPayDetails({ key: 'ana@example.com', name: 'Ana', city: 'Santa Rita do Sapucaí', note: '' })).toEqual({ problem: 'pixCity', field: 'city' });
    expect(readPayDetails({ key: '', name: '', city: '', note: 'x'.repeat(MAX_PAY_NOTE + 1) })).toEqual({ problem: 'noteTooLong', field: 'note' });
  });

  it('P7: the same check a backup makes: a key of the wrong kind, a bad CPF, a note too long', () => {
    expect(payProblem(ana)).toBeNull();
    expect(payProblem({ pix: { ...ana.pix!, type: 'cpf', key: '52998224724' } })).toBe('cpf');
    expect(payProblem({ pix: { ...ana.pix!, type: 'email' } })).toBe('email');
    expect(payProblem({ note: 'x'.repeat(MAX_PAY_NOTE + 1) })).toBe('noteTooLong');
  });
});

describe('P3: what the book shows of the name and city the code carries', () => {
  it('P3: the text the code will carry, only where it differs from the one typed (spacing aside), and nothing where the code carries nothing', () => {
    expect(pixTextSent('  Ana   Clara ', 25)).toBeNull();
    expect(pixTextSent('Caio Conceição', 25)).toBe('Caio Conceicao');
    expect(pixTextSent('Maria Eduarda Weißenbergs', 25)).toBe('Maria Eduarda Weissenberg');
    expect(pixTextSent('🃏🃏', 25)).toBeNull();
    // The code itself carries that very text.
    const offer = payOffer({ pix: { type: 'phone', key: '+5511987654321', name: 'Maria Eduarda Weißenbergs', city: 'Recife' } }, 'BRL', 100, '2026-12-02');
    expect(decode(offer?.kind === 'pix' ? offer.code : '').name).toBe('Maria Eduarda Weissenberg');
  });
});
