// One player of the book: his figures for the period and game chosen (nights, hands, results in
// chips, units and money, biggest pot, tournament places), his results game by game where he
// played dealer's choice (V11), his playing stats (RULES.md V), his nights, a new name, and merging
// another entry into him — undone from the snackbar at once, or later from the list of entries.
import { useEffect, useRef, useState } from 'preact/hooks';
import { bookPlayers, countedIn, countsIn, gamesOf, isStoreError, mergePlayers, nameHolder, renamePlayer, roots, sharedNight, totals, unmergePlayer, type BookPlayer, type PlayerRecord } from '../../app/index.ts';
import { MAX_NAME_LENGTH, cleanName, isolated } from '../../engine/index.ts';
import { IsolatedText } from '../components/isolated-text.tsx';
import { typedName } from '../components/name-input.ts';
import { Snackbar } from '../components/snackbar.tsx';
import { useTask } from '../components/task.ts';
import { TopBar } from '../components/top-bar.tsx';
import { formatNumber, language } from '../i18n/index.ts';
import { nightGameName } from './night-game-name.ts';
import { dayText, measureAmount, measureText, seatText } from './measure-text.ts';
import { Filters, filtered } from './filters.tsx';
import { NightItem } from './night-item.tsx';
import { PlayerGamesSection } from './player-games.tsx';
import { PlayerNumbersSection } from './player-numbers.tsx';
import { tb } from './messages.ts';
import { BookPending, useBook } from './use-book.tsx';
import { PayForm } from '../pix/pay-form.tsx';
import { tpay } from '../pix/messages.ts';
import './book.css';

/** `at`: the form it answers, shown under it (where the player tapped, not below the nights); else at the end. */
type Notice = { readonly kind: 'ok' | 'problem'; readonly text: string; readonly at?: 'name' | 'merge' };

function NoticeLine({ notice }: { notice: Notice }) {
  const line = useRef<HTMLParagraphElement>(null);
  // A phone's screen may end at the button tapped: the answer scrolls into sight.
  useEffect(() => line.current?.scrollIntoView({ block: 'nearest' }), [notice]);
  return (
    <p ref={line} class={`book-answer ${notice.kind === 'ok' ? 'games-notice' : 'field-problem'}`} role={notice.kind === 'ok' ? 'status' : 'alert'}>
      <IsolatedText text={notice.text} />
    </p>
  );
}

/** What a refused change means, in words. */
function refusalText(error: unknown, name: string): string {
  if (isStoreError(error, 'players.nameTaken')) return tb('book.refusal.nameTaken', { name: isolated(name) });
  if (isStoreError(error, 'players.emptyName')) return tb('book.refusal.emptyName');
  if (isStoreError(error, 'players.nameTooLong')) return tb('book.refusal.nameTooLong', { max: MAX_NAME_LENGTH });
  if (isStoreError(error, 'players.sameEntry')) return tb('book.refusal.sameEntry');
  return tb('book.refusal.failed');
}

