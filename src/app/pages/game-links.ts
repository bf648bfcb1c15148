/** The game link and the invitations where nobody needs them now: for a latecomer, or to watch at one table. */
import { html } from 'lit';
import { t } from '../i18n';
import { shareUrl } from '../router';
import type { PowerId } from '../../platform/game';

/** Invitation links the creator keeps (a game's `invitations` setting), by seat, as full URLs. */
export function invitationsOf(setting: string | undefined): Record<PowerId, string> {
  try {
    const parsed = JSON.parse(setting ?? '{}') as Record<PowerId, string>;
    return Object.fromEntries(Object.entries(parsed).filter(([, link]) => typeof link === 'string').map(([seat, link]) => [seat, shareUrl(link)]));
  } catch {
    return {};
  }
}

/**
 * The link to the shown phase when no send needs it: open, or folded while this browser's seats
 * have orders to give ('folded': it is for someone who has not got the game yet), or at one table
 * behind a "show on another device" ('watch': nobody needs a link to play).
 */
export function gameLinkPanel(url: string, phase: string, how: 'open' | 'folded' | 'watch') {
  const panel = html`<share-panel .url=${url} .heading=${t('game.share.current', { phase })}></share-panel>`;
  if (how === 'open') return html`<div class="card">${panel}</div>`;
  return html`<details class="card"><summary>${how === 'watch' ? t('game.share.watch') : t('game.share.folded', { phase })}</summary>${panel}</details>`;
}
