// Dealer's choice (section C): the form every game shares (setup-form.tsx) around the night's own
// parts: the games the table allows, whether a dealer names the game for his deal or his orbit, the
// night's chips and length, and each game's stakes with that game's own fields (options.ts), one
// card a game, folded to its stakes line but the one being changed, so the form stays short.
import { useState } from 'preact/hooks';
import { CHOICE_GAMES, choiceGame, CHOICE_PROFILES, NIGHT_READS, profileReads, validateSetup, type OptionKey, type Problem, type ProfileId, type SetupOptions, type TableSetup } from '../../engine/index.ts';
import { t } from '../i18n/index.ts';
import { stakesLine } from '../choice/stakes-line.ts';
import { defaultOptions, defaultStakes, openChoiceDraft, resetStakes, setPer, setStake, tableSetup, toggleGame } from './draft.ts';
import { OptionField } from './option-field.tsx';
import { profileSetups } from './options.ts';
import { problemText } from './problem-text.ts';
import { SetupForm } from './setup-form.tsx';
import { ts } from './messages.ts';

/** What a game's card leaves to the night: its chips, buy-in and length, and a cash game's other rows. */
const NOT_STAKES: ReadonlySet<OptionKey> = new Set<OptionKey>([...NIGHT_READS, 'tournament', 'chipSet']);

/** The night's own rows, in hold'em's words (its chips are the night's). */
const nightRows = profileSetups.holdem.rows.filter((row) => (NIGHT_READS as readonly OptionKey[]).includes(row.key));

const inGame = (problem: Problem, game: ProfileId) => problem.field.kind === 'option' && problem.field.game === game;

function GamePicker({ games, problems }: { games: readonly ProfileId[]; problems: readonly Problem[] }) {
  const problem = problems.find((p) => p.field.kind === 'games');
  return (
    <section class="setup-section" aria-labelledby="choice-games">
      <h2 class="section-title" id="choice-games">
        {ts('setup.dealersChoice.games')}
      </h2>
      <p class="setup-hint" id="choice-games-help">
        {ts('setup.dealersChoice.gamesHelp', { min: CHOICE_GAMES.min, max: CHOICE_GAMES.max })}
      </p>
      <div class="choice-games" role="group" aria-labelledby="choice-games" aria-describedby="choice-games-help">
        {CHOICE_PROFILES.map((game) => (
          <button key={game} type="button" class="choice compact-choice" aria-pressed={games.includes(game)} onClick={() => toggleGame(game)}>
            <span class="choice-name">{t(`profile.${game}.name`)}</span>
          </button>
        ))}
      </div>
      <p class="field-help">{ts('setup.dealersChoice.noBaseball')}</p>
      {problem ? <p class="field-problem">{problemText(problem)}</p> : null}
    </section>
  );
}

function PerPicker({ per }: { per: 'deal' | 'orbit' }) {
  return (
    <section class="setup-section field" aria-labelledby="choice-per">
      <h2 class="section-title" id="choice-per">
        {ts('setup.dealersChoice.per')}
      </h2>
      <div class="segmented wide" role="group" aria-labelledby="choice-per" aria-describedby="choice-per-help">
        {(['deal', 'orbit'] as const).map((each) => (
          <button key={each} type="button" aria-pressed={per === each} onClick={() => setPer(each)}>
            {ts(`setup.dealersChoice.per.${each}`)}
          </button>
        ))}
      </div>
      <p class="field-help" id="choice-per-help">
        {ts(`setup.dealersChoice.perHelp.${per}`)}
      </p>
    </section>
  );
}

interface CardProps {
  readonly setup: TableSetup;
  readonly game: ProfileId;
  readonly stakes: SetupOptions;
  readonly problems: readonly Problem[];
  readonly open: boolean;
  onOpen(open: boolean): void;
}

/** One game's stakes: folded, its name, its stakes line and its first problem; open, that game's own fields. */
function StakesCard({ setup, game, stakes, problems, open, onOpen }: CardProps) {
  const name = t(`profile.${game}.name`);
  const own = problems.filter((p) => inGame(p, game));
  const reads = new Set(profileReads(game, stakes));
  const rows = profileSetups[game].rows.filter((row) => reads.has(row.key) && !NOT_STAKES.has(row.key));
  const headingId = `stakes-${game}`;
  return (
    <li class={`stakes-card${own.length > 0 ? ' has-problem' : ''}`} aria-labelledby={headingId}>
      <div class="stakes-head">
        <div class="stakes-summary">
          <h3 class="stakes-name" id={headingId}>
            {name}
          </h3>
          <p class="muted">{stakesLine(choiceGame(setup, game))}</p>
        </div>
        <button type="button" class="button secondary" aria-expanded={open} aria-label={open ? undefined : ts('setup.dealersChoice.editGame', { game: name })} onClick={() => onOpen(!open)}>
          {open ? ts('setup.dealersChoice.done') : ts('setup.dealersChoice.edit')}
        </button>
      </div>
      {!open && own.length > 0 ? <p class="field-problem">{problemText(own[0])}</p> : null}
      {open ? (
        <div class="stakes-fields">
          {rows.map((row) => (
            <OptionField
              key={row.key}
              profile={game}
              row={row}
              options={stakes}
              defaults={defaultStakes(game)}
              problems={own}
              scope={`stakes-${game}`}
              set={(key, value) => setStake(game, key, value)}
            />
          ))}
          <button type="button" class="button quiet" onClick={() => resetStakes(game)}>
            {ts('setup.dealersChoice.reset')}
          </button>
        </div>
      ) : null}
    </li>
  );
}

export function ChoiceSetup() {
  const d = openChoiceDraft();
  const choice = d.choice!;
  const [editing, setEditing] = useState<ProfileId | null>(null);
  const setup = tableSetup(d);
  const problems = validateSetup(setup);
  const nightProblems = problems.filter((p) => p.field.kind === 'option' && p.field.game === undefined);
  // Which of them the night reads now (a count only for a night of so many hands), as the engine says: a cash game's (each game is dealt as one).
  const nightReads = new Set(profileReads('holdem', { ...d.options, tournament: false }));
  return (
    <SetupForm d={d} setup={setup} problems={problems} title={t('profile.choice.name')} lead={t('profile.choice.summary')}>
      <GamePicker games={choice.games} problems={problems} />
      <PerPicker per={choice.per} />
      <section class="setup-section" aria-labelledby="choice-night">
        <h2 class="section-title" id="choice-night">
          {ts('setup.dealersChoice.night')}
        </h2>
        {nightRows
          .filter((row) => nightReads.has(row.key))
          .map((row) => (
            <OptionField key={row.key} profile="holdem" row={row} options={d.options} defaults={defaultOptions('holdem')} problems={nightProblems} />
          ))}
      </section>
      <section class="setup-section" aria-labelledby="choice-stakes">
        <h2 class="section-title" id="choice-stakes">
          {ts('setup.dealersChoice.stakes')}
        </h2>
        <p class="setup-hint">{choice.games.length > 0 ? ts('setup.dealersChoice.stakesHelp') : ts('setup.dealersChoice.noneYet')}</p>
        <ul class="plain-list stakes-cards">
          {choice.games.map((game) => (
            <StakesCard
              key={game}
              setup={setup}
              game={game}
              stakes={choice.stakes[game]!}
              problems={problems}
              open={editing === game}
              onOpen={(open) => setEditing(open ? game : null)}
            />
          ))}
        </ul>
      </section>
    </SetupForm>
  );
}
