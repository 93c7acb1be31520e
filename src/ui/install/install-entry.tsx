// The home screen's way to install Mesa (issue 33 item 3): the browser's own dialog behind
// "Install Mesa" where it offered one, the two steps on an iPhone's Safari, nothing once installed.
import { install, installWay, pageInstallContext } from './install.ts';
import { tinstall } from './messages.ts';

export function InstallEntry() {
  const way = installWay(pageInstallContext());
  if (way === 'offer') {
    return (
      <button type="button" class="button secondary" onClick={() => void install()}>
        {tinstall('install.button')}
      </button>
    );
  }
  return way === 'ios-steps' ? <p class="field-help">{tinstall('install.iosSteps')}</p> : null;
}
