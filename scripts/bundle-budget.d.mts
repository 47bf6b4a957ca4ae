// Types of scripts/bundle-budget.mjs, for the TypeScript tests that import it.
export const SIGN_IN_JS_BUDGET_KB: number;
export const SIGN_IN_DYNAMIC_CHUNKS: string[];

export interface MeasuredFile {
  file: string;
  kind: 'js' | 'css';
  raw: number;
  gzip: number;
}
export interface FirstLoad {
  files: MeasuredFile[];
  js: { raw: number; gzip: number };
  css: { raw: number; gzip: number };
}

export function kb(bytes: number): number;
export function htmlAssets(dist: string): {
  scripts: string[];
  modulepreloads: string[];
  stylesheets: string[];
};
export function staticClosure(dist: string, start: string[], seen?: Set<string>): Set<string>;
export function chunkNamed(dist: string, name: string): string;
export function signInFirstLoad(dist: string): FirstLoad;
