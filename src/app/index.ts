/**
 * The app's front door: the one module of src/app/ a screen imports (test/architecture/borders.test.ts).
 * It hands out views, never state: the open game as its table's view, the actions a screen sends,
 * stored games as their records (profile, players, dates, result) and logs, the book's nights and
 * players; no export reaches the engine's state or a repository, whatever its type.
 *
 * Only re-exports: the modules behind it are side-effect free for the bundler
 * (vite.config.ts), so a screen of the first path that takes a signal through here does not load
 * the table's runner, the store or the network with it; those load where they did before.
 */

// The open game: started, opened, played, closed.
export { currentGame, openGame, resumableGame, reviseResultsOnStart, startGame, UnshowableGame, type CurrentGame, type GameSetup } from './games.ts';
export { act, closeGame, dealNextHand, finishGame, loadGame, reloadGame, retrySave, takeOver, viewOf, type ActOutcome } from './runner.ts';
export { coverCountdown, coverUp, reveal, revealed, watchPrivacy } from './privacy.ts';
export { clockTermsAt, tableNow, trustPhoneTime } from './table-time.ts';
export { newerData, refusal, saveStatus, storeNotice, type StoreProblem } from './status.ts';
export { gamesBehindFailure } from './failed-games.ts';
export { markFailedGame } from './failed-screen.ts';
export { markResultSeen, seenResult } from './seen-results.ts';

// Past games: their records and logs, delete and undo, backups out and in.
export { pastGames, removeGame, restoreGame, resultsRevised, storedGame, unfinishedGame } from './games.ts';
export { backupFile, checkBackup, importGames, type Backup, type ConflictChoice } from './backups.ts';
export { isStoreError, type GameRecord, type ImportConflict, type ImportOutcome, type ResultSummary, type StoreErrorKey } from '../store/index.ts';

// The players' book: its nights and players, read and changed; what a night's players pay.
export { loadBook, type Book } from './book/load.ts';
// The book's names, offered as each name is typed in the setup.
export { bookPeople, importNights, mergePlayers, removeNights, renamePlayer, restoreNights, setPlayerPay, unmergePlayer } from './book/changes.ts';
export { bookPlayers, byGame, countedIn, gamesOf, leaderboard, nightIn, measureKey, measuresOf, nightlyNumbers, running, seatValue, totals, type BookFilter, type BookPlayer, type Measure, type Period } from './book/figures.ts';
export { CHOICE, copyOfGame, countsIn, gameNight, gamesPlayed, isTournament, localDay, type Night, type NightGame, type NightSeat } from './book/nights.ts';
export { bookCsv, csvText, MAX_CSV_BYTES, readNightsCsv, type CsvProblem } from './book/csv.ts';
export { loadTransferOffers, settledGame, transferPayee, type SettledNight } from './book/payees.ts';
export { nameHolder, roots, sharedNight, type PlayerRecord, type RemovedNights } from '../store/index.ts';

export { knownNames } from './book/known.ts';

// A tournament's chip sets.
export { chipSets, loadChipSets, saveChipSets } from './chip-sets.ts';

// The table across phones: hosting, and joining as a guest.
export { answerSeat, assign, hosting, inviteNext, seatOnPhone, setActFor, startHosting, stopHosting, type ActFor, type Hosting, type ChannelPath, type Invite, type PhoneStatus } from './network-host.ts';
export { join, leave, pick, sendIntention, type FairCheck } from './network-guest.ts';
export { guest, hostHeard, joined, lostHost, welcomed, type Guest } from './guest-view.ts';
export { appAddress } from './network-address.ts';
export { answerUsed, handAnswer, handedAnswer } from './answer-handoff.ts';
export { passAnswer, type Handover } from './answer-relay.ts';
