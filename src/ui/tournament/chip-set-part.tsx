// T1–T4 on the New game screen, for every profile that plays in chips: which chip case the table
// plays with, each player's starting stack in colours (or what the case cannot do and what would
// fix it), and any blind, ante, post or bet limit the chips cannot make.
import { useEffect } from 'preact/hooks';
import { chipSets, loadChipSets } from '../../app/index.ts';
import { firstPosts, makeable, profileReads, startingStacks, type ChipSet, type FirstPosts, type SetupOptions } from '../../engine/index.ts';
import { go } from '../navigation.ts';
import { draft, setOption } from '../setup/draft.ts';
import { chipColour, count, stackLines } from './chip-words.ts';
import { neededAmounts } from './needed-amounts.ts';
import { tt } from './messages.ts';
import './tournament.css';

export function ChipSetPart({ options }: { options: SetupOptions }) {
  useEffect(() => {
    if (chipSets.value === null) void loadChipSets();
  }, []);
  const d = draft.value;
  if (!d) return null;
  const reads = new Set<string>(profileReads(d.profile, options));
  const saved = chipSets.value ?? [];
  const chosen = options.chipSet;
  const choose = (name: string) => setOption('chipSet', saved.find((set) => set.name === name) ?? null);
  return (
    <div class="chip-set-part">
      <div class="chip-set-choice">
        <select id="option-chipSet-select" class="text-input" aria-label={tt('plan.chipSet')} value={chosen?.name ?? ''} onChange={(e) => choose(e.currentTarget.value)}>
          <option value="">{tt('plan.noChipSet')}</option>
          {saved.map((set) => (
            <option key={set.name} value={set.name}>
              {set.name}
            </option>
          ))}
        </select>
        <button type="button" class="button secondary" onClick={() => go({ name: 'chip-sets' })}>
          {tt('chips.manage')}
        </button>
      </div>
      {chosen && <Stacks set={chosen} players={d.players.length} stack={options.startingChips} posts={firstPosts(d.profile, options)} />}
      {chosen && <Unmakeable set={chosen} amounts={neededAmounts(d.profile, options, reads)} />}
    </div>
  );
}

function Stacks({ set, players, stack, posts }: { set: ChipSet; players: number; stack: number; posts: FirstPosts }) {
  if (!Number.isSafeInteger(stack) || stack < 1) return null;
  const plan = startingStacks(set, players, stack, posts);
  if ('code' in plan) {
    if (plan.code === 'badTable') return null;
    if (plan.code === 'tooLarge') {
      return (
        <p class="field-problem" role="alert">
          {tt('plan.tooLarge', { stack: count(stack) })}
        </p>
      );
    }
    const head =
      plan.code === 'tooFewChips'
        ? tt('plan.tooFew', { players, stack: count(stack) })
        : plan.code === 'stackNotMakeable'
          ? tt('plan.notMakeable', { stack: count(stack) })
          : tt('plan.cannotPost', { stack: count(stack), amounts: plan.amounts.map(count).join(', ') });
    // T3: the stacks named are ones whose chips post the first levels; where none does, it says so.
    const stacks = plan.code === 'tooFewChips' ? [plan.maxStack].filter((s) => s > 0) : [plan.below, plan.above].filter((s): s is number => s !== null);
    const more = plan.code === 'cannotPost' ? plan.more : null;
    const text = [
      head,
      stacks.length > 0 ? tt('plan.tryStacks', { options: stacks.map(count).join(` ${tt('plan.or')} `) }) : tt('plan.noStack', { players }),
      ...(more ? [tt('plan.cannotPostMore', { list: more.map((m) => tt('plan.stackLine', { count: m.count, colour: chipColour(set.chips, m.value) ?? count(m.value), value: count(m.value) })).join(', ') })] : []),
      ...(plan.maxPlayers > 1 ? [tt('plan.cannotPostPlayers', { maxPlayers: plan.maxPlayers, stack: count(stack) })] : []),
    ].join(' ');
    return (
      <p class="field-problem" role="alert">
        {text}
      </p>
    );
  }
  const spare = stackLines(plan.chips, plan.spare);
  return (
    <div class="stack-plan" aria-live="polite">
      <p class="field-label">{tt('plan.eachStarts')}</p>
      <ul class="plain-list stack-lines">
        {stackLines(plan.chips, plan.counts).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {spare.length > 0 && <p class="muted">{tt('plan.spare', { list: spare.join(', ') })}</p>}
    </div>
  );
}

function Unmakeable({ set, amounts }: { set: ChipSet; amounts: [number | null, number][] }) {
  const values = set.chips.map((chip) => chip.value);
  const bad = amounts.filter(([, amount]) => Number.isSafeInteger(amount) && !makeable(amount, values));
  if (bad.length === 0) return null;
  return (
    <ul class="plain-list unmakeable" role="alert">
      {bad.map(([level, amount]) => (
        <li key={`${level}-${amount}`} class="field-problem">
          {level === null ? tt('plan.unmakeableAmount', { amount: count(amount) }) : tt('plan.unmakeable', { level: level + 1, amount: count(amount) })}
        </li>
      ))}
    </ul>
  );
}
