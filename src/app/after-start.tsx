import { lazy, Suspense } from 'react';
import LanguageFailureNotice from '@/components/language-failure-notice';
import { appConfig } from '@/config/app-config';

// The third parties (SPEC §7) load only when one that follows the app is configured.
const { bugReport, chat } = appConfig.integrations;
const Integrations =
  bugReport || chat
    ? lazy(() => import('@/integrations/integrations').then((m) => ({ default: m.Integrations })))
    : undefined;

/**
 * What a page needs once it is live and not for its first paint, so not in the entry pages' first
 * load (src/app/app.tsx loads it after hydration): the notice of a chosen language that could not
 * be loaded, and the third parties, which exist in the browser only.
 */
export default function AfterStart() {
  return (
    <>
      <LanguageFailureNotice />
      {Integrations && (
        <Suspense fallback={null}>
          <Integrations />
        </Suspense>
      )}
    </>
  );
}
