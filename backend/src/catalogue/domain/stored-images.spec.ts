import { storedImageUrls } from './stored-images';

describe('storedImageUrls', () => {
  it('keeps the pictures of a well-formed row as they are, in order', () => {
    expect(storedImageUrls(['/objects/uploads/a', 'https://images.example.com/b.jpg'])).toEqual([
      '/objects/uploads/a',
      'https://images.example.com/b.jpg',
    ]);
  });

  it('leaves out a null, a blank or a non-string entry, keeping the others', () => {
    expect(storedImageUrls([null, '/objects/uploads/a', '  ', 7, { url: 'x' }, '/objects/uploads/b'])).toEqual([
      '/objects/uploads/a',
      '/objects/uploads/b',
    ]);
  });

  it('reads a column that holds no list as no pictures', () => {
    expect(storedImageUrls(null)).toEqual([]);
    expect(storedImageUrls('/objects/uploads/a')).toEqual([]);
  });
});
