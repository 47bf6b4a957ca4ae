/**
 * The handlers the embedded backend serves, built only from the generated MSW factories so the
 * contract stays the single source of truth. The demo tenant's mode is fixed from the seed; the
 * other operations answer with contract-valid faker data until the stateful backend replaces them.
 */
import { HttpResponse } from 'msw';
import { getCodeMock } from '../generated/provider/endpoints/code/code.msw';
import { getLinkMock } from '../generated/provider/endpoints/link/link.msw';
import { getPasswordMock } from '../generated/provider/endpoints/password/password.msw';
import { getResetMock } from '../generated/provider/endpoints/reset/reset.msw';
import { getSamlMock } from '../generated/provider/endpoints/saml/saml.msw';
import { getSessionMock } from '../generated/provider/endpoints/session/session.msw';
import { getGetTenantModeMockHandler } from '../generated/provider/endpoints/tenant/tenant.msw';
import { getTotpMock } from '../generated/provider/endpoints/totp/totp.msw';
import { getUsersMock } from '../generated/product/endpoints/users/users.msw';
import type { ProviderError } from '../generated/provider/model';
import { DEMO_TENANT_ID, demoTenantMode } from './seed';

const unknownTenant = (tenantId: string): ProviderError => ({
  statusCode: 404,
  message: `Tenant ${tenantId} not found`,
  error: { type: 'not_found_error' },
});

export const handlers = [
  getGetTenantModeMockHandler((info) => {
    const tenantId = String(info.params.tenantId);
    if (tenantId !== DEMO_TENANT_ID)
      throw HttpResponse.json(unknownTenant(tenantId), { status: 404 });
    return demoTenantMode;
  }),
  ...getSessionMock(),
  ...getTotpMock(),
  ...getPasswordMock(),
  ...getLinkMock(),
  ...getCodeMock(),
  ...getResetMock(),
  ...getSamlMock(),
  ...getUsersMock(),
];
