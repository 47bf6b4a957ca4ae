import type { MapsConfig } from '@/config/app-config';
import { loadMaps, mapsConfigured, mapsScriptUrl } from '@/integrations/maps';

const scripts = () => Array.from(document.querySelectorAll('script'));
const host = window as unknown as { google?: unknown };

describe('the maps service', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    delete host.google;
  });

  it('sends only the key, the language and the region', () => {
    const url = new URL(mapsScriptUrl({ apiKey: 'AIzaKey', region: undefined }, 'es'));
    expect(`${url.origin}${url.pathname}`).toBe('https://maps.googleapis.com/maps/api/js');
    expect(Object.fromEntries(url.searchParams)).toEqual({ key: 'AIzaKey', language: 'es' });
    expect(
      Object.fromEntries(new URL(mapsScriptUrl({ apiKey: 'AIzaKey', region: 'US' })).searchParams),
    ).toEqual({ key: 'AIzaKey', region: 'US' });
  });

  it('is off by default: nothing is loaded', async () => {
    expect(mapsConfigured()).toBe(false);
    await expect(loadMaps({ language: 'en' })).rejects.toThrow('not configured');
    expect(scripts()).toHaveLength(0);
  });

  it('loads once and gives the maps namespace', async () => {
    const config: MapsConfig = { apiKey: 'AIzaKey', region: undefined };
    const maps = { Map: class {} };
    const first = loadMaps({ config, language: 'en' });
    const second = loadMaps({ config, language: 'es' });
    expect(scripts()).toHaveLength(1);
    host.google = { maps };
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(maps);
    await expect(second).resolves.toBe(maps);
  });

  it('rejects, without throwing, when its script fails; a later call tries again', async () => {
    const config: MapsConfig = { apiKey: 'AIzaKey', region: undefined };
    const loading = loadMaps({ config });
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow('failed to load');
    void loadMaps({ config }).catch(() => undefined);
    expect(scripts()).toHaveLength(1);
  });
});
