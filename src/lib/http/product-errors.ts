/**
 * The product API's global error handler (SPEC §7 "Response errors go to a global handler … and
 * are rethrown"): every failed call is reported once to whoever listens (the app's notifier),
 * then the caller gets the error as before.
 */
import { HttpError } from './errors';
import { isSessionEndingStatus } from './session-events';

/** How a failure reached the handler. */
export interface ProductErrorContext {
  /**
   * The calling form shows this failure itself (one place for a form's outcome): listeners that
   * announce failures leave it to the form.
   */
  shownInForm: boolean;
}

type Listener = (error: Error, context: ProductErrorContext) => void;
const listeners = new Set<Listener>();
const reported = new WeakSet<object>();

export function onProductError(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Reports `error` unless it was already reported, the caller cancelled the call itself, or it
 * ends the session (the session module takes people to sign in; no second message for that).
 */
export function reportProductError(
  error: unknown,
  { callerAborted, shownInForm }: { callerAborted: boolean; shownInForm: boolean },
): void {
  if (!(error instanceof Error) || callerAborted || reported.has(error)) return;
  if (error instanceof HttpError && isSessionEndingStatus(error.status)) return;
  reported.add(error);
  for (const listener of [...listeners]) listener(error, { shownInForm });
}
