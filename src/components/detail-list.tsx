/**
 * Facts about one record as a definition list: the labels in a column as wide as the longest,
 * the values beside them (on a phone, each value under its label, where it has the width), long
 * values (emails, ids) wrapping anywhere rather than overflowing.
 */
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Fragment } from 'react';

export function DetailList({ rows }: { rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <Typography
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(8rem, max-content) 1fr' },
        columnGap: 2,
        rowGap: { xs: 0, sm: 0.75 },
        m: 0,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' },
      }}
    >
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </Typography>
  );
}
