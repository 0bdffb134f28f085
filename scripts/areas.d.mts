// Types of scripts/areas.mjs for the TypeScript tests that check lists against the manifest.

export interface FeatureArea {
  /** Folder under packages/features/src, a camelCase name. */
  name: string;
  /** Cache tag types the area provides and invalidates (TAG_TYPES of features/src/api/baseApi.ts). */
  tags: string[];
  /** false when the area's routes sit in routeTable.ts itself rather than routes/screens/<name>.ts. */
  routeScreens?: boolean;
}

export interface AreasManifest {
  featuresCore: string[];
  featureAreas: FeatureArea[];
  serverAreas: string[];
}

export const MANIFEST_PATH: URL;
export function readManifest(): AreasManifest;
export const featuresCore: string[];
export const featureAreas: FeatureArea[];
export const featureAreaNames: string[];
export const serverAreas: string[];
export function hasRouteScreens(area: FeatureArea): boolean;
export interface PackageExport {
  '@podoffice/source': string;
  import: { types: string; default: string };
  require: { types: string; default: string };
}
export function areaExports(name: string): Record<string, PackageExport>;
export function areaRollupInputs(): Record<string, string>;
