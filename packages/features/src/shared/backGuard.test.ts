import { waitFor } from '@testing-library/react';
import { holdBackAndForward, installBackGuard } from './backGuard';

// jsdom runs history.go asynchronously (a queued task per move) and fires popstate with the
// entry's state, as browsers do. On a loaded machine a move can take longer than any fixed pause,
// so the tests wait for the outcome itself (up to 5 s), then give a stray event a moment to show.
const popped = () =>
  new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
const until = (check: () => void) => waitFor(check, { timeout: 5000, interval: 5 });

describe('backGuard', () => {
  const routerSaw: unknown[] = [];
  beforeAll(() => {
    installBackGuard();
    // Stands for the router's listener, added after the guard's.
    window.addEventListener('popstate', (event) => routerSaw.push(event.state));
    window.history.replaceState({ idx: 0 }, '', '/list');
    window.history.pushState({ idx: 1 }, '', '/variants');
  });
  beforeEach(() => {
    routerSaw.length = 0;
  });

  it('lets Back through when nothing is held', async () => {
    window.history.pushState({ idx: 2 }, '', '/other');
    const back = popped();
    window.history.back();
    await back;
    await settle();
    expect(window.location.pathname).toBe('/variants');
    expect(routerSaw).toEqual([{ idx: 1 }]);
  });

  it('holds Back while a screen holds, stays on the entry, and replays the move on leave', async () => {
    const asked: (() => void)[] = [];
    const release = holdBackAndForward((proceed) => asked.push(proceed));
    window.history.back();
    // The guard asked, and went forward again to the held entry's address.
    await until(() => {
      expect(asked).toHaveLength(1);
      expect(window.location.pathname).toBe('/variants');
    });
    await settle();
    // The router saw neither the move back nor the return.
    expect(window.location.pathname).toBe('/variants');
    expect(routerSaw).toEqual([]);

    asked[0]!();
    await until(() => expect(window.location.pathname).toBe('/list'));
    await settle();
    expect(routerSaw).toEqual([{ idx: 0 }]);
    release();
  });
});
