import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import {
  type CartItemView,
  type CataloguePage,
  IMAGE_SIZES,
  NEWEST_DRESSES_REQUEST,
  ProductView,
  RemoteName,
  RemotesManifest,
  SITE_NAME,
  catalogueRequest,
  catalogueRequestPath,
  findShellRoute,
  imageSrcSet,
  readCatalogueUrl,
  todayInLondon,
} from '@dw/contracts';
import { isSessionId } from '../common/session-id';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { CartService } from '../cart/cart.service';
import { CatalogueService } from '../catalogue/catalogue.service';
import { ProductsService } from '../catalogue/products.service';
import { withCartSessionHint } from './cart-session-hint';
import { FIRST_SCREEN_PATTERNS, FirstScreen, fillRoot } from './first-screen';
import { PageHead, appendToBody, injectHead } from './page-head';
import {
  CATALOGUE_PAGES,
  NEWEST_LIST_PAGES,
  PAGE_DATA_ELEMENT_ID,
  REMOTES_ELEMENT_ID,
  type PageData,
  cartDataKey,
  jsonScript,
  listPageImage,
  mainImage,
  productDataKey,
} from './page-data';
import { type Preload, remotePreloads } from './page-preloads';
import { type InlineStyle, readBuiltCss, renderInlineStyles, withoutStylePreloads } from './page-styles';
import { pageSearchKey } from './page-search';
import { pictureFirst } from './picture-first';
import { jsonLdScript, productStructuredData } from './product-structured-data';
import { type PreloadManifest, readPreloadManifest } from './preload-manifest';
import { distOf } from './static-files';

type ShellRoute = NonNullable<ReturnType<typeof findShellRoute>>;

/** A page of the app; `private` when it shows one browser's own data (the cart). */
export interface WebPage {
  status: number;
  html: string;
  private?: boolean;
}

const DEFAULT_HEAD: PageHead = {
  title: `${SITE_NAME} | Designer Dress Rental UK`,
  description: 'Rent designer dresses for weddings, balls, proms and black-tie events. Free UK delivery, dry cleaning included.',
};

