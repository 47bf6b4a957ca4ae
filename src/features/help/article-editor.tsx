/**
 * One help article written: its title, language, category and the credential type it explains,
 * then its text in the Markdown editor, with a preview rendered as readers will see it. Save
 * draft, Save and publish, Back to draft, Delete…; what the server refuses lands at its field or
 * above the form, and what was typed stays. A change made meanwhile by someone else is refused
 * (409), never overwritten. Leaving with changes not saved asks first.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { HelpArticle, HelpLanguage } from '@generated/product/model';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { failureText } from '@/components/failure-text';
import { useUnsavedChanges } from '@/components/unsaved-changes';
import { PATHS } from '@/config/paths';
import { HttpError } from '@/lib/http/errors';
import { fieldErrorsOf } from '@/lib/http/field-errors';
import type { ArticleFormValues } from './article-form';
import { articleResolver, valuesOf } from './article-form';
import { ArticleFields } from './article-fields';
import { articlePath, editArticlePath } from './article-list';
import { ArticleText } from './article-text';
import { editMessages as m } from './edit-messages';
import { deleteTitleMessage } from './manage-messages';
import { useArticleWrites } from './use-article-writes';

/** What the last action did, said in the page's live region. */
export type Notice = 'saved' | 'savedLive' | 'published' | 'unpublished';

const FIELD = /^(title|body|category|credentialTypeId)$/;

export interface ArticleEditorProps {
  /** The article as opened; none for a new one. */
  article?: HelpArticle;
  /** A new article's language. */
  language: HelpLanguage;
  /** A new article written as the other language's version of this one. */
  original?: HelpArticle;
  /** The page's key for this editor, kept when a new article moves to its address. */
  editorKey: string;
}

