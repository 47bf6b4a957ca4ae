/**
 * SPEC §2.2 /system/config/* (admin): one page per section under its own address. Built so far:
 * the sign-in methods the identity provider offers the tenant, and the app configuration as it
 * runs (both read-only). `/system/config` and an unknown section open the first one.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import { ROUTE_BY_KEY } from '@/config/routes';
import { useRouteTrail } from '@/features/navigation/route-trail';
import { AppConfiguration } from './app-configuration';
import { configMessages as m } from './messages';
import { SignInMethods } from './sign-in-methods';

const BASE = '/system/config';

const SECTIONS: ReadonlyArray<{
  slug: string;
  title: MessageDescriptor;
  Content: ComponentType;
}> = [
  { slug: 'sign-in', title: m.signInTitle, Content: SignInMethods },
  { slug: 'app', title: m.appTitle, Content: AppConfiguration },
];

export default function SystemConfigPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const route = ROUTE_BY_KEY.systemConfig;
  const trail = useRouteTrail(route);
  const slug = useParams()['*'] ?? '';
  const headingId = useId();
  const section = SECTIONS.find((s) => s.slug === slug);
  if (!section) return <Navigate to={`${BASE}/${SECTIONS[0]!.slug}`} replace />;
  const { Content } = section;
  return (
    <PageFrame title={t(route.title)} trail={trail}>
      <Box component="nav" aria-label={t(m.sections)}>
        <Box
          component="ul"
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', gap: 3, flexWrap: 'wrap' }}
        >
          {SECTIONS.map((s) => (
            <li key={s.slug}>
              <Link
                component={RouterLink}
                to={`${BASE}/${s.slug}`}
                aria-current={s === section ? 'page' : undefined}
                underline={s === section ? 'always' : 'hover'}
                sx={{ fontWeight: s === section ? 700 : 400 }}
              >
                {t(s.title)}
              </Link>
            </li>
          ))}
        </Box>
      </Box>
      <Paper
        component="section"
        variant="outlined"
        aria-labelledby={headingId}
        sx={{ p: 2.5, display: 'grid', gap: 2, minWidth: 0 }}
      >
        <Typography id={headingId} component="h2" variant="h6">
          {t(section.title)}
        </Typography>
        <Content />
      </Paper>
    </PageFrame>
  );
}
