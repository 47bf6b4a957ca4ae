/** The tenant's mode: test or live, and the factors it offers (`GET /tenants/{id}/mode`). */
import { getGetTenantModeMockHandler } from '../../../generated/provider/endpoints/tenant/tenant.msw';
import { operation } from '../../faults';
import type { TenantConfig } from '../../db';
import { getDb } from '../../store';
import { requireTenant } from '../request';

/** What `GET /tenants/{id}/mode` answers for a tenant. */
export function tenantModeAnswer(tenant: TenantConfig) {
  return {
    mode: tenant.mode,
    authentication: { firstFactors: tenant.firstFactors, secondFactors: tenant.secondFactors },
  };
}

export const tenantHandlers = [
  getGetTenantModeMockHandler(
    operation('getTenantMode', 'provider', ({ params }) => {
      requireTenant(params.tenantId);
      return tenantModeAnswer(getDb().tenant);
    }),
  ),
];
