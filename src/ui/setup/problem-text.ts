// What each setup problem (engine/setup.ts) says to the table, in its language.
import { MAX_BREAK_MINUTES, MAX_CHIPS, MAX_PRICE_CENTS, type Problem } from '../../engine/index.ts';
import { moneyText } from '../components/money-text.ts';
import { t } from '../i18n/index.ts';
import { ts } from './messages.ts';

export function problemText(problem: Problem): string {
  const text = reason(problem);
  const { field } = problem;
  if (field.kind === 'level') return ts('setup.levels.problem', { n: field.level + 1, problem: text });
  // Dealer's choice: a game's stakes say which game they are.
  if (field.kind === 'option' && field.game) return ts('setup.problem.inGame', { game: t(`profile.${field.game}.name`), problem: text });
  return text;
}

const LIMIT_TEXT = {
  chips: 'setup.problem.aboveLimit',
  units: 'setup.problem.aboveLimitUnits',
  minutes: 'setup.problem.aboveLimitMinutes',
  hands: 'setup.problem.aboveLimitHands',
} as const;

function reason(problem: Problem): string {
  switch (problem.code) {
    case 'tooFewPlayers':
      return ts('setup.problem.tooFewPlayers', { min: problem.min });
    case 'tooManyPlayers':
      return ts('setup.problem.tooManyPlayers', { max: problem.max });
    case 'tooFewGames':
      return ts('setup.problem.tooFewGames', { min: problem.min });
    case 'emptyName':
      return ts('setup.problem.emptyName');
    case 'nameTooLong':
      return ts('setup.problem.nameTooLong', { max: problem.max });
    case 'duplicateName':
      return ts('setup.problem.duplicateName', { name: problem.name });
    case 'dealerNotSeated':
      return ts('setup.problem.dealerNotSeated');
    case 'notWhole':
      return problem.min === 0 ? ts('setup.problem.notWholeOrZero') : ts('setup.problem.notWhole', { min: problem.min });
    case 'aboveLimit':
      return ts(LIMIT_TEXT[problem.unit], { max: problem.max });
    case 'notAmount':
      return ts('setup.problem.notAmount');
    case 'priceAboveLimit':
      return ts('setup.problem.priceAboveLimit', { max: moneyText(problem.max, problem.currency) });
    case 'noChips':
      return ts('setup.problem.noChips');
    case 'anteAboveStack':
      return ts('setup.problem.anteAboveStack', { ante: problem.ante, stack: problem.stack });
    case 'blindAboveStack':
      // T7: a level's is its stake, the most a player must put in to see a hand in any game (levels.ts).
      return problem.field.kind === 'level'
        ? ts('setup.problem.stakeAboveStack', { blind: problem.blind, stack: problem.stack })
        : ts('setup.problem.blindAboveStack', { blind: problem.blind, stack: problem.stack });
    case 'smallBlindAboveBig':
      return ts('setup.problem.smallBlindAboveBig', { small: problem.small, big: problem.big });
    case 'bigNotAboveSmall':
      return ts('setup.problem.bigNotAboveSmall', { small: problem.small, big: problem.big });
    case 'notRising':
      return ts('setup.problem.notRising');
    case 'minAboveMax':
      return ts('setup.problem.minAboveMax', { min: problem.min, max: problem.max });
    case 'escuroAboveStack':
      return ts('setup.problem.escuroAboveStack', { post: problem.post, stack: problem.stack });
    case 'noLevels':
      return ts('setup.problem.noLevels');
    case 'badChipSet':
      return ts('setup.problem.badChipSet');
    case 'badNight':
      // G18: a rebuy's and an add-on's price and chips are held to the table's limits.
      if (problem.part === 'rebuy' || problem.part === 'addOn') {
        return ts(`setup.problem.night.${problem.part}`, { price: moneyText(MAX_PRICE_CENTS, problem.currency), chips: MAX_CHIPS });
      }
      if (problem.part === 'breaks') return ts('setup.problem.night.breaks', { max: MAX_BREAK_MINUTES });
      return ts(`setup.problem.night.${problem.part}`);
  }
}
