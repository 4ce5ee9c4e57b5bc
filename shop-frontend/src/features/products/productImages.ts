/** The images to show, main first: imageUrls, else the older single imageUrl of records made before products had several. */
export function productImages(product: { imageUrls?: readonly string[] | null; imageUrl?: string | null }): string[] {
  const list = (product.imageUrls ?? []).filter((url) => url.trim() !== '');
  if (list.length > 0) return list;
  return product.imageUrl ? [product.imageUrl] : [];
}
