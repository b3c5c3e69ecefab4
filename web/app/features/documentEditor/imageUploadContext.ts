import { createContext } from 'react';

import type { ImageUploads } from './hooks/useImageUploads';

/**
 * The editor's upload queue, for node views: Tiptap renders them through portals inside the editor's
 * React tree, so they can read it without a global.
 */
export const ImageUploadContext = createContext<ImageUploads['upload'] | null>(null);
