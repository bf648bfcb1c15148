import { html, nothing } from 'lit';
import { local, t } from '../i18n';
import { forks, type LibraryGame } from '../../platform/library/merge';
import { routeHref } from '../router';

/** A notice for each fork of the game: where it split, and a way to each branch. */
export function forkNotices(game: LibraryGame) {
  const list = forks(game);
  if (!list.length) return nothing;
  return html`${list.map(
    (fork) => html`<div class="notice warn" role="note">
      <strong>${t('game.fork.title')}</strong>
      <p>${t('game.fork.body', { phase: local(game.nodes[fork.parentHash]?.phaseLabel ?? { en: '?', it: '?' }) })}</p>
      <div class="row">${fork.branches.map((branch, i) => html`<a class="button" href=${routeHref({ page: 'game', uid: game.uid, hash: branch.hash })}>${t('game.fork.show')} ${i + 1}</a>`)}</div>
    </div>`,
  )}`;
}
