// What every New game form shares, around the game's own options: players and seats, the first
// dealer, the mode, the phones, and Start. Problems (engine/setup.ts) show beside their fields as
// they happen; Start stays disabled, with the first reason under it, until there are none.
import { useState } from 'preact/hooks';
import type { ComponentChildren } from 'preact';
import { storeNotice } from '../../app/index.ts';
import { chooseDealer, cleanName, cryptoSource, drawForDealer, sessionConfig, type DealerDraw, type Problem, type TableSetup } from '../../engine/index.ts';
import { TopBar } from '../components/top-bar.tsx';
import { startTable } from '../open-table.ts';
import { DealerDrawSheet } from './dealer-draw.tsx';
import { DealerPicker } from './dealer-picker.tsx';
import { rememberPlayers, type Draft } from './draft.ts';
import { ModePicker } from './mode-picker.tsx';
import { PlayersEditor } from './players-editor.tsx';
import { problemText } from './problem-text.ts';
import { SwitchRow } from './switch-row.tsx';
import { thost } from '../net/host-messages.ts';
import './setup.css';
import { ts } from './messages.ts';

// F3: a draw stands for the table it was made for, so cancelling and starting again cannot redraw.
let lastDraw: { readonly table: string; readonly draw: DealerDraw } | null = null;

interface Props {
  readonly d: Draft;
  readonly setup: TableSetup;
  readonly problems: readonly Problem[];
  readonly title: string;
  readonly lead: string;
  /** Why this table cannot start whatever its problems (a game whose table is still coming); null: none. */
  readonly blocked?: string | null;
  /** The game's own sections, between the mode and the phones. */
  readonly children: ComponentChildren;
}

export function SetupForm({ d, setup, problems, title, lead, blocked = null, children }: Props) {
  const [pendingDraw, setPendingDraw] = useState<DealerDraw | null>(null);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  // N1: the game starts with its phones panel open, for each player to join with a phone.
  const [phones, setPhones] = useState(false);
  const reason =
    blocked ??
    (problems.length > 0 ? (problems.length === 1 ? problemText(problems[0]) : ts('setup.problems', { first: problemText(problems[0]), count: problems.length - 1 })) : null);

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
      const table = JSON.stringify([setup.profile, setup.players, setup.options.fullDeck, setup.choice?.stakes[setup.profile]?.fullDeck]);
      if (lastDraw?.table !== table) lastDraw = { table, draw: drawForDealer(setup, cryptoSource()) };
      setPendingDraw(lastDraw.draw);
      return;
    }
    void begin(chooseDealer(setup, cryptoSource()).dealer);
  };

  return (
    <main class="screen setup">
      <TopBar title={title} />
      <p class="lead">{lead}</p>
      <PlayersEditor players={d.players} problems={problems} dealerSeat={d.dealer.kind === 'seat' ? d.dealer.seat : null} />
      <DealerPicker dealer={d.dealer} players={d.players} problems={problems} />
      <ModePicker mode={d.mode} />
      {children}
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
