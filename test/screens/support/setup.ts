// Every component test file (project `ui`): IndexedDB from fake-indexeddb, the odds worker, the
// downloads caught (downloads.ts), and Testing Library's waits long enough for a loaded machine
// (a wait ends as soon as the screen shows what it waits for; only a screen that never does takes
// the whole time).
import 'fake-indexeddb/auto';
import { configure } from '@testing-library/preact';
import { afterEach } from 'vitest';
import { OddsWorker } from './odds-worker.ts';
import { closeAfterTest } from './app.tsx';
import './downloads.ts';

Object.assign(globalThis, { Worker: OddsWorker });
configure({ asyncUtilTimeout: 15_000 });

afterEach(closeAfterTest);
