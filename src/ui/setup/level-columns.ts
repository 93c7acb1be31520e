// What the levels editor shows for a game (T7): the levels as the variant chosen on the form reads
// them (a fechado table that turns the escuro chain on sees its pingos as the chain's first posts,
// F6's limits come and go with the spread limit: levels.ts levelsFor), and one column per field of
// a level, in the game's own words.
import { levelsFor, levelTerms, type Level, type LevelField, type LevelTerms, type ProfileId, type SetupOptions } from '../../engine/index.ts';
import type { SetupKey, SetupPlainKey } from './messages.ts';

/** An input's accessible name, with its level's number: "Pingo do nível 3". */
type LabelKey = Extract<SetupKey, `setup.levels.${string}Label`>;

interface LevelColumn {
  readonly field: LevelField;
  readonly head: SetupPlainKey;
  readonly label: LabelKey;
}

export interface LevelsTable {
  readonly terms: LevelTerms;
  /** The levels to show, edit and write back: never the draft's raw levels. */
  readonly levels: Level[];
  readonly columns: LevelColumn[];
}

type Word = LevelField | 'pingo';

const WORDS: Readonly<Record<Word, readonly [SetupPlainKey, LabelKey]>> = {
  smallBlind: ['setup.levels.small', 'setup.levels.smallLabel'],
  bigBlind: ['setup.levels.big', 'setup.levels.bigLabel'],
  ante: ['setup.levels.ante', 'setup.levels.anteLabel'],
  pingo: ['setup.levels.pingo', 'setup.levels.pingoLabel'],
  escuro: ['setup.levels.escuro', 'setup.levels.escuroLabel'],
  minBet: ['setup.levels.min', 'setup.levels.minLabel'],
  maxBet: ['setup.levels.max', 'setup.levels.maxLabel'],
};

/** F4: fechado's ante is its pingo. */
const wordOf = (profile: ProfileId, field: LevelField): Word => (profile === 'fechado' && field === 'ante' ? 'pingo' : field);

export function levelsTable(profile: ProfileId, options: SetupOptions): LevelsTable {
  const terms = levelTerms(profile, options);
  const columns = terms.fields.map((field) => {
    const [head, label] = WORDS[wordOf(profile, field)];
    return { field, head, label };
  });
  return { terms, levels: levelsFor(terms, options.levels), columns };
}
