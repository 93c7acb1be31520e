// The import cycle left in src/engine/ (borders.test.ts), with its reason. The test fails on a
// listed cycle that no longer exists, so this list can only shrink.
//
// Type imports only (no value import runs in a circle: borders.test.ts checks that with no
// exception). The session's state holds each sub-rule's own record — the clock's pauses, the
// tournament's progress, the price stated, the undo's action — and each sub-rule's functions take
// the session they are part of, so the type of SessionState and theirs name each other. Breaking
// it means moving those records' types away from the clauses that define them (into one file of
// session types), or giving every sub-rule a narrower input than the session, as the clock's
// ClockTerms now are for the screens; not done in issue 21. seating.ts (who sits at the next
// deal) joined it in issue 31, moved out of session.ts so the session's checks (checks.ts) can
// ask it without a value import in a circle; it takes the session like the other sub-rules.
export const KNOWN_ENGINE_CYCLES: readonly (readonly string[])[] = [
  [
    'src/engine/checks.ts',
    'src/engine/dealing.ts',
    'src/engine/draw.ts',
    'src/engine/game.ts',
    'src/engine/profiles/jacker.ts',
    'src/engine/money.ts',
    'src/engine/net-result.ts',
    'src/engine/profiles/brasileiro.ts',
    'src/engine/profiles/registry.ts',
    'src/engine/seating.ts',
    'src/engine/session.ts',
    'src/engine/setup.ts',
    'src/engine/showdown.ts',
    'src/engine/tournament/clock.ts',
    'src/engine/tournament/colour-up.ts',
    'src/engine/tournament/levels.ts',
    'src/engine/tournament/play.ts',
    'src/engine/tournament/schedule.ts',
    'src/engine/undo.ts',
  ],
];
