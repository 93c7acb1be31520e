import { useEffect, useState } from 'preact/hooks';

/**
 * Whole numbers accept the grouping people type ("10.000", "10 000"); money also takes a decimal
 * comma or point. Anything else is NaN, which the setup's validation reports beside the field.
 */
export function parseNumber(text: string, decimals: boolean): number {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return NaN;
  if (!decimals) return /^\d{1,3}([.,]?\d{3})*$/.test(compact) || /^\d+$/.test(compact) ? Number(compact.replace(/[.,]/g, '')) : NaN;
  const normal = compact.includes(',') ? compact.replace(/\./g, '').replace(',', '.') : compact;
  return /^\d+(\.\d{1,2})?$/.test(normal) ? Number(normal) : NaN;
}

interface Props {
  readonly id: string;
  readonly value: number;
  readonly decimals?: boolean;
  readonly label?: string;
  readonly invalid?: boolean;
  readonly describedBy?: string;
  onChange(value: number): void;
}

/** A number field that keeps what is typed (even half-typed) and reports the number it reads. */
export function NumberInput({ id, value, decimals = false, label, invalid, describedBy, onChange }: Props) {
  const [text, setText] = useState(Number.isNaN(value) ? '' : String(value));
  // A value changed from outside (defaults restored, a level added) replaces the text.
  useEffect(() => {
    if (!Object.is(parseNumber(text, decimals), value)) setText(Number.isNaN(value) ? '' : String(value));
  }, [value]);
  return (
    <input
      id={id}
      class="text-input number-input"
      type="text"
      inputMode={decimals ? 'decimal' : 'numeric'}
      autoComplete="off"
      value={text}
      aria-label={label}
      aria-invalid={invalid ? 'true' : undefined}
      aria-describedby={describedBy}
      onInput={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        onChange(parseNumber(next, decimals));
      }}
    />
  );
}
