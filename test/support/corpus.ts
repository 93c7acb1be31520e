// The 2,507 real hands the engine is refereed by (test/fixtures/phh, PokerKit's data folder, MIT).
import { resolve } from 'node:path';

export const corpusDir = resolve(import.meta.dirname, '../fixtures/phh');
