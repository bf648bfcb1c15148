/** The class demonstration's speeds, shared by the demonstration and the log's replay (which the page loads first). */
export type DemoSpeed = 'slow' | 'normal' | 'fast';
export const DEMO_DELAY: Record<DemoSpeed, number> = { slow: 2600, normal: 1200, fast: 300 };
