import { roleSchema, type Role } from '@arrival/contracts/common';
import { isValidFullPhone } from '@arrival/contracts/countries';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { grantRole } from './modules/users/users.service.ts';

const usage = `Usage:
  npm run cli -- grant-role <phone> <USER|STAFF|ADMIN> [<phone> <role> ...]
    phone: calling code and number without "+", e.g. 919876543210`;

interface Grant {
  phone: string;
  role: Role;
}

/** The phone-and-role pairs of the command line, or what is wrong with them. */
function readGrants(args: string[]): Grant[] | string {
  if (args.length === 0 || args.length % 2 !== 0) return usage;
  const grants: Grant[] = [];
  for (let at = 0; at < args.length; at += 2) {
    const phone = args[at]!;
    const roleText = args[at + 1]!;
    if (!isValidFullPhone(phone)) return `Not a valid phone number: ${phone}\n${usage}`;
    const role = roleSchema.safeParse(roleText.toUpperCase());
    if (!role.success) return `Unknown role: ${roleText}\n${usage}`;
    grants.push({ phone, role: role.data });
  }
  return grants;
}

async function main(argv: string[]) {
  const [command, ...args] = argv;
  const grants = command === 'grant-role' ? readGrants(args) : usage;
  if (typeof grants === 'string') {
    console.error(grants);
    return 2;
  }
  // One opening of the database for all of them: on the embedded one that is most of the time taken.
  const database = await openDatabase(loadConfig());
  try {
    for (const { phone, role } of grants) {
      const user = await grantRole(database.db, phone, role);
      console.log(`User ${user.id} (+${user.phone}) is now ${user.role}.`);
    }
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
