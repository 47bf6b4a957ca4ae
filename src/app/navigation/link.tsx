/**
 * Links: an `<a href>` that navigates inside the app on a plain click, and lets the browser handle
 * the rest (a new tab or window, a download, another origin). NavLink also marks the link of the
 * current page (`aria-current="page"`, class `active`).
 */
import { forwardRef, useContext } from 'react';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import type { To } from './history';
import { createPath } from './history';
import { ABSOLUTE_URL, resolveTo } from './path';
import { NavigationContext, useLocation } from './router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replace the current entry (by default only when the link leads where the page already is). */
  replace?: boolean;
  state?: unknown;
  /** A full page load instead of a navigation inside the app. */
  reloadDocument?: boolean;
}

/** A plain primary-button click, for this window: the app navigates; otherwise the browser does. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/** An absolute URL of this origin as a path; null for another origin's (a plain link). */
function ownPath(to: To): To | null {
  if (typeof to !== 'string' || !ABSOLUTE_URL.test(to)) return to;
  try {
    const url = new URL(to, window.location.href);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, reloadDocument, target, onClick, ...rest },
  ref,
) {
  const { navigator, navigate } = useContext(NavigationContext);
  const location = useLocation();
  const own = ownPath(to);
  const path = own === null ? null : resolveTo(own, location.pathname);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      !path ||
      event.defaultPrevented ||
      reloadDocument ||
      rest.download != null ||
      !isPlainClick(event, target)
    ) {
      return;
    }
    event.preventDefault();
    void navigate(path, { replace: replace ?? createPath(location) === createPath(path), state });
  };
  return (
    <a
      {...rest}
      href={path ? navigator.createHref(path) : (to as string)}
      onClick={handleClick}
      ref={ref}
      target={target}
    />
  );
});

export interface NavLinkProps extends LinkProps {
  /** Active only on the link's own path, not also below it. */
  end?: boolean;
  caseSensitive?: boolean;
}

/**
 * A Link that marks itself when it leads to the current page, or (unless `end`) to a path the
 * current one is under: `aria-current="page"` and the class `active`.
 */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { end = false, caseSensitive = false, className, 'aria-current': ariaCurrent = 'page', ...rest },
  ref,
) {
  const location = useLocation();
  const own = ownPath(rest.to);
  let here = location.pathname;
  let to = own === null ? '' : resolveTo(own, here).pathname;
  if (!caseSensitive) {
    here = here.toLowerCase();
    to = to.toLowerCase();
  }
  const slash = to !== '/' && to.endsWith('/') ? to.length - 1 : to.length;
  const active =
    own !== null && (here === to || (!end && here.startsWith(to) && here.charAt(slash) === '/'));
  return (
    <Link
      {...rest}
      ref={ref}
      aria-current={active ? ariaCurrent : undefined}
      className={[className, active && 'active'].filter(Boolean).join(' ')}
    />
  );
});
