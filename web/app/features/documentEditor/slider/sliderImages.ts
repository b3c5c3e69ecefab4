/** One slide of a slider node, as stored in `attrs.images`. */
export interface SliderImage {
  src: string;
  alt: string;
}

/** Reads `attrs.images` defensively: the attribute comes from stored JSON or pasted HTML. */
export function sliderImages(value: unknown): SliderImage[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown): SliderImage[] => {
    if (typeof item !== 'object' || item === null) return [];
    const { src, alt } = item as { src?: unknown; alt?: unknown };
    if (typeof src !== 'string' || src === '') return [];
    return [{ src, alt: typeof alt === 'string' ? alt : '' }];
  });
}
