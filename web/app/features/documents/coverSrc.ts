/** Covers are same-origin api paths (`/uploads/...`); anything else is ignored rather than hot-linked. */
export function coverSrc(cover: string | null | undefined): string | undefined {
  return cover?.startsWith('/uploads/') ? cover : undefined;
}
