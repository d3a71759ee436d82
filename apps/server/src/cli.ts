import { roleSchema } from '@arrival/contracts/common';
import { isValidFullPhone } from '@arrival/contracts/countries';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { grantRole } from './modules/users/users.service.ts';

const usage = `Usage:
  npm run cli -- grant-role <phone> <USER|STAFF|ADMIN>
    phone: calling code and number without "+", e.g. 919876543210`;

async function main(argv: string[]) {
  const [command, ...args] = argv;
  if (command !== 'grant-role' || args.length !== 2) {
    console.error(usage);
    return 2;
  }
  const [phone = '', roleText = ''] = args;
  const role = roleSchema.safeParse(roleText.toUpperCase());
  if (!isValidFullPhone(phone)) {
    console.error(`Not a valid phone number: ${phone}\n${usage}`);
    return 2;
  }
  if (!role.success) {
    console.error(`Unknown role: ${roleText}\n${usage}`);
    return 2;
  }
  const database = await openDatabase(loadConfig());
  try {
    const user = await grantRole(database.db, phone, role.data);
    console.log(`User ${user.id} (+${user.phone}) is now ${user.role}.`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
