// How busy the machine is, for `npm run bench`: timings taken while something else uses the CPU
// read 20–80 % slower (measured in #8), so the bench waits for a quiet machine and says when it did
// not get one.
import os from 'node:os';

/** The CPU time counters of every core, summed: { idle, total } in milliseconds. */
export function cpuTimes(cpus = os.cpus()) {
  let idle = 0;
  let total = 0;
  for (const { times } of cpus) {
    idle += times.idle;
    total += times.user + times.nice + times.sys + times.idle + times.irq;
  }
  return { idle, total };
}

/** The share of all cores' time (0 to 1) spent busy between two `cpuTimes` samples. */
export function busyShare(before, after) {
  const total = after.total - before.total;
  if (total <= 0) return 0;
  return Math.min(1, Math.max(0, 1 - (after.idle - before.idle) / total));
}

/**
 * Samples the machine every `sampleMs` until a sample is under `threshold` busy, or `timeoutMs`
 * has passed. Returns { quiet, busy } with the last sample's share.
 */
export async function waitForQuiet({
  threshold = 0.25,
  timeoutMs = 30_000,
  sampleMs = 1_000,
  sample = cpuTimes,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now = Date.now,
} = {}) {
  const deadline = now() + timeoutMs;
  for (;;) {
    const before = sample();
    await sleep(sampleMs);
    const busy = busyShare(before, sample());
    if (busy < threshold) return { quiet: true, busy };
    if (now() >= deadline) return { quiet: false, busy };
  }
}
