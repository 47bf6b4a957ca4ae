import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { RouteIcon } from '@/app/layouts/nav-icons';
import { displayName } from '@/app/layouts/user-identity';
import { useSession } from '@/features/auth/session/use-session';
import { pageMessages, welcomeMessage } from './messages';
import { EmptyState, PageFrame } from './page-frame';

/** The dashboard's frame until the real dashboard arrives: a welcome and what will be here. */
export function DashboardFrame({ title }: { title: string }) {
  const intl = useIntl();
  const state = useSession();
  const name = displayName(state);
  return (
    <PageFrame title={title}>
      <Typography variant="h6" component="p">
        {name
          ? intl.formatMessage(welcomeMessage, { name })
          : intl.formatMessage(pageMessages.welcome)}
      </Typography>
      <EmptyState
        icon={<RouteIcon routeKey="home" />}
        text={intl.formatMessage(pageMessages.homeEmpty)}
      />
    </PageFrame>
  );
}
