/** @jest-environment node */
import { busyShare, cpuTimes, waitForQuiet } from '../../scripts/machine-load.mjs';

const core = (user: number, idle: number) => ({
  model: 'test',
  speed: 1,
  times: { user, nice: 0, sys: 0, idle, irq: 0 },
});

describe('how busy the machine is (npm run bench)', () => {
  it('sums every core and reads the busy share between two samples', () => {
    const before = cpuTimes([core(100, 900), core(100, 900)]);
    expect(before).toEqual({ idle: 1800, total: 2000 });
    // one core fully busy for a second, the other idle: half the machine
    const after = cpuTimes([core(1100, 900), core(100, 1900)]);
    expect(busyShare(before, after)).toBeCloseTo(0.5);
    expect(busyShare(before, before)).toBe(0); // no time passed
  });

  it('waits for a quiet sample, and says when it never came', async () => {
    const shares = [0.9, 0.6, 0.1];
    let clock = 0;
    let n = 0;
    // Each sample pair: before = {0,0}, after = busy share from the list.
    const sample = () => {
      n += 1;
      if (n % 2 === 1) return { idle: 0, total: 0 };
      const busy = shares[(n / 2 - 1) % shares.length]!;
      return { idle: 1000 * (1 - busy), total: 1000 };
    };
    const sleep = async (ms: number) => {
      clock += ms;
    };
    const quiet = await waitForQuiet({ sample, sleep, now: () => clock, timeoutMs: 10_000 });
    expect(quiet.quiet).toBe(true);
    expect(quiet.busy).toBeCloseTo(0.1);
    expect(clock).toBe(3000);

    n = 0;
    clock = 0;
    shares.splice(0, 3, 0.8);
    const busy = await waitForQuiet({ sample, sleep, now: () => clock, timeoutMs: 2_500 });
    expect(busy).toEqual({ quiet: false, busy: expect.closeTo(0.8) });
    expect(clock).toBe(3000);
  });
});
