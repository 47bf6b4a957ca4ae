/** Statuses that end the session wherever they come from (SPEC §4, §8, §9). */
export const SESSION_ENDING_STATUSES: readonly number[] = [401, 419, 440];

export interface SessionEndingEvent {
  status: number;
  url: string;
}

type Listener = (event: SessionEndingEvent) => void;
const listeners = new Set<Listener>();

/** The one hook for "the server says this session is over"; the session module subscribes. */
export function onSessionEnding(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isSessionEndingStatus(status: number): boolean {
  return SESSION_ENDING_STATUSES.includes(status);
}

export function reportSessionEnding(event: SessionEndingEvent): void {
  for (const listener of [...listeners]) listener(event);
}
