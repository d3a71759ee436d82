import { ConfigError, loadConfig } from './config.ts';
import { startDatabase } from './db/open.ts';

async function main() {
  const config = loadConfig();
  // The rest of the server is a chunk of its own, loaded once the database has begun to open: Node compiles
  // and runs it, and builds the app, while the embedded database starts on its own thread.
  const starting = await startDatabase(config);
  const { runShop } = await import('./shop.ts');
  await runShop(config, starting);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Arrival Shop failed to start:', error);
  }
  process.exit(1);
});
