// T23 on the open page: between two logged actions the page's own latest reading keeps the clock
// from going back, for what it shows and for what it deals.
import { describe, expect, it } from 'vitest';
import { clockAt, newSession, readClock, tableView, type Level, type SessionConfig, type SessionState } from '../../src/engine/index.ts';
import { clockTermsAt, tableNow, trustPhoneTime } from '../../src/app/table-time.ts';
import { seats } from '../engine/support/table.ts';
import { run } from '../engine/support/session.ts';

const MINUTE = 60_000;
const t0 = 1_700_000_000_000;
const levels: Level[] = [
  { smallBlind: 25, bigBlind: 50 },
  { smallBlind: 50, bigBlind: 100 },
  { smallBlind: 100, bigBlind: 200, ante: 25 },
];
const config = (): SessionConfig => ({ profile: 'holdem', players: seats(1500, 1500, 1500), firstDealer: 0, schedule: { levels, every: { minutes: 20 } } });
const started = (): SessionState => run(newSession(config()), { type: 'startHand', at: t0 });
// The clock as the screen reads it: from the table view's terms, at the phone's time.
const readAt = (state: SessionState, phone: number) => readClock(clockTermsAt(tableView(state, 'table'), phone)!, phone);

describe('T23: the clock on the open page', () => {
  it('T23: level 3 shown at T0+45 min with nothing logged since T0, the phone then set back to T0+6: the page still reads level 3, says the phone is behind, and stamps the next deal at level 3', () => {
    const s = started();
    expect(readAt(s, t0 + 45 * MINUTE).level).toBe(2);
    // The log alone (its latest moment is the first deal) would read level 1 here.
    expect(clockAt(s, t0 + 6 * MINUTE)!.level).toBe(0);
    expect(readAt(s, t0 + 6 * MINUTE)).toMatchObject({ level: 2, jump: { kind: 'back', ms: 39 * MINUTE } });
    expect(tableNow(s, t0 + 6 * MINUTE)).toBe(t0 + 45 * MINUTE);
  });

  it('T23: a phone ahead of what the page read still shows its jump ahead; once the host sets the level, the phone is trusted again', () => {
    const s = started();
    expect(readAt(s, t0 + 5 * MINUTE).jump).toBeNull();
    expect(readAt(s, t0 + 3 * 60 * MINUTE).jump).toMatchObject({ kind: 'ahead' });
    const at = trustPhoneTime(s);
    expect(tableNow(s, at)).toBe(at);
  });

  it("T23: each game keeps its own latest reading: another game's later times never hold this one's clock", () => {
    const first = started();
    readAt(first, t0 + 45 * MINUTE);
    const second = started();
    expect(readAt(second, t0 + 6 * MINUTE)).toMatchObject({ level: 0, jump: null });
  });
});
