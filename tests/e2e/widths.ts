/**
 * A page fits a phone (issue #18): at 320, 375, 414 and 768 px it is no wider than the screen,
 * every control of the header is inside the screen, and axe-core finds nothing serious or critical
 * at 320 and 768 px (the widths between lay the page out as 320 does: the header's overflow menu,
 * the navigation drawer, the lists' cards all switch at MUI's `sm` or `md`, only wider). The window
 * is resized through the widths; the page is not loaded again.
 */
import type { Page } from 'playwright-core';
import { seriousViolations } from './fixtures';

export const WIDTHS = [320, 375, 414, 768] as const;
const AXE_AT = new Set<number>([320, 768]);

/** Overflow and header controls outside the screen, as the page is laid out now. */
export function measure(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const outside = Array.from(document.querySelectorAll('header button, header a'))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0)
      .filter(({ box }) => box.left < -0.5 || box.right > width + 0.5)
      .map(({ element, box }) => {
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
        return `${element.tagName.toLowerCase()} '${name}' at ${Math.round(box.left)}..${Math.round(box.right)}`;
      });
    return {
      scrollWidth: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
      width,
      outside,
    };
  });
}

/** Two frames, for layout and for what a media query's change re-renders. */
function nextFrames(page: Page) {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/**
 * Resizes the page through the phone widths (from the width it has, to 320 px first) and returns
 * what does not fit, width by width; the page is left at 768 px.
 */
export async function misfits(page: Page, height = 740): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height });
    await nextFrames(page);
    const { scrollWidth, outside } = await measure(page);
    if (scrollWidth > width) found.push(`${width} px: the page is ${scrollWidth} px wide`);
    for (const control of outside) found.push(`${width} px: ${control} is off the screen`);
    if (AXE_AT.has(width)) {
      for (const violation of await seriousViolations(page, { settleFirst: true })) {
        found.push(`${width} px: ${violation}`);
      }
    }
  }
  return found;
}
