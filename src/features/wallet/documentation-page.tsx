/**
 * SPEC §2.2 /profiles/documentation/me (professional): the professional's wallet. Where they
 * stand today, every requirement with the reason in words and their next step, and what they
 * hold, with what each source said (decision 018).
 */
import { useIntl } from 'react-intl';
import { PageFrame } from '@/components/page-frame';
import { routeTitles } from '@/config/route-messages';
import { ROUTE_BY_KEY } from '@/config/routes';
import { ComplianceRecord } from '@/features/compliance/compliance-record';
import { useRouteTrail } from '@/features/navigation/route-trail';

export default function DocumentationPage() {
  const intl = useIntl();
  const trail = useRouteTrail(ROUTE_BY_KEY.documentation);
  return (
    <PageFrame title={intl.formatMessage(routeTitles.documentation)} trail={trail}>
      <ComplianceRecord id="me" voice="self" />
    </PageFrame>
  );
}
