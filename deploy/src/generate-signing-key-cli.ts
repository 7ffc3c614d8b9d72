import { generateSigningKey } from '@pharmachat/chassis';

/** `npm run keys:generate`: a new private ES256 JWK for IDENTITY_SIGNING_KEY or CHAT_SIGNING_KEY, on stdout. */
const key = await generateSigningKey();
process.stdout.write(`${JSON.stringify(key.privateJwk)}\n`);
