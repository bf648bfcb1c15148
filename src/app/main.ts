import './index.css';
import { registerSW } from 'virtual:pwa-register';
import { gameByLinkId, loadGame } from './games';
import { linkIdOfFragment } from './early-game';
import type { DispaccioApp } from './dispaccio-app';
import { openBrowserStores } from '../platform/stores';
import { chooseLanguage, loadCatalog } from './language';
import { parseRoute } from './router';
import { loadPage } from './pages/page-loaders';

// A game link's code downloads first, alongside the shell's, not after the landing page has read the link:
// on a phone's line it is the longest download of the visit.
const linkedGame = gameByLinkId(linkIdOfFragment(location.hash) ?? -1);
const linkedCode = linkedGame ? loadGame(linkedGame).catch(() => undefined) : Promise.resolve();

// The visit's one language catalog downloads beside the app's code (i18n.ts waits for it before drawing).
loadCatalog(chooseLanguage()).catch(() => undefined);

// The stores open while the app's code downloads (a browser without IndexedDB finds out later, where the app says so).
try {
  openBrowserStores();
} catch {
  // No IndexedDB at all: the app carries on in memory (services.ts).
}

// The library's or New game's page downloads beside the app's code when the address names it.
loadPage(parseRoute(location.hash).page).catch(() => undefined);

// The service worker's first install downloads the whole site for offline play: on a slow line it would share
// the line with the code this link needs, so it starts once that code is in.
void Promise.all([import('./dispaccio-app'), linkedCode]).then(() => {
  const app = document.querySelector<DispaccioApp>('dispaccio-app');
  // The service worker makes the site work offline after the first visit.
  const updateServiceWorker = registerSW({
    onNeedRefresh() {
      if (app) {
        app.updateReady = true;
        app.applyUpdate = () => void updateServiceWorker(true);
      }
    },
  });
});
