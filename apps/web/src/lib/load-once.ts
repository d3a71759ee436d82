/**
 * Code fetched on demand, once: `get` starts the download or joins the one under way, and `loaded` gives
 * what it brought once it is in, so a caller can use it at once without waiting. A download that fails (the
 * network lost on the way) is not remembered: the next `get` tries again.
 */
export function loadOnce<T>(load: () => Promise<T>) {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    get: () =>
      (loading ??= load().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    loaded: () => value,
  };
}
