/** The build-time environment. Kept in its own module so tests can substitute `process.env`. */
export const env: Readonly<Record<string, string | boolean | undefined>> = import.meta.env;
