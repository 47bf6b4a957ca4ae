/**
 * What a keyboard and a screen reader follow on a navigation (not on the first load, where the
 * skip link is the first stop): focus moves to the new page's main heading, or to <main> when it
 * has none, and a polite live region announces the page's title ('Navigated to Users'). A page that has already put focus
 * inside <main> itself keeps it there (the sign-in flow's steps focus their own field or heading).
 * A change of the query alone (the users list's search and filters) is no navigation here.
 */
import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { visuallyHidden } from '@/components/visually-hidden';
import { pageOpenedMessage } from './layouts/messages';
import { MAIN_ID } from './layouts/skip-link';

/**
 * How long a page may take to show its heading and finish loading (a lazily loaded page, its
 * data) before focus and the announcement go to what is there.
 */
const HEADING_WAIT_MS = 10_000;

/** The live region's id: what it says changes once a navigation has landed (the browser tests wait on it). */
export const ROUTE_ANNOUNCER_ID = 'route-announcer';

export function RouteFocus() {
  const { pathname } = useLocation();
  const intl = useIntl();
  const [announcement, setAnnouncement] = useState('');
  // The address the last focus move was for: the first load's, so that it moves nothing. (A flag
  // for the first run would not do: React's StrictMode runs a new component's effects twice in
  // development, and the second run took the first load for a navigation.)
  const focusedFor = useRef(pathname);

  useEffect(() => {
    if (focusedFor.current === pathname) return;
    focusedFor.current = pathname;
    const started = performance.now();
    let frame = 0;
    const settle = () => {
      const main = document.getElementById(MAIN_ID);
      const heading = main?.querySelector('h1');
      // A page still loading may title itself generically ('User details' before the name).
      const loading = main?.querySelector('[aria-busy="true"], .MuiSkeleton-root');
      if ((!heading || loading) && performance.now() - started < HEADING_WAIT_MS) {
        frame = requestAnimationFrame(settle);
        return;
      }
      const target = heading ?? main;
      if (!target) return;
      const active = document.activeElement;
      const placedByPage = main !== null && active !== main && main.contains(active);
      if (!placedByPage) {
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        // The router restores or resets the scroll position; focus does not move it.
        target.focus({ preventScroll: true });
      }
      const title = (heading?.textContent ?? document.title).trim();
      const words = intl.formatMessage(pageOpenedMessage, { title });
      // The same words twice in a row (a redirect to a page like the last) are said again.
      setAnnouncement((previous) => (previous === words ? `${words}\u00a0` : words));
    };
    frame = requestAnimationFrame(settle);
    return () => cancelAnimationFrame(frame);
    // The words are the language's when the page changes; a language switch is no navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  return (
    <Box
      id={ROUTE_ANNOUNCER_ID}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      sx={visuallyHidden}
    >
      {announcement}
    </Box>
  );
}
