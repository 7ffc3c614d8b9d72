import { subgraphNames, type SubgraphName } from './compose';

/** `ai-assistant` -> `AI_ASSISTANT_SUBGRAPH_URL`: the variable that tells the standalone gateway where a subgraph is. */
export const subgraphUrlVariable = (name: SubgraphName): string => `${name.toUpperCase().replace(/-/g, '_')}_SUBGRAPH_URL`;

export const subgraphUrlVariables: readonly string[] = subgraphNames.map(subgraphUrlVariable);
