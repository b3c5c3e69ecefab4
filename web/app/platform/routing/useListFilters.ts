import { useSearchParams } from 'react-router';

/** The value of a filter that means "no filter": choosing it removes the parameter from the address. */
export const ANY_FILTER = 'all';

/**
 * Filters and the page of a list kept in the address, so a filtered list can be shared and the back
 * button undoes a filter. Changing a filter returns to the first page.
 */
export function useListFilters() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const setFilter = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null || value === '' || value === ANY_FILTER) next.delete(name);
    else next.set(name, value);
    next.delete('page');
    setParams(next, { preventScrollReset: true });
  };
  const goTo = (target: number) => {
    const next = new URLSearchParams(params);
    if (target <= 1) next.delete('page');
    else next.set('page', String(target));
    setParams(next, { preventScrollReset: true });
  };
  /** The parameter's value when it is one of `allowed`, otherwise undefined (no filter). */
  const pick = <T extends string>(name: string, allowed: readonly T[]): T | undefined => {
    const value = params.get(name);
    return allowed.find((candidate) => candidate === value);
  };
  return { params, page, setFilter, goTo, pick };
}
