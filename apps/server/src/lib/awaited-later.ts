/**
 * `promise`, for its caller to await in its own time: a rejection before then is not an unhandled one (which
 * would end the process). Awaiting it still rejects.
 */
export function awaitedLater<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}
