import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { ProductView, RemoteName, RemotesManifest, SITE_NAME, findShellRoute } from '@dw/contracts';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { ProductsService } from '../catalog/products.service';
import { PageHead, appendToBody, injectHead } from './page-head';
import {
  PAGE_DATA_ELEMENT_ID,
  PRODUCT_LIST_DATA_KEY,
  PRODUCT_LIST_PAGES,
  REMOTES_ELEMENT_ID,
  type PageData,
  jsonScript,
  listPageImage,
  mainImage,
  productDataKey,
} from './page-data';
import { type Preload, remotePreloads } from './page-preloads';
import { type PreloadManifest, readPreloadManifest } from './preload-manifest';
import { distOf } from './static-files';

const DEFAULT_HEAD: PageHead = {
  title: `${SITE_NAME} | Designer Dress Rental UK`,
  description: 'Rent designer dresses for weddings, balls, proms and black-tie events. Free UK delivery, dry cleaning included.',
};

/** Serves the shell's page for every app URL, with the right status and head tags. */
@Injectable()
export class WebService {
  private indexHtml: string | null = null;
  private readonly buildManifests = new Map<'shell' | RemoteName, PreloadManifest | null>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly products: ProductsService,
  ) {}

  /** Remote URLs come from the environment when set, so a remote redeploys without the shell. */
  manifest(env: NodeJS.ProcessEnv = process.env): RemotesManifest {
    const entry = (name: RemoteName) => env[`REMOTE_${name.toUpperCase()}_URL`] ?? `/remotes/${name}/remoteEntry.js`;
    return { shop: entry('shop'), lender: entry('lender'), admin: entry('admin') };
  }

  /** A build's preload.json (cached like index.html); null when it is missing. */
  private buildManifest(app: 'shell' | RemoteName): PreloadManifest | null {
    if (this.buildManifests.has(app)) return this.buildManifests.get(app) ?? null;
    const manifest = readPreloadManifest(distOf(this.config.staticRoot, app));
    if (this.config.production) this.buildManifests.set(app, manifest);
    return manifest;
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

  /**
   * The page for an app URL. Besides the head tags, it carries what the first render needs, so the
   * browser need not discover it one request after another: preloads for the remote's files and
   * the page's largest picture, the remotes manifest, and the API answers the page will read.
   */
  async page(path: string, origin: string, search: Record<string, unknown> = {}): Promise<{ status: number; html: string } | null> {
    const html = this.template();
    if (html === null) return null;
    const remotes = this.manifest();
    const render = (status: number, head: PageHead, preloads: Preload[] = [], data: PageData | null = null) => {
      const blocks = [jsonScript(REMOTES_ELEMENT_ID, remotes), ...(data ? [jsonScript(PAGE_DATA_ELEMENT_ID, data)] : [])];
      return { status, html: appendToBody(injectHead(html, head, preloads), blocks) };
    };
    const route = findShellRoute(path);
    if (!route) return render(404, { title: `Page Not Found | ${SITE_NAME}`, description: DEFAULT_HEAD.description });

    const preloads = remotePreloads(remotes[route.remote], route.pattern, this.localBuildOf(route.remote, remotes), this.buildManifest('shell'));
    const withImage = (image: string | null) => (image ? [{ href: image, as: 'image', fetchPriority: 'high' } as const, ...preloads] : preloads);

    if (route.pattern === '/product/:identifier') {
      const identifier = route.params.identifier;
      let product: ProductView;
      try {
        product = await this.products.findOne(identifier);
      } catch {
        return render(404, { title: `Product Not Found | ${SITE_NAME}`, description: DEFAULT_HEAD.description }, preloads);
      }
      const title = `${product.name}${product.brand ? ` by ${product.brand}` : ''} | ${SITE_NAME}`;
      const description = `Rent ${product.name} from £${product.basePrice}. ${product.description}`.slice(0, 300);
      const image = mainImage(product);
      const head: PageHead = {
        title,
        description,
        og: {
          title,
          description,
          image: image ? new URL(image, origin).toString() : null,
          url: new URL(`/product/${product.slug}`, origin).toString(),
          type: 'product',
        },
      };
      return render(200, head, withImage(image), { [productDataKey(identifier)]: product });
    }
    if (PRODUCT_LIST_PAGES.has(route.pattern)) {
      let products: ProductView[];
      try {
        products = await this.products.list();
      } catch {
        return render(200, DEFAULT_HEAD, preloads); // the page fetches the list itself (and says if it fails)
      }
      return render(200, DEFAULT_HEAD, withImage(listPageImage(route.pattern, products, search)), { [PRODUCT_LIST_DATA_KEY]: products });
    }
    return render(200, DEFAULT_HEAD, preloads);
  }

  /** A remote's build manifest, when the remote is the one served from this server's disk. */
  private localBuildOf(name: RemoteName, remotes: RemotesManifest): PreloadManifest | null {
    return remotes[name] === `/remotes/${name}/remoteEntry.js` ? this.buildManifest(name) : null;
  }
}
