let counter = 0;
/** A fresh 10-digit Indian mobile number per call, unique across workers and runs. */
export function freshLocalPhone(): string {
  counter += 1;
  const stamp = (Date.now() % 1_000_000).toString().padStart(6, '0');
  return `7${process.env.TEST_WORKER_INDEX ?? '0'}${stamp}${counter % 10}${Math.floor(Math.random() * 10)}`.slice(0, 10);
}