/** Serves the shell's page for every app URL, with the right status and head tags. */
@Injectable()
export class WebService {
  private indexHtml: string | null = null;
  private readonly buildManifests = new Map<'shell' | RemoteName, PreloadManifest | null>();
  private readonly firstScreen: FirstScreen;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly products: ProductsService,
    private readonly catalogue: CatalogueService,
    private readonly cart: CartService,
  ) {
    this.firstScreen = new FirstScreen(!config.production);
  }

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
   * the page's largest picture, the remotes manifest, and the API answers the page will read. On
   * the pages FIRST_SCREEN_PATTERNS lists it also carries the first screen itself, drawn by the
   * apps' Node builds with their CSS inline, so the page paints before its scripts run.
   */
  async page(path: string, rawSearch = '', cartSession: string | null = null): Promise<WebPage | null> {
    // Absolute links (share tags) name the configured public origin, never the request's Host.
    const origin = this.config.publicUrl;
    const html = this.template();
    if (html === null) return null;
    const remotes = this.manifest();
    const render = async (
      status: number,
      head: PageHead,
      preloads: Preload[] = [],
      data: PageData | null = null,
      route?: ShellRoute,
      keep = true,
    ) => {
      const blocks = [
        jsonScript(REMOTES_ELEMENT_ID, remotes),
        ...(data ? [jsonScript(PAGE_DATA_ELEMENT_ID, data)] : []),
        ...(head.jsonLd ? [jsonLdScript(head.jsonLd)] : []),
      ];
      const screen = route ? await this.drawFirstScreen(html, route, remotes, path, rawSearch, data ?? {}, preloads, keep) : null;
      const page = appendToBody(
        screen ? injectHead(screen.html, head, screen.preloads, screen.styles) : injectHead(html, head, preloads),
        blocks,
      );
      // A drawn page: its code waits for its photograph, or the first paint of its text (picture-first.ts).
      return { status, html: screen ? pictureFirst(page) : page };
    };
    const route = findShellRoute(path);
    if (!route) return render(404, { title: `Page Not Found | ${SITE_NAME}`, description: DEFAULT_HEAD.description });

    const preloads = remotePreloads(
      remotes[route.remote],
      route.pattern,
      this.localBuildOf(route.remote, remotes),
      this.buildManifest('shell'),
    );
    const withImage = (image: string | null, sizes: string): Preload[] => {
      if (!image) return preloads;
      const srcset = imageSrcSet(image);
      return [{ href: image, as: 'image', fetchPriority: 'high', ...(srcset ? { srcset, sizes } : {}) }, ...preloads];
    };

    if (route.pattern === '/product/:identifier') {
      const identifier = route.params.identifier;
      let product: ProductView;
      try {
        product = await this.products.getOrThrow(identifier);
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
        jsonLd: productStructuredData(product, origin),
      };
      return render(200, head, withImage(image, IMAGE_SIZES.gallery), { [productDataKey(identifier)]: product }, route);
    }
    if (CATALOGUE_PAGES.has(route.pattern)) {
      // The question the page's first render asks the API, read from the URL as the shop reads it;
      // only its first page is drawn, whatever the URL's page says (the rest load in the browser).
      const request = catalogueRequest(readCatalogueUrl(new URLSearchParams(rawSearch)), 1, todayInLondon());
      let answer: CataloguePage;
      try {
        // The same service and the same parameters as GET /api/catalogue, so the drawn cards are the API's.
        answer = await this.catalogue.page(request);
      } catch {
        return render(200, DEFAULT_HEAD, preloads); // the page asks the API itself (and says if it fails)
      }
      const first = answer.items[0];
      return render(
        200,
        DEFAULT_HEAD,
        withImage(first ? mainImage(first) : null, IMAGE_SIZES.card),
        { [catalogueRequestPath(request)]: answer },
        route,
      );
    }
    if (NEWEST_LIST_PAGES.has(route.pattern)) {
      let newest: CataloguePage;
      try {
        newest = await this.catalogue.page(NEWEST_DRESSES_REQUEST);
      } catch {
        return render(200, DEFAULT_HEAD, preloads); // the page asks the API itself (and says if it fails)
      }
      const sizes = route.pattern === '/' ? IMAGE_SIZES.hero : IMAGE_SIZES.card;
      return render(
        200,
        DEFAULT_HEAD,
        withImage(listPageImage(route.pattern, newest.items), sizes),
        { [catalogueRequestPath(NEWEST_DRESSES_REQUEST)]: newest },
        route,
      );
    }
    if (route.pattern === '/cart') {
      const drawn = await this.drawableCart(cartSession);
      const first = drawn?.lines[0]?.product.imageUrl ?? null;
      const page = await render(200, DEFAULT_HEAD, withImage(first, IMAGE_SIZES.cartLine), drawn?.data ?? null, route, !drawn);
      // Whatever it shows, the cart page is one browser's: never kept by a shared cache.
      return { ...page, html: withCartSessionHint(page.html), private: true };
    }
    return render(200, DEFAULT_HEAD, preloads, null, route);
  }

  /**
   * The lines and quote of the cart the request's cookie names, as GET /api/cart/{id} and its quote
   * answer them, when it has lines; null otherwise (no cookie, not an id, an empty cart, or the
   * database not answering: the page then draws both first states and the browser asks the API).
   */
  private async drawableCart(sessionId: string | null): Promise<{ lines: CartItemView[]; data: PageData } | null> {
    if (!isSessionId(sessionId)) return null;
    try {
      const lines = await this.cart.list(sessionId);
      if (lines.length === 0) return null;
      const quote = await this.cart.quote(sessionId, undefined);
      return { lines, data: { [cartDataKey(sessionId)]: lines, [`${cartDataKey(sessionId)}/quote`]: quote } };
    } catch {
      return null;
    }
  }

  /**
   * The page with its first screen in #root, the CSS that screen needs written into the head (the
   * shell's and the remote's files, whose preloads it replaces), or null when the page has none.
   */
  private async drawFirstScreen(
    html: string,
    route: ShellRoute,
    remotes: RemotesManifest,
    path: string,
    rawSearch: string,
    data: PageData,
    preloads: Preload[],
    keep: boolean,
  ): Promise<{ html: string; preloads: Preload[]; styles: string } | null> {
    if (!FIRST_SCREEN_PATTERNS.has(route.pattern) || !this.localBuildOf(route.remote, remotes)) return null;
    const shellDist = distOf(this.config.staticRoot, 'shell');
    const remoteDist = distOf(this.config.staticRoot, route.remote);
    const shell = this.buildManifest('shell');
    if (!shellDist || !remoteDist || !shell) return null;
    const remoteCss = preloads.filter((p) => p.as === 'style').map((p) => basename(p.href));
    const styles: (InlineStyle | null)[] = [
      ...shell.startup.css.map((file) => ({ file, css: readBuiltCss(shellDist, file) })),
      ...remoteCss.map((file) => ({ file, css: readBuiltCss(remoteDist, file) })),
    ].map((s) => (s.css === null ? null : { file: s.file, css: s.css }));
    if (styles.some((s) => s === null)) return null; // a half-deployed build: better no first screen than an unstyled one
    const markup = await this.firstScreen.render(
      { shell: shellDist, remote: remoteDist },
      route.remote,
      path,
      rawSearch,
      pageSearchKey(route.pattern, rawSearch),
      data,
      JSON.stringify(data),
      keep,
    );
    if (markup === null) return null;
    return {
      html: fillRoot(
        withoutStylePreloads(
          html,
          shell.startup.css.map((file) => `/${file}`),
        ),
        markup,
      ),
      preloads: preloads.filter((p) => p.as !== 'style'),
      styles: renderInlineStyles(styles as InlineStyle[]),
    };
  }

  /** A remote's build manifest, when the remote is the one served from this server's disk. */
  private localBuildOf(name: RemoteName, remotes: RemotesManifest): PreloadManifest | null {
    return remotes[name] === `/remotes/${name}/remoteEntry.js` ? this.buildManifest(name) : null;
  }
}
