// A dealer's-choice night at the table (section C): the game in force in big letters wherever a hand
// is played, and between hands the games the dealer may name, or the game that holds and why. Only
// from the table view's choice part (G11); a game is named with a tap through the app's front door.
import './choice.css';
import type { ChoiceGame, ChoicePart, Seat, TableView } from '../../engine/index.ts';
import { ActionButton } from '../components/tap.tsx';
import { profileName } from '../setup/game-summary.ts';
import { stakesLine } from './stakes-line.ts';
import { tc } from './messages.ts';

/** The game in force: the hand in play's, or the one named or kept for the next deal; null outside dealer's choice or while none is. */
function gameInForce(table: TableView): ChoiceGame | null {
  const choice = table.choice;
  return choice && choice.current !== null ? choice.games[choice.current] : null;
}

/** The seat whose naming the next deal waits for; null when a game is in force or nobody may name one. */
export function namingSeat(table: TableView): Seat | null {
  const choice = table.choice;
  return choice && choice.current === null && choice.naming ? choice.naming.seat : null;
}

/** The title of a deal that waits for its game: "Ana, name the game" where she names it, "Ana is naming the game" elsewhere. */
export function namingTitle(table: TableView, seat: Seat, here: boolean): string {
  const name = table.config.players[seat].name;
  return here ? tc('choice.nameTitle', { name }) : tc('choice.namingTitle', { name });
}

/** The table bar's line: the game in force in big letters, with its stakes. */
export function GameInPlay({ table }: { table: TableView }) {
  const game = gameInForce(table);
  if (!game) return null;
  return (
    <p class="game-now">
      <span class="visually-hidden">{tc('choice.inPlay')}: </span>
      <span class="game-now-name">{profileName(game.profile)}</span> <span class="game-now-stakes">{stakesLine(game)}</span>
    </p>
  );
}

/** A game's button says its stakes, and (C8) a jacker or a bomb pot its next deal will play. */
function pickHint(choice: ChoicePart, index: number): string {
  const mode = choice.modes[index];
  const stakes = stakesLine(choice.games[index]);
  return mode === 'normal' ? stakes : `${stakes} · ${tc(`choice.waiting.${mode}`)}`;
}

/**
 * Between hands: where this phone names (`here`), one big button per game the dealer may name; once
 * a game is in force, its name in big letters, who named it and what keeps it (his orbit, chips on
 * the table that wait for their game).
 */
export function GameChoice({ table, here }: { table: TableView; here: boolean }) {
  const choice = table.choice;
  if (!choice) return null;
  const { games, naming, current, namedBy, per } = choice;
  const players = table.config.players;
  const picks =
    naming && here ? (
      <div class="game-picks" role="group" aria-label={tc('choice.games')}>
        {naming.games.map((index) => (
          <ActionButton
            key={index}
            control={`name-game-${index}`}
            action={{ type: 'nameGame', seat: naming.seat, game: index }}
            look={index === current ? 'primary' : 'secondary'}
            hint={pickHint(choice, index)}
          >
            {profileName(games[index].profile)}
          </ActionButton>
        ))}
      </div>
    ) : null;
  if (current === null) {
    return picks ? (
      <>
        <p class="lead">{tc(per === 'orbit' ? 'choice.nameHintOrbit' : 'choice.nameHint')}</p>
        {picks}
      </>
    ) : null;
  }
  const game = games[current];
  const title = profileName(game.profile);
  const kept = naming ? null : namedBy === null ? tc('choice.keptCarried', { game: title }) : per === 'orbit' ? tc('choice.keptOrbit', { game: title, name: players[namedBy].name }) : null;
  return (
    <section class="game-named" aria-labelledby="game-named">
      {namedBy !== null && <p class="muted">{tc('choice.namedBy', { name: players[namedBy].name })}</p>}
      <p class="game-big" id="game-named">
        {title}
      </p>
      <p class="muted">{stakesLine(game)}</p>
      {kept && <p class="lead">{kept}</p>}
      {picks}
    </section>
  );
}
