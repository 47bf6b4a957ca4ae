import { Fragment } from 'react';

/**
 * An email address that may break across lines at its joints, before the '@' and before each dot
 * (where a break reads best, as style guides have it), and only where it must. Isolated (`<bdi>`): an address is read
 * left to right on a right-to-left page too. Long addresses otherwise forced a table wider than
 * its card (the users list scrolled sideways between 900 and 1215 px).
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=[.@])/);
  return (
    <bdi>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </bdi>
  );
}
