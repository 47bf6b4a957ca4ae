import Link from '@mui/material/Link';
import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { layoutMessages } from './messages';

export const MAIN_ID = 'main';

/** The first thing a keyboard reaches: jumps past the header and navigation to <main>. */
export function SkipLink() {
  const intl = useIntl();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    // Focus instead of changing the URL hash, so the router's location stays as it is.
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.();
  };
  return (
    <Link
      href={`#${MAIN_ID}`}
      onClick={skip}
      sx={{
        position: 'absolute',
        top: 8,
        insetInlineStart: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus, &:focus-visible': { transform: 'none' },
      }}
    >
      {intl.formatMessage(layoutMessages.skipToContent)}
    </Link>
  );
}
