// A name field's input (the setup's seats, a walk-in, a rename in the book): what it keeps is
// engine/names.ts's fitName, written back into the field, so the box never shows more than the
// name will be, nor half a flag.
import { fitName } from '../../engine/index.ts';

export function typedName(event: { readonly currentTarget: HTMLInputElement }): string {
  const field = event.currentTarget;
  const kept = fitName(field.value);
  if (kept !== field.value) field.value = kept;
  return kept;
}