export function ArticleEditor({ article, language, original, editorKey }: ArticleEditorProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const navigate = useNavigate();
  const defaults: ArticleFormValues = original
    ? {
        ...valuesOf(undefined, language),
        category: original.category,
        credentialTypeId: original.credentialTypeId ?? '',
      }
    : valuesOf(article, language);
  const form = useForm<ArticleFormValues>({ defaultValues: defaults, resolver: articleResolver });
  // The version the writer started from: a save is refused if the article changed since.
  const [at, setAt] = useState(article && { slug: article.slug, updatedAt: article.updatedAt });
  const [status, setStatus] = useState(article?.status ?? 'draft');
  const [notice, setNotice] = useState<Notice | undefined>();
  const [confirming, setConfirming] = useState(false);
  const writes = useArticleWrites();
  const dirty = form.formState.isDirty;
  // Where a new article moves once saved: going there is not leaving it.
  const movingTo = useRef('');
  const keptAt = useCallback((path: string) => path === movingTo.current, []);
  const leaving = useUnsavedChanges(dirty, { keptAt });
  // A create answered after the writer left must not bring them back.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // Which step the last failure was: the words above the form say what did not happen.
  const [failedStep, setFailedStep] = useState<'save' | 'publish' | 'unpublish'>('save');

  const refused = (error: unknown) => {
    fieldErrorsOf(error)
      .filter(({ field }) => FIELD.test(field))
      .forEach(({ field, message }, i) =>
        form.setError(
          field as keyof ArticleFormValues,
          { type: 'server', message },
          { shouldFocus: i === 0 },
        ),
      );
    // Someone else's version is read again, so that opening the article next starts from it.
    if (error instanceof HttpError && error.status === 409 && at) writes.reread(at.slug);
  };
  const unplaced = fieldErrorsOf(writes.error).filter(({ field }) => !FIELD.test(field));
  const stale = writes.error instanceof HttpError && writes.error.status === 409;

  /** The server's answer is now the version this page started from. */
  const took = (saved: HelpArticle) => {
    setAt({ slug: saved.slug, updatedAt: saved.updatedAt });
    setStatus(saved.status);
    return saved;
  };

  const run = (publish: boolean) =>
    form.handleSubmit(async (values) => {
      if (writes.pending) return;
      writes.resetAll();
      setNotice(undefined);
      let saved: HelpArticle | undefined;
      setFailedStep('save');
      try {
        if (!at || dirty) {
          saved = took(await writes.save(values, at, original?.slug));
          form.reset(values, { keepValues: true });
          setNotice(saved.status === 'published' ? 'savedLive' : 'saved');
        }
        if (publish) {
          setFailedStep('publish');
          saved = took(await writes.setPublished(saved?.slug ?? at!.slug, true));
          setNotice('published');
        }
      } catch (error) {
        refused(error);
      }
      if (!at && saved && mounted.current) {
        // A new article has its address now: this editor moves there, as it is.
        movingTo.current = editArticlePath(saved.slug);
        void navigate(movingTo.current, { replace: true, state: { editor: editorKey } });
      }
    });

  const unpublish = async () => {
    if (!at || writes.pending) return;
    writes.resetAll();
    setNotice(undefined);
    setFailedStep('unpublish');
    try {
      took(await writes.setPublished(at.slug, false));
      setNotice('unpublished');
    } catch {
      // Said above the form.
    }
  };

  const published = status === 'published';
  const title = useWatch({ control: form.control, name: 'title' });
  return (
    <form noValidate onSubmit={(event) => void run(false)(event)}>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip
            size="small"
            color={published ? 'success' : 'default'}
            variant={published ? 'filled' : 'outlined'}
            label={t(published ? m.statusPublished : m.statusDraft)}
          />
          {at && (
            <Button component={RouterLink} to={articlePath(at.slug)} size="small">
              {t(m.view)}
            </Button>
          )}
          {article && !article.translation && (
            <Button
              component={RouterLink}
              to={`${editArticlePath('new')}?translationOf=${encodeURIComponent(article.slug)}`}
              size="small"
            >
              {t(m.translate)}
            </Button>
          )}
        </Stack>
        <div role="status">
          {notice && (
            <Alert severity="success" variant="outlined" role="none">
              {t(m[notice])}
            </Alert>
          )}
        </div>
        {writes.error != null && (fieldErrorsOf(writes.error).length === 0 || unplaced.length) ? (
          <Alert severity="error" variant="outlined">
            {t(
              failedStep === 'publish'
                ? m.notPublished
                : failedStep === 'unpublish'
                  ? m.notUnpublished
                  : m.notSaved,
            )}{' '}
            {unplaced.length > 0
              ? unplaced.map((e) => e.message).join(' ')
              : failureText(intl, writes.error)}
            {stale && at && ` ${t(m.staleHint)}`}
          </Alert>
        ) : null}
        <ArticleFields form={form} languageFixed={Boolean(article ?? original)} />
        <ArticleText form={form} />
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button
            type="submit"
            variant="contained"
            disabled={writes.pending || Boolean(at && !dirty)}
          >
            {t(published ? m.saveChanges : m.saveDraft)}
          </Button>
          {/* One button that stays where it is (and keeps the focus) as the status changes: a
              published article's changes are saved first, then it can go back to draft. */}
          <Button
            variant="outlined"
            disabled={writes.pending || (published && dirty)}
            onClick={(event) => (published ? void unpublish() : void run(true)(event))}
          >
            {t(published ? m.unpublish : at && !dirty ? m.publish : m.saveAndPublish)}
          </Button>
          {at && (
            <Button color="error" onClick={() => setConfirming(true)}>
              {t(m.delete)}
            </Button>
          )}
          <Button component={RouterLink} to={PATHS.manageArticle}>
            {t(m.backToList)}
          </Button>
        </Stack>
      </Stack>
      {leaving.dialog}
      {confirming && at && (
        <ConfirmDialog
          title={t(deleteTitleMessage, { title: title || article?.title || '' })}
          body={t(m.deleteBody)}
          confirm={t(m.deleteConfirm)}
          cancel={t(m.cancel)}
          failed={t(m.notDeleted)}
          pending={writes.remove.isPending}
          error={writes.remove.error}
          onConfirm={() =>
            writes.remove.mutate(
              { slug: at.slug },
              {
                onSuccess: () => {
                  leaving.release();
                  void navigate(PATHS.manageArticle);
                },
              },
            )
          }
          onClose={() => {
            writes.remove.reset();
            setConfirming(false);
          }}
        />
      )}
    </form>
  );
}
