/**
 * The article's text: Write (the Markdown editor, its own chunk, loaded when the page opens) and
 * Preview (rendered as readers will see it). The editor stays mounted while the preview shows, so
 * its undo history and cursor survive the switch.
 */
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Controller, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Markdown } from '@/components/markdown/markdown';
import type { ArticleFormValues } from './article-form';
import { ARTICLE_LIMITS } from './article-form';
import { useProblemText } from './article-problems';
import { editMessages as m } from './edit-messages';

const MarkdownEditor = lazy(() =>
  import('./markdown-editor').then((module) => ({ default: module.MarkdownEditor })),
);

export function ArticleText({ form }: { form: UseFormReturn<ArticleFormValues> }) {
  const t = useIntl().formatMessage;
  const problem = useProblemText();
  const id = useId();
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const language = useWatch({ control: form.control, name: 'language' });
  const error = form.formState.errors.body;
  return (
    <Box>
      <Typography id={`${id}-label`} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t(m.body)}
      </Typography>
      <Tabs value={tab} onChange={(_, next: 'write' | 'preview') => setTab(next)} sx={{ mb: 1 }}>
        <Tab
          value="write"
          label={t(m.write)}
          id={`${id}-write-tab`}
          aria-controls={`${id}-write`}
        />
        <Tab
          value="preview"
          label={t(m.preview)}
          id={`${id}-preview-tab`}
          aria-controls={`${id}-preview`}
        />
      </Tabs>
      <div
        role="tabpanel"
        id={`${id}-write`}
        aria-labelledby={`${id}-write-tab`}
        hidden={tab !== 'write'}
      >
        <Controller
          control={form.control}
          name="body"
          render={({ field }) => (
            <Suspense
              fallback={
                <Skeleton variant="rounded" width="100%" height={340} aria-busy="true">
                  {t(m.editorLoading)}
                </Skeleton>
              }
            >
              <MarkdownEditor
                initial={field.value}
                lang={language}
                labelledBy={`${id}-label`}
                describedBy={error ? `${id}-problem` : undefined}
                invalid={Boolean(error)}
                onChange={field.onChange}
                focusRef={field.ref}
                onReady={(written) => {
                  // The editor's spelling of the same text is not a change.
                  if (!form.getFieldState('body').isDirty)
                    form.resetField('body', { defaultValue: written });
                }}
              />
            </Suspense>
          )}
        />
      </div>
      <div
        role="tabpanel"
        id={`${id}-preview`}
        aria-labelledby={`${id}-preview-tab`}
        hidden={tab !== 'preview'}
      >
        {tab === 'preview' && (
          <Box
            lang={language}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, minHeight: 120 }}
          >
            {form.getValues('body').trim() ? (
              <Markdown>{form.getValues('body')}</Markdown>
            ) : (
              <Typography sx={{ py: 2 }} color="text.secondary">
                {t(m.previewEmpty)}
              </Typography>
            )}
          </Box>
        )}
      </div>
      {error && (
        <FormHelperText id={`${id}-problem`} error>
          {problem(error, ARTICLE_LIMITS.body)}
        </FormHelperText>
      )}
    </Box>
  );
}
