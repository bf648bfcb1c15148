/** The computer's orders on Romania's map, off the page's thread (the bots read only the map's data). */
import { botOrders } from '../../diplomacy/engine/bot';
import type { BotJob } from '../../diplomacy/ui/solo';
import { romaniaMap, ROMANIA_HOOKS } from '../engine/map';
import { RULEBOOK_SEED, type Rulebook } from '../../diplomacy/engine/rulebook';

/** Romania is played by the rule book (its only edition) with its own hooks. */
const rules: Rulebook = { ...RULEBOOK_SEED, hooks: ROMANIA_HOOKS };

self.onmessage = (event: MessageEvent<BotJob>) => {
  const { position, powers, level, gameSeed } = event.data;
  const orders = powers.map((power) => ({ power, orders: botOrders({ map: romaniaMap, position, power, level, gameSeed, rules }) }));
  self.postMessage(orders);
};
