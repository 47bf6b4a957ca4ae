import LockOutlined from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { firstAllowedEntry, FALLBACK_PATH } from '@/features/navigation/nav-model';
import { routeTitles } from '@/config/route-messages';
import { useSession } from '@/features/auth/session/use-session';
import { goToMessage, pageMessages } from './messages';
import { EmptyState, PageFrame } from '@/components/page-frame';

/** Says the page is not for this person, and offers the first place they may open. */
export function AccessDenied({ title }: { title: string }) {
  const intl = useIntl();
  const { roles } = useSession();
  const entry = firstAllowedEntry(roles);
  const target = entry?.to ?? FALLBACK_PATH;
  const targetName: MessageDescriptor = entry?.title ?? routeTitles.accountSettings;
  const targetTitle = intl.formatMessage(targetName);
  return (
    <PageFrame title={title} home={target}>
      <EmptyState
        icon={<LockOutlined />}
        title={intl.formatMessage(pageMessages.accessDeniedHeading)}
        text={intl.formatMessage(pageMessages.accessDeniedText)}
        action={
          <Button component={RouterLink} to={target} variant="contained">
            {intl.formatMessage(goToMessage, { page: targetTitle })}
          </Button>
        }
      />
    </PageFrame>
  );
}
