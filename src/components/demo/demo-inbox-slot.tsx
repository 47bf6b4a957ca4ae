import { lazy, Suspense } from 'react';
import { useDemoBackend } from './demo-backend';

// Only the demo has an inbox: its code stays out of production pages.
const DemoInbox = lazy(() => import('./demo-inbox').then((m) => ({ default: m.DemoInbox })));

/** 'Open the demo inbox' where links and codes are "sent", with the embedded demo backend only. */
export function DemoInboxSlot() {
  if (!useDemoBackend()) return null;
  return (
    <Suspense fallback={null}>
      <DemoInbox />
    </Suspense>
  );
}
