import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  parse,
  print,
  typeFromAST,
  visit,
  type DefinitionNode,
  type FragmentDefinitionNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';

const root = resolve(import.meta.dirname, '../../..');

/** A GraphQL operation the web app sends, with the fragments it uses, ready to post. */
export interface WebOperation {
  name: string;
  kind: 'query' | 'mutation' | 'subscription';
  query: string;
  variables: Record<string, unknown>;
}

/**
 * Every operation of the web app, read from its codegen map (`web/src/gql/gql.ts`: the documents written in
 * `web/src/features/<feature>/graphql/*.ts`), each with example variables valid for the composed schema.
 */
export function webOperations(): WebOperation[] {
  const source = readFileSync(`${root}/web/src/gql/gql.ts`, 'utf8');
  const block = source.slice(source.indexOf('const documents'), source.indexOf('\n};', source.indexOf('const documents')));
  const texts = [...block.matchAll(/^\s{4}("(?:[^"\\]|\\.)*"): types\./gm)].map((m) => JSON.parse(m[1]!) as string);
  const definitions: DefinitionNode[] = texts.flatMap((text) => parse(text).definitions);
  const fragments = new Map(definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  const schema = supergraphSchema();
  return definitions
    .filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION && Boolean(d.name))
    .map((operation) => {
      const used = new Map<string, FragmentDefinitionNode>();
      const collect = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
        visit(node, {
          FragmentSpread(spread) {
            const fragment = fragments.get(spread.name.value);
            if (fragment && !used.has(fragment.name.value)) {
              used.set(fragment.name.value, fragment);
              collect(fragment);
            }
          },
        });
      collect(operation);
      const variables: Record<string, unknown> = {};
      for (const definition of operation.variableDefinitions ?? []) {
        if (definition.type.kind !== Kind.NON_NULL_TYPE) continue;
        const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
        if (type) variables[definition.variable.name.value] = sampleInput(type);
      }
      return { name: operation.name!.value, kind: operation.operation, query: [operation, ...used.values()].map((d) => print(d)).join('\n\n'), variables };
    });
}

function supergraphSchema(): GraphQLSchema {
  return buildSchema(readFileSync(`${root}/gateway/supergraph.graphql`, 'utf8'), { assumeValidSDL: true });
}

/** An example value of an input type: required input fields filled, optional ones left out. */
function sampleInput(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleInput(type.ofType);
  if (isListType(type)) return [sampleInput(type.ofType as GraphQLInputType)];
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0]!.value;
  if (isInputObjectType(named)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(named.getFields())) if (isNonNullType(field.type) && field.defaultValue === undefined) value[field.name] = sampleInput(field.type);
    return value;
  }
  switch (named.name) {
    case 'ID':
      return '00000000-0000-4000-8000-000000000000';
    case 'Int':
      return 1;
    case 'Float':
      return 1.5;
    case 'Boolean':
      return false;
    default:
      return 'contract';
  }
}