function Figures({ player }: { player: BookPlayer }) {
  const sum = totals(player.played);
  const rows: [string, string][] = [
    [tb('book.player.nights'), formatNumber(sum.nights, language.value)],
    [tb('book.player.hands'), formatNumber(sum.hands, language.value)],
  ];
  const counts = new Set(player.played.map(({ night }) => countsIn(night.profile)));
  // T22: a tournament's chips are no result: the chips row is for nights that count them.
  const counted = new Set(player.played.map(({ night }) => countedIn(night)));
  if (counted.has('chips')) rows.push([tb('book.player.chips'), measureText({ kind: 'chips' }, sum.chips)]);
  if (counted.has('units')) rows.push([tb('book.player.units'), measureText({ kind: 'units' }, sum.units)]);
  for (const [currency, cents] of Object.entries(sum.money)) rows.push([tb('book.player.money'), measureText({ kind: 'money', currency }, cents)]);
  if (counts.has('chips')) rows.push([tb('book.player.biggestPot'), measureAmount({ kind: 'chips' }, sum.biggestPot.chips)]);
  if (counts.has('units')) rows.push([tb('book.player.biggestPotUnits'), measureAmount({ kind: 'units' }, sum.biggestPot.units)]);
  if (sum.places.length > 0) rows.push([tb('book.player.places'), sum.places.map((place) => tb('night.place', { place })).join(', ')]);
  return (
    <dl class="figures">
      {rows.map(([label, value]) => (
        <div key={label + value} class="figure">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function BookPlayer({ playerId }: { playerId: string }) {
  const { book, failed, reloadPlayers } = useBook();
  const { busy, notice, run } = useTask<Notice>((error) => ({ kind: 'problem', text: refusalText(error, '') }));
  const [undo, setUndo] = useState<{ readonly id: string; readonly text: string } | null>(null);
  const [name, setName] = useState<string | null>(null);
  const [other, setOther] = useState('');


  // A merged entry's page is its player's.
  const root = book ? (roots(book.players).get(playerId) ?? playerId) : playerId;
  const record = book?.players.find((p) => p.id === root);
  const everyone = book ? bookPlayers(book.players, book.nights) : [];
  const all = everyone.find((p) => p.id === root);
  const player = book ? bookPlayers(book.players, filtered(book.nights)).find((p) => p.id === root) : undefined;
  const games = gamesOf((all?.played ?? []).map(({ night }) => night));

  // The book's rename checks the name (G17); a name taken is said as the book writes it.
  const rename = (wanted: string) => {
    const clean = cleanName(wanted);
    const holder = book ? nameHolder(book.players, root, clean) : undefined;
    void run(
      async () => {
        await renamePlayer(root, clean);
        setName(null);
        await reloadPlayers();
        return { kind: 'ok', text: tb('book.player.renamed'), at: 'name' };
      },
      (error) => ({ kind: 'problem', text: refusalText(error, holder?.name ?? clean), at: 'name' }),
    );
  };

  const merge = (fromId: string) => {
    const from = book!.players.find((p) => p.id === fromId)!;
    // Refused for a night both sat at: say which, with the names the book shows.
    const sameNight = (error: unknown) => {
      if (!isStoreError(error, 'players.sameNight')) return null;
      const id = sharedNight(book!.players, fromId, root);
      const night = book!.nights.find((n) => n.id === id);
      const fromName = everyone.find((p) => p.id === roots(book!.players).get(fromId))?.name ?? from.name;
      const names = { from: isolated(fromName), into: isolated(record!.name) };
      return night ? tb('book.refusal.sameNight', { ...names, night: `${nightGameName(night.profile)}, ${dayText(night.day)}` }) : tb('book.refusal.sameTable', names);
    };
    return run(
      async () => {
        const change = await mergePlayers(fromId, root);
        setOther('');
        await reloadPlayers();
        setUndo({ id: change.id, text: tb('book.player.merged', { from: isolated(from.name), into: isolated(record!.name) }) });
      },
      (error) => ({ kind: 'problem', text: sameNight(error) ?? refusalText(error, ''), at: 'merge' }),
    );
  };

  const unmerge = (entry: PlayerRecord, announce: boolean) =>
    run(async () => {
      await unmergePlayer(entry.id);
      setUndo(null);
      await reloadPlayers();
      return announce ? { kind: 'ok', text: tb('book.player.separated', { name: isolated(entry.name) }) } : null;
    });

  const title = record?.name ?? tb('book.title');
  const candidates = everyone.filter((p) => p.id !== root && !p.id.startsWith('?'));
  const direct = book?.players.filter((p) => p.mergedInto === root) ?? [];
  return (
    <main class="screen book-player">
      <TopBar title={title} />
      {failed || book === null ? (
        <BookPending failed={failed} />
      ) : !record || !all ? (
        <p class="note">{tb('book.player.notFound')}</p>
      ) : (
        <>
          <Filters games={games} />
          {player ? (
            <section class="book-section" aria-labelledby="player-figures">
              <h2 class="section-title" id="player-figures">
                {tb('book.player.figures')}
              </h2>
              <Figures player={player} />
            </section>
          ) : (
            <p class="note">{tb('book.emptyPeriod')}</p>
          )}
          {player ? <PlayerGamesSection player={player} /> : null}
          {player ? <PlayerNumbersSection player={player} /> : null}
          <section class="book-section" aria-labelledby="player-name">
            <h2 class="section-title" id="player-name">
              {tb('book.player.name')}
            </h2>
            <form
              class="book-form"
              onSubmit={(event) => {
                event.preventDefault();
                rename(name ?? record.name);
              }}
            >
              <label class="visually-hidden" for="player-name-input">
                {tb('book.player.name')}
              </label>
              <input
                id="player-name-input"
                class="text-input"
                type="text"
                autoComplete="off"
                value={name ?? record.name}
                onInput={(event) => setName(typedName(event))}
              />
              <button type="submit" class="button secondary" disabled={busy || name === null || cleanName(name) === record.name}>
                {tb('book.player.rename')}
              </button>
            </form>
            {notice?.at === 'name' ? <NoticeLine notice={notice} /> : null}
          </section>
          <section class="book-section" aria-labelledby="player-pay">
            <h2 class="section-title" id="player-pay">
              {tpay('pay.title')}
            </h2>
            <PayForm key={record.id} record={record} onSaved={reloadPlayers} />
          </section>
          {candidates.length > 0 ? (
            <section class="book-section" aria-labelledby="player-merge">
              <h2 class="section-title" id="player-merge">
                {tb('book.player.merge')}
              </h2>
              <p class="setup-hint">{tb('book.player.mergeHint', { name: record.name })}</p>
              <form
                class="book-form"
                onSubmit={(event) => {
                  event.preventDefault();
                  if (other) void merge(other);
                }}
              >
                <label class="field">
                  <span class="field-label">{tb('book.player.mergeWith')}</span>
                  <select class="text-input" value={other} onChange={(event) => setOther(event.currentTarget.value)}>
                    <option value="">{tb('book.player.mergeChoose')}</option>
                    {candidates.map((p) => (
                      <option key={p.id} value={p.id}>
                        {p.name}
                      </option>
                    ))}
                  </select>
                </label>
                <button type="submit" class="button secondary" disabled={busy || other === ''}>
                  {tb('book.player.mergeDo')}
                </button>
              </form>
              {notice?.at === 'merge' ? <NoticeLine notice={notice} /> : null}
            </section>
          ) : null}
          {direct.length > 0 ? (
            <section class="book-section" aria-labelledby="player-entries">
              <h2 class="section-title" id="player-entries">
                {tb('book.player.entries')}
              </h2>
              <ul class="plain-list book-entries">
                {direct.map((entry) => (
                  <li key={entry.id}>
                    <span>{entry.name}</span>
                    <button type="button" class="button secondary" disabled={busy} onClick={() => void unmerge(entry, true)}>
                      {tb('book.player.split', { name: entry.name })}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {player ? (
            <section class="book-section" aria-labelledby="player-nights">
              <h2 class="section-title" id="player-nights">
                {tb('book.nights')}
              </h2>
              <ul class="plain-list book-nights">
                {[...player.played].reverse().map(({ night, seat }) => (
                  <NightItem key={night.id} night={night}>
                    {seatText(night, seat) ?? tb('night.place', { place: seat.place ?? '–' })}
                  </NightItem>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
      {notice && !notice.at ? <NoticeLine notice={notice} /> : null}
      {undo ? (
        <Snackbar
          text={undo.text}
          undo={tb('book.player.undo')}
          dismiss={tb('book.player.dismiss')}
          busy={busy}
          onUndo={() => {
            const entry = book?.players.find((p) => p.id === undo.id);
            if (entry) void unmerge(entry, false);
          }}
          onDismiss={() => setUndo(null)}
        />
      ) : null}
    </main>
  );
}
