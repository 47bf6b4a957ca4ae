/**
 * The tenant's sign-in methods as the identity provider answers them now (GET /tenants/{id}/mode,
 * the call the sign-in forms make): read-only, since the tenant owner sets them at the provider.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import {
  getGetTenantModeQueryKey,
  getTenantMode,
} from '@generated/provider/endpoints/tenant/tenant';
import type { Factor } from '@generated/provider/model';
import { failureText } from '@/components/failure-text';
import { commonMessages } from '@/components/messages';
import { appConfig } from '@/config/app-config';
import { factorName } from './factor-names';
import { configMessages as m } from './messages';

function Factors({ label, factors }: { label: string; factors: readonly Factor[] }) {
  const intl = useIntl();
  return (
    <Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      {factors.length === 0 ? (
        <Typography color="text.secondary">{intl.formatMessage(m.noFactors)}</Typography>
      ) : (
        <List dense disablePadding sx={{ listStyle: 'disc', paddingInlineStart: 3 }}>
          {factors.map((factor) => (
            <ListItem
              key={`${factor.channel}/${factor.strategy}`}
              sx={{ display: 'list-item', px: 0 }}
            >
              {factorName(intl, factor)}
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

export function SignInMethods() {
  const intl = useIntl();
  const t = intl.formatMessage;
  // The generated fetcher with react-query's own hook, not the generated hook: that one lives in
  // the module the sign-in page loads first, and would bring react-query into its first load.
  const answer = useQuery({
    queryKey: getGetTenantModeQueryKey(appConfig.tenantId),
    queryFn: ({ signal }) => getTenantMode(appConfig.tenantId, { signal }),
  });
  return (
    <>
      <Typography color="text.secondary">{t(m.signInIntro)}</Typography>
      {answer.data ? (
        <>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: 'auto 1fr' }}
          >
            <Typography component="dt" color="text.secondary">
              {t(m.tenant)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontFamily: 'monospace' }}>
              {appConfig.tenantId}
            </Typography>
            <Typography component="dt" color="text.secondary">
              {t(m.mode)}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {t(answer.data.mode === 'live' ? m.modeLive : m.modeTest)}
            </Typography>
          </Box>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { md: '1fr 1fr' } }}>
            <Factors label={t(m.firstFactors)} factors={answer.data.authentication.firstFactors} />
            <Factors
              label={t(m.secondFactors)}
              factors={answer.data.authentication.secondFactors}
            />
          </Box>
        </>
      ) : answer.isError ? (
        <Alert
          severity="error"
          variant="outlined"
          action={
            <Button color="inherit" size="small" onClick={() => void answer.refetch()}>
              {t(commonMessages.retry)}
            </Button>
          }
        >
          {t(m.loadFailed)} {failureText(intl, answer.error)}
        </Alert>
      ) : (
        <Box role="status" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} />
          ))}
        </Box>
      )}
    </>
  );
}
