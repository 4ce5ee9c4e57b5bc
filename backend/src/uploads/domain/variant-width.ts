import { IMAGE_VARIANT_WIDTHS, type ImageVariantWidth } from '@dw/contracts';

/** The width in GET /objects/uploads/{id}/{width}, when it is one the server makes; null otherwise. */
export function parseVariantWidth(text: string): ImageVariantWidth | null {
  if (!/^[1-9][0-9]{0,4}$/.test(text)) return null;
  const width = Number(text);
  return (IMAGE_VARIANT_WIDTHS as readonly number[]).includes(width) ? (width as ImageVariantWidth) : null;
}

/** Where a variant is kept on this server's disk: one file per upload and width. */
export function variantFileName(id: string, width: ImageVariantWidth): string {
  return `${id}-${width}.webp`;
}
