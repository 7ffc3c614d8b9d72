import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eventCatalogue, topicOf } from '../src/index';
import { renderAsyncApi, renderAsyncApiText } from '../src/generate-asyncapi';

describe('AsyncAPI document', () => {
  it('docs/asyncapi.json is generated from proto (run `npm run events:docs` after changing an event)', () => {
    expect(readFileSync(new URL('../../docs/asyncapi.json', import.meta.url), 'utf8')).toBe(renderAsyncApiText());
  });

  it('has a channel per topic and a message per event, whose payload is the envelope with the event schema', () => {
    const document = renderAsyncApi() as {
      asyncapi: string;
      channels: Record<string, { address: string; messages: Record<string, { $ref: string }> }>;
      operations: Record<string, { action: string; channel: { $ref: string } }>;
      components: { messages: Record<string, { payload: { properties: Record<string, { const?: unknown }>; required: string[] } }> };
    };
    expect(document.asyncapi).toBe('3.0.0');
    const types = Object.keys(eventCatalogue);
    expect(Object.keys(document.channels).sort()).toEqual([...new Set(types.map(topicOf))].sort());
    for (const type of types) {
      const channel = document.channels[topicOf(type)]!;
      expect(channel.messages[type]!.$ref).toBe(`#/components/messages/${type}`);
      const payload = document.components.messages[type]!.payload;
      expect(payload.properties.type!.const).toBe(type);
      expect(payload.required).toEqual(expect.arrayContaining(['id', 'type', 'version', 'aggregateId', 'data']));
    }
    for (const operation of Object.values(document.operations)) {
      expect(operation.action).toBe('send');
      expect(document.channels[operation.channel.$ref.replace('#/channels/', '')]).toBeTruthy();
    }
  });
});
