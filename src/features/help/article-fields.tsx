/** The article's title, language, category and the credential type it explains. */
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Controller, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useCredentialTypes, useTypeNames } from '@/features/compliance/use-type-names';
import type { ArticleFormValues } from './article-form';
import { ARTICLE_LIMITS, CATEGORIES } from './article-form';
import { useProblemText } from './article-problems';
import { editMessages as m } from './edit-messages';
import { categoryMessages } from './help-messages';
import { languageOptions } from './manage-messages';

export function ArticleFields({
  form,
  languageFixed,
}: {
  form: UseFormReturn<ArticleFormValues>;
  /** An article keeps its language once written (and a translation's is the other one). */
  languageFixed: boolean;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const problem = useProblemText();
  const catalog = useCredentialTypes();
  const typeName = useTypeNames();
  const types = useMemo(
    () =>
      (catalog ?? [])
        .map((type) => ({ id: type.id, name: typeName(type.id) }))
        .sort((a, b) => a.name.localeCompare(b.name, intl.locale)),
    [catalog, typeName, intl.locale],
  );
  const errors = form.formState.errors;
  const language = useWatch({ control: form.control, name: 'language' });
  return (
    <Stack spacing={2}>
      <TextField
        {...form.register('title')}
        label={t(m.title)}
        required
        fullWidth
        autoComplete="off"
        error={Boolean(errors.title)}
        helperText={problem(errors.title, ARTICLE_LIMITS.title)}
        slotProps={{ htmlInput: { lang: language, maxLength: ARTICLE_LIMITS.title + 40 } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {languageFixed ? (
          <TextField
            label={t(m.language)}
            value={t(languageOptions[language])}
            helperText={t(m.languageFixed)}
            slotProps={{ input: { readOnly: true } }}
            sx={{ flex: '1 1 0', minWidth: 0 }}
          />
        ) : (
          <Controller
            control={form.control}
            name="language"
            render={({ field: { ref, ...field } }) => (
              <TextField
                {...field}
                inputRef={ref}
                select
                label={t(m.language)}
                sx={{ flex: '1 1 0', minWidth: 0 }}
              >
                <MenuItem value="en">{t(languageOptions.en)}</MenuItem>
                <MenuItem value="es">{t(languageOptions.es)}</MenuItem>
              </TextField>
            )}
          />
        )}
        <Controller
          control={form.control}
          name="category"
          render={({ field: { ref, ...field } }) => (
            <TextField
              {...field}
              inputRef={ref}
              select
              required
              label={t(m.category)}
              error={Boolean(errors.category)}
              helperText={problem(errors.category)}
              sx={{ flex: '1 1 0', minWidth: 0 }}
            >
              {CATEGORIES.map((c) => (
                <MenuItem key={c} value={c}>
                  {t(categoryMessages[c])}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Stack>
      <Controller
        control={form.control}
        name="credentialTypeId"
        render={({ field: { ref, ...field } }) => (
          <TextField
            {...field}
            inputRef={ref}
            select
            label={t(m.credentialType)}
            error={Boolean(errors.credentialTypeId)}
            helperText={problem(errors.credentialTypeId) ?? t(m.credentialTypeHint)}
          >
            <MenuItem value="">{t(m.noCredentialType)}</MenuItem>
            {types.map((type) => (
              <MenuItem key={type.id} value={type.id}>
                {type.name}
              </MenuItem>
            ))}
            {/* Until the catalog has loaded, the article's own type is still a choice. */}
            {field.value && !types.some((type) => type.id === field.value) && (
              <MenuItem value={field.value}>{typeName(field.value)}</MenuItem>
            )}
          </TextField>
        )}
      />
    </Stack>
  );
}
