import type { ComponentChildren } from 'preact';

interface Props {
  readonly id: string;
  readonly label: string;
  readonly checked: boolean;
  readonly help?: ComponentChildren;
  readonly describedBy?: string;
  /** Below the help: a problem, a note. */
  readonly children?: ComponentChildren;
  onChange(checked: boolean): void;
}

/** An on/off setting: the whole row is the switch (one big target), with its explanation below. */
export function SwitchRow({ id, label, checked, help, describedBy, children, onChange }: Props) {
  const helpId = `${id}-help`;
  return (
    <div class="field toggle-field">
      <button
        id={id}
        type="button"
        role="switch"
        class="switch-row"
        aria-checked={checked}
        aria-describedby={describedBy ?? (help ? helpId : undefined)}
        onClick={() => onChange(!checked)}
      >
        <span class="field-label">{label}</span>
        <span class="switch" aria-hidden="true" />
      </button>
      {help ? (
        <p class="field-help" id={helpId}>
          {help}
        </p>
      ) : null}
      {children}
    </div>
  );
}
