// T1: the table's chip cases. A table enters its case once — colours, the value of each, how many
// — starting from a common case if it likes; the cases are kept on the phone (the store's meta
// record) and travel in the backup. A case that cannot be used says why, row by row, and is not saved.
import { useEffect, useState } from 'preact/hooks';
import { chipSets, loadChipSets, saveChipSets } from '../../app/index.ts';
import { CHIP_COLOURS, chipSetProblems, MAX_SET_NAME, PRESET_SETS, type ChipColour, type ChipSet, type ChipSetProblem } from '../../engine/index.ts';
import { TopBar } from '../components/top-bar.tsx';
import { NumberInput } from '../setup/number-input.tsx';
import { SWATCH, colourName, count } from './chip-words.ts';
import { tt } from './messages.ts';
import './tournament.css';

const summary = (set: ChipSet) =>
  tt('chips.summary', { count: count(set.chips.reduce((n, c) => n + c.count, 0)), value: count(set.chips.reduce((n, c) => n + c.count * c.value, 0)) });

function problemText(problem: ChipSetProblem): string {
  switch (problem.code) {
    case 'noChips':
      return tt('chips.problem.noChips');
    case 'badValue':
      return tt('chips.problem.badValue', { row: problem.index + 1 });
    case 'badCount':
      return tt('chips.problem.badCount', { row: problem.index + 1 });
    case 'sameValue':
      return tt('chips.problem.sameValue', { row: problem.index + 1, value: count(problem.value) });
    case 'sameColour':
      return tt('chips.problem.sameColour', { row: problem.index + 1 });
  }
}

