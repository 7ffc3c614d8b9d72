import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { distributedProcesses, kafkaTopicSettings, processNames, schemaOwners, variablesOf } from '../src/topology';

/** docker-compose.yml against the one table of the distributed topology (deploy/src/topology.ts) and the README. */
const root = resolve(import.meta.dirname, '../..');
interface ComposeService {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string | number>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
  read_only?: boolean;
  cap_drop?: string[];
  tmpfs?: string[];
  profiles?: string[];
}
const compose = parse(readFileSync(`${root}/docker-compose.yml`, 'utf8'), { merge: true }) as { services: Record<string, ComposeService> };
const readme = readFileSync(`${root}/README.md`, 'utf8');

describe('docker-compose.yml', () => {
  it('has PostgreSQL, Kafka in KRaft mode, the provisioning and topics jobs, the eight services and the gateway', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['db-provision', 'kafka', 'kafka-topics', 'postgres', 'prometheus', ...processNames].sort());
    const kafka = compose.services.kafka!.environment!;
    expect(kafka.KAFKA_PROCESS_ROLES).toBe('broker,controller');
    expect(kafka.KAFKA_CONTROLLER_QUORUM_VOTERS).toBeTruthy();
    expect(kafka.KAFKA_AUTO_CREATE_TOPICS_ENABLE).toBe('false');
    expect(compose.services.postgres!.healthcheck?.test.join(' ')).toContain('pg_isready');
    expect(compose.services.kafka!.healthcheck?.test.join(' ')).toContain('kafka-broker-api-versions');
  });

  it('creates the topics once, with the documented partitions and retention', () => {
    const topics = compose.services['kafka-topics']!;
    expect(topics.command).toEqual(['deploy/src/kafka-topics-cli.ts']);
    expect(topics.environment!.KAFKA_TOPIC_PARTITIONS).toBe(`\${KAFKA_TOPIC_PARTITIONS:-${kafkaTopicSettings.partitions}}`);
    expect(topics.environment!.KAFKA_TOPIC_RETENTION_MS).toBe(`\${KAFKA_TOPIC_RETENTION_MS:-${kafkaTopicSettings.retentionMs}}`);
    expect(topics.depends_on?.kafka?.condition).toBe('service_healthy');
    expect(compose.services['db-provision']!.depends_on?.postgres?.condition).toBe('service_healthy');
  });

  it.each(processNames)('%s: its entry point, port, every variable it reads, its own database role, a health check, its start order', (name) => {
    const spec = distributedProcesses[name];
    const service = compose.services[name]!;
    expect(service.command).toEqual([spec.entry]);
    expect(service.build).toBe('.');
    expect(String(service.environment!.PORT)).toBe(String(spec.port));
    const { required, optional } = variablesOf(name);
    for (const variable of [...required, ...optional]) expect(service.environment, `${name} lacks ${variable}`).toHaveProperty(variable);
    for (const variable of required) expect(String(service.environment![variable]), `${name}: ${variable} may not be empty`).not.toMatch(/^$|:-\}$/);
    // its own role, whose password the provisioning job sets
    const schema = schemaOwners[spec.owner];
    const url = String(service.environment!.DATABASE_URL);
    expect(url).toMatch(new RegExp(`^postgres://pharmachat_${schema}:\\$\\{DB_PASSWORD_${schema.toUpperCase()}:-[^}]+\\}@postgres:5432/pharmachat$`));
    expect(compose.services['db-provision']!.environment).toHaveProperty(`DB_PASSWORD_${schema.toUpperCase()}`);
    expect(service.environment!.KAFKA_BROKERS).toBe('kafka:9092');
    // health check on the process's readiness
    expect(service.healthcheck?.test.join(' ')).toContain('/readyz');
    // hardened like the Kubernetes pods
    expect(service.read_only).toBe(true);
    expect(service.cap_drop).toEqual(['ALL']);
    expect(service.tmpfs).toContain('/tmp');
    // start order
    const after = service.depends_on ?? {};
    if (name === 'identity') {
      expect(after['db-provision']?.condition).toBe('service_completed_successfully');
      expect(after['kafka-topics']?.condition).toBe('service_completed_successfully');
    } else if (name === 'gateway') {
      for (const other of processNames.filter((n) => n !== 'gateway')) expect(after[other]?.condition, other).toBe('service_healthy');
      expect(service.ports).toContain('4000:4000');
    } else {
      expect(after.identity?.condition).toBe('service_healthy');
      expect(after['db-provision']?.condition).toBe('service_completed_successfully');
      expect(after['kafka-topics']?.condition).toBe('service_completed_successfully');
    }
  });

  it("the gateway finds every subgraph at its service's port", () => {
    const gateway = compose.services.gateway!.environment!;
    for (const name of processNames.filter((n) => n !== 'gateway')) {
      expect(gateway[`${name.toUpperCase().replace(/-/g, '_')}_SUBGRAPH_URL`]).toBe(`http://${name}:${distributedProcesses[name].port}/graphql`);
    }
  });

  it("every variable of the distributed topology is in the README's configuration table (one table for both topologies)", () => {
    const all = new Set(processNames.flatMap((name) => [...variablesOf(name).required, ...variablesOf(name).optional]));
    for (const variable of all) expect(readme, `README lacks ${variable}`).toContain(`| \`${variable}\` |`);
  });
});

describe('Dockerfile', () => {
  const dockerfile = readFileSync(`${root}/Dockerfile`, 'utf8');
  const ignored = readFileSync(`${root}/.dockerignore`, 'utf8').split('\n');

  it('builds in stages and runs as a non-root user with the entry point as its command', () => {
    const stages = [...dockerfile.matchAll(/^FROM \S+ AS (\S+)$/gm)].map((m) => m[1]);
    expect(stages).toEqual(['deps', 'web', 'prod-deps', 'runtime']);
    const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime'));
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toContain('COPY --from=prod-deps /app/node_modules');
    expect(runtime).toMatch(/^ENTRYPOINT \["node", "--import", "tsx"\]$/m);
    expect(runtime).toMatch(/^HEALTHCHECK /m);
    // every entry point the compose file and the manifests start is in the image
    for (const name of processNames) expect(distributedProcesses[name].entry).toMatch(/^(services|gateway)\//);
    expect(runtime).toMatch(/^COPY services services$/m);
    expect(runtime).toMatch(/^COPY gateway gateway$/m);
    expect(runtime).toMatch(/^COPY deploy\/src deploy\/src$/m);
  });

  it('keeps dependencies, local data and git out of the build context', () => {
    for (const entry of ['**/node_modules', '**/.data', '.git', '**/dist']) expect(ignored).toContain(entry);
  });
});

