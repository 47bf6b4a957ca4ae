/**
 * What a prerendered page was rendered with (src/entry-server.tsx writes it, src/main.tsx reads
 * it): a `<script type="application/json">` data block, which the browser never runs, so the
 * strict Content-Security-Policy (no inline script) stays as it is. The page hydrates only when
 * the browser's own state is the same; otherwise it renders afresh.
 */
import type { Mode, TenantMode } from '@generated/provider/model';
import type { PageLook } from '@/config/page-look.mjs';

export const PRERENDER_STATE_ID = 'prerender-state';

export interface PrerenderState {
  /** The route's path (the page was rendered for it and no query). */
  path: string;
  look: PageLook;
  /** The footer's year. */
  year: number;
  /**
   * The tenant's mode and factors as the build read them (the prerender validated the answer
   * against the contract); null: not known, the form's placeholder was rendered.
   */
  tenant: TenantMode | null;
  /** The session's mode (test mode shows its notice) the page was rendered in. */
  mode: Mode;
}

const LOOK_KEYS = ['locale', 'direction', 'mode', 'schema', 'controlSize'] as const;

/**
 * The block is the build's own output, served with its page: a shape check, so that a damaged or
 * foreign block means "render afresh" instead of a failed start (zod stays out of the first load).
 */
function isPrerenderState(value: unknown): value is PrerenderState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const look = v.look as Record<string, unknown> | null;
  const tenant = v.tenant as Record<string, unknown> | null;
  return (
    typeof v.path === 'string' &&
    Number.isInteger(v.year) &&
    (v.mode === 'live' || v.mode === 'test') &&
    typeof look === 'object' &&
    look !== null &&
    LOOK_KEYS.every((key) => typeof look[key] === 'string') &&
    (tenant === null ||
      (typeof tenant === 'object' &&
        (tenant.mode === 'live' || tenant.mode === 'test') &&
        typeof tenant.authentication === 'object'))
  );
}

/** The data block's text, safe inside `<script>` (no `<` can end it). */
export function serializePrerenderState(state: PrerenderState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/** The page's prerender state, or undefined for a page that was not prerendered (or is damaged). */
export function readPrerenderState(doc: Document = document): PrerenderState | undefined {
  const block = doc.getElementById(PRERENDER_STATE_ID);
  if (!block?.textContent) return undefined;
  try {
    const parsed: unknown = JSON.parse(block.textContent);
    return isPrerenderState(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}
