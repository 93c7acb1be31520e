// The book as its screens read it: loaded when the screen opens and again after each change; a
// load that fails is said on the screen instead of the book.
import { useEffect, useState } from 'preact/hooks';
import { loadBook, type Book } from '../../app/book/load.ts';
import { tb } from './messages.ts';

export function useBook(): { readonly book: Book | null; readonly failed: boolean; readonly reload: () => Promise<void> } {
  const [book, setBook] = useState<Book | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = async () => {
    try {
      setBook(await loadBook());
    } catch {
      setFailed(true);
    }
  };
  useEffect(() => void reload(), []);
  return { book, failed, reload };
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
