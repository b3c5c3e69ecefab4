export { modCatalogueVariables } from './modCatalogue';
export { ModCatalogue } from './views/ModCatalogue';
