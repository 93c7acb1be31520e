// Every component test file (project `ui`): IndexedDB from fake-indexeddb, the odds worker, and
// Testing Library's waits long enough for a loaded machine (a wait ends as soon as the screen
// shows what it waits for; only a screen that never does takes the whole time).
import 'fake-indexeddb/auto';
import { configure } from '@testing-library/preact';
import { afterEach } from 'vitest';
import { OddsWorker } from './odds-worker.ts';
import { closeApp } from './app.tsx';

Object.assign(globalThis, { Worker: OddsWorker });
configure({ asyncUtilTimeout: 15_000 });

afterEach(closeApp);
