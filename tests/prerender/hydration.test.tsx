/**
 * Issue 16: a prerendered entry page hydrates in React's development build (which reports every
 * mismatch, attributes included) without a warning or a recoverable error, and keeps its nodes:
 * the heading and the email field the server rendered are the ones on screen afterwards. Each page
 * in en-ltr-light and es-rtl-dark, with the demo tenant's factors as the build reads them.
 */
import { setImmediate as nodeSetImmediate } from 'node:timers';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { App } from '@/app/app';
import { createHydratingRouter } from '@/app/router';
import { PRERENDERED_PATHS } from '@/entry-server';
import type { RenderedPage } from '@/entry-server';
import type { PageLook } from '@/config/page-look.mjs';
import { session } from '@/features/auth/session';
import { getLocaleState, setLocale } from '@/lib/i18n/locale-store';
import { readPrerenderState } from '@/lib/prerender-state';
import { reloadThemeSettings } from '@/lib/theme/theme-store';
import { loadRtlCache } from '@/lib/theme/app-theme-provider';

/**
 * The build's render, with modules of its own (React, React Router, the stores), as in its own
 * Node process: React's server and client renderers in one module set would share context values.
 */
async function buildTimeRender(path: string, look: PageLook): Promise<RenderedPage> {
  let page: RenderedPage | undefined;
  await jest.isolateModulesAsync(async () => {
    const server = await import('@/entry-server');
    const tenant = (await server.demoTenantMode()) ?? null;
    page = await server.renderPage(path, look, { tenant, year: new Date().getFullYear() });
  });
  return page!;
}

// React's Node server renderer schedules with setImmediate, which jsdom's window leaves out.
// jsdom has no scrolling (React Router's ScrollRestoration scrolls to the top).
beforeAll(() => {
  Object.assign(globalThis, { setImmediate: globalThis.setImmediate ?? nodeSetImmediate });
  window.scrollTo = () => undefined;
});

/** The hydrated page of the test, gone after it whatever the outcome. */
let teardown: (() => void) | undefined;
afterEach(() => {
  teardown?.();
  teardown = undefined;
});

const LOOKS = [
  { locale: 'en', direction: 'ltr', mode: 'light', schema: 'default', controlSize: 'md' },
  { locale: 'es', direction: 'rtl', mode: 'dark', schema: 'default', controlSize: 'md' },
];

const CASES = PRERENDERED_PATHS.flatMap((path) =>
  LOOKS.map((look) => [path, `${look.locale}-${look.direction}-${look.mode}`, look] as const),
);

it('prerenders every page that shows the sign-in form', () => {
  expect([...PRERENDERED_PATHS].sort()).toEqual([
    '/forgot-password',
    '/otp',
    '/otp-verification',
    '/reset-password',
    '/sign-in',
    '/sign-up',
  ]);
});

it.each(CASES)(
  '%s in %s hydrates without a mismatch, keeping its nodes',
  async (path, _name, look) => {
    const page = await buildTimeRender(path, look);
    expect(page.html).toContain('<h1');

    window.history.replaceState(null, '', path);
    document.documentElement.lang = look.locale;
    document.documentElement.dir = look.direction;
    document.body.innerHTML = `<div id="root">${page.html}</div><script type="application/json" id="prerender-state">${page.state}</script>`;
    const rendered = readPrerenderState();
    expect(rendered?.look).toEqual(look);
    // What src/main.tsx does before it hydrates: the stored look (the render saved it), the
    // language's messages, the right-to-left styles, the tenant's factors, the session's start.
    reloadThemeSettings();
    await setLocale(look.locale as 'en' | 'es');
    if (look.direction === 'rtl') await loadRtlCache();
    if (rendered?.tenant) session.seedTenantMode(rendered.tenant);
    void session.init();
    const root = document.getElementById('root')!;
    const h1 = root.querySelector('h1');
    const field = root.querySelector('input');

    const errors: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => {
      errors.push(args.map(String).join(' '));
    });
    const router = await createHydratingRouter();
    const { locale, messages } = getLocaleState();
    let reactRoot: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      reactRoot = hydrateRoot(
        root,
        <App
          initialMessages={{ locale, messages: messages! }}
          demoBackend={undefined}
          routing={<RouterProvider router={router} />}
        />,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    consoleError.mockRestore();
    expect(errors).toEqual([]);
    expect(root.querySelector('h1')).toBe(h1);
    expect(root.querySelector('input')).toBe(field);
    act(() => reactRoot!.unmount());
    router.dispose();
  },
);
