/**
 * `npm run codegen`: writes the typed GraphQL files (see codegen.ts) from the SDL and the composed supergraph.
 * `--check`: writes nothing, lists the committed files that differ from what would be generated, exits 1 if any.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateTypes, repositoryRoot, writeTypes } from './codegen';

if (process.argv.includes('--check')) {
  const stale = (await generateTypes()).filter((file) => {
    try {
      return readFileSync(join(repositoryRoot, file.filename), 'utf8') !== file.content;
    } catch {
      return true;
    }
  });
  for (const file of stale) console.error(`stale: ${file.filename}`);
  process.exitCode = stale.length > 0 ? 1 : 0;
} else {
  await writeTypes();
  console.warn('generated: services/*/src/graphql/resolvers.generated.ts, web/src/gql/, gateway/src/rest/gql/');
}
