import { CatalogueController } from './catalogue.controller.js';
import { AdminCatalogueController } from './admin-catalogue.controller.js';
import { CatalogueMediaController } from './catalogue-media.controller.js';
import { AdminCatalogueReadsController } from './admin-catalogue-reads.controller.js';
import { AdminTmdbController } from './admin-tmdb.controller.js';
import { CachedReadInterceptor, CachedReadShortcut, CatalogueResponseCache, ClearAfterWriteInterceptor } from './response-cache.js';
import { SearchShortcut } from './search-shortcut.js';

/** The gateway's catalogue routes, registered by the app module. */
export const CATALOGUE_CONTROLLERS = [CatalogueController, AdminCatalogueController, AdminCatalogueReadsController, AdminTmdbController, CatalogueMediaController];

/** Providers of the catalogue routes' response cache. */
export const CATALOGUE_PROVIDERS = [CatalogueResponseCache, CachedReadInterceptor, CachedReadShortcut, ClearAfterWriteInterceptor, SearchShortcut];

export { CachedReadShortcut, SearchShortcut };
