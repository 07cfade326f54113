import { CatalogueController } from './catalogue.controller.js';
import { AdminCatalogueController } from './admin-catalogue.controller.js';
import { CatalogueMediaController } from './catalogue-media.controller.js';

/** The gateway's catalogue routes, registered by the app module. */
export const CATALOGUE_CONTROLLERS = [CatalogueController, AdminCatalogueController, CatalogueMediaController];
