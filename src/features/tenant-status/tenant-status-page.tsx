import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { useGetTenantMode } from '@generated/provider/endpoints/tenant/tenant';
import type { Factor } from '@generated/provider/model';
import { useDemoBackend } from '@/app/demo-backend';
import { Loading } from '@/components/loading';
import { appConfig } from '@/config/app-config';
import { displayMessage } from '@/lib/http/errors';
import { factorLabel } from './factor-label';

function FactorList({ factors, labelledBy }: { factors: Factor[]; labelledBy: string }) {
  const intl = useIntl();
  return (
    <List dense aria-labelledby={labelledBy}>
      {factors.map((factor) => {
        const { descriptor, values } = factorLabel(factor);
        return (
          <ListItem key={`${factor.channel}:${factor.strategy}`}>
            <ListItemText primary={intl.formatMessage(descriptor, values)} />
          </ListItem>
        );
      })}
    </List>
  );
}

/**
 * What the tenant offers, read through the generated provider layer. It is the first screen the
 * app serves while the sign-in toolkit and the app shell are built.
 */
export function TenantStatusPage() {
  const intl = useIntl();
  const { tenantId, appName } = appConfig;
  const mode = useGetTenantMode(tenantId);
  const demoBackend = useDemoBackend();

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: { xs: 2, sm: 4 } }}
    >
      <Paper sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 480 }}>
        <Typography component="h1" variant="h5" gutterBottom>
          <FormattedMessage id="tenantStatus.title" values={{ appName }} />
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          <FormattedMessage id="tenantStatus.subtitle" />
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
          <Typography variant="body2">
            <FormattedMessage id="tenantStatus.tenant" values={{ tenantId }} />
          </Typography>
          {mode.data && (
            <Chip
              size="small"
              color={mode.data.mode === 'test' ? 'warning' : 'success'}
              label={intl.formatMessage({ id: `tenantStatus.mode.${mode.data.mode}` })}
            />
          )}
        </Box>
        {mode.isPending && <Loading size={40} />}
        {mode.isError && (
          <Alert
            severity="error"
            role="alert"
            action={
              <Button color="inherit" size="small" onClick={() => void mode.refetch()}>
                <FormattedMessage id="common.retry" />
              </Button>
            }
          >
            {displayMessage(mode.error) ?? intl.formatMessage({ id: 'common.unknownError' })}
          </Alert>
        )}
        {mode.data && mode.data.authentication.firstFactors.length === 0 && (
          <Alert severity="info">
            <FormattedMessage id="tenantStatus.noMethods" />
          </Alert>
        )}
        {mode.data && mode.data.authentication.firstFactors.length > 0 && (
          <>
            <Typography id="first-factors" component="h2" variant="subtitle1">
              <FormattedMessage id="tenantStatus.methodsHeading" />
            </Typography>
            <FactorList
              factors={mode.data.authentication.firstFactors}
              labelledBy="first-factors"
            />
          </>
        )}
        {mode.data && mode.data.authentication.secondFactors.length > 0 && (
          <>
            <Typography id="second-factors" component="h2" variant="subtitle1">
              <FormattedMessage id="tenantStatus.secondFactorsHeading" />
            </Typography>
            <FactorList
              factors={mode.data.authentication.secondFactors}
              labelledBy="second-factors"
            />
          </>
        )}
        {demoBackend && (
          <Box
            component="section"
            aria-labelledby="demo-data"
            sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}
          >
            <Typography id="demo-data" component="h2" variant="subtitle1">
              <FormattedMessage id="demo.heading" />
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              <FormattedMessage id="demo.description" />
            </Typography>
            <Button variant="outlined" size="small" onClick={() => demoBackend.resetDemoData()}>
              <FormattedMessage id="demo.reset" />
            </Button>
          </Box>
        )}
      </Paper>
    </Box>
  );
}
