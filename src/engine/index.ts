// The engine's public surface: the app, the CLI tools and outside tools import from here only.
export * from './cards.ts';
export * from './deck.ts';
export * from './rng.ts';
export * from './evaluate/index.ts';
