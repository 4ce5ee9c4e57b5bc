// Placeholder until the demo catalogue lands (replaced in the same change).
export interface DemoProduct {
  slug: string; name: string; brand: string; description: string; category: string; occasions: readonly string[];
  basePrice: string; retailPrice: string | null; availableSizes: readonly string[]; images: readonly string[]; ageDays: number;
}
export const DEMO_PRODUCTS: readonly DemoProduct[] = [];
