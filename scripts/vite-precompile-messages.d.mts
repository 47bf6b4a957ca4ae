// Types of scripts/vite-precompile-messages.mjs, for vite.config.ts and the tests that import it.
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

export const PLUGIN_NAME: string;
export const PARSER: string;
export const NO_PARSER: string;

export interface SourceMapV3 {
  version: 3;
  file: string;
  sources: string[];
  names: string[];
  mappings: string;
}

export function compileMessage(message: string, locale: string): MessageFormatElement[];
export function applyEdits(
  code: string,
  edits: ReadonlyArray<{ start: number; end: number; text: string }>,
  file: string,
): { code: string; map: SourceMapV3 };
export function precompileDefaultMessages(
  code: string,
  program: unknown,
  options: { file: string; locale?: string },
): { code: string; map: SourceMapV3 } | undefined;
export function precompileLocaleJson(
  json: string,
  options: { file: string; locale: string },
): string;

export default function precompileMessages(options?: {
  srcDir?: string;
  localesDir?: string;
  defaultLocale?: string;
}): Plugin[];
