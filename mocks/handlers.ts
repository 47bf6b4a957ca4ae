/**
 * Everything the embedded demo backend serves: the provider's v0 API, the product API (both built
 * on the generated handler factories, so the contracts stay the one source of truth) and the demo
 * controls under /__demo/.
 */
import { controlHandlers } from './control';
import { alertHandlers } from './product/alerts';
import { helpHandlers } from './product/help';
import { helpWriteHandlers } from './product/help-writes';
import { engagementHandlers } from './product/engagements';
import { credentialTypeHandlers } from './product/credential-types';
import { productHandlers } from './product/handlers';
import { overviewHandlers } from './product/overview';
import { planHandlers } from './product/plans';
import { professionalHandlers } from './product/professionals';
import { credentialWriteHandlers } from './product/credential-writes';
import { documentHandlers } from './product/documents';
import { fileHandlers } from './product/files';
import { folderHandlers } from './product/folders';
import { employerHandlers } from './product/employers';
import { gapHandlers } from './product/gap';
import { onboardingHandlers } from './product/onboarding';
import { onboardingLicenseHandlers } from './product/onboarding-license';
import { workHistoryHandlers } from './product/work-history';
import { registrationHandlers } from './product/registration';
import { requirementSetHandlers } from './product/requirement-sets';
import { reviewHandlers } from './product/reviews';
import { verificationHandlers } from './product/verifications';
import { providerHandlers } from './provider/handlers';

export const handlers = [
  ...controlHandlers,
  ...providerHandlers,
  ...productHandlers,
  ...credentialTypeHandlers,
  ...professionalHandlers,
  ...credentialWriteHandlers,
  ...documentHandlers,
  ...fileHandlers,
  ...folderHandlers,
  ...reviewHandlers,
  ...verificationHandlers,
  ...alertHandlers,
  ...helpHandlers,
  ...helpWriteHandlers,
  ...overviewHandlers,
  ...planHandlers,
  ...employerHandlers,
  ...gapHandlers,
  ...engagementHandlers,
  ...onboardingHandlers,
  ...onboardingLicenseHandlers,
  ...workHistoryHandlers,
  ...registrationHandlers,
  ...requirementSetHandlers,
];
