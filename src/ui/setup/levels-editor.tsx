import { addLevel, changeLevel, removeLevel, type LevelField } from '../../engine/schedule.ts';
import type { Level } from '../../engine/session.ts';
import type { Problem } from '../../engine/setup.ts';
import { t } from '../i18n/index.ts';
import { setOption } from './draft.ts';
import { NumberInput } from './number-input.tsx';
import { problemText } from './problem-text.ts';

interface Props {
  readonly levels: readonly Level[];
  readonly problems: readonly Problem[];
  readonly labelledBy: string;
}

/** The tournament's blind levels (H9): small blind, big blind and ante per level, editable. */
export function LevelsEditor({ levels, problems, labelledBy }: Props) {
  const update = (index: number, field: LevelField, value: number) => setOption('levels', changeLevel(levels, index, field, value));
  const remove = (index: number) => setOption('levels', removeLevel(levels, index));
  return (
    <div class="levels" role="group" aria-labelledby={labelledBy}>
      <div class="level-row level-head" aria-hidden="true">
        <span class="level-number">#</span>
        <span>{t('setup.levels.small')}</span>
        <span>{t('setup.levels.big')}</span>
        <span>{t('setup.levels.ante')}</span>
        <span />
      </div>
      <ol class="plain-list level-list">
        {levels.map((level, index) => {
          const n = index + 1;
          const problem = problems.find((p) => p.field.kind === 'level' && p.field.level === index);
          return (
            <li key={index} class="level-item">
              <div class="level-row">
                <span class="level-number">{n}</span>
                <NumberInput
                  id={`level-${index}-small`}
                  value={level.smallBlind}
                  label={t('setup.levels.smallLabel', { n })}
                  invalid={problem !== undefined}
                  onChange={(value) => update(index, 'smallBlind', value)}
                />
                <NumberInput
                  id={`level-${index}-big`}
                  value={level.bigBlind}
                  label={t('setup.levels.bigLabel', { n })}
                  invalid={problem !== undefined}
                  onChange={(value) => update(index, 'bigBlind', value)}
                />
                <NumberInput
                  id={`level-${index}-ante`}
                  value={level.ante ?? 0}
                  label={t('setup.levels.anteLabel', { n })}
                  invalid={problem !== undefined}
                  onChange={(value) => update(index, 'ante', value)}
                />
                <button type="button" class="icon-button danger" aria-label={t('setup.levels.remove', { n })} onClick={() => remove(index)}>
                  <span aria-hidden="true">×</span>
                </button>
              </div>
              {problem ? <p class="field-problem">{problemText(problem)}</p> : null}
            </li>
          );
        })}
      </ol>
      <button type="button" class="button secondary" onClick={() => setOption('levels', addLevel(levels))}>
        <span aria-hidden="true">+</span> {t('setup.levels.add')}
      </button>
    </div>
  );
}
