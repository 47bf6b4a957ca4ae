/**
 * Moving the demo calendar (calendar.ts, docs/decisions/031): to a day, or back to real time.
 * A move runs the alerts' daily job at once, so what the new day makes due is raised and sent.
 * Called inside a turn at the database (control.ts over HTTP, browser.ts from the app).
 */
import type { DemoClock } from '../generated/demo/model';
import { productNow } from './calendar';
import { now } from './clock';
import { civilToday, daysBetween } from './compliance/civil-date';
import { runAlertsJob } from './product/alerts';
import { getDb } from './store';

/** Ten years either way: far enough for any expiry, near enough to stay a calendar. */
export const CLOCK_REACH_DAYS = 3653;

export function readClock(): DemoClock {
  const at = new Date(productNow());
  return {
    today: civilToday(at, 'UTC'),
    now: at.toISOString(),
    offsetDays: getDb().clockOffsetDays ?? 0,
  };
}

/** Moves the calendar to `date` (UTC), or to real time for null; a RangeError past its reach. */
export function moveClock(date: string | null): DemoClock {
  const offset = date === null ? 0 : daysBetween(civilToday(new Date(now()), 'UTC'), date);
  if (Math.abs(offset) > CLOCK_REACH_DAYS)
    throw new RangeError('The demo calendar moves at most ten years either way.');
  const db = getDb();
  if (offset === 0) delete db.clockOffsetDays;
  else db.clockOffsetDays = offset;
  const alertsRaised = runAlertsJob(true);
  return { ...readClock(), alertsRaised };
}
