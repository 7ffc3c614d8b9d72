import type { ConsumerConfig, ConsumerRunConfig, ConsumerSubscribeTopics, EachBatchPayload, IHeaders, KafkaMessage, ProducerBatch, TopicPartitionOffsetAndMetadata } from 'kafkajs';
import type { KafkaClient } from '../bus/kafka.transport';

interface StoredRecord {
  offset: bigint;
  key: Buffer | null;
  value: Buffer | null;
  headers: IHeaders;
  timestamp: string;
}

interface Group {
  /** next offset to read per `${topic}:${partition}` */
  committed: Map<string, bigint>;
  members: FakeConsumer[];
  commits: { topic: string; partition: number; offset: string }[];
}

function toBuffer(value: unknown): Buffer | null {
  if (value === null || value === undefined) return null;
  return Buffer.isBuffer(value) ? value : Buffer.from(String(value));
}

/** Kafka's default partitioner in spirit: the same key always lands on the same partition. */
function partitionFor(key: Buffer | null, partitions: number): number {
  if (!key) return 0;
  let hash = 0;
  for (const byte of key) hash = (hash * 31 + byte) | 0;
  return Math.abs(hash) % partitions;
}

/**
 * A test double of the kafkajs client API the transport uses, with Kafka's semantics where they matter:
 * topics with keyed partitions, consumer groups with committed offsets, one active member per group (the
 * oldest live one: a simple rebalance), delivery from the committed offset after a member dies, and
 * `fromBeginning`. No broker runs on the development machines; this is how the Kafka transport is tested.
 */
export class FakeKafka implements KafkaClient {
  readonly topics = new Map<string, StoredRecord[][]>();
  readonly groups = new Map<string, Group>();
  /** every sendBatch call: how the relay produced */
  readonly sends: { topic: string; key: string | null; partition: number }[][] = [];

  constructor(readonly partitionsPerTopic = 3) {}

  producer() {
    return {
      connect: async () => undefined,
      disconnect: async () => undefined,
      sendBatch: async (batch: ProducerBatch) => {
        const sent: { topic: string; key: string | null; partition: number }[] = [];
        for (const { topic, messages } of batch.topicMessages ?? []) {
          const partitions = this.topic(topic);
          for (const message of messages) {
            const key = toBuffer(message.key);
            const partition = partitionFor(key, partitions.length);
            const records = partitions[partition]!;
            records.push({ offset: BigInt(records.length), key, value: toBuffer(message.value), headers: (message.headers ?? {}) as IHeaders, timestamp: String(Date.now()) });
            sent.push({ topic, key: key?.toString() ?? null, partition });
          }
        }
        this.sends.push(sent);
        return [];
      },
    } as unknown as ReturnType<KafkaClient['producer']>;
  }

  consumer(config: ConsumerConfig) {
    return new FakeConsumer(this, config.groupId) as unknown as ReturnType<KafkaClient['consumer']>;
  }

  topic(name: string): StoredRecord[][] {
    let partitions = this.topics.get(name);
    if (!partitions) {
      partitions = Array.from({ length: this.partitionsPerTopic }, () => []);
      this.topics.set(name, partitions);
    }
    return partitions;
  }

  group(id: string): Group {
    let group = this.groups.get(id);
    if (!group) {
      group = { committed: new Map(), members: [], commits: [] };
      this.groups.set(id, group);
    }
    return group;
  }

  /** the next offset the group will read on that partition after a restart */
  committedOffset(groupId: string, topic: string, partition: number): bigint | undefined {
    return this.groups.get(groupId)?.committed.get(`${topic}:${partition}`);
  }
}

export class FakeConsumer {
  private topics: string[] = [];
  private fromBeginning = false;
  private readonly positions = new Map<string, bigint>();
  private running = false;
  private dead = false;
  private loop: Promise<void> | null = null;
  private active = false;

  constructor(
    private readonly kafka: FakeKafka,
    readonly groupId: string,
  ) {}

  async connect(): Promise<void> {
    this.kafka.group(this.groupId).members.push(this);
  }

