/** Whether `wait` has resolved once pending timers, frames and promises have had a chance to run. */
export async function hasResolved(wait: Promise<void>) {
  let resolved = false;
  void wait.then(() => (resolved = true));
  await new Promise((resolve) => setTimeout(resolve, 50));
  return resolved;
}
