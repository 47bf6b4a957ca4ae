import * as React from 'react';

/**
 * React's development build records an "owner stack" for every element it creates (an `Error`
 * captured in each `jsx()` and `createElement()` call, up to 10,000 per render), so that its
 * warnings can say which component rendered which. The DOM tests render whole pages hundreds of
 * times, and that capture was a tenth of their CPU time (a profile of two page files: 15.8 → 14.2 s
 * active, `jsx`/`createElement` 1.67 → 0.48 s). Here the count React keeps of them reads as
 * already past its limit, so React uses its "unknown owner" stack instead, as it does after
 * 10,000 elements. React's warnings are still printed; their stacks name fewer components.
 *
 * The count lives on React's internals object (react 19.x, pinned in package.json). Should a
 * version move it, this does nothing: the tests stay right, only slower.
 */
const internals = (React as unknown as Record<string, unknown>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE as
  Record<string, unknown> | undefined;

if (internals && typeof internals.recentlyCreatedOwnerStacks === 'number') {
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => Number.MAX_SAFE_INTEGER,
    set: () => undefined,
  });
}
