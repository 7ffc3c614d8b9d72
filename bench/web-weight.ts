import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * `npm run bench:web` (also printed by `npm run bench`): how much JavaScript a first visit to each public page
 * downloads on a cold cache, gzip-compressed, measured from the built app. The web app is built with Vite's
 * manifest into a temporary folder; a route's weight is the entry chunk (`index.html`'s script) with every chunk it
 * imports statically, plus the route's lazy screen with every chunk that one imports statically: exactly what the
 * browser fetches before the page can show (modulepreload follows the same static imports). Chunks loaded later on
 * demand (a dialog, the captcha when the form opens it) are listed apart. Budget: 250 kB per patient page.
 */

export const WEB_WEIGHT_BUDGET_KB = 250;

/** public routes and the module of their screen (web/src/app/routes.tsx) */
export const publicPages: { route: string; module: string; patientFirstVisit?: boolean }[] = [
  { route: '/', module: 'src/features/home/LandingPage.tsx', patientFirstVisit: true },
  { route: '/pharmacy-finder', module: 'src/features/pharmacy-finder/PharmacyFinderPage.tsx', patientFirstVisit: true },
  { route: '/chat/:pharmacyId', module: 'src/features/patient-chat/PatientChatPage.tsx', patientFirstVisit: true },
  { route: '/login', module: 'src/features/auth/StaffLoginPage.tsx' },
  { route: '/patient-login', module: 'src/features/patient-auth/PatientLoginPage.tsx' },
  { route: '/patient-register', module: 'src/features/patient-auth/PatientRegisterPage.tsx' },
  { route: '/contact', module: 'src/features/public-site/ContactPage.tsx' },
  { route: '/terms', module: 'src/features/public-site/TermsPage.tsx' },
  { route: '/privacy', module: 'src/features/public-site/PrivacyPage.tsx' },
];

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteWeight {
  route: string;
  /** JavaScript fetched before the page shows, gzip kB */
  gzipKb: number;
  /** the same, uncompressed kB */
  rawKb: number;
  chunks: number;
  /** chunks the page may load later on demand (not counted above), gzip kB */
  onDemandGzipKb: number;
  patientFirstVisit: boolean;
  /** the three biggest chunks counted, "file gzip-kB" */
  largest: string[];
}

/** Builds web/ with a manifest into a temporary folder and returns that folder. */
export async function buildWithManifest(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'pharmachat-web-weight-'));
  const root = resolve(import.meta.dirname, '../web');
  const { build } = await import('vite');
  await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true } });
  return outDir;
}

/** The weight of each public page in a build made with `manifest: true`. */
export function weighRoutes(distDir: string): RouteWeight[] {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const sizes = new Map<string, { raw: number; gzip: number }>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (!size) {
      const bytes = readFileSync(join(distDir, file));
      size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
      sizes.set(file, size);
    }
    return size;
  };
  /** a chunk and everything it imports statically */
  const staticClosure = (key: string, into: Set<string>) => {
    if (into.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest: is the route list of bench/web-weight.ts current?`);
    into.add(key);
    for (const imported of chunk.imports ?? []) staticClosure(imported, into);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('no entry in the build manifest');

  return publicPages.filter(({ module }) => manifest[module]).map(({ route, module, patientFirstVisit }) => {
    const loaded = new Set<string>();
    staticClosure(entry, loaded);
    staticClosure(module, loaded);
    // what this screen's own chunks may import later (the entry's lazy routes are other pages, not counted)
    const entryOnly = new Set<string>();
    staticClosure(entry, entryOnly);
    const later = new Set<string>();
    for (const key of loaded) if (!entryOnly.has(key)) for (const dynamic of manifest[key]!.dynamicImports ?? []) staticClosure(dynamic, later);
    for (const key of loaded) later.delete(key);
    const files = [...loaded].map((key) => ({ file: manifest[key]!.file, ...sizeOf(manifest[key]!.file) })).filter((f) => f.file.endsWith('.js'));
    const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
    return {
      route,
      gzipKb: kb(files.reduce((sum, f) => sum + f.gzip, 0)),
      rawKb: kb(files.reduce((sum, f) => sum + f.raw, 0)),
      chunks: files.length,
      onDemandGzipKb: kb([...later].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + sizeOf(file).gzip, 0)),
      patientFirstVisit: Boolean(patientFirstVisit),
      largest: files
        .sort((a, b) => b.gzip - a.gzip)
        .slice(0, 3)
        .map((f) => `${f.file.replace(/^assets\//, '')} ${kb(f.gzip)}`),
    };
  });
}

/** Builds, weighs and removes the build. */
export async function measureWebWeight(): Promise<RouteWeight[]> {
  const dir = await buildWithManifest();
  try {
    return weighRoutes(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function renderWebWeight(weights: RouteWeight[]): string {
  const lines = [`JavaScript on a first visit (cold cache, gzip level 9, from the built app; budget ${WEB_WEIGHT_BUDGET_KB} kB for patient pages)`];
  const width = Math.max(...weights.map((w) => w.route.length));
  for (const w of weights) {
    const verdict = w.patientFirstVisit ? (w.gzipKb < WEB_WEIGHT_BUDGET_KB ? '  ok' : '  OVER BUDGET') : '';
    lines.push(
      `  ${w.route.padEnd(width)}  ${String(w.gzipKb).padStart(6)} kB gzip (${String(w.rawKb).padStart(6)} kB raw, ${String(w.chunks).padStart(2)} chunks; +${w.onDemandGzipKb} kB on demand)${verdict}   largest: ${w.largest.join(', ')}`,
    );
  }
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const weights = await measureWebWeight();
  process.stdout.write(`${renderWebWeight(weights)}\n`);
  process.exit(weights.some((w) => w.patientFirstVisit && w.gzipKb >= WEB_WEIGHT_BUDGET_KB) ? 1 : 0);
}
