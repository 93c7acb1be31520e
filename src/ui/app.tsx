import { useEffect, useRef } from 'preact/hooks';
import { screen, type Screen } from './navigation.ts';
import { Home } from './screens/home.tsx';
import { NewGame } from './screens/new-game.tsx';
import { Profile } from './screens/profile.tsx';
import { TableLoader } from './screens/table-loader.tsx';
import { UpdatePrompt } from '../pwa/update-prompt.tsx';

function ScreenView({ current }: { current: Screen }) {
  switch (current.name) {
    case 'home':
      return <Home />;
    case 'new-game':
      return <NewGame />;
    case 'profile':
      return <Profile profile={current.profile} />;
    case 'table':
      return <TableLoader gameId={current.gameId} />;
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
      <ScreenView current={current} />
      <UpdatePrompt />
    </>
  );
}
