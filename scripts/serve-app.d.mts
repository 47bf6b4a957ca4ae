// Types of scripts/serve-app.mjs, for the TypeScript tests that import it.
import type { Server } from 'node:http';
import type { ResponseKind } from './security-headers.mjs';

export const CONTENT_TYPES: Record<string, string>;

export type Resolved =
  { status: 200; file: string; urlPath: string; kind: ResponseKind } | { status: 400 | 404 };

export function resolveRequest(root: string, rawUrl: string | undefined): Promise<Resolved>;

/** A coding the server compresses with, best first in `ENCODINGS`. */
export type Encoding = 'br' | 'gzip';
export const ENCODINGS: readonly Encoding[];
/** The coding for an Accept-Encoding header (highest q, ties to br), `undefined` for identity. */
export function pickEncoding(header: string | undefined): Encoding | undefined;
export function acceptsGzip(header: string | undefined): boolean;

export function createAppServer(options: {
  dir: string;
  env?: Readonly<Record<string, string | undefined>>;
}): Server;
