import { render } from 'preact';
import { effect } from '@preact/signals';
import { App } from './ui/app.tsx';
import { resumeOnStart } from './ui/open-table.ts';
import { language } from './ui/i18n/index.ts';
import { startServiceWorker } from './pwa/update.ts';
import { applySettingsToDocument } from './ui/settings.ts';
import { openCodeLink, watchCodeLinks } from './ui/net/code-links.ts';
import { listenForInstall } from './ui/install/install.ts';
import { reviseResultsOnStart } from './app/index.ts';
import './ui/styles.css';

effect(() => {
  document.documentElement.lang = language.value;
});
applySettingsToDocument();

const root = document.getElementById('app');
if (!root) throw new Error('index.html has no #app element');
openCodeLink();
watchCodeLinks(window);
// Before the browser can make its offer to install: it comes once, and is kept for "Install Mesa".
listenForInstall(window);
render(<App />, root);
startServiceWorker();
// The game in progress first; the past games' results are revised behind it.
void resumeOnStart().finally(() => void reviseResultsOnStart());
