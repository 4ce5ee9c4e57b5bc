import { PAGE_MANIFEST_ELEMENT_ID, readPageManifest } from './page-manifest';

function pageWith(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_MANIFEST_ELEMENT_ID;
  block.textContent = text;
  document.body.append(block);
}

afterEach(() => document.getElementById(PAGE_MANIFEST_ELEMENT_ID)?.remove());

describe('the remotes manifest written into the page', () => {
  it('is read from the page, so the shell need not fetch /remotes.json first', () => {
    const manifest = {
      shop: '/remotes/shop/remoteEntry.js',
      lender: '/remotes/lender/remoteEntry.js',
      admin: '/remotes/admin/remoteEntry.js',
    };
    pageWith(JSON.stringify(manifest));
    expect(readPageManifest()).toEqual(manifest);
  });

  it('is absent on a page without it, or when it is not a manifest: the shell then fetches it', () => {
    expect(readPageManifest()).toBeNull();
    pageWith('{"shop": ');
    expect(readPageManifest()).toBeNull();
    document.getElementById(PAGE_MANIFEST_ELEMENT_ID)?.remove();
    pageWith('{"shop": 42}');
    expect(readPageManifest()).toBeNull();
  });
});
