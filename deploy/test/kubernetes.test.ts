import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { distributedProcesses, processNames, schemaOwners } from '../src/topology';
import { containersOf, renderKustomization, type K8sObject } from './kustomize-render';

/**
 * k8s/: every overlay renders (deploy/test/kustomize-render.ts) and every object is valid against the Kubernetes
 * JSON schemas shipped by the kubernetes-models package; then the rules the design asks for.
 */
const k8s = resolve(import.meta.dirname, '../../k8s');
const overlays = ['dev', 'prod'] as const;
const rendered = Object.fromEntries(overlays.map((overlay) => [overlay, renderKustomization(`${k8s}/overlays/${overlay}`)])) as Record<(typeof overlays)[number], K8sObject[]>;

async function validate(object: K8sObject): Promise<void> {
  // kubernetes-models/<group>/<version>/<Kind>: the schema of that kind, validated with ajv
  const module = (await import(/* @vite-ignore */ `kubernetes-models/${object.apiVersion}/${object.kind}`)) as Record<string, new (data: unknown) => { validate(): void }>;
  const Model = module[object.kind] ?? module.default;
  if (!Model) throw new Error(`no schema for ${object.apiVersion} ${object.kind}`);
  new Model(object).validate();
}

const find = (objects: K8sObject[], kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata.name === name);
/* eslint-disable @typescript-eslint/no-explicit-any */
const podSpecOf = (deployment: K8sObject) => (deployment.spec as any).template.spec;

