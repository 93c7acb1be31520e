// The table setup of one game: players and seats, first dealer, mode, and the game's options.
// Problems (engine/setup.ts) show beside their fields as they happen; Start stays disabled, with
// the first reason under it, until there are none.
import { useState } from 'preact/hooks';
import { storeNotice } from '../../app/index.ts';
import { chooseDealer, cleanName, cryptoSource, drawForDealer, isPlayable, profileReads, sessionConfig, validateSetup, type DealerDraw, type ProfileId } from '../../engine/index.ts';
import { TopBar } from '../components/top-bar.tsx';
import { t } from '../i18n/index.ts';
import { startTable } from '../open-table.ts';
import { DealerDrawSheet } from './dealer-draw.tsx';
import { DealerPicker } from './dealer-picker.tsx';
import { defaultOptions, draft, openDraft, rememberPlayers, resetOptions, tableSetup } from './draft.ts';
import { ModePicker } from './mode-picker.tsx';
import { OptionField } from './option-field.tsx';
import { profileSetups } from './options.ts';
import { PlayersEditor } from './players-editor.tsx';
import { problemText } from './problem-text.ts';
import { SwitchRow } from './switch-row.tsx';
import { thost } from '../net/host-messages.ts';
import './setup.css';
import { ts } from './messages.ts';

// F3: a draw stands for the table it was made for, so cancelling and starting again cannot redraw.
let lastDraw: { readonly table: string; readonly draw: DealerDraw } | null = null;

export function SetupScreen({ profile }: { profile: ProfileId }) {
  const current = draft.value;
  const d = current?.profile === profile ? current : openDraft(profile);
  const [pendingDraw, setPendingDraw] = useState<DealerDraw | null>(null);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  // N1: the game starts with its phones panel open, for each player to join with a phone.
  const [phones, setPhones] = useState(false);

  const setup = tableSetup(d);
  const problems = validateSetup(setup);
  const playable = isPlayable(profile);
  const { rows } = profileSetups[profile];
  // The defaults the reset button goes back to: the language's own currency among them.
  const defaults = defaultOptions(profile);
  const reads = new Set(profileReads(profile, d.options));
  const shown = rows.filter((row) => reads.has(row.key));
  const name = t(`profile.${profile}.name`);
  const reason = !playable
    ? t('profile.tableComing', { game: name })
    : problems.length > 0
      ? problems.length === 1
        ? problemText(problems[0])
        : ts('setup.problems', { first: problemText(problems[0]), count: problems.length - 1 })
      : null;

  const begin = async (dealer: number) => {
    setStarting(true);
    setStartError(null);
    try {
      rememberPlayers(d.players.map((player) => cleanName(player.name)));
      await startTable({ config: sessionConfig(setup, dealer), mode: setup.mode }, phones);
      lastDraw = null;
      setPendingDraw(null);
    } catch (error) {
      setStartError(ts('setup.startFailed', { reason: error instanceof Error ? error.message : String(error) }));
    } finally {
      setStarting(false);
    }
  };

  const start = () => {
    if (reason || starting) return;
    if (setup.dealer.kind === 'highCard') {
      const table = JSON.stringify([profile, setup.players, setup.options.fullDeck]);
      if (lastDraw?.table !== table) lastDraw = { table, draw: drawForDealer(setup, cryptoSource()) };
      setPendingDraw(lastDraw.draw);
      return;
    }
    void begin(chooseDealer(setup, cryptoSource()).dealer);
  };

  return (
    <main class="screen setup">
      <TopBar title={name} />
      <p class="lead">{t(`profile.${profile}.summary`)}</p>
      <PlayersEditor players={d.players} problems={problems} dealerSeat={d.dealer.kind === 'seat' ? d.dealer.seat : null} />
      <DealerPicker dealer={d.dealer} players={d.players} problems={problems} />
      <ModePicker mode={d.mode} />
      <section class="setup-section" aria-labelledby="setup-options">
        <h2 class="section-title" id="setup-options">
          {ts('setup.options.title')}
        </h2>
        {shown.map((row) => (
          <OptionField key={row.key} profile={profile} row={row} options={d.options} defaults={defaults} problems={problems} />
        ))}
        <button type="button" class="button quiet" onClick={resetOptions}>
          {ts('setup.options.reset')}
        </button>
      </section>
      <SwitchRow id="setup-phones" label={thost('setup.option')} checked={phones} help={thost('setup.optionHint')} onChange={setPhones} />
      <div class="start-bar">
        {reason ? (
          <p class="start-reason" id="start-reason">
            {reason}
          </p>
        ) : null}
        {/* A tap that waits on the database says why it waits, here by the button. */}
        {starting && storeNotice.value === 'blocked' ? (
          <p class="start-reason" role="status">
            {ts('setup.startWaiting')}
          </p>
        ) : null}
        {startError ? (
          <p class="start-reason" role="alert">
            {startError}
          </p>
        ) : null}
        <button
          type="button"
          class="button primary"
          disabled={reason !== null || starting}
          aria-describedby={reason ? 'start-reason' : undefined}
          onClick={start}
        >
          {starting ? ts('setup.starting') : ts('setup.start')}
        </button>
      </div>
      {pendingDraw ? (
        <DealerDrawSheet
          draw={pendingDraw}
          names={setup.players.map((player) => player.trim())}
          starting={starting}
          onStart={() => void begin(pendingDraw.dealer)}
          onCancel={() => setPendingDraw(null)}
        />
      ) : null}
    </main>
  );
}
