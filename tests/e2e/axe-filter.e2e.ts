/**
 * The page suites' accessibility check (`seriousViolations`) runs only axe-core's serious and
 * critical rules: a page with one fault of each impact must still be reported for exactly the
 * serious and critical ones, as a default run of every rule would report them (experimental rules,
 * which a default run leaves out, included: a paragraph styled as a heading is not reported).
 */
import type axe from 'axe-core';
import { seriousViolations, useBrowser } from './fixtures';

jest.setTimeout(60_000);

const e2e = useBrowser({ context: { viewport: { width: 800, height: 600 } } });

it('reports a nameless button (critical) and faint text (serious), not a skipped heading level (moderate)', async () => {
  const { page } = await e2e.newPage();
  await page.setContent(`<!doctype html><html lang="en"><head><title>Faults</title></head>
    <body><main>
      <h1>Faults</h1>
      <h4>A heading that skips two levels</h4>
      <button type="button"></button>
      <p style="color:#999;background:#aaa">Text a person can hardly read</p>
      <p style="font-weight:bold;font-size:28px">A paragraph styled as a heading</p>
      <p>Experimental rules, such as the one for the paragraph above, are not run.</p>
      <p>A default run leaves them out, and so does this check.</p>
    </main></body></html>`);
  const found = await seriousViolations(page);
  expect(found.map((violation) => violation.split(':')[0]).sort()).toEqual([
    'button-name',
    'color-contrast',
  ]);
  // The whole rule set sees the moderate fault too: it is filtered by impact, not missed.
  const every = await page.evaluate(async () => {
    const inPage = (window as unknown as { axe: typeof axe }).axe;
    const { violations } = await inPage.run(document, { resultTypes: ['violations'] });
    return violations.map((v) => `${v.id}:${v.impact}`).sort();
  });
  expect(every).toEqual([
    'button-name:critical',
    'color-contrast:serious',
    'heading-order:moderate',
  ]);
});
