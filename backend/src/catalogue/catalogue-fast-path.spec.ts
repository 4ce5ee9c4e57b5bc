import type { IncomingHttpHeaders } from 'node:http';
import { cachedCatalogueRead as read } from './catalogue-fast-path';

const cachedCatalogueRead = (method: string, url: string, headers: IncomingHttpHeaders = {}) => read({ method, url, headers });

describe('cachedCatalogueRead', () => {
  it('takes the whole list and single products, by slug or id, for GET and HEAD', () => {
    expect(cachedCatalogueRead('GET', '/api/products')).toEqual({ identifier: null });
    expect(cachedCatalogueRead('HEAD', '/api/products/')).toEqual({ identifier: null });
    expect(cachedCatalogueRead('GET', '/api/products/silk-gown')).toEqual({ identifier: 'silk-gown' });
    expect(cachedCatalogueRead('GET', '/api/products/0b8f7c1e-3c4d-4e5f-8a9b-0c1d2e3f4a5b/')).toEqual({
      identifier: '0b8f7c1e-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
    });
    expect(cachedCatalogueRead('GET', '/api/products/r%C3%A9ve')).toEqual({ identifier: 'réve' });
  });

  it('leaves every query string to the controller, whatever the parameter', () => {
    for (const url of [
      '/api/products?category=formal',
      '/api/products?availableOn=2030-06-12',
      '/api/products?',
      '/api/products/silk-gown?x=1',
    ]) {
      expect(cachedCatalogueRead('GET', url)).toBeNull();
    }
  });

  it('leaves writes, sub-resources, other paths and malformed escapes to the router', () => {
    expect(cachedCatalogueRead('POST', '/api/products')).toBeNull();
    expect(cachedCatalogueRead('DELETE', '/api/products/silk-gown')).toBeNull();
    expect(cachedCatalogueRead('GET', '/api/products/silk-gown/availability')).toBeNull();
    expect(cachedCatalogueRead('GET', '/api/productsx')).toBeNull();
    expect(cachedCatalogueRead('GET', '/api/products//')).toBeNull();
    expect(cachedCatalogueRead('GET', '/api/products/%E0%A4%A')).toBeNull();
    expect(cachedCatalogueRead('GET', '/api/cart/abc')).toBeNull();
  });

  it('leaves a request with a body to the body parser, as on every route', () => {
    expect(cachedCatalogueRead('GET', '/api/products', { 'content-length': '0' })).toEqual({ identifier: null });
    expect(cachedCatalogueRead('GET', '/api/products', { 'content-length': '12' })).toBeNull();
    expect(cachedCatalogueRead('GET', '/api/products/silk-gown', { 'transfer-encoding': 'chunked' })).toBeNull();
  });
});
