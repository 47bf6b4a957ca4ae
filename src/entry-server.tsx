/**
 * The build-time prerender of the pages an anonymous visitor lands on (issue 16), run in Node by
 * scripts/prerender.mjs over this module's SSR build: React's server renderer over React Router's
 * static handler of the same route table, with the page's emotion styles extracted for its HTML.
 * The browser hydrates that HTML (src/main.tsx) when its state is the one rendered here.
 */
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createIntl } from 'react-intl';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { TenantMode } from '@generated/provider/model';
import { getTenantModeResponse } from '@generated/provider/zod/tenant/tenant.zod';
import { App } from './app/app';
import { appRoutes } from './app/router';
import { appConfig } from './config/app-config';
import type { PageLook } from './config/page-look.mjs';
import { ROUTES } from './config/routes';
import { session } from './features/auth/session';
import { setLocale, getLocaleState } from './lib/i18n/locale-store';
import { SUPPORTED_LOCALES } from './lib/i18n/supported-locales';
import { PRERENDER_ORIGIN } from './lib/origin';
import type { PrerenderState } from './lib/prerender-state';
import { serializePrerenderState } from './lib/prerender-state';
import { createLtrCache, loadRtlCache } from './lib/theme/app-theme-provider';
import { createRtlCache } from './lib/theme/rtl-cache';
import {
  DIRECTIONS,
  MODES,
  THEME_SCHEMAS,
  type Direction,
  type Mode,
  type ThemeSchemaName,
} from './lib/theme/theme-settings';
import { setDirection, setMode, setSchema } from './lib/theme/theme-store';

/** The pages prerendered: every route that shows the sign-in toolkit's form (SPEC §2.1). */
export const PRERENDERED_PATHS: readonly string[] = ROUTES.filter((r) => r.showsSignInForm).map(
  (r) => r.path,
);

/** Every look a page is prerendered in; other control sizes render in the browser. */
export function prerenderedLooks(): PageLook[] {
  return SUPPORTED_LOCALES.flatMap((locale) =>
    DIRECTIONS.flatMap((direction) =>
      MODES.flatMap((mode) =>
        THEME_SCHEMAS.map((schema) => ({ locale, direction, mode, schema, controlSize: 'md' })),
      ),
    ),
  );
}

export interface RenderedPage {
  /** The `#root` element's content. */
  html: string;
  /** `<style data-emotion=…>` tags for the `<head>`. */
  styles: string;
  title: string;
  /** The `<script type="application/json">` data block's content. */
  state: string;
}

let started = false;

/** Once per process: the session of an anonymous visitor, with the tenant as asked at build. */
async function startSession(tenant: TenantMode | null): Promise<void> {
  if (started) return;
  started = true;
  if (tenant) session.seedTenantMode(tenant);
  await session.init();
}

async function setLook(look: PageLook): Promise<void> {
  await setLocale(look.locale as (typeof SUPPORTED_LOCALES)[number]);
  setDirection(look.direction as Direction);
  setMode(look.mode as Mode);
  setSchema(look.schema as ThemeSchemaName);
  if (look.direction === 'rtl') await loadRtlCache();
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
    text += decoder.decode(chunk, { stream: true });
  }
  return text + decoder.decode();
}

/** One page in one look. `tenant`: the tenant's mode and factors, or null when not known. */
export async function renderPage(
  path: string,
  look: PageLook,
  { tenant, year }: { tenant: TenantMode | null; year: number },
): Promise<RenderedPage> {
  await startSession(tenant);
  await setLook(look);
  const { locale, messages } = getLocaleState();
  if (!messages) throw new Error(`prerender: no messages for ${locale}`);

  const handler = createStaticHandler(appRoutes());
  const context = await handler.query(new Request(`${PRERENDER_ORIGIN}${path}`));
  if (context instanceof Response) throw new Error(`prerender: ${path} redirects`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const cache = look.direction === 'rtl' ? createRtlCache() : createLtrCache();
  const emotion = createEmotionServer(cache);
  const { prelude } = await prerender(
    <StrictMode>
      <App
        initialMessages={{ locale, messages }}
        demoBackend={undefined}
        cache={cache}
        // No hydration data: no route has a loader, and its inline script breaks the CSP.
        routing={<StaticRouterProvider router={router} context={context} hydrate={false} />}
      />
    </StrictMode>,
    // Every boundary in place, in document order: a boundary React would send later ("outlined")
    // needs an inline script to move it, which the Content-Security-Policy forbids.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const html = await readAll(prelude);
  if (html.includes('<script')) throw new Error(`prerender: ${path} needs a script to show`);
  // Every style the render inserted, not only those whose class an element of the HTML carries:
  // a styled component over another (MUI's Link over Typography, Button over ButtonBase) inserts
  // its own layer's class too, which no element carries. Left out, the browser's emotion inserted
  // each of those again while hydrating (~45 rules of the sign-in page, each through the
  // right-to-left transform in rtl: ~100 ms of main thread at 4× CPU). Emotion's extraction keeps
  // the classes it finds in the text it is given, so it is given every class of the render.
  const everyClass = Object.keys(cache.registered).join(' ');
  const styles = emotion.constructStyleTagsFromChunks(
    emotion.extractCriticalToChunks(`${html}\n${everyClass}`),
  );

  const route = ROUTES.find((r) => r.path === path);
  const intl = createIntl({ locale, messages, defaultLocale: 'en' });
  const title = route ? `${intl.formatMessage(route.title)} · ${appConfig.appName}` : '';
  const state: PrerenderState = {
    path,
    look,
    year,
    tenant,
    mode: session.getState().mode,
  };
  return { html, styles, title, state: serializePrerenderState(state) };
}

/** The demo tenant's answer, in builds with the embedded demo backend; undefined otherwise. */
export async function demoTenantMode(): Promise<TenantMode | undefined> {
  if (!appConfig.enableMock) return undefined;
  const [{ seedTenant }, { tenantModeAnswer }] = await Promise.all([
    import('../mocks/seed'),
    import('../mocks/provider/handlers/tenant'),
  ]);
  return tenantModeAnswer(seedTenant());
}

/** Where the provider answers the tenant's mode (asked at build time when there is no demo). */
export function tenantModeAddress(): string {
  return new URL(`tenants/${appConfig.tenantId}/mode`, appConfig.providerBaseUrl).href;
}

/** The provider's answer if it is one (validated against the contract), else null. */
export function readTenantMode(value: unknown): TenantMode | null {
  const parsed = getTenantModeResponse.safeParse(value);
  return parsed.success ? (parsed.data as TenantMode) : null;
}
