import { readFileSync, writeFileSync } from 'node:fs';
import { composeServices } from '@apollo/composition';
import { parse } from 'graphql';
import { eventDeliverySdl } from '@pharmachat/chassis';

/** The eight subgraphs, in a fixed order, with the SDL file each service owns. */
export const subgraphNames = ['identity', 'pharmacy', 'chat', 'ai-assistant', 'billing', 'doctor', 'analytics', 'retention'] as const;
export type SubgraphName = (typeof subgraphNames)[number];

export const supergraphPath = new URL('../supergraph.graphql', import.meta.url);

function sdlPath(name: SubgraphName): URL {
  return new URL(`../../services/${name}/src/graphql/schema.graphql`, import.meta.url);
}

/** A subgraph's whole SDL: the service's own schema.graphql plus the event delivery fields every service serves. */
export function subgraphSdl(name: SubgraphName): string {
  return `${readFileSync(sdlPath(name), 'utf8')}\n${eventDeliverySdl(name)}`;
}

/** Composes the subgraphs' SDL into a supergraph with @apollo/composition; throws with every composition error. */
export function composeSupergraph(urls: Partial<Record<SubgraphName, string>> = {}): string {
  const result = composeServices(
    subgraphNames.map((name) => ({
      name,
      url: urls[name] ?? `http://${name}:4000/graphql`,
      typeDefs: parse(subgraphSdl(name)),
    })),
  );
  if (result.errors) throw new Error(`Supergraph composition failed:\n${result.errors.map((e) => `- ${e.message}`).join('\n')}`);
  return result.supergraphSdl;
}

export function readCommittedSupergraph(): string {
  return readFileSync(supergraphPath, 'utf8');
}

export function writeSupergraph(): void {
  writeFileSync(supergraphPath, composeSupergraph());
}
