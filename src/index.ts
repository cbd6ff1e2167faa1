/**
 * guidekit: pure domain engines with optional adapters. Import a domain from its subpath
 * (`guidekit/debt`, `guidekit/vet`, ...); the root re-exports the shared core and the catalog.
 * @packageDocumentation
 */
export * from './core/index.js';
export * from './catalog/index.js';
