import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '@/components/visually-hidden';
import { failureText } from '@/components/failure-text';
import type { CardState } from './user-stats';
import { dashboardMessages as m } from './messages';

export interface DashboardCardProps {
  title: string;
  /** Beside the title: a link to where the card's content continues. */
  action?: ReactNode;
  /** The heading's id, for controls that refer to the card; made up when not given. */
  headingId?: string;
  children: ReactNode;
}

/** A titled region of the dashboard (its heading names it for screen readers). */
export function DashboardCard({ title, action, headingId, children }: DashboardCardProps) {
  const ownId = useId();
  const id = headingId ?? ownId;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}
    >
      <Stack
        direction="row"
        sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'baseline' }}
      >
        <Typography id={id} component="h2" variant="h6">
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}

export interface LoadedCardProps<T> extends Omit<DashboardCardProps, 'children'> {
  state: CardState<T>;
  /** How many placeholder lines stand in while loading. */
  placeholders?: number;
  children: (data: T) => ReactNode;
}

/**
 * A card whose content comes from the API: placeholders, then the content, or an error with a
 * Retry that names its card (several cards can fail at once).
 */
export function LoadedCard<T>({ state, placeholders = 3, children, ...card }: LoadedCardProps<T>) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const titleId = useId();
  return (
    <DashboardCard {...card} headingId={titleId}>
      {state.kind === 'ready' ? (
        children(state.data)
      ) : state.kind === 'error' ? (
        <Alert
          severity="error"
          variant="outlined"
          action={
            <Button color="inherit" size="small" onClick={state.retry} aria-describedby={titleId}>
              {t(m.retry)}
            </Button>
          }
        >
          {t(m.loadFailed)} {failureText(intl, state.error)}
        </Alert>
      ) : (
        <Box aria-busy>
          <Box component="span" role="status" sx={visuallyHidden}>
            {t(m.loading)}
          </Box>
          {Array.from({ length: placeholders }, (_, i) => (
            <Skeleton key={i} aria-hidden variant="text" height={32} />
          ))}
        </Box>
      )}
    </DashboardCard>
  );
}
