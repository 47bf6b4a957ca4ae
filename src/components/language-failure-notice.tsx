import { useEffect, useState } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { LOCALE_NAMES } from '@/lib/i18n/locale';
import type { Locale } from '@/lib/i18n/locale';
import { isOnline } from '@/lib/online-status';
import { subscribeLanguageFailures } from './choose-language';
import type ErrorSnackbar from './error-snackbar';

const languageNotLoadedMessage = defineMessage<{ language: string }>({
  id: 'common.languageNotLoaded',
  defaultMessage: '{language} could not be loaded. Check your connection and try again.',
});

interface Failure {
  key: number;
  locale: Locale;
  Snackbar: typeof ErrorSnackbar;
}

/**
 * Says that a chosen language could not be loaded (its pack is a chunk of its own: a flaky
 * connection or a newer deployment can refuse it); the page stays in its language and the choice
 * can be made again. Offline, the offline notice already says what to do. The message's code loads
 * with the failure, and only a message that could load is shown: a failed load of it must not take
 * the page down (React's lazy would throw it into the app).
 */
export default function LanguageFailureNotice() {
  const intl = useIntl();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let live = true;
    const stop = subscribeLanguageFailures((locale) => {
      if (!isOnline()) return;
      import('./error-snackbar').then(
        ({ default: Snackbar }) => {
          if (!live) return;
          setFailure({ key: Date.now(), locale, Snackbar });
          setOpen(true);
        },
        () => undefined,
      );
    });
    return () => {
      live = false;
      stop();
    };
  }, []);
  if (!failure) return null;
  const { Snackbar } = failure;
  return (
    <Snackbar
      key={failure.key}
      open={open}
      onClose={() => setOpen(false)}
      text={intl.formatMessage(languageNotLoadedMessage, {
        language: LOCALE_NAMES[failure.locale],
      })}
    />
  );
}
