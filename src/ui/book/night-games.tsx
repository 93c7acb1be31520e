// A dealer's-choice night's results by game (RULES.md V11): each game it played is a group of
// rows — its name and its deals, then each player's chips in it, in the night's order — so the
// table keeps two columns whatever the number of games and players, and fits a phone held
// upright. A rebuy is the night's, not a game's: the note under the table says so.
import type { Night } from '../../app/index.ts';
import { signedChips } from '../components/chips.ts';
import { nightGameName } from './night-game-name.ts';
import { tb } from './messages.ts';
import { dealsText, playedGames } from './share.ts';

export function NightGames({ night }: { night: Night }) {
  const { games, order } = playedGames(night);
  if (games.length === 0) return null;
  return (
    <div class="night-games">
      <h3 class="night-subtitle" id="night-games-title">
        {tb('night.games')}
      </h3>
      <table aria-labelledby="night-games-title">
        <thead>
          <tr>
            <th scope="col">{tb('night.games.player')}</th>
            <th scope="col">{tb('night.games.net')}</th>
          </tr>
        </thead>
        {games.map((game) => (
          <tbody key={game.profile}>
            <tr class="night-game-head">
              <th scope="rowgroup" colSpan={2}>
                <span class="night-game-name">{nightGameName(game.profile)}</span> <span class="night-game-hands">{dealsText(game.hands)}</span>
              </th>
            </tr>
            {order.map((seat) => {
              const net = game.seats[seat].net;
              return (
                <tr key={seat}>
                  <th scope="row">
                    <bdi>{night.seats[seat].name}</bdi>
                  </th>
                  <td class={net > 0 ? 'up' : net < 0 ? 'down' : undefined}>{signedChips(net)}</td>
                </tr>
              );
            })}
          </tbody>
        ))}
      </table>
      <p class="setup-hint">{tb('night.games.rebuys')}</p>
    </div>
  );
}
