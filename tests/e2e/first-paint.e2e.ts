/**
 * The sign-in page as it loads, in a real browser with the CPU 4× slower (as `npm run bench`
 * measures it): from the static spinner of index.html to the usable form, nothing on the page
 * moves (Cumulative Layout Shift 0), in both directions. The page is the prerendered one of the
 * saved look (its cookie is there, as a returning visitor's is), hydrated.
 */
import { baseUrl, useBrowser } from './fixtures';

jest.setTimeout(60_000);

const e2e = useBrowser();

interface Shift {
  value: number;
  sources: string[];
}

it.each(['ltr', 'rtl'] as const)(
  '/sign-in (%s) loads without a layout shift',
  async (direction) => {
    await e2e.withContext({ viewport: { width: 412, height: 823 } }, async (context) => {
      await context.addCookies([
        { name: 'look', value: `v1.en.${direction}.light.default.md`, url: baseUrl() },
      ]);
      await context.addInitScript((dir) => {
        const theme = { themeSchema: '', mode: 'light', direction: dir, panelExpand: false };
        localStorage.setItem('theme', JSON.stringify(theme));
        const shifts: Shift[] = [];
        Object.defineProperty(window, '__shifts', { value: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; sources?: Array<{ node?: Node | null }> }
          >) {
            shifts.push({
              value: entry.value,
              sources: (entry.sources ?? []).map((s) => s.node?.nodeName ?? '?'),
            });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      }, direction);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${baseUrl()}/sign-in`);
      await page.getByLabel('Email or username').waitFor();
      await page.waitForTimeout(500); // a late shift (a font, an image) would be seen by now
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(direction);
      const shifts = await page.evaluate(
        () => (window as unknown as { __shifts: Shift[] }).__shifts,
      );
      expect(shifts).toEqual([]);
    });
  },
);
