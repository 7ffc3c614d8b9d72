import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const generatedDocuments = fileURLToPath(new URL('./src/gql/graphql.ts', import.meta.url));

/**
 * In the build, each `graphql(`...`)` call becomes an import of that one document from `src/gql/graphql.ts`
 * (what graphql-codegen's babel plugin does, for a build without babel): the generated `graphql()` looks documents
 * up in a map of every document of the app, which would put all of them in the first chunk every page loads.
 * A document is named after its first definition: `query Plans` -> `PlansDocument`, `fragment X` -> `XFragmentDoc`.
 */
function graphqlDocumentImports(): Plugin {
  const call = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
  const firstDefinition = /\b(query|mutation|subscription|fragment)\s+([_A-Za-z][_0-9A-Za-z]*)/;
  return {
    name: 'pharmachat:graphql-document-imports',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || id.includes('/src/gql/') || !code.includes('graphql(')) return null;
      const imports = new Map<string, string>();
      const out = code.replace(call, (whole, text: string) => {
        const match = firstDefinition.exec(text);
        if (!match) return whole;
        const exported = match[1] === 'fragment' ? `${match[2]}FragmentDoc` : `${match[2]}Document`;
        const local = `__document_${exported}`;
        imports.set(exported, local);
        return local;
      });
      if (!imports.size) return null;
      const header = `import { ${[...imports].map(([exported, local]) => `${exported} as ${local}`).join(', ')} } from ${JSON.stringify(generatedDocuments)};\n`;
      return { code: header + out, map: null };
    },
  };
}

export default defineConfig({
  plugins: [graphqlDocumentImports(), react()],
  server: { proxy: { '/api': 'http://localhost:4000', '/graphql': { target: 'http://localhost:4000', ws: true } } },
  // screens are split per route; bench/web-weight.ts measures what each public page loads (npm run bench:web)
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 800 },
});
