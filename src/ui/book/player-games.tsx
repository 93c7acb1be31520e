// A player's results game by game (RULES.md V11), where he played dealer's-choice nights: a line
// per game with its nights, his hands and his result in it. A dealer's-choice night counts in each
// game it played with that game's part, in chips: its money and rebuys are the night's.
import { byGame, countsIn, type BookPlayer } from '../../app/index.ts';
import { formatNumber, language } from '../i18n/index.ts';
import { nightGameName } from './night-game-name.ts';
import { measureText } from './measure-text.ts';
import { tb } from './messages.ts';

export function PlayerGamesSection({ player }: { player: BookPlayer }) {
  const lines = byGame(player.played);
  if (lines.length === 0) return null;
  const count = (n: number) => formatNumber(n, language.value);
  return (
    <section class="book-section" aria-labelledby="player-games">
      <h2 class="section-title" id="player-games">
        {tb('book.player.byGame')}
      </h2>
      <p class="setup-hint">{tb('book.player.byGameHint')}</p>
      <dl class="figures player-games">
        {lines.map(({ profile, totals }) => {
          const kind = countsIn(profile);
          return (
            <div key={profile} class="figure player-game">
              <dt>
                <span class="player-game-name">{nightGameName(profile)}</span>
                <span class="player-game-counts">{tb('book.player.byGameLine', { nights: count(totals.nights), hands: count(totals.hands) })}</span>
              </dt>
              <dd>{measureText({ kind }, totals[kind])}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
