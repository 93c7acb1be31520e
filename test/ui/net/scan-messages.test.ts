import { describe, expect, it } from 'vitest';
import { scanCatalogs } from '../../../src/ui/net/scan-messages.ts';

describe('scanner message catalogs', () => {
  it('pt-PT says câmara and telemóvel, never the Brazilian câmera and celular', () => {
    const text = Object.values(scanCatalogs['pt-PT']).join(' ');
    expect(text).not.toMatch(/câmera|celular/);
    expect(Object.values(scanCatalogs['pt-BR']).join(' ')).not.toMatch(/câmara|telemóvel/);
  });
});
