import { Kafka, logLevel, type Admin } from 'kafkajs';
import { eventCatalogue, topicOf } from '@pharmachat/proto';
import type { Logger } from '../logging/logger';

/** Every Kafka topic the events of `proto/` travel on (`<context>.<aggregate>`), sorted. */
export function kafkaTopicNames(): string[] {
  return [...new Set(Object.keys(eventCatalogue).map(topicOf))].sort();
}

export interface TopicSettings {
  partitions: number;
  /** how long Kafka keeps events (the in-process log keeps a week too) */
  retentionMs: number;
  replicationFactor: number;
}

/**
 * Creates the topics that are missing (the brokers run with automatic creation off, so every topic gets these
 * settings); existing ones are left as they are. Run once before the services start (compose's and Kubernetes'
 * topics job), and again after adding an event on a new aggregate.
 */
export async function ensureKafkaTopics(options: TopicSettings & { brokers: string[]; logger?: Logger; admin?: Pick<Admin, 'connect' | 'disconnect' | 'listTopics' | 'createTopics'> }): Promise<string[]> {
  const admin = options.admin ?? new Kafka({ clientId: 'pharmachat-topics', brokers: options.brokers, logLevel: logLevel.WARN }).admin();
  await admin.connect();
  try {
    const existing = new Set(await admin.listTopics());
    const missing = kafkaTopicNames().filter((topic) => !existing.has(topic));
    if (missing.length > 0) {
      await admin.createTopics({
        waitForLeaders: true,
        topics: missing.map((topic) => ({
          topic,
          numPartitions: options.partitions,
          replicationFactor: options.replicationFactor,
          configEntries: [
            { name: 'retention.ms', value: String(options.retentionMs) },
            { name: 'cleanup.policy', value: 'delete' },
            // an acknowledged event is on every in-sync replica (the producer sends with acks=all)
            { name: 'min.insync.replicas', value: String(Math.max(1, Math.min(2, options.replicationFactor - 1))) },
          ],
        })),
      });
    }
    options.logger?.info({ created: missing, existing: existing.size }, 'Kafka topics ensured');
    return missing;
  } finally {
    await admin.disconnect();
  }
}
