import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describeReplayFailure, parsePhh, PhhError, replayPhh, type HandState } from '../engine/index.ts';

/**
 * A PHH command's paths, each one there, or the command stops with 2: its usage when none is
 * given, each missing path on a line of its own.
 */
export function phhPaths(paths: readonly string[], usage: string): readonly string[] {
  if (paths.length === 0) {
    console.error(`usage: ${usage}  (.phh files or folders)`);
    process.exit(2);
  }
  const missing = paths.filter((p) => !existsSync(p));
  for (const p of missing) console.error(`${p}: no such file or folder`);
  if (missing.length > 0) process.exit(2);
  return paths;
}

/**
 * The files named, and every .phh file under the folders named (recursively, each folder's
 * entries in name order).
 */
export function findPhhFiles(paths: readonly string[]): string[] {
  const files: string[] = [];
  const visit = (path: string, named: boolean): void => {
    if (statSync(path).isDirectory()) {
      for (const entry of readdirSync(path).sort()) visit(join(path, entry), false);
    } else if (named || path.endsWith('.phh')) {
      files.push(path);
    }
  };
  for (const path of paths) visit(path, true);
  return files;
}

/** Replays one file: the hand as it ended, or the reason it fails, on one line. */
export function replayedFile(path: string): HandState | string {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    return (e as Error).message;
  }
  try {
    const outcome = replayPhh(parsePhh(text));
    return outcome.ok ? outcome.state : describeReplayFailure(outcome);
  } catch (e) {
    if (e instanceof PhhError) return e.message;
    throw e;
  }
}

/** Replays one file: null when it passes, else the reason it fails, on one line. */
export function replayFile(path: string): string | null {
  const replayed = replayedFile(path);
  return typeof replayed === 'string' ? replayed : null;
}
