// The players' book's changes, as its screens make them: each a call to the book's store on the
// page's one connection, so a screen never holds the store. A refusal is the store's StoreError
// (players.nameTaken, players.sameNight…), said in the screen's words.
import type { PayDetails } from '../../engine/pix/pay-details.ts';
import type { NightRecord, NightsImport, PlayerRecord, RemovedNights } from '../../store/index.ts';
import { players } from './load.ts';

/** Every player, each game's seats linked to its player first (after a rename or a merge, the book reads them again). */
export async function bookPeople(): Promise<readonly PlayerRecord[]> {
  return (await players().sync()).players;
}

export const renamePlayer = (id: string, name: string): Promise<PlayerRecord> => players().rename(id, name);

/** P7: how the player is paid. */
export const setPlayerPay = (id: string, pay: PayDetails): Promise<PlayerRecord> => players().setPay(id, pay);

/** One entry pointed at another; refused (players.sameNight) for two entries who sat at one night. */
export const mergePlayers = (fromId: string, intoId: string): Promise<PlayerRecord> => players().merge(fromId, intoId);

export const unmergePlayer = (id: string): Promise<PlayerRecord> => players().unmerge(id);

/** Nights read from a spreadsheet; one already in the book is skipped. */
export const importNights = (nights: readonly NightRecord[]): Promise<NightsImport> => players().importNights(nights);

/** Imported nights taken out of the book; what comes back undoes it (`restoreNights`). */
export const removeNights = (ids: readonly string[]): Promise<RemovedNights> => players().removeNights(ids);

export const restoreNights = (removed: RemovedNights): Promise<void> => players().restoreNights(removed);
