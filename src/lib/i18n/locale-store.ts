import { useSyncExternalStore } from 'react';
import {
  DEFAULT_LOCALE,
  isLocale,
  loadMessages,
  readStoredLocale,
  writeStoredLocale,
} from './locale';
import type { Locale, Messages } from './locale';

/**
 * SPEC §3 "Locale state": the current language, persisted under `locale`. The language only
 * changes once its messages have arrived, so the page never shows ids or a blank frame.
 */
export interface LocaleState {
  locale: Locale;
  /** The messages of `locale`, or undefined until they have been loaded. */
  messages: Messages | undefined;
}

type Listener = () => void;

const listeners = new Set<Listener>();
const loaded = new Map<Locale, Messages>();
let current: LocaleState | undefined;
let latestRequest = 0;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

function emit(): void {
  for (const listener of [...listeners]) listener();
}

function applyLangToDocument(locale: Locale): void {
  const root = globalThis.document?.documentElement;
  if (root) root.lang = locale;
}

export function getLocaleState(): LocaleState {
  if (!current) {
    const locale = readStoredLocale(storage());
    current = { locale, messages: loaded.get(locale) };
  }
  return current;
}

export function subscribeLocale(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useLocale(): LocaleState {
  return useSyncExternalStore(subscribeLocale, getLocaleState, getLocaleState);
}

/** Hands over messages already in memory (the boot code or a test loaded them). */
export function primeLocaleMessages(locale: Locale, messages: Messages): void {
  loaded.set(locale, messages);
  const state = getLocaleState();
  if (state.locale === locale && state.messages !== messages) {
    current = { locale, messages };
    emit();
  }
}

/**
 * Switches the language: loads its pack (a chunk of its own), then updates the state, the saved
 * choice and `<html lang>`. A failed load leaves the current language in place and rejects.
 * When two calls overlap, the later one wins.
 */
export async function setLocale(lang: Locale): Promise<void> {
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  const request = ++latestRequest;
  const messages = loaded.get(locale) ?? (await loadMessages(locale));
  loaded.set(locale, messages);
  if (request !== latestRequest) return;
  writeStoredLocale(storage(), locale);
  applyLangToDocument(locale);
  const state = getLocaleState();
  if (state.locale === locale && state.messages === messages) return;
  current = { locale, messages };
  emit();
}

/** Loads the saved language at start; if its pack cannot be loaded, English is used instead. */
export async function loadInitialLocale(): Promise<LocaleState> {
  const { locale } = getLocaleState();
  try {
    await setLocale(locale);
  } catch (error) {
    if (locale === DEFAULT_LOCALE) throw error;
    await setLocale(DEFAULT_LOCALE);
  }
  return getLocaleState();
}

/**
 * Forgets the in-memory state and reads the saved choice again (start-up and tests);
 * `dropMessages` also forgets the packs already loaded.
 */
export function reloadLocaleState({ dropMessages = false } = {}): LocaleState {
  latestRequest++;
  if (dropMessages) loaded.clear();
  current = undefined;
  const state = getLocaleState();
  emit();
  return state;
}
