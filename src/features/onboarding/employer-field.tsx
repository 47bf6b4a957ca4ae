/**
 * The employer, found in the platform's directory as the person types (two letters or more, a
 * quarter of a second after the last key) or typed as is: MUI's Autocomplete in free-solo mode.
 * Choosing a found employer keeps its id; typing anything else keeps only the name.
 */
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { FieldError, UseFormReturn } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useSearchEmployerDirectory } from '@generated/product/endpoints/employers/employers';
import type { EmployerListing } from '@generated/product/model';
import type { EmployerValues } from './employer-form';
import { EMPLOYER_TEXT_MAX } from './employer-form';
import { employerMessages as m, listingMessage } from './employer-messages';

const SEARCH_AFTER_MS = 250;

/** `value`, once it has stayed the same for `ms`. */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

interface FieldProps {
  form: UseFormReturn<EmployerValues>;
  text: (error: FieldError | undefined) => string | undefined;
}

export function EmployerField({ form, text }: FieldProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const typed = form.watch('employerName');
  const chosenId = form.watch('employerId');
  const search = useSettled(typed.trim(), SEARCH_AFTER_MS);
  const found = useSearchEmployerDirectory(
    { search },
    {
      query: {
        enabled: search.length >= 2 && chosenId === null,
        placeholderData: keepPreviousData,
      },
    },
  );
  const options = search.length >= 2 ? (found.data?.items ?? []) : [];
  const describe = (e: EmployerListing) => t(listingMessage, { city: e.city, state: e.state });

  return (
    <Controller
      control={form.control}
      name="employerName"
      render={({ field, fieldState }) => (
        <Autocomplete<EmployerListing, false, false, true>
          freeSolo
          options={options}
          filterOptions={(all) => all}
          getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
          getOptionKey={(option) => (typeof option === 'string' ? option : option.id)}
          inputValue={field.value}
          onInputChange={(_event, value, reason) => {
            if (reason === 'reset') return;
            field.onChange(value);
            // Typed by hand: no longer the employer that was chosen.
            form.setValue('employerId', null);
          }}
          onChange={(_event, value) => {
            if (value && typeof value !== 'string') {
              field.onChange(value.name);
              form.setValue('employerId', value.id, { shouldDirty: true });
            }
          }}
          loading={found.isFetching}
          loadingText={t(m.searching)}
          noOptionsText={t(m.none)}
          renderOption={({ key, ...props }, option) => (
            <li key={key} {...props}>
              <span>
                <bdi>{option.name}</bdi>
                <br />
                <small>{describe(option)}</small>
              </span>
            </li>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              name="employerName"
              inputRef={field.ref}
              onBlur={field.onBlur}
              label={t(m.employer)}
              required
              error={Boolean(fieldState.error)}
              helperText={
                text(fieldState.error) ??
                (chosenId === null && field.value.trim().length >= 2 && !found.isFetching
                  ? t(m.typed)
                  : t(m.employerHelp))
              }
              slotProps={{
                ...params.slotProps,
                htmlInput: {
                  ...params.slotProps.htmlInput,
                  maxLength: EMPLOYER_TEXT_MAX.employerName,
                  dir: 'auto',
                },
              }}
            />
          )}
        />
      )}
    />
  );
}
