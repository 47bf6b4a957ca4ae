import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { Options, UserEvent } from '@testing-library/user-event';

/**
 * A user-event instance for DOM tests. The check that a target is not `pointer-events: none` runs
 * once per element an action targets, not on every pointer event of the action (the default): each
 * check reads the computed style of the element and all its ancestors, which jsdom works out by
 * matching every rule of MUI's style sheets, and it was a fifth of a page test's time. The
 * browser tests click with a real pointer.
 */
export function setupUser(options: Options = {}): UserEvent {
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.EachTarget, ...options });
}
