/**
 * The demo calendar: the day the product believes it is (docs/decisions/031). The compliance
 * engine, the alerts and the product's timestamps read it; the provider (tokens, sessions, codes)
 * keeps the real clock (clock.ts), so moving the calendar a month ahead to watch an expiry come
 * ends nobody's session. A person or a test moves it (control.ts); it is kept in the demo
 * database, so every tab reads the same day.
 */
import { now } from './clock';
import { getDb } from './store';

export const DAY_MS = 86_400_000;

/** Milliseconds since the epoch on the demo calendar. */
export function productNow(): number {
  return now() + (getDb().clockOffsetDays ?? 0) * DAY_MS;
}

/** The demo calendar's instant, for the engine (standing.ts reads the day where each person is). */
export const productInstant = (): Date => new Date(productNow());

/** The demo calendar's instant as the contract writes times: ISO 8601, whole seconds, UTC. */
export const productStamp = (): string => `${productInstant().toISOString().slice(0, 19)}Z`;
