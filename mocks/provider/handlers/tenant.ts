/** The tenant's mode: test or live, and the factors it offers (`GET /tenants/{id}/mode`). */
import { getGetTenantModeMockHandler } from '../../../generated/provider/endpoints/tenant/tenant.msw';
import { operation } from '../../faults';
import { getDb } from '../../store';
import { requireTenant } from '../request';

export const tenantHandlers = [
  getGetTenantModeMockHandler(
    operation('getTenantMode', 'provider', ({ params }) => {
      requireTenant(params.tenantId);
      const { tenant } = getDb();
      return {
        mode: tenant.mode,
        authentication: { firstFactors: tenant.firstFactors, secondFactors: tenant.secondFactors },
      };
    }),
  ),
];
