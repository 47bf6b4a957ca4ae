import type { ComponentType } from 'react';
import { lazy, Suspense } from 'react';
import { useWhenIdle } from '@/lib/use-when-idle';

// Its code comes when the page is first idle, never in a page's first load.
const Pieces = lazy<ComponentType>(() =>
  import('./signed-in-warmup-pieces').catch(() => ({ default: () => null })),
);

/**
 * The signed-in shell's style warm-up (./styles-warmup.tsx): once the page is first idle, the
 * styles of a first press, a first menu and a progress bar go in, so that a person's first press
 * on a large page (the professionals list's Next page, measured at 4× CPU by bench:list) does not
 * pay for them. Where there is no idle callback (jsdom, older Safari) the styles come with the
 * first press, as they would without it.
 */
export function SignedInWarmup() {
  const idle = useWhenIdle();
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <Pieces />
    </Suspense>
  );
}
