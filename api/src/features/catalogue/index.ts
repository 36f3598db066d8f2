/** The catalogue's history and version (issue 48), for the features that change the catalogue. */
export { catalogueHistory, catalogueVersion, recordCatalogueChange } from './changes';
export type { CatalogueChange, CatalogueHistoryEntry } from './changes';
