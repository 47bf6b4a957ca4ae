import { defineConfig } from 'orval';

/**
 * Two hand-written contracts, each generated twice: TanStack Query hooks + fetchers (with MSW
 * handlers and faker factories in separate `*.msw.ts` files, so app code never pulls them in) and
 * zod schemas. `tags-split` gives one folder per tag; `clean` removes files of deleted operations.
 */
const contracts = {
  provider: {
    spec: './openapi/provider-v0.yaml',
    mutator: 'providerFetch',
    file: 'provider-client.ts',
  },
  product: {
    spec: './openapi/product-v1.yaml',
    mutator: 'productFetch',
    file: 'product-client.ts',
  },
} as const;

const entries = Object.entries(contracts).flatMap(([name, c]) => [
  [
    name,
    {
      input: { target: c.spec },
      output: {
        mode: 'tags-split' as const,
        target: `./generated/${name}/endpoints`,
        schemas: `./generated/${name}/model`,
        client: 'react-query' as const,
        httpClient: 'fetch' as const,
        clean: true,
        mock: { type: 'msw' as const, delay: false as const },
        override: {
          mutator: { path: `./src/lib/http/${c.file}`, name: c.mutator },
          fetch: { includeHttpResponseReturnType: false },
          query: { useQuery: true, useMutation: true, signal: true },
        },
      },
    },
  ],
  [
    `${name}Zod`,
    {
      input: { target: c.spec },
      output: {
        mode: 'tags-split' as const,
        target: `./generated/${name}/zod`,
        client: 'zod' as const,
        fileExtension: '.zod.ts',
        clean: true,
        override: {
          zod: {
            // Request bodies and params reject unknown keys, as the contracts say
            // (additionalProperties: false); responses stay open so servers may add fields.
            strict: { param: true, query: true, header: false, body: true, response: false },
            // Query strings and path params arrive as text: mocks parse them with coercion.
            coerce: { param: true, query: true, header: false, body: false, response: false },
          },
        },
      },
    },
  ],
]);

/**
 * The demo backend's controls (openapi/demo-controls-v0.yaml): only their types are used, by the
 * demo backend, the app's demo inbox and the browser tests, so only the model is generated.
 */
const demo = {
  input: { target: './openapi/demo-controls-v0.yaml' },
  output: {
    mode: 'single' as const,
    target: './generated/demo/endpoints.ts',
    schemas: './generated/demo/model',
    client: 'fetch' as const,
    clean: true,
  },
};

export default defineConfig({ ...Object.fromEntries(entries), demo });
