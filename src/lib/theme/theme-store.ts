import { useSyncExternalStore } from 'react';
import {
  normaliseThemeSettings,
  readThemeSettings,
  THEME_STORAGE_KEY,
  writeThemeSettings,
} from './theme-settings';
import type {
  ControlSize,
  Direction,
  LayoutType,
  Mode,
  ThemeSchema,
  ThemeSettings,
} from './theme-settings';

/**
 * One copy of the theme settings for the whole page. Every change is saved under `theme` and
 * applied to <html> (class `light`/`dark`, `dir`) right away, before React re-renders.
 */

type Listener = () => void;

const listeners = new Set<Listener>();
let current: ThemeSettings | undefined;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined; // storage access itself can throw (privacy settings, sandboxed frames)
  }
}

export function getThemeSettings(): ThemeSettings {
  current ??= readThemeSettings(storage());
  return current;
}

/** Puts the settings on the document root: the mode class (and not the other one) and `dir`. */
export function applyThemeToDocument(
  settings: Pick<ThemeSettings, 'mode' | 'direction'>,
  doc: Document | undefined = globalThis.document,
): void {
  const root = doc?.documentElement;
  if (!root) return;
  root.classList.remove(settings.mode === 'dark' ? 'light' : 'dark');
  root.classList.add(settings.mode);
  root.setAttribute('dir', settings.direction);
}

function emit(): void {
  for (const listener of [...listeners]) listener();
}

function update(change: (settings: ThemeSettings) => ThemeSettings): void {
  const previous = getThemeSettings();
  const next = normaliseThemeSettings(change(previous));
  if (JSON.stringify(next) === JSON.stringify(previous)) return;
  current = next;
  writeThemeSettings(storage(), next);
  applyThemeToDocument(next);
  emit();
}

/** Another tab changed the settings: follow it. */
function onStorage(event: StorageEvent): void {
  if (event.key !== null && event.key !== THEME_STORAGE_KEY) return;
  current = readThemeSettings(storage());
  applyThemeToDocument(current);
  emit();
}

export function subscribeThemeSettings(listener: Listener): () => void {
  if (listeners.size === 0) globalThis.addEventListener?.('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorage);
  };
}

export function useThemeSettings(): ThemeSettings {
  return useSyncExternalStore(subscribeThemeSettings, getThemeSettings, getThemeSettings);
}

/** Reads the saved settings again and applies them (start-up, and tests). */
export function reloadThemeSettings(): ThemeSettings {
  current = readThemeSettings(storage());
  applyThemeToDocument(current);
  emit();
  return current;
}

export function setMode(mode: Mode): void {
  update((s) => ({ ...s, mode }));
}

export function toggleMode(): void {
  update((s) => ({ ...s, mode: s.mode === 'dark' ? 'light' : 'dark' }));
}

export function setSchema(themeSchema: ThemeSchema): void {
  update((s) => ({ ...s, themeSchema }));
}

export function setDirection(direction: Direction): void {
  update((s) => ({ ...s, direction }));
}

export function setControlSize(controlSize: ControlSize): void {
  update((s) => ({ ...s, controlSize }));
}

export function setPanelExpand(panelExpand: boolean): void {
  update((s) => ({ ...s, panelExpand }));
}

export function setSideNavCollapse(sideNavCollapse: boolean): void {
  update((s) => ({ ...s, layout: { ...s.layout, sideNavCollapse } }));
}

/** Switching layout remembers the one left, so a screen can offer the way back. */
export function setLayoutType(type: LayoutType): void {
  update((s) =>
    s.layout.type === type
      ? s
      : { ...s, layout: { ...s.layout, type, previousType: s.layout.type } },
  );
}
