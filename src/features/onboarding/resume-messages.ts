/** The words of onboarding's résumé step. */
import { defineMessages } from 'react-intl';

export const resumeMessages = defineMessages({
  intro: {
    id: 'onboarding.resume.intro',
    defaultMessage:
      'Employers read your résumé beside your credentials. Send it once: it is kept in your documentation, and a new one replaces it.',
  },
  label: { id: 'onboarding.resume.label', defaultMessage: 'Your résumé' },
  replace: { id: 'onboarding.resume.replace', defaultMessage: 'Replace it with a new one' },
  onFile: { id: 'onboarding.resume.onFile', defaultMessage: 'Your résumé on file' },
  upload: { id: 'onboarding.resume.upload', defaultMessage: 'Upload and continue' },
  continue: { id: 'onboarding.resume.continue', defaultMessage: 'Continue' },
  chooseFirst: {
    id: 'onboarding.resume.chooseFirst',
    defaultMessage: 'Choose your résumé first, or skip this step.',
  },
  loadFailed: {
    id: 'onboarding.resume.loadFailed',
    defaultMessage: 'Your résumé could not be loaded.',
  },
});
