export interface CpuTimes {
  idle: number;
  total: number;
}
export function cpuTimes(
  cpus?: ReadonlyArray<{
    times: { user: number; nice: number; sys: number; idle: number; irq: number };
  }>,
): CpuTimes;
export function busyShare(before: CpuTimes, after: CpuTimes): number;
export function waitForQuiet(options?: {
  threshold?: number;
  timeoutMs?: number;
  sampleMs?: number;
  sample?: () => CpuTimes;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}): Promise<{ quiet: boolean; busy: number }>;
