// N8, N10 on a guest phone, worded: a check that fails is said plainly, as a problem, in every
// language, naming the phones whose value is missing as the host named them before they committed.
import { afterEach, describe, expect, it } from 'vitest';
import type { FairNote } from '../../../src/net/guest-table.ts';
import { language } from '../../../src/ui/i18n/index.ts';
import { fairNoteLines } from '../../../src/ui/net/fair-note.ts';

const asked = [
  { phone: 'p1', seat: 1, name: 'Bia' },
  { phone: 'p2', seat: 2, name: 'Caio' },
  { phone: 'p3', seat: null, name: 'TV' },
];
const note = (check: FairNote['check'], change: Partial<FairNote> = {}): FairNote => ({ hand: 3, asked, left: [], slow: [], benched: [], check, ...change });

describe('the deal\'s check on a guest\'s screen (N8, N10)', () => {
  afterEach(() => {
    language.value = 'pt-BR';
  });

  it('N8: a committed phone\'s value missing from the deal is shown as a failed check, naming it, in pt-BR, pt-PT and en', () => {
    const lines = () => fairNoteLines(note({ ok: false, hand: 3, problem: 'left', left: ['p2', 'ghost-1'] }));
    language.value = 'en';
    expect(lines()).toEqual([
      { text: "Shuffled with the host's phone and Bia, Caio, TV", problem: false },
      { text: "Deal NOT checked: the value Caio, ghost-1 committed to is missing from the shuffle, so the host's phone could have chosen the deck.", problem: true },
    ]);
    language.value = 'pt-BR';
    expect(lines()[1]).toEqual({ text: 'Mão NÃO conferida: falta no embaralhamento o valor com que Caio, ghost-1 se comprometeu, e o celular que abriu a mesa pode ter escolhido o baralho.', problem: true });
    language.value = 'pt-PT';
    expect(lines()[1]).toEqual({ text: 'Mão NÃO verificada: falta no baralhamento o valor com que Caio, ghost-1 se comprometeu, e o telemóvel que abriu a mesa pode ter escolhido o baralho.', problem: true });
  });

  it('N8: this phone\'s own value dropped, and a phone asked that this one does not know of, are failed checks too; a check that holds is a quiet line', () => {
    language.value = 'en';
    expect(fairNoteLines(note({ ok: false, hand: 3, problem: 'dropped' })).at(-1)).toEqual({ text: "Deal NOT checked: this phone sent its value and the hand was dealt without it; the host's phone left it out.", problem: true });
    expect(fairNoteLines(note({ ok: false, hand: 3, problem: 'asked' })).at(-1)?.problem).toBe(true);
    expect(fairNoteLines(note({ ok: true, hand: 3 })).at(-1)).toEqual({ text: 'Deal checked', problem: false });
    expect(fairNoteLines(note({ ok: false, hand: 3, problem: 'view' })).at(-1)?.problem).toBe(false);
    expect(fairNoteLines(note(null, { asked: [] }))).toEqual([]);
  });

  it('N8: the phones the host named before the deal — left out, slow, not asked — are lines of their own', () => {
    language.value = 'en';
    const named = note(null, { asked: [], left: [{ phone: 'p1', name: 'Bia', seat: true }], slow: [{ phone: 'p2', name: 'Caio', seat: true }], benched: [{ phone: 'p3', name: 'TV', seat: false }] });
    expect(fairNoteLines(named).map((l) => l.text)).toEqual(["Bia's phone did not reveal its value", "Caio's phone was slow: the deal waited for it", 'TV was too slow: it is left out of this shuffle']);
  });
});
