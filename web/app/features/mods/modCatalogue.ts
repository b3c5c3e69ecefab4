import type { ModCatalogueQueryVariables } from '../../generated/graphql';

/** `?tag=magic&q=thaum&page=2` → the catalogue query's variables; bad values are ignored. */
export function modCatalogueVariables(params: URLSearchParams): ModCatalogueQueryVariables {
  const variables: ModCatalogueQueryVariables = {};
  const tag = params.get('tag')?.trim().toLowerCase();
  if (tag && tag.length <= 32) variables.tag = tag;
  const search = params.get('q')?.trim();
  if (search && search.length >= 2 && search.length <= 100) variables.search = search;
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1 && page <= 100000) variables.page = page;
  return variables;
}
