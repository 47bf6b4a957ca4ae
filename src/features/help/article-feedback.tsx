/** "Was this helpful?": one answer per reader (a second one replaces it), said back at once. */
import ThumbDownOutlined from '@mui/icons-material/ThumbDownOutlined';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import {
  getGetHelpArticleQueryKey,
  useRateHelpArticle,
} from '@generated/product/endpoints/help/help';
import type { HelpArticle, HelpFeedback } from '@generated/product/model';
import { failureText } from '@/components/failure-text';
import { feedbackCountsMessage, helpMessages as m } from './help-messages';

export function ArticleFeedback({ slug, initial }: { slug: string; initial: HelpFeedback }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const questionId = useId();
  const client = useQueryClient();
  const rate = useRateHelpArticle();
  const [feedback, setFeedback] = useState(initial);
  const [answered, setAnswered] = useState(false);
  const answer = (helpful: boolean) =>
    rate.mutate(
      { slug, data: { helpful } },
      {
        onSuccess: (next) => {
          setFeedback(next);
          setAnswered(true);
          // The article read again from the cache (its other language and back) keeps the answer.
          client.setQueryData<HelpArticle>(getGetHelpArticleQueryKey(slug), (article) =>
            article ? { ...article, feedback: next } : article,
          );
        },
      },
    );
  const said = answered && feedback.mine !== undefined;
  return (
    <Stack
      component="section"
      aria-labelledby={questionId}
      direction="row"
      sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
    >
      <Typography id={questionId} variant="subtitle1" component="h2" sx={{ marginInlineEnd: 1 }}>
        {t(m.helpfulQuestion)}
      </Typography>
      {(
        [
          [true, m.helpfulYes, <ThumbUpOutlined key="up" />],
          [false, m.helpfulNo, <ThumbDownOutlined key="down" />],
        ] as const
      ).map(([helpful, label, icon]) => (
        <Button
          key={label.id}
          size="small"
          variant={feedback.mine === helpful ? 'contained' : 'outlined'}
          aria-pressed={feedback.mine === helpful}
          startIcon={icon}
          disabled={rate.isPending}
          onClick={() => answer(helpful)}
        >
          {t(label)}
        </Button>
      ))}
      <Typography variant="body2" color="text.secondary" role="status" sx={{ flexBasis: '100%' }}>
        {rate.isError
          ? `${t(m.feedbackFailed)} ${failureText(intl, rate.error)}`
          : said
            ? [
                t(feedback.mine ? m.thanksYes : m.thanksNo),
                feedback.helpful > 0 ? t(feedbackCountsMessage, { helpful: feedback.helpful }) : '',
              ].join(' ')
            : feedback.helpful > 0
              ? t(feedbackCountsMessage, { helpful: feedback.helpful })
              : ''}
      </Typography>
    </Stack>
  );
}
