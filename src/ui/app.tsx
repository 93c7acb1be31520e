import { useEffect, useRef } from 'preact/hooks';
import { drawnAs, screen, type Screen } from './navigation.ts';
import { Home } from './screens/home.tsx';
import { NewGame } from './screens/new-game.tsx';
import { Choice, Profile } from './screens/game-setup.tsx';
import { TableLoader } from './screens/table-loader.tsx';
import { lazyScreen } from './components/lazy-screen.tsx';
import { ScreenGuard } from './components/screen-guard.tsx';
import { StoreNotice } from './components/store-notice.tsx';
import { UpdatePrompt } from './components/update-prompt.tsx';

// Screens off the first path (home → new game) load in their own chunks.
const Settings = lazyScreen(() => import('./screens/settings-screen.tsx').then((m) => m.Settings));
const ChipSets = lazyScreen(() => import('./tournament/chip-sets-screen.tsx').then((m) => m.ChipSetsScreen));
const PastGames = lazyScreen(() => import('./screens/past-games.tsx').then((m) => m.PastGames));
const GameHistory = lazyScreen<{ gameId: string }>(() => import('./screens/game-history.tsx').then((m) => m.GameHistory));
const Replay = lazyScreen<{ gameId: string; hand: number }>(() => import('./replay/replay-screen.tsx').then((m) => m.Replay));
const Book = lazyScreen(() => import('./book/book-screen.tsx').then((m) => m.Book));
const BookPlayer = lazyScreen<{ playerId: string }>(() => import('./book/player-screen.tsx').then((m) => m.BookPlayer));
const Join = lazyScreen(() => import('./net/join.tsx').then((m) => m.Join));
const GuestTable = lazyScreen(() => import('./net/guest-screen.tsx').then((m) => m.GuestTable));
const AnswerLink = lazyScreen(() => import('./net/answer-link.tsx').then((m) => m.AnswerLink));

function ScreenView({ current }: { current: Screen }) {
  switch (current.name) {
    case 'home':
      return <Home />;
    case 'new-game':
      return <NewGame />;
    case 'profile':
      return <Profile profile={current.profile} />;
    case 'choice':
      return <Choice />;
    case 'table':
    case 'phones':
      return <TableLoader gameId={current.gameId} />;
    case 'settings':
      return <Settings />;
    case 'chip-sets':
      return <ChipSets />;
    case 'past-games':
      return <PastGames />;
    case 'game-history':
      return <GameHistory gameId={current.gameId} />;
    case 'replay':
      return <Replay gameId={current.gameId} hand={current.hand} />;
    case 'book':
      return <Book />;
    case 'book-player':
      return <BookPlayer playerId={current.playerId} />;
    case 'join':
      return <Join />;
    case 'guest':
      return <GuestTable />;
    case 'answer-link':
      return <AnswerLink />;
  }
}

export function App() {
  const current = screen.value;
  const opened = useRef(false);
  // After a move (not on start), focus the new screen's heading so a screen reader says where we are.
  useEffect(() => {
    if (opened.current) document.querySelector<HTMLElement>('main h1')?.focus();
    opened.current = true;
    window.scrollTo(0, 0);
  }, [current]);
  return (
    <>
      <StoreNotice />
      <ScreenGuard key={JSON.stringify(drawnAs(current))} screen={drawnAs(current)}>
        <ScreenView current={current} />
      </ScreenGuard>
      <UpdatePrompt />
    </>
  );
}
