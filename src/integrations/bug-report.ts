/**
 * The bug-reporting widget, loaded once at start (SPEC §7). Its script address carries the
 * configured project key and nothing from the page; a failure to load is only logged.
 */
import type { BugReportConfig } from '@/config/app-config';
import { loadScript } from './load-script';

export function bugReportScriptUrl(config: BugReportConfig): string {
  const url = new URL(config.scriptUrl);
  if (config.key) url.searchParams.set('apikey', config.key);
  return url.href;
}

export interface BugReportDeps {
  load?: (src: string) => Promise<void>;
  warn?: (...args: unknown[]) => void;
}

const started = new WeakMap<BugReportConfig, Promise<boolean>>();

/** Loads the reporter once per configuration; resolves whether it loaded, never rejects. */
export function startBugReporter(
  config: BugReportConfig,
  deps: BugReportDeps = {},
): Promise<boolean> {
  const known = started.get(config);
  if (known) return known;
  const warn = deps.warn ?? console.warn;
  let run: Promise<boolean>;
  try {
    run = (deps.load ?? loadScript)(bugReportScriptUrl(config)).then(
      () => true,
      (error: unknown) => {
        warn('The bug reporter failed to load:', error instanceof Error ? error.message : error);
        return false;
      },
    );
  } catch (error) {
    warn('The bug reporter failed to load:', error instanceof Error ? error.message : error);
    run = Promise.resolve(false);
  }
  started.set(config, run);
  return run;
}

/** A sign-in or reset link's credentials (token, uuid) are in the page address. */
export function addressHasCredentials(address: Pick<Location, 'search' | 'hash'>): boolean {
  const query = new URLSearchParams(address.search);
  const hash = new URLSearchParams(address.hash.replace(/^#/, ''));
  return ['token', 'uuid'].some((key) => query.has(key) || hash.has(key));
}

/**
 * Resolves once the page address carries no link credentials. A reporter script can read the
 * address itself, so on a reset or sign-in link it starts only after the person has moved on.
 */
export function whenAddressIsClean(
  read: () => Pick<Location, 'search' | 'hash'> = () => window.location,
  everyMs = 1000,
): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (addressHasCredentials(read())) setTimeout(check, everyMs);
      else resolve();
    };
    check();
  });
}
