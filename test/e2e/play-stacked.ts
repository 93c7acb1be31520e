// The stacked deals (test/support/stacked-deals.ts) for the browser tests.
export { applyAll, gameWithDeal, nextDeal, playOn, playedTo } from '../support/stacked-deals.ts';
