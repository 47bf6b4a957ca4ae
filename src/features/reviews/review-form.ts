/**
 * The rejection's one field, checked with the generated schema of the review body
 * (`reviewCredentialBody`), plus what the schema cannot say: a rejection needs a reason.
 */
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  reviewCredentialBody,
  reviewCredentialBodyReasonMax,
} from '@generated/product/zod/reviews/reviews.zod';
import { isBlank } from '@/lib/visible-text';

export const REASON_MAX = reviewCredentialBodyReasonMax;

export interface RejectValues {
  reason: string;
}

export type ReasonProblem = 'required' | 'tooLong';

/** react-hook-form resolver on the generated schema; the message is a problem key. */
export const rejectResolver: Resolver<RejectValues> = async (values) => {
  let problem: ReasonProblem | undefined;
  if (isBlank(values.reason)) problem = 'required';
  else {
    const parsed = reviewCredentialBody.safeParse({
      decision: 'reject',
      reason: values.reason.trim(),
    });
    if (!parsed.success)
      problem = parsed.error.issues.some((i) => i.code === 'too_big') ? 'tooLong' : 'required';
  }
  if (!problem) return { values, errors: {} };
  const errors: FieldErrors<RejectValues> = { reason: { type: problem, message: problem } };
  return { values: {}, errors };
};
