import type { SetupMode } from '../../engine/index.ts';
import { setMode } from './draft.ts';
import './setup.css';
import { ts, type SetupPlainKey } from './messages.ts';

const modes: readonly { mode: SetupMode; name: SetupPlainKey; help: SetupPlainKey }[] = [
  { mode: 'pass-and-play', name: 'setup.mode.passAndPlay', help: 'setup.mode.passAndPlayHelp' },
  { mode: 'ledger', name: 'setup.mode.ledger', help: 'setup.mode.ledgerHelp' },
];

/** Pass-and-play (the app deals) or chip ledger (real cards, the app keeps the chips, G12). */
export function ModePicker({ mode }: { mode: SetupMode }) {
  return (
    <section class="setup-section" aria-labelledby="setup-mode">
      <h2 class="section-title" id="setup-mode">
        {ts('setup.mode.title')}
      </h2>
      <div class="mode-choices" role="group" aria-labelledby="setup-mode">
        {modes.map((option) => (
          <button
            key={option.mode}
            type="button"
            class="choice mode-choice"
            aria-pressed={mode === option.mode}
            onClick={() => setMode(option.mode)}
          >
            <span class="choice-name">{ts(option.name)}</span>
            <span class="choice-summary">{ts(option.help)}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
