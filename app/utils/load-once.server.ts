/**
 * A module loaded on first use, once per process: for libraries only some requests need
 * (invoices), so that starting the app does not load them. The server bundle keeps a
 * dynamic `import()` of a package as it is; a static one would load at start.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}
