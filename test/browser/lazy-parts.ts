/** World War I's parts that load on demand (the class demonstration, the Log and Rules tabs), waited for in a mounted view. */
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

/** Once the tab just opened has loaded its panel: no loading line left in the panel (log-tab.ts, rules-tab.ts). */
export async function untilLoaded(view: WwiView): Promise<void> {
  const loading = () => [...view.shadowRoot!.querySelectorAll('.panel .waiting')].some((p) => p.textContent!.startsWith('Loading the'));
  for (let i = 0; i < 100 && loading(); i++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    await view.updateComplete;
  }
}
