// Settings' "Share Mesa" (issue 33 item 3): this app's own address as a QR code, so a friend at
// the table opens and installs Mesa from the phone in front of them while there is a network.
import { useState } from 'preact/hooks';
import { appAddress } from '../../app/index.ts';
import { QrCode } from '../components/qr-code.tsx';
import { tinstall } from './messages.ts';

export function ShareMesa() {
  const [shown, setShown] = useState(false);
  const address = appAddress();
  return (
    <section class="setup-section" aria-labelledby="settings-share">
      <h2 class="section-title" id="settings-share">
        {tinstall('install.share')}
      </h2>
      <p class="field-help">{tinstall('install.shareHint')}</p>
      <button type="button" class="button secondary" aria-expanded={shown} onClick={() => setShown(!shown)}>
        {tinstall(shown ? 'install.hideCode' : 'install.showCode')}
      </button>
      {shown ? (
        <>
          <QrCode text={address} label={tinstall('install.qr', { address })} size={240} />
          <p class="field-help" style={{ overflowWrap: 'anywhere', textAlign: 'center' }}>
            {address}
          </p>
        </>
      ) : null}
    </section>
  );
}
