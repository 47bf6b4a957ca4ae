/**
 * The page's entry script: it starts the app (./main) once the page has painted. A prerendered
 * entry page's HTML is already the form, in the saved look; fetching and starting the app after
 * that first paint keeps the app's work from holding it back (Lighthouse's simulation counts all
 * that ran before the first paint as its cost: LCP 1.3 s against the static page's 0.75 s when
 * the app started at once). A page without prerendered HTML (the loader) starts the app at once.
 */
function startApp(): void {
  import('./main').catch((error: unknown) => {
    // The page stays as painted; its form posts, and the server sends it back to be loaded again.
    console.error('The app could not be loaded', error);
  });
}

if (document.getElementById('prerender-state')) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    startApp();
  };
  // After the next frame has painted; a tab in the background (no frames) starts a little later.
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 250);
} else {
  startApp();
}
