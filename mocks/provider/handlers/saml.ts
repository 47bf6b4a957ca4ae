/** SAML: the token the provider's SAML login hands a service provider for a signed-in person. */
import { getGetSamlTokenMockHandler } from '../../../generated/provider/endpoints/saml/saml.msw';
import { operation } from '../../faults';
import { requireAccess } from '../access';
import { randomHex } from '../random';

export const samlHandlers = [
  getGetSamlTokenMockHandler(
    operation('getSamlToken', 'provider', async ({ request }) => {
      await requireAccess(request);
      return { token: randomHex(32) };
    }),
  ),
];
