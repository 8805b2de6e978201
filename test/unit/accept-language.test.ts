import { MAX_ACCEPT_LANGUAGE_CHARS, MAX_LANGUAGE_RANGES, negotiateLanguage, parseAcceptLanguage } from '../../src/domain/messages';

describe('parseAcceptLanguage', () => {
  it('reads ranges with their quality, best first, equal qualities in header order', () => {
    expect(parseAcceptLanguage('fr-CA,fr;q=0.9,en-US;q=0.8,en;q=0.7')).toEqual([
      { range: 'fr-ca', q: 1, index: 0 },
      { range: 'fr', q: 0.9, index: 1 },
      { range: 'en-us', q: 0.8, index: 2 },
      { range: 'en', q: 0.7, index: 3 },
    ]);
    expect(parseAcceptLanguage('en;q=0.5, fr;q=0.5, *;q=0.1').map((r) => r.range)).toEqual(['en', 'fr', '*']);
    expect(parseAcceptLanguage('de;q=0.2, en').map((r) => r.range)).toEqual(['en', 'de']);
  });

  it('takes spaces, case and empty parts as browsers and proxies send them', () => {
    expect(parseAcceptLanguage(' FR-ca ; Q=0.8 ,, EN ')).toEqual([
      { range: 'en', q: 1, index: 1 },
      { range: 'fr-ca', q: 0.8, index: 0 },
    ]);
  });

  it.each([
    ['a quality above 1', 'fr;q=1.5'],
    ['a quality with four decimals', 'fr;q=0.1234'],
    ['a negative quality', 'fr;q=-1'],
    ['a quality that is not a number', 'fr;q=high'],
    ['another parameter', 'fr;level=1'],
    ['a tag with a subtag longer than 8', 'fr-abcdefghi'],
    ['a tag with an underscore', 'fr_CA'],
    ['a tag with a digit in the language', 'f1'],
    ['markup', '<script>'],
  ])('leaves out a range with %s', (_what, header) => {
    expect(parseAcceptLanguage(header)).toEqual([]);
  });

  it('keeps the valid ranges of a header with garbled ones', () => {
    expect(parseAcceptLanguage('fr;q=2, en-GB;q=0.3, ???').map((r) => r.range)).toEqual(['en-gb']);
  });

  it('reads no more than the first ranges of a very long header', () => {
    const header = Array.from({ length: 5_000 }, (_, i) => `x${String.fromCharCode(97 + (i % 26))};q=0.${i % 10}`).join(',');
    expect(header.length).toBeGreaterThan(MAX_ACCEPT_LANGUAGE_CHARS);
    expect(parseAcceptLanguage(header).length).toBeLessThanOrEqual(MAX_LANGUAGE_RANGES);
  });

  it('takes the values of a header sent twice', () => {
    expect(parseAcceptLanguage(['de', 'fr;q=0.5']).map((r) => r.range)).toEqual(['de', 'fr']);
  });
});

describe('negotiateLanguage', () => {
  it.each<[string, string | string[] | undefined, 'en' | 'fr']>([
    ['no header', undefined, 'en'],
    ['an empty header', '', 'en'],
    ['French', 'fr', 'fr'],
    ['French of Canada', 'fr-CA', 'fr'],
    ['a Quebec browser', 'fr-CA,fr;q=0.9,en-US;q=0.8,en;q=0.7', 'fr'],
    ['an English browser that reads French too', 'en-CA,en;q=0.9,fr-CA;q=0.8', 'en'],
    ['French ranked above English by quality, though listed after', 'en;q=0.4, fr-CA;q=0.6', 'fr'],
    ['equal qualities: the one listed first', 'fr, en', 'fr'],
    ['equal qualities the other way', 'en, fr', 'en'],
    ['a language we do not write, then French', 'de-DE, fr;q=0.5', 'fr'],
    ['only languages we do not write', 'de-DE, es;q=0.9', 'en'],
    ['any language', '*', 'en'],
    ['French refused, anything else', 'fr;q=0, *', 'en'],
    ['English refused, anything else', 'en;q=0, *;q=0.5', 'fr'],
    ['English refused and nothing else', 'en;q=0', 'en'],
    ['French refused, French of Canada wanted', 'fr;q=0, fr-CA', 'fr'],
    ['a wildcard above a named English', '*;q=0.9, en;q=0.1', 'fr'],
    ['garbage', ';;;,,,=q', 'en'],
    ['a garbled quality on French', 'fr;q=abc, en;q=0.1', 'en'],
    ['upper case', 'FR-CA', 'fr'],
    ['a header sent twice', ['de', 'fr;q=0.5'], 'fr'],
  ])('%s → %s', (_what, header, expected) => {
    expect(negotiateLanguage(header)).toBe(expected);
  });

  it('finds French past a long run of other ranges only within the bounds', () => {
    const others = Array.from({ length: MAX_LANGUAGE_RANGES + 10 }, () => 'de').join(',');
    expect(negotiateLanguage(`${others},fr`)).toBe('en');
    expect(negotiateLanguage(`fr,${'x'.repeat(100_000)}`)).toBe('fr');
  });
});
