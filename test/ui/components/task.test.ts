import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runTask, type TaskShow } from '../../../src/ui/components/task.ts';

type Notice = { readonly kind: 'ok' | 'problem'; readonly text: string };

/** What a screen would show, step by step, as the task runs. */
function recorder() {
  const shown: string[] = [];
  const show: TaskShow<Notice> = {
    busy: (running) => shown.push(running ? 'busy' : 'idle'),
    notice: (notice) => shown.push(notice === null ? 'no notice' : `${notice.kind}: ${notice.text}`),
  };
  return { shown, show };
}

const failed = (error: unknown): Notice => ({ kind: 'problem', text: error instanceof Error ? error.message : 'failed' });

describe('the busy/notice runner of the book and past-games screens', () => {
  it('is busy while the task runs, clears the last notice as it starts and shows the one it ends with', async () => {
    const { shown, show } = recorder();
    let during: string[] = [];
    await runTask(
      async () => {
        during = [...shown];
        return { kind: 'ok', text: 'saved' };
      },
      failed,
      show,
    );
    expect(during).toEqual(['busy', 'no notice']);
    expect(shown).toEqual(['busy', 'no notice', 'ok: saved', 'idle']);
  });

  it('a task that says nothing (null or nothing at all) leaves no notice', async () => {
    for (const task of [async () => null, async () => {}]) {
      const { shown, show } = recorder();
      await runTask<Notice>(task, failed, show);
      expect(shown).toEqual(['busy', 'no notice', 'no notice', 'idle']);
    }
  });

  it('a failure, at any step of the task, is told in its words, never rejects, and the screen is no longer busy', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.boolean(), async (message, afterAwait) => {
        const { shown, show } = recorder();
        const outcome = runTask(
          async () => {
            if (afterAwait) await Promise.resolve();
            throw new Error(message);
          },
          failed,
          show,
        );
        await expect(outcome).resolves.toBeUndefined();
        expect(shown).toEqual(['busy', 'no notice', `problem: ${message}`, 'idle']);
      }),
    );
  });
});
