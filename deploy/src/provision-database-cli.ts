import { randomBytes } from 'node:crypto';
import { provisionDatabase, schemaOwners, type SchemaOwner } from './database-roles';

/**
 * `npm run db:provision`: one role and one schema per service on the database of ADMIN_DATABASE_URL.
 * Each role's password comes from `DB_PASSWORD_<SCHEMA>` (e.g. DB_PASSWORD_ASSISTANT), or a random one is made and
 * printed with the DATABASE_URL each process should get.
 */
const adminUrl = process.env.ADMIN_DATABASE_URL;
if (!adminUrl) {
  console.error('ADMIN_DATABASE_URL is missing: a superuser connection string to the (existing) PharmaChat database.');
  process.exit(1);
}
const generated = new Map<SchemaOwner, string>();
const passwordFor = (owner: SchemaOwner) => {
  const fromEnv = process.env[`DB_PASSWORD_${schemaOwners[owner].toUpperCase()}`];
  if (fromEnv) return fromEnv;
  if (!generated.has(owner)) generated.set(owner, randomBytes(18).toString('base64url'));
  return generated.get(owner)!;
};
const urls = await provisionDatabase({ adminUrl, passwordFor, rolePrefix: process.env.DB_ROLE_PREFIX });
for (const [owner, url] of Object.entries(urls)) {
  const shown = generated.has(owner as SchemaOwner) ? url : url.replace(/:[^:@/]*@/, ':***@');
  process.stdout.write(`${owner}\tDATABASE_URL=${shown}\n`);
}
