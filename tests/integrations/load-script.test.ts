import { loadScript } from '@/integrations/load-script';

const scripts = () => Array.from(document.querySelectorAll('script'));

describe('loadScript', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('inserts one async script per address and resolves when it has loaded', async () => {
    const first = loadScript('https://cdn.example.com/widget.js');
    const second = loadScript('https://cdn.example.com/widget.js');
    expect(scripts()).toHaveLength(1);
    const [script] = scripts();
    expect(script?.src).toBe('https://cdn.example.com/widget.js');
    expect(script?.async).toBe(true);
    expect(script?.referrerPolicy).toBe('no-referrer');
    script?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
    await expect(second).resolves.toBeUndefined();
    await loadScript('https://cdn.example.com/widget.js');
    expect(scripts()).toHaveLength(1);
  });

  it('accepts a path on this origin', async () => {
    const done = loadScript('/vendor/widget.js');
    expect(scripts()[0]?.src).toBe(`${window.location.origin}/vendor/widget.js`);
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(done).resolves.toBeUndefined();
  });

  it.each([
    'http://cdn.example.com/widget.js',
    '//cdn.example.com/widget.js',
    'javascript:alert(1)',
    'data:text/javascript,alert(1)',
    'widget.js',
  ])('refuses %s without throwing and without a script element', async (src) => {
    let result: Promise<void> | undefined;
    expect(() => {
      result = loadScript(src);
    }).not.toThrow();
    await expect(result).rejects.toThrow('not https');
    expect(scripts()).toHaveLength(0);
  });

  it('rejects when the script fails, removes it, and lets a later call try again', async () => {
    const done = loadScript('https://cdn.example.com/broken.js');
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(done).rejects.toThrow('failed to load');
    expect(scripts()).toHaveLength(0);
    void loadScript('https://cdn.example.com/broken.js').catch(() => undefined);
    expect(scripts()).toHaveLength(1);
  });

  it('rejects a script that never answers', async () => {
    const done = loadScript('https://cdn.example.com/slow.js', { timeoutMs: 5 });
    await expect(done).rejects.toThrow('timed out');
    expect(scripts()).toHaveLength(0);
  });
});
