import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { RemoteName, RemotesManifest, SITE_NAME, findShellRoute } from '@dw/contracts';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { ProductsService } from '../catalog/products.service';
import { PageHead, injectHead } from './page-head';
import { distOf } from './static-files';

const DEFAULT_HEAD: PageHead = {
  title: `${SITE_NAME} | Designer Dress Rental UK`,
  description: 'Rent designer dresses for weddings, balls, proms and black-tie events. Free UK delivery, dry cleaning included.',
};

/** Serves the shell's page for every app URL, with the right status and head tags. */
@Injectable()
export class WebService {
  private indexHtml: string | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly products: ProductsService,
  ) {}

  /** Remote URLs come from the environment when set, so a remote redeploys without the shell. */
  manifest(env: NodeJS.ProcessEnv = process.env): RemotesManifest {
    const entry = (name: RemoteName) => env[`REMOTE_${name.toUpperCase()}_URL`] ?? `/remotes/${name}/remoteEntry.js`;
    return { shop: entry('shop'), lender: entry('lender'), admin: entry('admin') };
  }

  private template(): string | null {
    if (this.indexHtml !== null) return this.indexHtml;
    const dist = distOf(this.config.staticRoot, 'shell');
    if (!dist || !existsSync(join(dist, 'index.html'))) return null;
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    // Re-read in development so a rebuilt shell shows without a restart.
    if (this.config.production) this.indexHtml = html;
    return html;
  }

  async page(path: string, origin: string): Promise<{ status: number; html: string } | null> {
    const html = this.template();
    if (html === null) return null;
    const route = findShellRoute(path);
    if (!route) {
      return { status: 404, html: injectHead(html, { title: `Page Not Found | ${SITE_NAME}`, description: DEFAULT_HEAD.description }) };
    }
    if (route.pattern === '/product/:identifier') {
      try {
        const product = await this.products.findOne(route.params.identifier);
        const title = `${product.name}${product.brand ? ` by ${product.brand}` : ''} | ${SITE_NAME}`;
        const description = `Rent ${product.name} from £${product.basePrice}. ${product.description}`.slice(0, 300);
        const image = product.imageUrls[0] ?? product.imageUrl;
        return {
          status: 200,
          html: injectHead(html, {
            title,
            description,
            og: {
              title,
              description,
              image: image ? new URL(image, origin).toString() : null,
              url: new URL(`/product/${product.slug}`, origin).toString(),
              type: 'product',
            },
          }),
        };
      } catch {
        return { status: 404, html: injectHead(html, { title: `Product Not Found | ${SITE_NAME}`, description: DEFAULT_HEAD.description }) };
      }
    }
    return { status: 200, html: injectHead(html, DEFAULT_HEAD) };
  }
}
