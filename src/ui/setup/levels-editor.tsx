import { addLevel, changeLevel, fieldOf, removeLevel, type LevelField, type Problem, type ProfileId, type SetupOptions } from '../../engine/index.ts';
import { setOption } from './draft.ts';
import { levelsTable } from './level-columns.ts';
import { NumberInput } from './number-input.tsx';
import { problemText } from './problem-text.ts';
import './setup.css';
import { ts } from './messages.ts';

interface Props {
  readonly profile: ProfileId;
  readonly options: SetupOptions;
  readonly problems: readonly Problem[];
  readonly labelledBy: string;
}

/**
 * A tournament's levels (H9, T7), editable: hold'em's small blind, big blind and ante; draw5's
 * ante; brasileiro's escuro; fechado's pingo or escuro, and its bet limits with the spread limit.
 */
export function LevelsEditor({ profile, options, problems, labelledBy }: Props) {
  const { terms, levels, columns } = levelsTable(profile, options);
  const update = (index: number, field: LevelField, value: number) => setOption('levels', changeLevel(levels, index, field, value));
  const remove = (index: number) => setOption('levels', removeLevel(levels, index));
  const columnCount = { '--fields': columns.length };
  return (
    <div class="levels" role="group" aria-labelledby={labelledBy}>
      <div class="level-row level-head" style={columnCount} aria-hidden="true">
        <span class="level-number">#</span>
        {columns.map((column) => (
          <span key={column.field}>{ts(column.head)}</span>
        ))}
        <span />
      </div>
      <ol class="plain-list level-list">
        {levels.map((level, index) => {
          const n = index + 1;
          const problem = problems.find((p) => p.field.kind === 'level' && p.field.level === index);
          return (
            <li key={index} class="level-item">
              <div class="level-row" style={columnCount}>
                <span class="level-number">{n}</span>
                {columns.map((column) => (
                  <NumberInput
                    key={column.field}
                    id={`level-${index}-${column.field}`}
                    value={fieldOf(level, column.field)}
                    label={ts(column.label, { n })}
                    invalid={problem !== undefined}
                    onChange={(value) => update(index, column.field, value)}
                  />
                ))}
                <button type="button" class="icon-button danger" aria-label={ts('setup.levels.remove', { n })} onClick={() => remove(index)}>
                  <span aria-hidden="true">×</span>
                </button>
              </div>
              {problem ? <p class="field-problem">{problemText(problem)}</p> : null}
            </li>
          );
        })}
      </ol>
      <button type="button" class="button secondary" onClick={() => setOption('levels', addLevel(terms, levels))}>
        <span aria-hidden="true">+</span> {ts('setup.levels.add')}
      </button>
    </div>
  );
}