export function ChipSetsScreen() {
  useEffect(() => {
    if (chipSets.value === null) void loadChipSets();
  }, []);
  const [editing, setEditing] = useState<{ readonly set: ChipSet; readonly was: string | null } | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const saved = chipSets.value ?? [];
  const save = async (set: ChipSet, was: string | null) => {
    const others = saved.filter((s) => s.name !== was && s.name !== set.name);
    try {
      await saveChipSets([...others, set]);
      setEditing(null);
      setNote(tt('chips.saved'));
    } catch (error) {
      setNote(tt('chips.saveFailed', { reason: error instanceof Error ? error.message : String(error) }));
    }
  };
  const remove = (name: string) => void saveChipSets(saved.filter((s) => s.name !== name));
  return (
    <main class="screen chip-sets">
      <TopBar title={tt('chips.title')} />
      {editing ? (
        <SetEditor set={editing.set} onSave={(set) => void save(set, editing.was)} onCancel={() => setEditing(null)} />
      ) : (
        <>
          <p class="lead">{tt('chips.lead')}</p>
          {note && (
            <p class="muted" role="status">
              {note}
            </p>
          )}
          {saved.length === 0 ? (
            <p class="muted">{tt('chips.none')}</p>
          ) : (
            <ul class="plain-list chip-set-list">
              {saved.map((set) => (
                <li key={set.name} class="chip-set-card">
                  <Swatches set={set} />
                  <span class="chip-set-name">{set.name}</span>
                  <span class="muted">{summary(set)}</span>
                  <div class="action-row">
                    <button type="button" class="button secondary" onClick={() => setEditing({ set, was: set.name })}>
                      {tt('chips.edit')}
                    </button>
                    <button type="button" class="button quiet danger" onClick={() => remove(set.name)}>
                      {tt('chips.delete')}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <section class="setup-section" aria-labelledby="chip-presets">
            <h2 class="section-title" id="chip-presets">
              {tt('chips.presets')}
            </h2>
            <div class="preset-list">
              {PRESET_SETS.map((preset) => (
                <button key={preset.name} type="button" class="button secondary preset" onClick={() => setEditing({ set: preset, was: null })}>
                  <Swatches set={preset} />
                  {preset.name}
                </button>
              ))}
            </div>
          </section>
        </>
      )}
    </main>
  );
}

function Swatches({ set }: { set: ChipSet }) {
  return (
    <span class="swatches" aria-hidden="true">
      {set.chips.map((chip) => (
        <span key={chip.colour} class="swatch" style={{ background: SWATCH[chip.colour] }} />
      ))}
    </span>
  );
}

function SetEditor({ set, onSave, onCancel }: { set: ChipSet; onSave(set: ChipSet): void; onCancel(): void }) {
  const [edited, setEdited] = useState<ChipSet>(set);
  const problems = chipSetProblems(edited);
  const name = edited.name.trim();
  const change = (index: number, patch: Partial<ChipSet['chips'][number]>) =>
    setEdited({ ...edited, chips: edited.chips.map((chip, i) => (i === index ? { ...chip, ...patch } : chip)) });
  const unused = CHIP_COLOURS.filter((colour) => !edited.chips.some((chip) => chip.colour === colour));
  const add = () => {
    const top = Math.max(0, ...edited.chips.map((chip) => chip.value));
    setEdited({ ...edited, chips: [...edited.chips, { colour: unused[0] ?? 'white', value: top > 0 ? top * 5 : 1, count: 50 }] });
  };
  return (
    <form
      class="chip-set-editor"
      onSubmit={(e) => {
        e.preventDefault();
        if (problems.length === 0 && name !== '') onSave({ ...edited, name });
      }}
    >
      <div class="field">
        <label class="field-label" for="chip-set-name">
          {tt('chips.name')}
        </label>
        <input id="chip-set-name" class="text-input" maxLength={MAX_SET_NAME} value={edited.name} onInput={(e) => setEdited({ ...edited, name: e.currentTarget.value })} />
      </div>
      <ol class="plain-list chip-rows">
        {edited.chips.map((chip, index) => (
          <li key={index} class="chip-row">
            <span class="colour-pick">
              <span class="swatch" style={{ background: SWATCH[chip.colour] }} aria-hidden="true" />
              <select class="text-input" aria-label={`${tt('chips.colour')} ${index + 1}`} value={chip.colour} onChange={(e) => change(index, { colour: e.currentTarget.value as ChipColour })}>
                {CHIP_COLOURS.map((colour) => (
                  <option key={colour} value={colour}>
                    {colourName(colour)}
                  </option>
                ))}
              </select>
            </span>
            <label class="chip-field">
              <span class="chip-field-label">{tt('chips.value')}</span>
              <NumberInput id={`chip-value-${index}`} label={`${tt('chips.value')} ${index + 1}`} value={chip.value} onChange={(value) => change(index, { value })} />
            </label>
            <label class="chip-field">
              <span class="chip-field-label">{tt('chips.count')}</span>
              <NumberInput id={`chip-count-${index}`} label={`${tt('chips.count')} ${index + 1}`} value={chip.count} onChange={(n) => change(index, { count: n })} />
            </label>
            <button
              type="button"
              class="icon-button danger"
              aria-label={tt('chips.remove', { colour: colourName(chip.colour) })}
              onClick={() => setEdited({ ...edited, chips: edited.chips.filter((_, i) => i !== index) })}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ol>
      <button type="button" class="button secondary" disabled={unused.length === 0} onClick={add}>
        <span aria-hidden="true">+</span> {tt('chips.add')}
      </button>
      {problems.length > 0 && (
        <ul class="plain-list chip-problems" role="alert">
          {problems.map((problem, i) => (
            <li key={i} class="field-problem">
              {problemText(problem)}
            </li>
          ))}
        </ul>
      )}
      {problems.length === 0 && <p class="muted">{summary(edited)}</p>}
      <div class="actions sticky-actions">
        <button type="submit" class="button primary" disabled={problems.length > 0 || name === ''}>
          {tt('chips.save')}
        </button>
        <button type="button" class="button quiet" onClick={onCancel}>
          {tt('chips.cancel')}
        </button>
      </div>
    </form>
  );
}
