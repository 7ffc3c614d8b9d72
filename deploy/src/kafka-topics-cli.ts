import { z } from 'zod';
import { createLogger, ensureKafkaTopics, exitOnStartupError, loadConfig } from '@pharmachat/chassis';
import { kafkaTopicSettings } from './topology';

/** The one-shot topics job of docker-compose.yml and k8s/: creates every missing topic of proto/'s events. */
const logger = createLogger({ name: 'kafka-topics' });
try {
  const config = loadConfig({
    KAFKA_BROKERS: z.string().regex(/^[^,\s]+:\d+(,[^,\s]+:\d+)*$/, 'must be host:port[,host:port...]'),
    KAFKA_TOPIC_PARTITIONS: z.coerce.number().int().min(1).max(1000).default(kafkaTopicSettings.partitions),
    KAFKA_TOPIC_RETENTION_MS: z.coerce.number().int().min(3_600_000).default(kafkaTopicSettings.retentionMs),
    KAFKA_REPLICATION_FACTOR: z.coerce.number().int().min(1).max(7).default(1),
  });
  await ensureKafkaTopics({
    brokers: config.KAFKA_BROKERS.split(','),
    partitions: config.KAFKA_TOPIC_PARTITIONS,
    retentionMs: config.KAFKA_TOPIC_RETENTION_MS,
    replicationFactor: config.KAFKA_REPLICATION_FACTOR,
    logger,
  });
} catch (error) {
  exitOnStartupError(logger)(error);
}
