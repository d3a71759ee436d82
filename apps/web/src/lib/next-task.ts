/**
 * Resolves in a task of its own: what follows the await starts after the browser has had a chance to
 * answer a tap and paint, and its work does not add to the task that awaited.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
