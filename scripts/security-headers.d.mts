// Types of scripts/security-headers.mjs, for the TypeScript tests that import it.
export interface IntegrationSources {
  script: string[];
  connect: string[];
  frame: string[];
}
export interface ServeConfig {
  providerBaseUrl: string;
  apiBaseUrl: string;
  integrations?: IntegrationSources;
}
export type ResponseKind = 'html' | 'script' | 'file' | 'error';

export const HOSTED_PROVIDER_BASE_URL: string;
export const RESOURCE_CSP: string;
export const PERMISSIONS_POLICY: string;
export const HSTS: string;
export const IMMUTABLE: string;

export function readServeConfig(env?: Readonly<Record<string, string | undefined>>): ServeConfig;
export function originOf(url: unknown): string | undefined;
export function integrationSources(
  env?: Readonly<Record<string, string | undefined>>,
): IntegrationSources;
export function connectSources(config: ServeConfig): string[];
export function contentSecurityPolicy(config: ServeConfig): string;
export function isHttps(request?: { encrypted?: boolean; forwardedProto?: unknown }): boolean;
export const FAVICON_CACHE: string;
export function cacheControl(response: { urlPath: string; kind: ResponseKind }): string;
export function responseHeaders(response: {
  kind: ResponseKind;
  urlPath: string;
  https?: boolean;
  csp?: string;
}): Record<string, string>;
