/**
 * Everything wrong with a hand history is one error type, so that callers (the replay CLI, the
 * import screen) can show `message` as is: it names the field, or the action by index and text,
 * and says why.
 */
export class PhhError extends Error {
  constructor(
    message: string,
    readonly field?: string,
    readonly actionIndex?: number,
  ) {
    super(message);
    this.name = 'PhhError';
  }
}

/** `actions[3] "p2 cbr x": …` — the prefix every action problem starts with. */
export function actionError(index: number, text: string, why: string): PhhError {
  return new PhhError(`actions[${index}] ${JSON.stringify(text)}: ${why}`, 'actions', index);
}
