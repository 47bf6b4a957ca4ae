/**
 * The license step's result card (decision 028): each source's answer as a sentence, the source,
 * when it was checked, and its own words as it gave them (shown as text, in their own language);
 * then what the engine says is next for the credential (a copy to send, a reviewer's look).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Credential, CredentialVerification } from '@generated/product/model';
import { reasonSentence } from '@/features/compliance/reason';
import { sourceMessages } from '@/features/compliance/view-messages';
import { boardOutcomeMessages, licenseMessages as m, npiOutcomeMessages } from './license-messages';

type Severity = 'success' | 'warning' | 'error';

const severityOf = (outcome: CredentialVerification['outcome']): Severity =>
  outcome === 'active' || outcome === 'clear'
    ? 'success'
    : outcome === 'not-found' || outcome === 'name-mismatch'
      ? 'warning'
      : 'error';

function Answer({ credential, typeName }: { credential: Credential; typeName: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const answer = credential.verification;
  if (!answer) return null;
  const npi = answer.source === 'npi-registry';
  const sentence = npi
    ? t(
        npiOutcomeMessages[
          answer.outcome === 'active' ||
          answer.outcome === 'not-found' ||
          answer.outcome === 'name-mismatch'
            ? answer.outcome
            : 'other'
        ],
      )
    : t(boardOutcomeMessages[answer.outcome]);
  const what = [typeName, credential.number, credential.state].filter(Boolean).join(' · ');
  return (
    <Box>
      <Typography component="h3" sx={{ fontWeight: 600 }} dir="auto">
        {what}
      </Typography>
      <Alert severity={severityOf(answer.outcome)} role="none" sx={{ my: 1 }}>
        {sentence}
      </Alert>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
          '& dd': { m: 0, mb: { xs: 1, sm: 0 } },
          '& dt': { color: 'text.secondary' },
        }}
      >
        <dt>{t(m.source)}</dt>
        <dd>{t(sourceMessages[answer.source])}</dd>
        <dt>{t(m.checkedAt)}</dt>
        <dd>
          {/* Isolated: '29 nov 2026, 11:57' must not be reordered right to left. */}
          <bdi>
            {intl.formatDate(answer.checkedAt, { dateStyle: 'medium', timeStyle: 'short' })}
          </bdi>
        </dd>
        {answer.sourceText && (
          <>
            <dt>{t(m.sourceText)}</dt>
            {/* The source's own words, in its own language (English), left to right. */}
            <dd lang="en" dir="ltr" style={{ fontFamily: 'monospace' }}>
              {answer.sourceText}
            </dd>
          </>
        )}
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {reasonSentence(intl, credential, typeName, 'self')}
      </Typography>
    </Box>
  );
}

interface ResultProps {
  license: Credential;
  npi?: Credential | undefined;
  typeName: (typeId: string) => string;
  headingRef?: Ref<HTMLHeadingElement>;
}

export function LicenseResult({ license, npi, typeName, headingRef }: ResultProps) {
  const t = useIntl().formatMessage;
  const titleId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}
    >
      <Typography id={titleId} ref={headingRef} tabIndex={-1} variant="h6" component="h2">
        {t(m.resultTitle)}
      </Typography>
      <Stack spacing={3} sx={{ mt: 1 }}>
        <Answer credential={license} typeName={typeName(license.typeId)} />
        {npi && <Answer credential={npi} typeName={typeName(npi.typeId)} />}
      </Stack>
    </Paper>
  );
}
