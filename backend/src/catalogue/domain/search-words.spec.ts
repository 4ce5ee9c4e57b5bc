import { productSearchWords, searchWords } from '@dw/contracts';
import { queryWords } from './search-words';

describe('searchWords', () => {
  it('lower-cases, drops accents and keeps each word once', () => {
    expect(searchWords('Crêpe CRÊPE midi, by Rixo')).toEqual(['crepe', 'midi', 'by', 'rixo']);
  });

  it('treats SQL and full-text operators as separators', () => {
    expect(searchWords(`"silk" OR *gown -red +blue (MATCH) 'x'; 100% a_b`)).toEqual([
      'silk',
      'or',
      'gown',
      'red',
      'blue',
      'match',
      'x',
      '100',
      'a',
      'b',
    ]);
    expect(searchWords(`"*-+()';%_`)).toEqual([]);
  });

  it('cuts very long words to the indexed length', () => {
    expect(searchWords('a'.repeat(60))).toEqual(['a'.repeat(40)]);
  });
});

describe('productSearchWords', () => {
  it('takes name, brand and description', () => {
    expect(productSearchWords({ name: 'Aurora Gown', brand: null, description: 'Sequins.' })).toEqual(['aurora', 'gown', 'sequins']);
    expect(productSearchWords({ name: 'Gown', brand: 'Rixo', description: 'gown' })).toEqual(['gown', 'rixo']);
  });
});

describe('queryWords', () => {
  it('keeps at most eight words, the longest', () => {
    expect(queryWords('a bb ccc dddd eeeee ffffff ggggggg hhhhhhhh iiiiiiiii')).toEqual([
      'iiiiiiiii',
      'hhhhhhhh',
      'ggggggg',
      'ffffff',
      'eeeee',
      'dddd',
      'ccc',
      'bb',
    ]);
  });

  it('is empty for operators alone', () => {
    expect(queryWords('" OR "')).toEqual(['or']);
    expect(queryWords('*** ---')).toEqual([]);
  });
});
