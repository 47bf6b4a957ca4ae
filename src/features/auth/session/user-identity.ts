import type { SessionState } from '@/features/auth/session/session';

/** The name to show: the identity's name, else the product user's, else the username. */
export function displayName(state: Pick<SessionState, 'identity' | 'user'>): string | undefined {
  const fromUser = [state.user?.firstName, state.user?.lastName].filter(Boolean).join(' ');
  return state.identity?.name?.trim() || fromUser.trim() || state.identity?.username || undefined;
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
