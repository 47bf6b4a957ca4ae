export interface PageLook {
  locale: string;
  direction: string;
  mode: string;
  schema: string;
  controlSize: string;
}
export const LOOK_COOKIE: string;
export const DEFAULT_LOOK: Readonly<PageLook>;
export function formatLook(look: PageLook): string;
export function parseLook(value: unknown): PageLook | undefined;
export function lookOfCookieHeader(header: string | undefined): PageLook | undefined;
export function variantOf(look: PageLook): string;
