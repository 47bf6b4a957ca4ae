/**
 * A module that failed to load stays failed in the browser's module map (the HTML standard says
 * so, and Chromium 150 does it): importing it again rejects at once, with no request. The next
 * try of a module loaded through this asks for the same file by another address (a query), so it
 * is fetched again; the browser's failure names the file.
 */
export function retryingImport<M>(load: () => Promise<M>): () => Promise<M> {
  let failed: string | undefined;
  let tries = 0;
  return async () => {
    try {
      if (!failed) return await load();
      tries += 1;
      return (await import(/* @vite-ignore */ `${failed}?retry=${tries}`)) as M;
    } catch (error) {
      failed ??= /(https?:\/\/\S+?\.js)\b/.exec(String(error))?.[1];
      throw error;
    }
  };
}
