/**
 * The documentation guides' PDFs (DESIGN decision 8): the `@inkling/engine/guides` entry
 * point, used by scripts/build-guides.ts at web build time. Kept apart from the main
 * entry so the server never loads pdf-lib.
 */
export { buildGuidePdf } from './guide-examples';
