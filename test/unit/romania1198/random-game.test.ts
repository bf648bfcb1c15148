import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../../src/games/diplomacy/engine/simulate';
import { romania } from '../../../src/games/romania1198/engine/module';
import { romaniaMap } from '../../../src/games/romania1198/engine/map';

// The bench measures Romania's links on random games played by its own module.
describe('random Romania 1198 games', () => {
  it('start in Autumn 1198 with the 25 units of the romania-7 set-up and move on', () => {
    const states = playRandomGame(romaniaMap, 2, 5, 'romania-7', romania);
    expect(states[0].position.year).toBe(1198);
    expect(states[0].position.units).toHaveLength(25);
    expect(states.length).toBeGreaterThan(2);
    expect(states.at(-1)!.position.year).toBeGreaterThan(1198);
  });
});
