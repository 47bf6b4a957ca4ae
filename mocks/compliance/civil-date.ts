/**
 * Civil dates ('YYYY-MM-DD'): days on a calendar, with no time and no zone. They are counted as
 * UTC midnights because UTC has no daylight saving: a 23- or 25-hour local day can never make
 * two dates one day too close or too far apart.
 */
const DAY_MS = 86_400_000;
const CIVIL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Milliseconds of a UTC midnight, for any year: Date.UTC reads years 0 to 99 as 1900 to 1999, so
 * a half-typed '0002-01-15' would be another day (and fail its own check).
 */
function utcMs(year: number, monthIndex: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  return date.getTime();
}

function parts(date: string): [year: number, month: number, day: number] {
  const match = CIVIL_DATE.exec(date);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const utc = new Date(utcMs(year, month - 1, day));
    // The calendar rolls 2025-02-30 over to March: a date that does not survive the trip is invalid.
    if (utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1) return [year, month, day];
  }
  throw new RangeError(`Not a civil date (YYYY-MM-DD): ${date}`);
}

export function isCivilDate(value: string): boolean {
  try {
    parts(value);
    return true;
  } catch {
    return false;
  }
}

function format(year: number, month: number, day: number): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${String(year).padStart(4, '0')}-${two(month)}-${two(day)}`;
}

/**
 * Day numbers already worked out: the engine asks for the same few thousand dates over and over
 * (every requirement of every professional against today), and reading one costs a Date. Emptied
 * when it grows past any calendar a demo reaches, so it cannot grow without end.
 */
const DAY_NUMBERS = new Map<string, number>();
const DAY_NUMBERS_MAX = 20_000;

const dayNumber = (date: string): number => {
  const known = DAY_NUMBERS.get(date);
  if (known !== undefined) return known;
  const [year, month, day] = parts(date);
  const number = utcMs(year, month - 1, day) / DAY_MS;
  if (DAY_NUMBERS.size >= DAY_NUMBERS_MAX) DAY_NUMBERS.clear();
  DAY_NUMBERS.set(date, number);
  return number;
};

/** Whole days from `from` to `to`: 0 for the same date, negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** The date `days` days later (earlier when negative). */
export function addDays(date: string, days: number): string {
  const utc = new Date((dayNumber(date) + days) * DAY_MS);
  return format(utc.getUTCFullYear(), utc.getUTCMonth() + 1, utc.getUTCDate());
}

/**
 * The same day `months` calendar months later; when that month is shorter, its last day
 * (2024-01-31 + 1 is 2024-02-29; 2024-02-29 + 12 is 2025-02-28), so a validity never runs long.
 */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = parts(date);
  const target = new Date(utcMs(year, month - 1 + months, 1));
  const y = target.getUTCFullYear();
  const m = target.getUTCMonth();
  const lastDay = new Date(utcMs(y, m + 1, 0)).getUTCDate();
  return format(y, m + 1, Math.min(day, lastDay));
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Made once per zone: a list of thousands asks for each professional's today at every call. */
function formatterIn(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Gregorian calendar and Latin digits, whatever the runtime's default locale.
    formatter = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The civil date at `instant` in an IANA time zone: a credential lapses at the end of its last
 * day where the professional is, not where the server is. Throws a RangeError for an unknown zone.
 */
export function civilToday(instant: Date, timeZone: string): string {
  const found = formatterIn(timeZone).formatToParts(instant);
  const part = (type: 'year' | 'month' | 'day') =>
    Number(found.find((p) => p.type === type)?.value);
  return format(part('year'), part('month'), part('day'));
}
