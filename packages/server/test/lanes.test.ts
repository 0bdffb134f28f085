import {
  BACKGROUND_MAX_WAIT_MS,
  LaneGate,
  currentLane,
  runInLane,
  type Lane,
} from '../src/db/lanes';

// The embedded database's statement order (src/db/lanes.ts): a person's request goes before
// background work, which is never passed over for longer than BACKGROUND_MAX_WAIT_MS.

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** Holds the gate until released, so the others queue behind it. */
function holder(gate: LaneGate) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const done = gate.run(() => held);
  return { release, done };
}

test('waiting interactive statements run before waiting background ones, each lane in order', async () => {
  const gate = new LaneGate();
  const ran: string[] = [];
  const first = holder(gate);
  const queue = (lane: Lane, name: string) =>
    runInLane(lane, () => gate.run(async () => void ran.push(name)));
  const all = [
    queue('background', 'job 1'),
    queue('background', 'job 2'),
    queue('interactive', 'page 1'),
    queue('interactive', 'page 2'),
  ];
  await tick();
  expect(ran).toEqual([]);
  first.release();
  await Promise.all([first.done, ...all]);
  expect(ran).toEqual(['page 1', 'page 2', 'job 1', 'job 2']);
});

test('before background work goes on, the event loop takes what arrived: a request read meanwhile goes first', async () => {
  const gate = new LaneGate();
  const ran: string[] = [];
  const first = holder(gate);
  const jobs = [1, 2].map((n) =>
    runInLane('background', () => gate.run(async () => void ran.push(`job ${n}`))),
  );
  await tick();
  first.release();
  // A request that the event loop hands over in its next turn, as a socket's data would be.
  const page = new Promise<void>((resolve) =>
    setImmediate(() =>
      resolve(runInLane('interactive', () => gate.run(async () => void ran.push('page')))),
    ),
  );
  await Promise.all([first.done, ...jobs, page]);
  expect(ran).toEqual(['page', 'job 1', 'job 2']);
});

test('a background statement passed over for too long goes next anyway', async () => {
  const gate = new LaneGate();
  const ran: string[] = [];
  const first = holder(gate);
  const job = runInLane('background', () => gate.run(async () => void ran.push('job')));
  await new Promise((resolve) => setTimeout(resolve, BACKGROUND_MAX_WAIT_MS + 20));
  const page = runInLane('interactive', () => gate.run(async () => void ran.push('page')));
  first.release();
  await Promise.all([first.done, job, page]);
  expect(ran).toEqual(['job', 'page']);
});

test('a failed statement frees the gate for the next; outside any request, work is background', async () => {
  const gate = new LaneGate();
  const first = holder(gate);
  const failing = gate.run(async () => {
    throw new Error('refused');
  });
  const next = gate.run(async () => 'ran');
  first.release();
  await expect(failing).rejects.toThrow('refused');
  await expect(next).resolves.toBe('ran');
  expect(currentLane()).toBe('background');
  expect(runInLane('interactive', () => currentLane())).toBe('interactive');
});