  async subscribe(subscription: ConsumerSubscribeTopics): Promise<void> {
    this.topics.push(...subscription.topics.map(String));
    this.fromBeginning = subscription.fromBeginning ?? false;
    for (const topic of this.topics) this.kafka.topic(topic);
  }

  async run(config: ConsumerRunConfig): Promise<void> {
    this.running = true;
    this.loop = this.poll(config);
  }

  async commitOffsets(offsets: TopicPartitionOffsetAndMetadata[]): Promise<void> {
    if (this.dead || !this.isAssigned()) throw new Error('The coordinator is not aware of this member');
    const group = this.kafka.group(this.groupId);
    for (const { topic, partition, offset } of offsets) {
      group.committed.set(`${topic}:${partition}`, BigInt(offset));
      group.commits.push({ topic, partition, offset });
    }
  }

  async disconnect(): Promise<void> {
    this.running = false;
    this.leave();
    await this.loop;
  }

  /** the process died: no more fetches, no more commits, in-flight work is abandoned */
  crash(): void {
    this.dead = true;
    this.running = false;
    this.leave();
  }

  private leave(): void {
    const group = this.kafka.group(this.groupId);
    group.members = group.members.filter((m) => m !== this);
  }

  private isAssigned(): boolean {
    return this.kafka.group(this.groupId).members[0] === this;
  }

  private async poll(config: ConsumerRunConfig): Promise<void> {
    while (this.running && !this.dead) {
      if (!this.isAssigned()) {
        this.active = false;
        this.positions.clear();
        await new Promise((resolve) => setTimeout(resolve, 5));
        continue;
      }
      if (!this.active) {
        // newly assigned: start from the group's committed offsets (or the beginning / the end)
        this.active = true;
        const group = this.kafka.group(this.groupId);
        for (const topic of this.topics) {
          this.kafka.topic(topic).forEach((records, partition) => {
            const key = `${topic}:${partition}`;
            this.positions.set(key, group.committed.get(key) ?? (this.fromBeginning ? 0n : BigInt(records.length)));
          });
        }
      }
      const work: Promise<void>[] = [];
      for (const topic of this.topics) {
        this.kafka.topic(topic).forEach((records, partition) => {
          const key = `${topic}:${partition}`;
          const position = this.positions.get(key) ?? 0n;
          const batch = records.slice(Number(position), Number(position) + 100);
          if (batch.length === 0) return;
          work.push(this.deliver(config, topic, partition, batch).then(() => void this.positions.set(key, position + BigInt(batch.length))));
        });
      }
      if (work.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      else await Promise.all(work);
    }
  }

  private async deliver(config: ConsumerRunConfig, topic: string, partition: number, records: StoredRecord[]): Promise<void> {
    const messages: KafkaMessage[] = records.map((r) => ({
      key: r.key,
      value: r.value,
      headers: r.headers,
      timestamp: r.timestamp,
      offset: r.offset.toString(),
      attributes: 0,
    }));
    if (config.eachBatch) {
      const payload = {
        batch: {
          topic,
          partition,
          highWatermark: String(records.at(-1)!.offset + 1n),
          messages,
          isEmpty: () => messages.length === 0,
          firstOffset: () => messages[0]?.offset ?? null,
          lastOffset: () => messages.at(-1)?.offset ?? '-1',
          offsetLag: () => '0',
          offsetLagLow: () => '0',
        },
        resolveOffset: () => undefined,
        heartbeat: async () => undefined,
        pause: () => () => undefined,
        commitOffsetsIfNecessary: async () => undefined,
        uncommittedOffsets: () => ({ topics: [] }),
        isRunning: () => this.running && !this.dead,
        isStale: () => this.dead || !this.isAssigned(),
      } as unknown as EachBatchPayload;
      await config.eachBatch(payload);
      return;
    }
    for (const message of messages) {
      if (!this.running || this.dead) return;
      await config.eachMessage!({ topic, partition, message, heartbeat: async () => undefined, pause: () => () => undefined });
      if (config.autoCommit !== false) await this.commitOffsets([{ topic, partition, offset: (BigInt(message.offset) + 1n).toString() }]).catch(() => undefined);
    }
  }
}
