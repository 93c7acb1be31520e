import type { OptionKey, Problem, ProfileId, SetupOptions } from '../../engine/index.ts';
import { formatNumber, language } from '../i18n/index.ts';
import { setOption } from './draft.ts';
import { LevelsEditor } from './levels-editor.tsx';
import { NumberInput } from './number-input.tsx';
import type { NumberUnit, OptionRow } from './options.ts';
import { problemText } from './problem-text.ts';
import { SwitchRow } from './switch-row.tsx';
import { lazyPart } from '../components/lazy-part.tsx';
import './setup.css';
import { ts, type SetupPlainKey } from './messages.ts';

// Tournament night (T1–T19): their own chunks, loaded when a game that plays in chips is set up.
const ChipSetPart = lazyPart<{ options: SetupOptions }>(() => import('../tournament/chip-set-part.tsx').then((m) => m.ChipSetPart));
const NightPlanner = lazyPart<{ profile: ProfileId; options: SetupOptions }>(() => import('../tournament/night-planner.tsx').then((m) => m.NightPlanner));

/** The label of one choice of a choice option (setup.choice.KEY.VALUE in the catalogs). */
const choiceLabel = (key: OptionKey, value: string | number) => ts(`setup.choice.${key}.${value}` as SetupPlainKey);

/** Some counts are counted in what another option says (hands or pots, hands or minutes). */
function unitOf(row: OptionRow, unit: NumberUnit, options: SetupOptions): SetupPlainKey | null {
  if (row.key === 'sessionCount') return options.sessionKind === 'pots' ? 'setup.unit.pots' : 'setup.unit.hands';
  if (row.key === 'levelEvery') return options.levelBy === 'hands' ? 'setup.unit.hands' : 'setup.unit.minutes';
  if (row.key === 'doubleFactor') return 'setup.unit.times';
  if (row.key === 'raiseCap') return 'setup.unit.raises';
  switch (unit) {
    case 'chips':
      return 'setup.unit.chips';
    case 'units':
      return 'setup.unit.units';
    case 'money':
      return null; // the currency is its own row
    default:
      return null;
  }
}

function valueText(row: OptionRow, value: SetupOptions[OptionKey]): string {
  if (typeof value === 'boolean') return ts(value ? 'setup.value.on' : 'setup.value.off');
  if (typeof value === 'number' && row.control.kind === 'number') return formatNumber(value, language.value);
  if (row.control.kind === 'choice') return choiceLabel(row.key, value as string | number);
  return '';
}

interface Props {
  readonly profile: ProfileId;
  readonly row: OptionRow;
  readonly options: SetupOptions;
  readonly defaults: SetupOptions;
  readonly problems: readonly Problem[];
  /** Where a change goes: the draft's options, or a dealer's-choice game's stakes. */
  readonly set?: <K extends OptionKey>(key: K, value: SetupOptions[K]) => void;
  /** Tells one game's field from another's of the same option (a dealer's-choice game's stakes). */
  readonly scope?: string;
}

/** One table option: its label, its control, one line on what it does, the rule's default, and any problem. */
export function OptionField({ profile, row, options, defaults, problems, set = setOption, scope = 'option' }: Props) {
  const { key, control } = row;
  const value = options[key];
  const id = `${scope}-${key}`;
  const problem = problems.find((p) => p.field.kind === 'option' && p.field.key === key);
  const helpId = `${id}-help`;
  const problemId = `${id}-problem`;
  const changed = control.kind !== 'levels' && control.kind !== 'chipSet' && control.kind !== 'night' && value !== defaults[key];
  const helpText = (
    <>
      {ts(row.help)}
      {changed ? <span class="field-default"> {ts('setup.default', { value: valueText(row, defaults[key]) })}</span> : null}
    </>
  );
  const help = (
    <p class="field-help" id={helpId}>
      {helpText}
    </p>
  );
  const describedBy = problem ? `${helpId} ${problemId}` : helpId;
  const problemLine = problem ? (
    <p class="field-problem" id={problemId}>
      {problemText(problem)}
    </p>
  ) : null;

  switch (control.kind) {
    case 'toggle':
      return (
        <SwitchRow id={id} label={ts(row.label)} checked={value === true} help={helpText} describedBy={describedBy} onChange={(next) => set(key, next as never)}>
          {problemLine}
        </SwitchRow>
      );
    case 'choice':
      return (
        <div class="field">
          <span class="field-label" id={`${id}-label`}>
            {ts(row.label)}
          </span>
          <div class="segmented wide" role="group" aria-labelledby={`${id}-label`} aria-describedby={describedBy}>
            {control.choices.map((choice) => (
              <button key={choice} type="button" aria-pressed={value === choice} onClick={() => set(key, choice as never)}>
                {choiceLabel(key, choice)}
              </button>
            ))}
          </div>
          {help}
          {problemLine}
        </div>
      );
    case 'number': {
      const unit = unitOf(row, control.unit, options);
      return (
        <div class={`field${problem ? ' has-problem' : ''}`}>
          <label class="field-label" for={id}>
            {ts(row.label)}
          </label>
          <div class="number-line">
            <NumberInput
              id={id}
              value={value as number}
              decimals={control.unit === 'money'}
              invalid={problem !== undefined}
              describedBy={describedBy}
              onChange={(next) => set(key, next as never)}
            />
            {unit ? <span class="number-unit">{ts(unit)}</span> : null}
          </div>
          {help}
          {problemLine}
        </div>
      );
    }
    case 'levels':
      return (
        <div class="field">
          <span class="field-label" id={`${id}-label`}>
            {ts(row.label)}
          </span>
          {help}
          <LevelsEditor profile={profile} options={options} problems={problems} labelledBy={`${id}-label`} />
          {problemLine}
        </div>
      );
    case 'chipSet':
    case 'night':
      return (
        <div class="field" role="group" aria-labelledby={`${id}-label`}>
          <span class="field-label" id={`${id}-label`}>
            {ts(row.label)}
          </span>
          {help}
          {control.kind === 'chipSet' ? <ChipSetPart options={options} /> : <NightPlanner profile={profile} options={options} />}
          {problemLine}
        </div>
      );
  }
}
