// Types of scripts/vite-formatjs.mjs, for vite.config.ts and the tests that import it.
import type { Plugin } from 'vite';

export const PLUGIN_NAME: string;
export const PARSER: string;
export const NO_PARSER: string;

export interface SourceMapV3 {
  version: 3;
  file?: string;
  sources: string[];
  sourcesContent?: string[];
  names: string[];
  mappings: string;
}

export function compileDefaultMessages(
  code: string,
  options: { fileName: string; file?: string },
): { code: string; map: SourceMapV3; ids: string[] } | undefined;

export default function formatjsMessages(options?: { srcDir?: string }): Plugin;