describe.each(overlays)('k8s/overlays/%s', (overlay) => {
  const objects = rendered[overlay];

  it('renders objects that are valid against the Kubernetes schemas', async () => {
    expect(objects.length).toBeGreaterThan(30);
    for (const object of objects) {
      await expect(validate(object), `${object.kind} ${object.metadata.name}`).resolves.toBeUndefined();
      expect(object.metadata.namespace).toBe(overlay === 'prod' ? 'pharmachat' : 'pharmachat-dev');
    }
  });

  it('references secrets and never contains one', () => {
    expect(objects.filter((o) => o.kind === 'Secret')).toEqual([]);
    const text = JSON.stringify(objects);
    expect(text).not.toMatch(/postgres:\/\/[^"]*:[^"@]+@/);
    expect(text).not.toMatch(/"d":"/); // no private JWK
  });

  it.each(processNames)('%s: ServiceAccount, Service and a hardened Deployment with probes, resources and its variables', (name) => {
    const spec = distributedProcesses[name];
    expect(find(objects, 'ServiceAccount', name)).toBeTruthy();
    const service = find(objects, 'Service', name)!;
    expect((service.spec as any).ports[0].port).toBe(spec.port);
    const deployment = find(objects, 'Deployment', name)!;
    const pod = podSpecOf(deployment);
    expect(pod.serviceAccountName).toBe(name);
    expect(pod.securityContext.runAsNonRoot).toBe(true);
    const [container] = pod.containers;
    expect(container.args).toEqual([spec.entry]);
    expect(container.image).toBe(`ghcr.io/pharmachat/pharmachat:${overlay === 'prod' ? '1.0.0' : 'dev'}`);
    expect(container.ports[0].containerPort).toBe(spec.port);
    expect(container.readinessProbe.httpGet.path).toBe('/readyz');
    expect(container.livenessProbe.httpGet.path).toBe('/healthz');
    expect(container.resources.requests.cpu && container.resources.requests.memory && container.resources.limits.cpu && container.resources.limits.memory).toBeTruthy();
    expect(container.securityContext).toMatchObject({ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, runAsNonRoot: true, capabilities: { drop: ['ALL'] } });
    expect(pod.volumes.find((v: { name: string }) => v.name === 'tmp').emptyDir).toBeTruthy();
    // the variables it must have: its own env, or the shared ConfigMap
    const config = (find(objects, 'ConfigMap', 'pharmachat-config') as any).data as Record<string, string>;
    const env = new Map<string, any>(container.env.map((e: { name: string }) => [e.name, e]));
    for (const variable of [...['NODE_ENV', 'LOG_LEVEL', 'HOST', 'DATA_DIR', 'KAFKA_BROKERS', 'AUTH_JWKS_URLS', 'CAPTCHA_SECRET', 'PORT', 'DATABASE_URL'], ...spec.required]) {
      expect(env.has(variable) || variable in config, `${name} lacks ${variable}`).toBe(true);
    }
    expect(env.get('DATABASE_URL').valueFrom.secretKeyRef).toEqual({ name: 'pharmachat-database', key: schemaOwners[spec.owner] });
    expect(env.get('PORT').value).toBe(String(spec.port));
  });

  it('denies all traffic, then allows the topology: the gateway in, the gateway to each subgraph, tokens, DNS, PostgreSQL, Kafka', () => {
    const policies = objects.filter((o) => o.kind === 'NetworkPolicy');
    const denyAll = find(objects, 'NetworkPolicy', 'deny-all')!;
    expect(denyAll.spec).toEqual({ podSelector: {}, policyTypes: ['Ingress', 'Egress'] });
    for (const name of processNames.filter((n) => n !== 'gateway')) {
      const ingress = find(objects, 'NetworkPolicy', `allow-${name}-ingress`) as any;
      expect(ingress.spec.ingress[0].from[0].podSelector.matchLabels).toEqual({ 'app.kubernetes.io/name': 'gateway' });
      expect(ingress.spec.ingress[0].ports[0].port).toBe(distributedProcesses[name].port);
    }
    const gatewayOut = find(objects, 'NetworkPolicy', 'allow-gateway-to-subgraphs') as any;
    expect(gatewayOut.spec.egress).toHaveLength(8);
    const platform = JSON.stringify(find(objects, 'NetworkPolicy', 'allow-platform-egress'));
    for (const port of [53, 5432, 9092]) expect(platform).toContain(`"port":${port}`);
    expect(policies.length).toBeGreaterThanOrEqual(12);
  });

  it('runs the purge as a CronJob at 02:00, with the service timer off', () => {
    const cron = find(objects, 'CronJob', 'retention-purge') as any;
    expect(cron.spec.schedule).toBe('0 2 * * *');
    expect(containersOf(cron)[0]!.args).toEqual(['deploy/src/retention-purge-cli.ts']);
    const retention = podSpecOf(find(objects, 'Deployment', 'retention')!).containers[0];
    expect(retention.env).toContainEqual({ name: 'RETENTION_SCHEDULER', value: 'off' });
    expect(find(objects, 'Job', 'db-provision')).toBeTruthy();
    expect(find(objects, 'Job', 'kafka-topics')).toBeTruthy();
  });
});

describe('the schema check', () => {
  it('refuses an object that breaks the Kubernetes schema, naming the field', async () => {
    const broken = structuredClone(find(rendered.prod, 'Deployment', 'chat')!) as any;
    broken.spec.replicas = 'two';
    await expect(validate(broken)).rejects.toThrow(/spec\/replicas must be integer/);
  });
});

describe('k8s/overlays/prod only', () => {
  const objects = rendered.prod;
  it('autoscales the gateway, chat and the assistant, keeps two replicas and a disruption budget for every process', () => {
    expect(objects.filter((o) => o.kind === 'HorizontalPodAutoscaler').map((o) => o.metadata.name).sort()).toEqual(['ai-assistant', 'chat', 'gateway']);
    for (const name of processNames) {
      expect((find(objects, 'Deployment', name)!.spec as any).replicas, name).toBe(2);
      expect(find(objects, 'PodDisruptionBudget', name), name).toBeTruthy();
    }
    expect(containersOf(find(objects, 'Job', 'kafka-topics')!)[0]!.env).toContainEqual({ name: 'KAFKA_REPLICATION_FACTOR', value: '3' });
    expect(podSpecOf(find(objects, 'Deployment', 'ai-assistant')!).containers[0].resources.limits.memory).toBe('1536Mi');
  });

  it('dev has no autoscaling and one replica each', () => {
    expect(rendered.dev.filter((o) => o.kind === 'HorizontalPodAutoscaler')).toEqual([]);
    expect((find(rendered.dev, 'Deployment', 'chat')!.spec as any).replicas).toBe(1);
    expect((find(rendered.dev, 'ConfigMap', 'pharmachat-config') as any).data.NODE_ENV).toBe('development');
  });
});
