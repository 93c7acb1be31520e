// PokerStars hold'em hand histories, for trackers and solvers: write, read, a night's export (FORMAT.md).
export { writeStarsHand, etTime, type StarsHandInfo } from './write.ts';
export { parseStarsHands, starsFinalStacks, StarsParseError, type StarsHand } from './parse.ts';
export { exportSessionStars, playsHoldem, writeNightHand, starsHandId } from './session.ts';
