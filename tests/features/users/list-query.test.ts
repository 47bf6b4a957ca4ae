/** @jest-environment node */
import { listUsersQueryParams } from '@generated/product/zod/users/users.zod';
import { PAGE_SIZES, readView, toParams } from '@/features/users/list-query';
import { contractParameterSchema } from '@tests/utils/openapi';

const CONTRACT = 'openapi/product-v1.yaml';
const bounds = (name: string) =>
  contractParameterSchema(CONTRACT, name) as {
    minimum?: number;
    maximum?: number;
    maxLength?: number;
    default?: number;
  };
const pageSize = bounds('PageSize');
const page = bounds('Page');
const search = bounds('Search');

describe("the users list's address follows the contract's list parameters", () => {
  it("starts at the contract's default page size", () => {
    expect(readView('').pageSize).toBe(pageSize.default);
    expect(toParams(readView('')).pageSize).toBe(pageSize.default);
  });

  it("offers the contract's largest page, and no size the contract refuses", () => {
    expect(PAGE_SIZES).toContain(pageSize.maximum);
    expect(PAGE_SIZES).toContain(pageSize.default);
    for (const size of PAGE_SIZES) {
      const view = readView(`?pageSize=${size}`);
      expect(view.pageSize).toBe(size);
      expect(listUsersQueryParams.safeParse(toParams(view)).success).toBe(true);
    }
  });

  it('falls back to the default for a size beyond the largest page', () => {
    expect(readView(`?pageSize=${pageSize.maximum! + 1}`).pageSize).toBe(pageSize.default);
  });

  it("keeps the contract's last page and refuses the one after it", () => {
    expect(readView(`?page=${page.maximum}`).page).toBe(page.maximum);
    expect(readView(`?page=${page.maximum! + 1}`).page).toBe(1);
  });

  it("cuts a search from the address to the contract's longest", () => {
    const long = 'a'.repeat(search.maxLength! + 5);
    const view = readView(`?q=${long}`);
    expect(view.search).toHaveLength(search.maxLength!);
    expect(listUsersQueryParams.safeParse(toParams(view)).success).toBe(true);
  });
});
