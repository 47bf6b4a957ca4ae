/**
 * Beside a requirement a professional has to act on, the help article that explains its
 * credential type in the reader's language: "Why was it not accepted?" for a rejection, "What is
 * accepted?" otherwise. The articles' list is read once per language; the dialog (Markdown and
 * all) loads when it is opened.
 */
import HelpOutlined from '@mui/icons-material/HelpOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useListHelpArticles } from '@generated/product/endpoints/help/help';
import { visuallyHidden } from '@/components/visually-hidden';
import type { RequirementStatus } from '@generated/product/model';
import { ComplianceStatus } from '@generated/product/model';
import { articleLanguage, helpMessages as m } from './help-messages';

const ArticleDialog = lazy(() => import('./article-dialog'));

/** The statuses a person has something to do about. */
const ACTIONABLE: ReadonlySet<string> = new Set([
  ComplianceStatus.missing,
  ComplianceStatus.rejected,
  ComplianceStatus['needs-attention'],
  ComplianceStatus.expired,
]);

/** The published article explaining each credential type, in the reader's language. */
export function useTypeArticles(): ReadonlyMap<string, string> {
  const language = articleLanguage(useIntl().locale);
  const query = useListHelpArticles(
    { language, pageSize: 100 },
    { query: { staleTime: 5 * 60_000 } },
  );
  const map = new Map<string, string>();
  for (const a of query.data?.items ?? [])
    if (a.credentialTypeId) map.set(a.credentialTypeId, a.slug);
  return map;
}

export function TypeArticleButton({
  requirement,
  typeName,
  articles,
}: {
  requirement: RequirementStatus;
  /** The requirement's credential type by name: each button says which one it is about. */
  typeName: string;
  articles: ReadonlyMap<string, string>;
}) {
  const t = useIntl().formatMessage;
  const [open, setOpen] = useState(false);
  const slug = articles.get(requirement.typeId);
  if (!slug || !ACTIONABLE.has(requirement.status)) return null;
  return (
    <>
      <Button
        size="small"
        startIcon={<HelpOutlined />}
        sx={{ mt: 0.5 }}
        onClick={() => setOpen(true)}
      >
        {t(requirement.status === ComplianceStatus.rejected ? m.whyRejected : m.whatAccepted)}
        <Box component="span" sx={visuallyHidden}>
          {` ${typeName}`}
        </Box>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ArticleDialog slug={slug} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
