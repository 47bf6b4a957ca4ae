import type { Browser } from 'playwright-core';

/** The flags every headless Chromium of this project is launched with. */
export const CHROMIUM_ARGS: readonly string[];
export function launchChromium(executablePath: string): Promise<Browser>;
