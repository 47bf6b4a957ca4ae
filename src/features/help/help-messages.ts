import { defineMessage, defineMessages } from 'react-intl';
import type { HelpCategory, HelpLanguage } from '@generated/product/model';

export const helpMessages = defineMessages({
  searchLabel: { id: 'help.search.label', defaultMessage: 'Search help articles' },
  searchHint: {
    id: 'help.search.hint',
    defaultMessage: 'For example: BLS card rejected, TB test, vaccination record',
  },
  categories: { id: 'help.categories.label', defaultMessage: 'Categories' },
  allCategories: { id: 'help.categories.all', defaultMessage: 'All topics' },
  mostRead: { id: 'help.mostRead.title', defaultMessage: 'Most read' },
  noResults: {
    id: 'help.results.none',
    defaultMessage: 'No article answers this yet. Try other words, or contact support below.',
  },
  loading: { id: 'help.loading', defaultMessage: 'Loading articles…' },
  loadFailed: { id: 'help.loadFailed', defaultMessage: 'The articles could not be loaded.' },
  retry: { id: 'help.retry', defaultMessage: 'Try again' },
  contactTitle: { id: 'help.contact.title', defaultMessage: 'Still need help?' },
  contactText: {
    id: 'help.contact.text',
    defaultMessage: 'Our support team answers on working days, in English and Spanish.',
  },
  contactChat: { id: 'help.contact.chat', defaultMessage: 'Chat with support' },
  articleNotFound: {
    id: 'help.article.notFound',
    defaultMessage: 'This article does not exist or is not published.',
  },
  backToHub: { id: 'help.article.backToHub', defaultMessage: 'Back to the support hub' },
  related: { id: 'help.article.related', defaultMessage: 'Related articles' },
  helpfulQuestion: { id: 'help.feedback.question', defaultMessage: 'Was this helpful?' },
  helpfulYes: { id: 'help.feedback.yes', defaultMessage: 'Yes' },
  helpfulNo: { id: 'help.feedback.no', defaultMessage: 'No' },
  thanksYes: {
    id: 'help.feedback.thanksYes',
    defaultMessage: 'Thank you: glad it helped.',
  },
  thanksNo: {
    id: 'help.feedback.thanksNo',
    defaultMessage: 'Thank you. If you still need help, contact support from the support hub.',
  },
  close: { id: 'help.dialog.close', defaultMessage: 'Close' },
  whyRejected: { id: 'help.type.whyRejected', defaultMessage: 'Why was it not accepted?' },
  whatAccepted: { id: 'help.type.whatAccepted', defaultMessage: 'What is accepted?' },
  feedbackFailed: {
    id: 'help.feedback.failed',
    defaultMessage: 'Your answer was not saved.',
  },
});

export const languageNames = defineMessages({
  en: { id: 'help.language.en', defaultMessage: 'English' },
  es: { id: 'help.language.es', defaultMessage: 'Spanish' },
});

export const categoryMessages = defineMessages<HelpCategory>({
  'getting-started': { id: 'help.category.gettingStarted', defaultMessage: 'Getting started' },
  licenses: { id: 'help.category.licenses', defaultMessage: 'Licenses' },
  certifications: {
    id: 'help.category.certifications',
    defaultMessage: 'Certifications and life-support cards',
  },
  health: { id: 'help.category.health', defaultMessage: 'Health records and vaccinations' },
  screening: {
    id: 'help.category.screening',
    defaultMessage: 'Drug screens and background checks',
  },
  account: { id: 'help.category.account', defaultMessage: 'Signing in and your account' },
});

export const resultsMessage = defineMessage<{ count: number }>({
  id: 'help.results.count',
  defaultMessage:
    '{count, plural, =0 {No articles match} one {# article matches} other {# articles match}}',
});

export const inCategoryMessage = defineMessage<{ category: string }>({
  id: 'help.results.inCategory',
  defaultMessage: 'Category: {category}',
});

export const viewsMessage = defineMessage<{ count: number }>({
  id: 'help.views',
  defaultMessage: '{count, plural, one {Read # time} other {Read # times}}',
});

export const contactEmailMessage = defineMessage<{ address: string }>({
  id: 'help.contact.email',
  defaultMessage: 'Email {address}',
});

export const updatedMessage = defineMessage<{ date: string; author: string }>({
  id: 'help.article.updated',
  defaultMessage: 'Updated {date} by {author}',
});

export const readInMessage = defineMessage<{ language: string }>({
  id: 'help.article.readIn',
  defaultMessage: 'Read in {language}',
});

export const feedbackCountsMessage = defineMessage<{ helpful: number }>({
  id: 'help.feedback.counts',
  defaultMessage:
    '{helpful, plural, one {# person found it helpful} other {# people found it helpful}}',
});

/** The articles' language for what the reader sees: the language the page is shown in. */
export const articleLanguage = (locale: string): HelpLanguage =>
  locale.toLowerCase().startsWith('es') ? 'es' : 'en';
