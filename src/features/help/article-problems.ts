import type { FieldError } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { ArticleProblem } from './article-form';
import { editMessages as m, tooLongMessage } from './edit-messages';

const PROBLEMS: Record<Exclude<ArticleProblem, 'tooLong'>, keyof typeof m> = {
  titleRequired: 'titleRequired',
  bodyRequired: 'bodyRequired',
  categoryRequired: 'categoryRequired',
};

/**
 * A field's problem as a sentence: the server's words as text, the form's own keys translated
 * (`max`: the field's limit, for "At most … characters").
 */
export function useProblemText() {
  const t = useIntl().formatMessage;
  return (error: FieldError | undefined, max?: number): string | undefined => {
    if (!error) return undefined;
    if (error.type === 'server') return error.message;
    if (error.message === 'tooLong') return t(tooLongMessage, { max: max ?? 0 });
    const key = PROBLEMS[error.message as keyof typeof PROBLEMS];
    return t(key ? m[key] : m.notSaved);
  };
}
