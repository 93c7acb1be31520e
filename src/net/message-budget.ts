/**
 * N2: how many messages of one kind a phone may send the host, as a token bucket on the host's
 * clock: `burst` at once, refilled at `perSecond`. An honest phone sends a pong every 2 s, one
 * intention at a time (each waits for its answer), a resync only after a lost message, a commit
 * and a reveal a hand: far inside it. A phone past it costs the host nothing more than reading it
 * (2,000 resyncs cost the host 750 ms and 5 MB of answers without it).
 */
export const MESSAGE_BUDGET = { perSecond: 10, burst: 20 } as const;

/** What to do with one more message: take it, answer it once with "slow down", or ignore it. */
export type Spend = 'take' | 'warn' | 'ignore';

export class MessageBudget {
  private tokens: number = MESSAGE_BUDGET.burst;
  /** The phone was told to slow down and has not been within the budget since. */
  private warned = false;

  constructor(private at: number) {}

  spend(now: number): Spend {
    // A clock that goes back refills nothing.
    this.tokens = Math.min(MESSAGE_BUDGET.burst, this.tokens + (Math.max(0, now - this.at) * MESSAGE_BUDGET.perSecond) / 1000);
    this.at = Math.max(this.at, now);
    if (this.tokens >= 1) {
      this.tokens -= 1;
      this.warned = false;
      return 'take';
    }
    if (this.warned) return 'ignore';
    this.warned = true;
    return 'warn';
  }
}
