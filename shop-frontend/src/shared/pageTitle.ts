import { SITE_NAME } from '@dw/contracts';

/** 'All Dresses' → 'All Dresses | Designer Wardrobe'. */
export function pageTitle(name: string): string {
  return `${name} | ${SITE_NAME}`;
}
