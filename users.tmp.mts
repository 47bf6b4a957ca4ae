import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:4311';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--headless'] });
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await context.newPage();
await page.goto(`${base}/sign-in?redirectUrl=%2Fprofiles%2Fusers`);
await page.getByLabel('Email or username').fill('admin@demo.test');
await page.getByRole('textbox', { name: 'Password' }).fill('Compliance-demo-1');
await page.getByRole('button', { name: 'Continue' }).click();
await page.waitForURL(/profile-select/);
await page.getByRole('button', { name: 'Continue' }).click();
await page.waitForURL(/\/profiles\/users$/);
await page.evaluate(() => { localStorage.setItem('locale', JSON.stringify({ currentLang: 'es' })); const t = JSON.parse(localStorage.getItem('theme') ?? '{}'); localStorage.setItem('theme', JSON.stringify({ ...t, direction: 'rtl', mode: 'dark' })); });
await page.reload();
await page.getByRole('table').getByRole('row').nth(25).waitFor();
for (const width of [1400, 1100, 900, 600, 360]) {
  await page.setViewportSize({ width, height: 900 });
  const now = await page.evaluate(() => [...document.querySelectorAll('.MuiSelect-select')].map((s) => `${s.textContent}:${s.scrollWidth}/${s.clientWidth}`));
  await page.waitForTimeout(700);
  const later = await page.evaluate(() => [...document.querySelectorAll('.MuiSelect-select')].map((s) => `${s.textContent}:${s.scrollWidth}/${s.clientWidth}`));
  console.log(width, 'now', now.join(' | '), '\n     later', later.join(' | '), 'doc', await page.evaluate(() => document.documentElement.scrollWidth));
  if (width === 360) await page.screenshot({ path: '/tmp/shots/users-es-rtl-dark-360.png' });
}
await browser.close();
