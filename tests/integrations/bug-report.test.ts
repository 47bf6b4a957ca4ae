import type { BugReportConfig } from '@/config/app-config';
import { startBugReporter } from '@/integrations/bug-report';

const scripts = () => Array.from(document.querySelectorAll('script'));

describe('the bug reporter (SPEC §7: loaded at start, a load failure only logged)', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('loads its script once, with the project key and nothing else', async () => {
    const config: BugReportConfig = { scriptUrl: 'https://bugs.example.com/sidebar.js', key: 'k1' };
    const first = startBugReporter(config);
    const again = startBugReporter(config);
    expect(scripts().map((s) => s.src)).toEqual(['https://bugs.example.com/sidebar.js?apikey=k1']);
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(true);
    await expect(again).resolves.toBe(true);
  });

  it('loads the address as configured when there is no key', () => {
    void startBugReporter({ scriptUrl: 'https://bugs.example.com/loader.js', key: undefined });
    expect(scripts()[0]?.src).toBe('https://bugs.example.com/loader.js');
  });

  it('only logs a script that fails to load, once', async () => {
    const warn = jest.fn();
    const config: BugReportConfig = { scriptUrl: 'https://bugs.example.com/down.js', key: 'k1' };
    const started = startBugReporter(config, { warn });
    void startBugReporter(config, { warn });
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(started).resolves.toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('bug reporter failed to load');
  });
});
