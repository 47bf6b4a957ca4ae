/** SAML: the token the provider's SAML login hands a service provider for a signed-in person. */
import { getGetSamlTokenMockHandler } from '../../../generated/provider/endpoints/saml/saml.msw';
import { operation } from '../../faults';
import { requireAccess } from '../access';
import { samlToken } from '../saml';

export const samlHandlers = [
  getGetSamlTokenMockHandler(
    operation('getSamlToken', 'provider', async ({ request }) => {
      const { account } = await requireAccess(request);
      return { token: samlToken(account.userId) };
    }),
  ),
];
