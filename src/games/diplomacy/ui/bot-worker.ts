/** Works out one seat's orders off the page's thread: the bots are pure and seeded, so every device gets the same. */
import { botOrders } from '../engine/bot';
import { diplomacyMap } from '../engine/module';
import type { BotJob } from './solo';

self.onmessage = (event: MessageEvent<BotJob>) => {
  const { position, powers, level, gameSeed } = event.data;
  const orders = powers.map((power) => ({ power, orders: botOrders({ map: diplomacyMap, position, power, level, gameSeed }) }));
  self.postMessage(orders);
};
