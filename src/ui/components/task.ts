// A screen's one task at a time (a share, an export, an import, a rename): busy while it runs, so
// the buttons that would start another can wait; the last notice cleared as it starts; then the
// notice it ends with, or the words for its failure. The book's screens, a night's summary, past
// games and a game's history all run their tasks through it.
import { useState } from 'preact/hooks';

/** What a task shows: whether one runs, and its notice (null: none). */
export interface TaskShow<Notice> {
  busy(running: boolean): void;
  notice(notice: Notice | null): void;
}

/** A task: resolves to the notice it ends with, or to nothing (null, undefined) to say nothing. */
export type Task<Notice> = () => Promise<Notice | null | void>;

/** Runs `task`, showing it through `show`; a failure is told as `failed(error)` and never rejects. */
export async function runTask<Notice>(task: Task<Notice>, failed: (error: unknown) => Notice, show: TaskShow<Notice>): Promise<void> {
  show.busy(true);
  show.notice(null);
  try {
    show.notice((await task()) ?? null);
  } catch (error) {
    show.notice(failed(error));
  } finally {
    show.busy(false);
  }
}

/**
 * The task runner of one screen: `run(task)` tells a failure with `failed`, or with the `failure`
 * given for that task. `setNotice` is for what the screen says outside a task (a list that would
 * not load).
 */
export function useTask<Notice>(failed: (error: unknown) => Notice) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const run = (task: Task<Notice>, failure = failed) => runTask(task, failure, { busy: setBusy, notice: setNotice });
  return { busy, notice, setNotice, run };
}
