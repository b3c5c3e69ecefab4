/** The image files of a picker, drop or paste; anything else is left to the browser or ignored. */
export function imageFilesOf(files: FileList | readonly File[] | null | undefined): File[] {
  return Array.from(files ?? []).filter((file) => file.type.startsWith('image/'));
}
