import { describe, expect, it } from 'vitest';
import { foldSearch, searchWords } from './fold-search';

describe('foldSearch', () => {
  it("folds exactly the accented letters of products.search_text's translate(), then lower-cases", () => {
    expect(foldSearch('Àngelo PERCHÉ più Cofano Noce')).toBe('angelo perche piu cofano noce');
    expect(foldSearch('àáâäèéêëìíîïòóôöùúûüÀÁÂÄÈÉÊËÌÍÎÏÒÓÔÖÙÚÛÜ')).toBe('aaaaeeeeiiiioooouuuuaaaaeeeeiiiioooouuuu');
    // Letters the server does not translate stay as they are (lower-cased), so both sides find the same products.
    expect(foldSearch('Ñ ç ø')).toBe('ñ ç ø');
  });

  it('splits a search into at most 8 folded words', () => {
    expect(searchWords('  Cofano   MOGANO lucidato ')).toEqual(['cofano', 'mogano', 'lucidato']);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
  });
});
