/**
 * The maps service (Google Maps JavaScript API-like, SPEC §7), loaded on demand. Its script
 * address carries the API key, the language and the region, nothing else.
 */
import type { MapsConfig } from '@/config/app-config';
import { appConfig } from '@/config/app-config';
import { loadScript } from './load-script';

export const MAPS_SCRIPT_BASE = 'https://maps.googleapis.com/maps/api/js';

export function mapsScriptUrl(config: MapsConfig, language?: string): string {
  const url = new URL(MAPS_SCRIPT_BASE);
  url.searchParams.set('key', config.apiKey);
  if (language && /^[a-z]{2,3}(-[A-Za-z]{2})?$/.test(language)) {
    url.searchParams.set('language', language);
  }
  if (config.region) url.searchParams.set('region', config.region);
  return url.href;
}

export function mapsConfigured(config: MapsConfig | undefined = appConfig.integrations.maps) {
  return config !== undefined;
}

export interface LoadMapsOptions {
  /** The interface language (the app's locale); the first load decides it. */
  language?: string;
  config?: MapsConfig | undefined;
  load?: (src: string) => Promise<void>;
  win?: Window;
}

const loaded = new WeakMap<MapsConfig, Promise<unknown>>();

/** The maps namespace (`google.maps`) once its script has run; rejects when off or failing. */
export function loadMaps(options: LoadMapsOptions = {}): Promise<unknown> {
  const config = 'config' in options ? options.config : appConfig.integrations.maps;
  if (!config) return Promise.reject(new Error('The maps service is not configured'));
  const known = loaded.get(config);
  if (known) return known;
  const win = (options.win ?? window) as unknown as { google?: { maps?: unknown } };
  let run: Promise<unknown>;
  try {
    run = (options.load ?? loadScript)(mapsScriptUrl(config, options.language)).then(() => {
      if (!win.google?.maps) throw new Error('The maps service did not start');
      return win.google.maps;
    });
  } catch (error) {
    run = Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  // A failure is forgotten, so a later call may try again.
  run.catch(() => {
    if (loaded.get(config) === run) loaded.delete(config);
  });
  loaded.set(config, run);
  return run;
}
