/**
 * SPEC §2.2 /profiles/documentation/me (professional): the professional's wallet. Where they
 * stand today, every requirement with the reason in words and their next step, what they hold,
 * with what each source said, and what they can do about it: add, renew, correct, delete
 * (decision 018; src/features/credentials). Beside a requirement to act on, the help article
 * that says what is accepted and why a copy is sent back (decision 034).
 */
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { PageFrame } from '@/components/page-frame';
import { routeTitles } from '@/config/route-messages';
import { ROUTE_BY_KEY } from '@/config/routes';
import { ComplianceRecord } from '@/features/compliance/compliance-record';
import { useCredentialWork } from '@/features/credentials/use-credential-work';
import { TypeArticleButton, useTypeArticles } from '@/features/help/type-article-button';
import { useRouteTrail } from '@/features/navigation/route-trail';

export default function DocumentationPage() {
  const intl = useIntl();
  const trail = useRouteTrail(ROUTE_BY_KEY.documentation);
  const work = useCredentialWork('me');
  const articles = useTypeArticles();
  return (
    <PageFrame title={intl.formatMessage(routeTitles.documentation)} trail={trail}>
      <Stack spacing={2}>
        {work.toolbar}
        <ComplianceRecord
          id="me"
          voice="self"
          actions={work.actions}
          documentActions={work.documentActions}
          requirementActions={(requirement, typeName) => (
            <TypeArticleButton requirement={requirement} typeName={typeName} articles={articles} />
          )}
        />
      </Stack>
      {work.dialogs}
    </PageFrame>
  );
}
