import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

/**
 * A renderer of the kustomize subset k8s/ uses, so CI can render the overlays without the kustomize binary:
 * `resources` (files and directories), `components` (their resources and patches), `patches` (strategic-merge
 * patches by path, matched on kind and name), `images` (newName/newTag), `replicas` and `namespace`. Any other key
 * fails the render, so k8s/ cannot start relying on a feature this renderer would silently skip.
 */
export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [field: string]: unknown;
}

interface Kustomization {
  apiVersion?: string;
  kind?: string;
  namespace?: string;
  resources?: string[];
  components?: string[];
  patches?: { path: string }[];
  images?: { name: string; newName?: string; newTag?: string }[];
  replicas?: { name: string; count: number }[];
}

const supportedKeys = new Set(['apiVersion', 'kind', 'namespace', 'resources', 'components', 'patches', 'images', 'replicas']);

function readKustomization(dir: string): Kustomization {
  const kustomization = parse(readFileSync(join(dir, 'kustomization.yaml'), 'utf8')) as Kustomization;
  for (const key of Object.keys(kustomization)) if (!supportedKeys.has(key)) throw new Error(`${dir}/kustomization.yaml: '${key}' is not supported by this renderer`);
  for (const patch of kustomization.patches ?? []) if (Object.keys(patch).join() !== 'path') throw new Error(`${dir}: only patches with a path are supported`);
  return kustomization;
}

function readObjects(file: string): K8sObject[] {
  return parseAllDocuments(readFileSync(file, 'utf8')).map((document) => {
    if (document.errors.length > 0) throw new Error(`${file}: ${document.errors[0]!.message}`);
    return document.toJS() as K8sObject;
  }).filter(Boolean);
}

function loadResource(path: string): K8sObject[] {
  return statSync(path).isDirectory() ? renderKustomization(path) : readObjects(path);
}

/** Strategic merge as kustomize does it for these kinds: maps merge, lists of named items merge by name, other lists are replaced. */
export function strategicMerge(target: unknown, patch: unknown): unknown {
  if (Array.isArray(patch)) {
    if (!Array.isArray(target) || !patch.every((item) => item && typeof item === 'object' && 'name' in item)) return structuredClone(patch);
    const merged = target.map((item) => structuredClone(item) as { name?: string });
    for (const item of patch as { name: string }[]) {
      const index = merged.findIndex((existing) => existing?.name === item.name);
      if (index >= 0) merged[index] = strategicMerge(merged[index], item) as { name: string };
      else merged.push(structuredClone(item));
    }
    return merged;
  }
  if (patch && typeof patch === 'object') {
    const base = target && typeof target === 'object' && !Array.isArray(target) ? { ...(target as Record<string, unknown>) } : {};
    for (const [key, value] of Object.entries(patch)) base[key] = value === null ? undefined : strategicMerge(base[key], value);
    return base;
  }
  return patch;
}

function applyPatches(dir: string, kustomization: Kustomization, objects: K8sObject[]): K8sObject[] {
  for (const { path } of kustomization.patches ?? []) {
    for (const patch of readObjects(resolve(dir, path))) {
      const index = objects.findIndex((o) => o.kind === patch.kind && o.metadata.name === patch.metadata.name);
      if (index < 0) throw new Error(`${dir}/${path}: no ${patch.kind} ${patch.metadata.name} to patch`);
      objects[index] = strategicMerge(objects[index], patch) as K8sObject;
    }
  }
  return objects;
}

/** Every container of a workload (Deployment, Job, CronJob). */
export function containersOf(object: K8sObject): { name: string; image: string; [field: string]: unknown }[] {
  const spec = object.spec as Record<string, any> | undefined; // eslint-disable-line @typescript-eslint/no-explicit-any
  const podSpec = object.kind === 'CronJob' ? spec?.jobTemplate?.spec?.template?.spec : spec?.template?.spec;
  return [...(podSpec?.containers ?? []), ...(podSpec?.initContainers ?? [])];
}

export function renderKustomization(dir: string): K8sObject[] {
  const kustomization = readKustomization(dir);
  let objects: K8sObject[] = (kustomization.resources ?? []).flatMap((resource) => loadResource(resolve(dir, resource)));
  for (const component of kustomization.components ?? []) {
    const componentDir = resolve(dir, component);
    const spec = readKustomization(componentDir);
    if (spec.kind !== 'Component') throw new Error(`${componentDir} is not a Component`);
    objects.push(...(spec.resources ?? []).flatMap((resource) => loadResource(resolve(componentDir, resource))));
    objects = applyPatches(componentDir, spec, objects);
  }
  objects = applyPatches(dir, kustomization, objects);
  for (const image of kustomization.images ?? []) {
    for (const object of objects) {
      for (const container of containersOf(object)) {
        const [name] = container.image.split(/[:@]/);
        if (name === image.name || name === image.newName) container.image = `${image.newName ?? image.name}:${image.newTag ?? 'latest'}`;
      }
    }
  }
  for (const { name, count } of kustomization.replicas ?? []) {
    const deployment = objects.find((o) => o.kind === 'Deployment' && o.metadata.name === name);
    if (!deployment) throw new Error(`${dir}: replicas for unknown Deployment ${name}`);
    (deployment.spec as { replicas: number }).replicas = count;
  }
  if (kustomization.namespace) for (const object of objects) object.metadata.namespace = kustomization.namespace;
  return objects;
}
