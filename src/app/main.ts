import './index.css';
import { registerSW } from 'virtual:pwa-register';
import './dispaccio-app';
import type { DispaccioApp } from './dispaccio-app';

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
