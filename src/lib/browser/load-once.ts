/**
 * A module the page loads on first use (an `import()`), loaded once however often it is asked for; a load that
 * failed (the network gone) is tried again on the next ask.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
