/**
 * Whether a picture address may be shown: https only. A plain-http picture would tell its host
 * who looked and mix content into the page; anything else is not a picture address at all.
 */
export function isHttpsUrl(value: string | undefined): value is string {
  if (!value) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}
