// The table setup of one game: the form every game shares (setup-form.tsx) around the game's options.
import { isPlayable, profileReads, validateSetup, type ProfileId } from '../../engine/index.ts';
import { t } from '../i18n/index.ts';
import { defaultOptions, openDraft, resetOptions, tableSetup } from './draft.ts';
import { OptionField } from './option-field.tsx';
import { profileSetups } from './options.ts';
import { SetupForm } from './setup-form.tsx';
import { ts } from './messages.ts';

export function SetupScreen({ profile }: { profile: ProfileId }) {
  const d = openDraft(profile);
  const setup = tableSetup(d);
  const problems = validateSetup(setup);
  const { rows } = profileSetups[profile];
  // The defaults the reset button goes back to: the language's own currency among them.
  const defaults = defaultOptions(profile);
  const reads = new Set(profileReads(profile, d.options));
  const shown = rows.filter((row) => reads.has(row.key));
  const name = t(`profile.${profile}.name`);
  return (
    <SetupForm d={d} setup={setup} problems={problems} title={name} lead={t(`profile.${profile}.summary`)} blocked={isPlayable(profile) ? null : t('profile.tableComing', { game: name })}>
      <section class="setup-section" aria-labelledby="setup-options">
        <h2 class="section-title" id="setup-options">
          {ts('setup.options.title')}
        </h2>
        {shown.map((row) => (
          <OptionField key={row.key} profile={profile} row={row} options={d.options} defaults={defaults} problems={problems} />
        ))}
        <button type="button" class="button quiet" onClick={resetOptions}>
          {ts('setup.options.reset')}
        </button>
      </section>
    </SetupForm>
  );
}
