// Between two hands: the standings so far, who deals next, how many hands remain, and the one
// big button that deals the next hand (or ends the game early, after asking). At a dealer's-choice
// night the next dealer names the game first, here or on his own phone (section C).
import { useEffect, useRef, useState } from 'preact/hooks';
import type { TableView } from '../../engine/index.ts';
import { dealNextHand, finishGame, seatOnPhone } from '../../app/index.ts';
import { t } from '../i18n/index.ts';
import { ProfileSession } from '../components/profile-extras.tsx';
import { ActionButton, tapTask } from '../components/tap.tsx';
import { SaveStatus } from '../components/save-status.tsx';
import { StandingsList } from '../components/standings-list.tsx';
import { TableBar } from '../components/table-bar.tsx';
import { BuyIns, SittingOut } from '../ledger/money-panels.tsx';
import { UndoBar } from '../ledger/undo-bar.tsx';
import { lazyPart } from '../components/lazy-part.tsx';
import { th } from '../holdem/messages.ts';
import { PhonesOffer } from '../net/phones-control.tsx';
import { GameChoice, namingSeat, namingTitle } from '../choice/game-choice.tsx';
import { tc } from '../choice/messages.ts';

// T5–T19: the tournament's own moves between hands, in its own chunk.
const TournamentDesk = lazyPart<{ table: TableView }>(() => import('../tournament/desk.tsx').then((m) => m.TournamentDesk));

export function BetweenHands({ table }: { table: TableView }) {
  const [ending, setEnding] = useState(false);
  // Section C: a dealer on his own phone names the game there, unless the table takes this deal's back to this one.
  const [namedHereAfter, setNamedHereAfter] = useState<number | null>(null);
  // The question comes where the buttons were, at the foot of a long page: brought into view (a short landscape screen).
  const question = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ending) question.current?.scrollIntoView({ block: 'end' });
  }, [ending]);
  const { handsPlayed: played, handsLeft: left, nextDealer, waitsForBuyIn: waiting } = table.session;
  // The seat the deal waits for (no game in force yet), and who may name or change the game now.
  const naming = namingSeat(table);
  const namer = table.choice?.naming?.seat ?? null;
  const elsewhere = namer !== null && seatOnPhone(namer) !== null && namedHereAfter !== played;
  return (
    <main class="screen between">
      <TableBar table={table} game={false} />
      <h1 class="turn-title" tabIndex={-1}>
        {naming !== null ? namingTitle(table, naming, !elsewhere) : played === 0 ? t('table.dealFirst') : t('table.betweenTitle', { number: played })}
      </h1>
      {nextDealer !== null && naming === null && <p class="lead">{t('table.nextDealer', { name: table.config.players[nextDealer].name })}</p>}
      <GameChoice table={table} here={!elsewhere} />
      {naming !== null && elsewhere && (
        <>
          <p class="lead">{tc('choice.namingHint', { name: table.config.players[naming].name })}</p>
          <button type="button" class="button secondary" onClick={() => setNamedHereAfter(played)}>
            {tc('choice.nameHere')}
          </button>
        </>
      )}
      {left !== null && <p class="muted">{left === 1 ? t('table.lastHandNext') : t('table.handsLeft', { count: left })}</p>}
      {/* G19: whoever is out of chips is offered a buy-in first: the cash game goes on until the host ends it. */}
      <SittingOut table={table} />
      {/* Up here, not under the sticky deal button: the last entry, taken back in one tap; when the
          app deals, only a move made between hands (a rebuy, a walk-in…), never the hand's own. */}
      {table.hand && (table.config.dealing === 'ledger' || table.ledger.undo.target !== null) && <UndoBar table={table} />}
      <ProfileSession table={table} />
      {/* T13: a tournament's desk lists the places and prizes itself, with its moves first. */}
      {table.config.tournament && <TournamentDesk table={table} />}
      {played > 0 && !table.config.tournament && (
        <section>
          <h2 class="section-title">{t('table.standings')}</h2>
          <StandingsList standings={table.session.standings} />
        </section>
      )}
      {!table.config.tournament && <BuyIns table={table} />}
      {/* N1: before any hand or between two, the table can move to one phone per player. */}
      <PhonesOffer />
      <SaveStatus />
      {ending ? (
        <div ref={question} class="confirm actions" role="alertdialog" aria-labelledby="end-question">
          <p id="end-question" class="confirm-question">
            {t('table.confirmEnd')}
          </p>
          <div class="action-row">
            <button type="button" class="button secondary" onClick={() => setEnding(false)}>
              {t('table.cancel')}
            </button>
            <ActionButton control="end" onTap={() => void finishGame()}>
              {t('table.confirmYes')}
            </ActionButton>
          </div>
        </div>
      ) : (
        <div class="actions sticky-actions">
          {/* G19: with fewer than two players who can be dealt in, a buy-in or the host's end. */}
          {waiting ? (
            <ActionButton control="end-ask" onTap={() => setEnding(true)}>
              {t('table.endGame')}
            </ActionButton>
          ) : naming !== null ? null : (
            <ActionButton control="deal" onTap={() => void tapTask('deal', dealNextHand)}>
              {table.session.mode === 'bomb' ? th('bomb.deal') : played === 0 ? t('table.dealFirst') : t('table.dealNext')}
            </ActionButton>
          )}
          {played > 0 && !waiting && (
            <button type="button" class="button quiet" onClick={() => setEnding(true)}>
              {t('table.endGame')}
            </button>
          )}
        </div>
      )}
    </main>
  );
}
