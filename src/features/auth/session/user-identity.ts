import type { SessionState } from '@/features/auth/session/session';
import { namesOf } from '@/lib/user-name';

/**
 * The name to show: the identity's name, else the product user's names, else the username, else
 * the email (a sign-up without names has none of the others).
 */
export function displayName(state: Pick<SessionState, 'identity' | 'user'>): string | undefined {
  return (
    state.identity?.name?.trim() ||
    namesOf(state.user) ||
    state.identity?.username ||
    state.identity?.email ||
    state.user?.email ||
    undefined
  );
}

/** "Ada Lovelace" → "AL", "ada@example.com" → "A". */
export function initials(text: string | undefined): string {
  const words = (text ?? '')
    .replace(/@.*$/, '')
    .split(/[\s._-]+/)
    .filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return `${Array.from(first)[0] ?? ''}${last ? (Array.from(last)[0] ?? '') : ''}`.toUpperCase();
}
