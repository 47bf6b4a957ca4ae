import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '@/components/visually-hidden';

export interface Bar {
  key: string;
  label: string;
  value: number;
}

export interface BarChartProps {
  /** Names the chart and its table. */
  title: string;
  labelHeader: string;
  valueHeader: string;
  shareHeader: string;
  bars: readonly Bar[];
}

/**
 * Horizontal bars drawn with plain boxes: they grow from the start side, so a right-to-left layout
 * mirrors them, and they take the theme's text-safe primary colour (4.5:1 or more on the paper in
 * every schema and mode, above the 3:1 graphics need). The picture is hidden from screen readers,
 * which get the same numbers as a table.
 */
export function BarChart({ title, labelHeader, valueHeader, shareHeader, bars }: BarChartProps) {
  const intl = useIntl();
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  const sum = bars.reduce((total, bar) => total + bar.value, 0);
  const number = (value: number) => intl.formatNumber(value);
  const share = (value: number) =>
    intl.formatNumber(sum === 0 ? 0 : value / sum, { style: 'percent', maximumFractionDigits: 0 });

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(6rem, max-content) minmax(4rem, 1fr) max-content',
          columnGap: 1.5,
          rowGap: 1.25,
          alignItems: 'center',
        }}
      >
        {bars.map((bar) => (
          <Fragment key={bar.key}>
            <Typography variant="body2">{bar.label}</Typography>
            <Box sx={{ height: 14, borderRadius: 1, bgcolor: 'action.hover' }}>
              <Box
                sx={{
                  height: '100%',
                  width: `${max === 0 ? 0 : (bar.value / max) * 100}%`,
                  minWidth: bar.value > 0 ? 4 : 0,
                  borderRadius: 1,
                  bgcolor: 'primary.main',
                }}
              />
            </Box>
            <Typography
              variant="body2"
              sx={{ fontWeight: 600, textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}
            >
              {number(bar.value)}
            </Typography>
          </Fragment>
        ))}
      </Box>
      {/* Hidden by a box around it: a table is as wide as its content whatever width it is given,
          and would widen the page on the side it overflows (the left, right to left). */}
      <Box sx={visuallyHidden}>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              <th scope="col">{valueHeader}</th>
              <th scope="col">{shareHeader}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.key}>
                <th scope="row">{bar.label}</th>
                <td>{number(bar.value)}</td>
                <td>{share(bar.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  );
}
