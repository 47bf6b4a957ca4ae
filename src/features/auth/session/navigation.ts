/** How the session moves a person (where to is src/lib/redirect.ts's to say). */
type Here = Pick<Location, 'pathname' | 'search' | 'hash'>;

/** Navigates unless the page is already there: going there again would reload it or repeat it. */
export function createGo(
  location: () => Here,
  navigate: (to: string) => void,
): (target: string) => void {
  return (target) => {
    const loc = location();
    if (`${loc.pathname}${loc.search}${loc.hash}` !== target) navigate(target);
  };
}
