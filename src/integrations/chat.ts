/**
 * The customer-chat widget (Intercom-like) for signed-in users (SPEC §7): booted with the user's
 * id (or uuid), display name, email and creation time in seconds, and nothing else; shut down at
 * sign-out. Every call is guarded: a broken widget never reaches the app.
 */
import type { ChatConfig, ChatRegion } from '@/config/app-config';
import { loadScript } from './load-script';

export const CHAT_API_BASES: Readonly<Record<ChatRegion, string>> = {
  us: 'https://api-iam.intercom.io',
  eu: 'https://api-iam.eu.intercom.io',
  ap: 'https://api-iam.au.intercom.io',
};

export const UNKNOWN_USER = 'Unknown User';

/** What the chat may know of a person; everything else stays in the app. */
export interface ChatPerson {
  id?: number | string;
  uuid?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  /** ISO 8601. */
  createdAt?: string;
}

/** Exactly what the widget is booted with. */
export interface ChatBootData {
  app_id: string;
  api_base: string;
  user_id: string;
  name: string;
  email?: string;
  created_at?: number;
}

type WidgetFn = ((...args: unknown[]) => void) & {
  q?: unknown[][];
  c?: (args: unknown[]) => void;
};

export function chatWidgetUrl(config: ChatConfig): string {
  return `https://widget.intercom.io/widget/${encodeURIComponent(config.appId)}`;
}

/** "First Last", trimmed, or 'Unknown User'. */
export function chatDisplayName(firstName?: string, lastName?: string): string {
  const name = [firstName, lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || UNKNOWN_USER;
}

/** The boot data for a person, or undefined when the person has neither id nor uuid. */
export function chatBootData(config: ChatConfig, person: ChatPerson): ChatBootData | undefined {
  const id = person.id !== undefined && person.id !== '' ? String(person.id) : person.uuid;
  if (!id) return undefined;
  const data: ChatBootData = {
    app_id: config.appId,
    api_base: CHAT_API_BASES[config.region],
    user_id: id,
    name: chatDisplayName(person.firstName, person.lastName),
  };
  if (person.email) data.email = person.email;
  const created = person.createdAt ? Date.parse(person.createdAt) : NaN;
  if (Number.isFinite(created)) data.created_at = Math.floor(created / 1000);
  return data;
}

export interface ChatDeps {
  win?: Window;
  load?: (src: string) => Promise<void>;
  warn?: (...args: unknown[]) => void;
}

export interface Chat {
  /** Boots, updates or shuts the widget down to match who is signed in (null: nobody). */
  sync(person: ChatPerson | null): void;
  shutdown(): void;
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createChat(config: ChatConfig, deps: ChatDeps = {}): Chat {
  const warn = deps.warn ?? console.warn;
  const load = deps.load ?? loadScript;
  let booted: ChatBootData | undefined;
  let loadStarted = false;

  function host(): { Intercom?: WidgetFn } {
    return (deps.win ?? window) as unknown as { Intercom?: WidgetFn };
  }

  /** The widget's call queue (as its own snippet makes it), then its script, once. */
  function ensureWidget(): void {
    if (loadStarted) return;
    loadStarted = true;
    const w = host();
    if (typeof w.Intercom === 'function') return; // already on the page
    const stub: WidgetFn = (...args: unknown[]) => stub.c?.(args);
    stub.q = [];
    stub.c = (args) => stub.q?.push(args);
    w.Intercom = stub;
    load(chatWidgetUrl(config)).catch((error: unknown) => {
      warn('The chat widget failed to load:', message(error));
    });
  }

  function call(...args: unknown[]): void {
    try {
      host().Intercom?.(...args);
    } catch (error) {
      warn('The chat widget failed:', message(error));
    }
  }

  function shutdown(): void {
    if (!booted) return;
    booted = undefined;
    call('shutdown');
  }

  return {
    sync(person) {
      try {
        const data = person ? chatBootData(config, person) : undefined;
        if (!data) {
          shutdown();
          return;
        }
        // Another person (or the uuid replaced by the id): a fresh conversation, not an update.
        if (booted && booted.user_id !== data.user_id) shutdown();
        if (!booted) {
          ensureWidget();
          call('boot', data);
        } else if (JSON.stringify(booted) !== JSON.stringify(data)) {
          call('update', data);
        }
        booted = data;
      } catch (error) {
        warn('The chat widget failed:', message(error));
      }
    },
    shutdown() {
      try {
        shutdown();
      } catch (error) {
        warn('The chat widget failed:', message(error));
      }
    },
  };
}

/** Opens the chat's conversation window, when the widget is on the page (the support hub). */
export function openChat(win: Window = window): boolean {
  const intercom = (win as unknown as { Intercom?: WidgetFn }).Intercom;
  if (typeof intercom !== 'function') return false;
  try {
    intercom('show');
    return true;
  } catch {
    return false;
  }
}
