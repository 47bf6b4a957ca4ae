import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { failureText } from './failure-text';
import { onProductError } from '@/lib/http/product-errors';

// The message's code loads with the first error, not with every page (the sign-in page has none).
const ErrorSnackbar = lazy(() => import('./error-snackbar'));

/**
 * The visible end of the product API's global error handler: the server's message as text, or
 * the unknown-error message, announced and dismissible. The page that made the call still shows
 * its own error state; this says that something failed wherever the person is looking. Failures
 * that a form on screen shows itself (its call passed `shownInForm`) are left to that form.
 */
export function ProductErrorNotifier() {
  const intl = useIntl();
  const [current, setCurrent] = useState<{ key: number; text: string } | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(
    () =>
      onProductError((error, { shownInForm }) => {
        // A form's failure is said in that form only; a toast is for failures without one.
        if (shownInForm) return;
        setCurrent({
          key: Date.now(),
          text: failureText(intl, error),
        });
        setOpen(true);
      }),
    [intl],
  );
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <ErrorSnackbar
        key={current.key}
        text={current.text}
        open={open}
        onClose={() => setOpen(false)}
      />
    </Suspense>
  );
}
