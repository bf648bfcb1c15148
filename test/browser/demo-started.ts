/** World War I's class demonstration in a mounted view, once its code has loaded (demo-slot.ts loads it on start). */
import type { WwiView } from '../../src/games/wwi/ui/wwi-view';
import type { DemoLoop } from '../../src/games/wwi/ui/demo-loop';
import type { DemoSlot } from '../../src/games/wwi/ui/demo-slot';

/** The demonstration a click on its start button began, after its code loaded and the view drew it. */
export async function startedDemo(view: WwiView): Promise<DemoLoop> {
  const slot = (view as unknown as { demo: DemoSlot }).demo;
  const demo = await slot.loaded();
  // The start itself follows the load: wait until it runs.
  for (let i = 0; i < 50 && !slot.running; i++) await new Promise((resolve) => setTimeout(resolve, 10));
  await view.updateComplete;
  return demo;
}
