/** The computer's orders on Romania's map, off the page's thread (the bots read only the map's data). */
import { botOrders } from '../../diplomacy/engine/bot';
import type { BotJob } from '../../diplomacy/ui/solo';
import { romaniaMap } from '../engine/map';

self.onmessage = (event: MessageEvent<BotJob>) => {
  const { position, powers, level, gameSeed } = event.data;
  const orders = powers.map((power) => ({ power, orders: botOrders({ map: romaniaMap, position, power, level, gameSeed }) }));
  self.postMessage(orders);
};
