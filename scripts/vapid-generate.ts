/**
 * `npm run vapid:generate`: a new VAPID key pair for a deployment (decision record 0044), printed with the commands
 * that store it. The private key is a secret; the public key is what browsers subscribe with: changing the pair
 * later silences every browser subscribed with the old one until it subscribes again.
 */
import { generateVapidKeys } from '../app/domain/web-push/vapid';

const keys = await generateVapidKeys();
console.log(`VAPID_PUBLIC_KEY=${keys.publicKey}`);
console.log(`VAPID_PRIVATE_KEY=${keys.privateKey}`);
console.log('');
console.log('Para produção:');
console.log('  npx wrangler secret put VAPID_PRIVATE_KEY   # cole a chave privada acima');
console.log(`  e em wrangler.toml [vars]: VAPID_PUBLIC_KEY = "${keys.publicKey}" e VAPID_SUBJECT = "mailto:<contato da casa>"`);
