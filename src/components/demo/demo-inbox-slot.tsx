import { lazy, memo, Suspense } from 'react';
import { appConfig } from '@/config/app-config';

// Only the demo has an inbox: its code stays out of production pages.
const DemoInbox = lazy(() => loadDemoInbox().then((m) => ({ default: m.DemoInbox })));

/** The inbox's module, loaded before a prerendered page hydrates (src/main.tsx). */
export const loadDemoInbox = () => import('./demo-inbox');

/**
 * 'Open the demo inbox' where links and codes are "sent", in builds with the embedded demo backend
 * only. It is in the page from the first paint (a prerendered page has it too), so nothing below
 * it moves when the backend has started. Memoised: a re-render of the page around it (the
 * session's mode confirmed) must not reach its lazily loaded part while that part is still being
 * hydrated, or React would render it afresh, empty for a moment (a layout shift).
 */
export const DemoInboxSlot = memo(function DemoInboxSlot() {
  if (!appConfig.enableMock) return null;
  return (
    <Suspense fallback={null}>
      <DemoInbox />
    </Suspense>
  );
});
