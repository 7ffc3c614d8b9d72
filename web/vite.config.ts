import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const sideEffectFreePackages = /\/node_modules\/(@rc-component\/|@ant-design\/(cssinjs|cssinjs-utils|fast-color|colors)\/)/;
const generatedDocuments = fileURLToPath(new URL('./src/gql/graphql.ts', import.meta.url));

/**
 * In the build, each `graphql(`...`)` call becomes the document itself, copied from `src/gql/graphql.ts` (what
 * graphql-codegen's babel plugin does, for a build without babel). The generated `graphql()` looks documents up in a
 * map of every document of the app, and `graphql.ts` holds them all in one module, which would put every screen's
 * operations in the first chunk every page loads; inlined, each screen's chunk carries only its own. A document is
 * named after its first definition: `query Plans` -> `PlansDocument`, `fragment X` -> `XFragmentDoc`.
 */
function inlineGraphqlDocuments(): Plugin {
  const call = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
  const firstDefinition = /\b(query|mutation|subscription|fragment)\s+([_A-Za-z][_0-9A-Za-z]*)/;
  const exported = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;
  let documents: Map<string, string> | null = null;
  return {
    name: 'pharmachat:inline-graphql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      documents = new Map([...readFileSync(generatedDocuments, 'utf8').matchAll(exported)].map((m) => [m[1]!, m[2]!]));
    },
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || id.includes('/src/gql/') || !code.includes('graphql(')) return null;
      let changed = false;
      const out = code.replace(call, (whole, text: string) => {
        const match = firstDefinition.exec(text);
        const document = match && documents?.get(match[1] === 'fragment' ? `${match[2]}FragmentDoc` : `${match[2]}Document`);
        if (!document) return whole;
        changed = true;
        return `(${document})`;
      });
      return changed ? { code: out, map: null } : null;
    },
  };
}

export default defineConfig({
  plugins: [inlineGraphqlDocuments(), react()],
  server: { proxy: { '/api': 'http://localhost:4000', '/graphql': { target: 'http://localhost:4000', ws: true } } },
  // screens are split per route; bench/web-weight.ts measures what each public page loads (npm run bench:web)
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // antd's building blocks (@rc-component/*, @ant-design/cssinjs and its colour helpers) declare no `sideEffects`,
      // so importing one small export kept whole packages (antd's form context alone kept the whole form and its
      // validator in the first chunk); they have none, so unused modules are dropped
      treeshake: { moduleSideEffects: (id) => (sideEffectFreePackages.test(id) ? false : undefined) },
    },
  },
});
