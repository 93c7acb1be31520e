// The book as its screens read it: loaded when the screen opens and again after each change; a
// load that fails is said on the screen instead of the book.
import { useEffect, useState } from 'preact/hooks';
import { bookPeople, loadBook, type Book } from '../../app/index.ts';
import { tb } from './messages.ts';

export function useBook(): {
  readonly book: Book | null;
  readonly failed: boolean;
  readonly reload: () => Promise<void>;
  /** After a change to the players only (a rename, a merge): the nights stay, no game's log is read again. */
  readonly reloadPlayers: () => Promise<void>;
} {
  const [book, setBook] = useState<Book | null>(null);
  const [failed, setFailed] = useState(false);
  const read = async (next: () => Promise<Book>) => {
    try {
      setBook(await next());
    } catch {
      setFailed(true);
    }
  };
  const reload = () => read(loadBook);
  const reloadPlayers = () => read(async () => (book ? { ...book, players: await bookPeople() } : loadBook()));
  useEffect(() => void reload(), []);
  return { book, failed, reload, reloadPlayers };
}

/** What a book screen shows until the book is read: that it is loading, or that it could not be read. */
export function BookPending({ failed }: { failed: boolean }) {
  return failed ? (
    <p class="field-problem" role="alert">
      {tb('book.problem')}
    </p>
  ) : (
    <p class="setup-hint" role="status">
      {tb('book.loading')}
    </p>
  );
}
