import { describe, expect, it } from 'vitest';
import { scanCatalogs } from '../../../src/ui/net/scan-messages.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

// As for the table's and the ledger's words: pt-BR is the reference.
describe('scanner message catalogs', () => {
  const reference = scanCatalogs['pt-BR'];
  it.each(['pt-PT', 'en'] as const)('%s has every key of pt-BR and no other, each non-empty, with the same placeholders', (lang) => {
    const catalog = scanCatalogs[lang];
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(reference).sort());
    for (const [key, text] of Object.entries(reference)) {
      const other = catalog[key as keyof typeof catalog];
      expect(other.trim(), key).not.toBe('');
      expect(placeholders(other), key).toEqual(placeholders(text));
    }
  });

  it('pt-PT says câmara and telemóvel, never the Brazilian câmera and celular', () => {
    const text = Object.values(scanCatalogs['pt-PT']).join(' ');
    expect(text).not.toMatch(/câmera|celular/);
    expect(Object.values(scanCatalogs['pt-BR']).join(' ')).not.toMatch(/câmara|telemóvel/);
  });
});
