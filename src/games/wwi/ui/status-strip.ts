/**
 * Always visible above the board: the turn record track (ten turns, winters
 * marked), the phase in plain words, who must act, the superior player, each
 * side's victory points and each warring nation's resource points; `badge`, beside
 * the phase, says what else is shown (a class demonstration on a projector).
 * On a phone the two share one line: the superior player in small type, on two rows (view-styles.ts).
 * `phaseSeen`: whether the phase is seen here or named elsewhere (phase-places.ts),
 * read by screen readers alone.
 */
import { html, nothing } from 'lit';
import type { Lang } from '../../../platform/game';
import { CHARTS } from '../engine/charts';
import type { Side, WwiState } from '../engine/state';
import { phaseName, sideToAct, superiorSide } from '../engine/sequence';
import { countVictoryPoints } from '../engine/victory';
import { europeBoard } from '../engine/europe';
import { NATION_LOOKS, SIDE_NAMES, nationLook } from './nations';
import { VIEW_WORDS as W } from './words';

/** A side's name; on a phone its short form where it has one, the whole name kept for screen readers. */
function sideName(side: Side, lang: Lang) {
  const whole = SIDE_NAMES[side][lang];
  const short = W.sideShort[side][lang];
  return short === whole ? whole : html`<span class="whole">${whole}</span><span class="brief" aria-hidden="true">${short}</span>`;
}

export function statusStrip(state: WwiState, lang: Lang, phaseSeen: boolean, badge: unknown = nothing) {
  const vp = countVictoryPoints(state, europeBoard(), CHARTS);
  const superior: Side = state.phase === 'attack' ? state.superior : superiorSide(state);
  const acting = sideToAct(state);
  const atWar = Object.entries(state.nations).filter(([nation, n]) => n.alignment !== 'neutral' && NATION_LOOKS[nation] && (CHARTS.counters[nation]?.armies.length ?? 0) > 0);
  const sideOf = (side: Side) => atWar.filter(([, n]) => n.alignment === side);
  const phase = phaseName(state)[lang];
  return html`<section class="strip" aria-label=${lang === 'it' ? 'Situazione' : 'Situation'}>
    <ol class="track" aria-label=${lang === 'it' ? 'Tracciato dei turni' : 'Turn record track'}>
      ${CHARTS.turns.map(
        (t) => html`<li class="turn ${t.turn === state.turn ? 'now' : ''} ${t.turn < state.turn ? 'past' : ''} ${t.winter ? 'winter' : ''}"
            aria-current=${t.turn === state.turn ? 'step' : 'false'} title=${t.label[lang]}>
            <span class="n">${t.turn}</span><span class="season" aria-label=${t.winter ? W.winter[lang] : W.summer[lang]}>${t.winter ? '❄' : '☀'}</span>
          </li>`,
      )}
    </ol>
    <div class="phase-line">
      ${badge}
      <strong class=${phaseSeen ? 'phase' : 'phase sr-only'} aria-live="polite">${phase}</strong>
      ${acting ? html`<span class="acting side-${acting}" title=${`${SIDE_NAMES[acting][lang]} ${W.toAct[lang]}`}>${sideName(acting, lang)} ${W.toAct[lang]}</span>` : ''}
      <span class="superior" title=${`${W.superior[lang]}: ${SIDE_NAMES[superior][lang]} (3.0)`}>
        <span class="label"><span class="long">${W.superior[lang]}</span><span class="short">${W.superiorShort[lang]}</span><span class="colon">:</span></span>
        <strong>${sideName(superior, lang)}</strong> <span class="rule">(3.0)</span></span>
    </div>
    <div class="scores">
      ${(['allies', 'central'] as Side[]).map(
        (side) => html`<div class="score side-${side}">
          <span class="side-name">${SIDE_NAMES[side][lang]}</span>
          <span class="vp" aria-label=${`${W.vp[lang]} ${SIDE_NAMES[side][lang]}: ${vp[side]}`}><b>${vp[side]}</b> ${lang === 'it' ? 'PV' : 'VP'}</span>
          <span class="rps" aria-label=${W.rp[lang]}>
            ${sideOf(side).map(([nation, n]) => {
              const look = nationLook(nation);
              return html`<span class="rp nation-${nation}" title=${look.name[lang]} aria-label=${`${look.name[lang]}: ${n.rp} ${lang === 'it' ? 'PR' : 'RP'}${n.collapsed ? (lang === 'it' ? ', crollata' : ', collapsed') : ''}${n.surrendered ? (lang === 'it' ? ', arresa' : ', surrendered') : ''}`}>
                <i>${look.code}</i>${n.surrendered ? '✕' : n.rp}</span>`;
            })}
          </span>
        </div>`,
      )}
    </div>
  </section>`;
}
