import { expect } from '@esm-bundle/chai';
import { SecondFrame } from '../../src/app/pages/second-frame';

const frame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done)));

describe('SecondFrame (a game page draws its side column after the board)', () => {
  it('holds a part back in the first frame drawn for a game, then asks for one more drawing and lets it in', async () => {
    let updates = 0;
    const side = new SecondFrame({ requestUpdate: () => void updates++ });
    expect(side.reached('game-a')).to.equal(false);
    expect(updates).to.equal(0);
    await frame();
    await frame();
    expect(updates).to.equal(1);
    expect(side.reached('game-a')).to.equal(true);
  });

  it('holds the part back again for another game, and a late frame of the first game does not let it in', async () => {
    let updates = 0;
    const side = new SecondFrame({ requestUpdate: () => void updates++ });
    side.reached('game-a');
    expect(side.reached('game-b')).to.equal(false);
    await frame();
    await frame();
    expect(updates).to.equal(1);
    expect(side.reached('game-b')).to.equal(true);
  });
});
