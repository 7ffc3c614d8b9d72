import { describe, expect, it } from 'vitest';
import { ensureKafkaTopics, kafkaTopicNames } from '@pharmachat/chassis';
import { eventCatalogue, topicOf } from '@pharmachat/proto';
import { kafkaTopicSettings } from '../src/topology';

/** The topics job creates a topic per aggregate of proto/'s events, with the documented settings, and only missing ones. */
describe('Kafka topics job', () => {
  it('creates every missing topic with its partitions, retention and replication', async () => {
    const created: { topic: string; numPartitions?: number; replicationFactor?: number; configEntries?: { name: string; value: string }[] }[] = [];
    const admin = {
      connect: async () => undefined,
      disconnect: async () => undefined,
      listTopics: async () => ['chat.session'],
      createTopics: async (options: { topics: typeof created }) => {
        created.push(...options.topics);
        return true;
      },
    };
    const missing = await ensureKafkaTopics({ brokers: ['kafka:9092'], admin: admin as never, ...kafkaTopicSettings, replicationFactor: 3 });
    const expected = [...new Set(Object.keys(eventCatalogue).map(topicOf))].filter((t) => t !== 'chat.session').sort();
    expect(missing).toEqual(expected);
    expect(created.map((t) => t.topic)).toEqual(expected);
    for (const topic of created) {
      expect(topic.numPartitions).toBe(6);
      expect(topic.replicationFactor).toBe(3);
      expect(topic.configEntries).toContainEqual({ name: 'retention.ms', value: String(7 * 24 * 3600 * 1000) });
      expect(topic.configEntries).toContainEqual({ name: 'min.insync.replicas', value: '2' });
    }
    expect(kafkaTopicNames()).toContain('chat.message');
  });
});
