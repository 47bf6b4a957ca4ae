import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { RouteIcon } from '@/features/navigation/nav-icons';
import { findRoute } from '@/config/routes';
import type { RouteDef } from '@/config/routes';
import { routeEmptyStates } from '@/config/route-empty-states';
import type { RouteKey } from '@/config/route-messages';
import { AccessDenied } from './access-denied';
import { pageMessages } from './messages';
import { EmptyState, PageFrame } from '@/components/page-frame';
import { useRouteTrail } from '@/features/navigation/route-trail';

function hasEmptyState(key: RouteKey): key is keyof typeof routeEmptyStates {
  return Object.hasOwn(routeEmptyStates, key);
}

/**
 * The page of every route whose content is not built yet: title, breadcrumb, and an empty state
 * that says what will appear there.
 */
export default function FramePage() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const route = findRoute(pathname);

  if (!route) return <PageFrame title={intl.formatMessage(pageMessages.notFound)} />;
  if (route.key === 'accessDenied') return <AccessDenied title={intl.formatMessage(route.title)} />;
  return <EmptyRoutePage route={route} />;
}

function EmptyRoutePage({ route }: { route: RouteDef }) {
  const intl = useIntl();
  const trail = useRouteTrail(route);
  const empty = hasEmptyState(route.key) ? routeEmptyStates[route.key] : pageMessages.emptyGeneric;
  return (
    <PageFrame title={intl.formatMessage(route.title)} trail={trail}>
      <EmptyState icon={<RouteIcon routeKey={route.key} />} text={intl.formatMessage(empty)} />
    </PageFrame>
  );
}
