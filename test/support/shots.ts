// The reviewer's screenshots (test-results/screenshots, git-ignored) are their own command,
// `npm run shots`, which sets MESA_SHOTS=1; every other run of the browser tests skips them.
export const takingShots = process.env.MESA_SHOTS === '1';
