import { chromium } from 'playwright-core';
const base = process.env.BASE ?? 'http://127.0.0.1:4311';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--headless'] });
const variants = [
  { name: 'en-ltr-light', locale: { currentLang: 'en' }, theme: { direction: 'ltr', mode: 'light' } },
  { name: 'es-rtl-dark', locale: { currentLang: 'es' }, theme: { direction: 'rtl', mode: 'dark' } },
];
for (const v of variants) for (const width of [1280, 375]) {
  const context = await browser.newContext({ viewport: { width, height: 860 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(`${base}/sign-in`);
  await page.evaluate(({ locale, theme }) => {
    localStorage.setItem('locale', JSON.stringify(locale));
    const t = JSON.parse(localStorage.getItem('theme') ?? '{}');
    localStorage.setItem('theme', JSON.stringify({ ...t, ...theme }));
  }, v);
  await page.reload();
  await page.locator('input[name="emailOrUsername"]').waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots/signin-${v.name}-${width}.png` });
  // submit empty: messages at the fields
  await page.locator('button[type="submit"]').first().click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots/signin-errors-${v.name}-${width}.png` });
  // header tooltip via keyboard focus on the settings button
  if (width === 1280) {
    await page.keyboard.press('Tab'); await page.keyboard.press('Tab');
    await page.waitForTimeout(600);
    await page.screenshot({ path: `/tmp/shots/signin-tooltip-${v.name}.png` });
  }
  console.log(v.name, width, 'errors:', errors.slice(0, 3));
  await context.close();
}
await browser.close();
