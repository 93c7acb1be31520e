// What each setup problem (engine/setup.ts) says to the table, in its language.
import { MAX_CHIPS, MAX_PRICE_CENTS, type Problem } from '../../engine/index.ts';
import { moneyText } from '../components/money-text.ts';
import { t } from '../i18n/index.ts';

export function problemText(problem: Problem): string {
  const text = reason(problem);
  return problem.field.kind === 'level' ? t('setup.levels.problem', { n: problem.field.level + 1, problem: text }) : text;
}

function reason(problem: Problem): string {
  switch (problem.code) {
    case 'tooFewPlayers':
      return t('setup.problem.tooFewPlayers', { min: problem.min });
    case 'tooManyPlayers':
      return t('setup.problem.tooManyPlayers', { max: problem.max });
    case 'emptyName':
      return t('setup.problem.emptyName');
    case 'nameTooLong':
      return t('setup.problem.nameTooLong', { max: problem.max });
    case 'duplicateName':
      return t('setup.problem.duplicateName', { name: problem.name });
    case 'dealerNotSeated':
      return t('setup.problem.dealerNotSeated');
    case 'notWhole':
      return problem.min === 0 ? t('setup.problem.notWholeOrZero') : t('setup.problem.notWhole', { min: problem.min });
    case 'aboveLimit':
      return t(problem.unit === 'units' ? 'setup.problem.aboveLimitUnits' : 'setup.problem.aboveLimit', { max: problem.max });
    case 'notAmount':
      return t('setup.problem.notAmount');
    case 'priceAboveLimit':
      return t('setup.problem.priceAboveLimit', { max: moneyText(problem.max, problem.currency) });
    case 'noChips':
      return t('setup.problem.noChips');
    case 'anteAboveStack':
      return t('setup.problem.anteAboveStack', { ante: problem.ante, stack: problem.stack });
    case 'blindAboveStack':
      // T7: a level's is its stake, the most a player must put in to see a hand in any game (levels.ts).
      return problem.field.kind === 'level'
        ? t('setup.problem.stakeAboveStack', { blind: problem.blind, stack: problem.stack })
        : t('setup.problem.blindAboveStack', { blind: problem.blind, stack: problem.stack });
    case 'smallBlindAboveBig':
      return t('setup.problem.smallBlindAboveBig', { small: problem.small, big: problem.big });
    case 'bigNotAboveSmall':
      return t('setup.problem.bigNotAboveSmall', { small: problem.small, big: problem.big });
    case 'notRising':
      return t('setup.problem.notRising');
    case 'minAboveMax':
      return t('setup.problem.minAboveMax', { min: problem.min, max: problem.max });
    case 'escuroAboveStack':
      return t('setup.problem.escuroAboveStack', { post: problem.post, stack: problem.stack });
    case 'noLevels':
      return t('setup.problem.noLevels');
    case 'badChipSet':
      return t('setup.problem.badChipSet');
    case 'badNight':
      // G18: a rebuy's and an add-on's price and chips are held to the table's limits.
      if (problem.part === 'rebuy' || problem.part === 'addOn') {
        return t(`setup.problem.night.${problem.part}`, { price: moneyText(MAX_PRICE_CENTS, problem.currency), chips: MAX_CHIPS });
      }
      return t(`setup.problem.night.${problem.part}`);
  }
}
