import { dateProblem, textProblem } from '../../src/graphql/validation';

describe('text a client sends (names, reasons, codes)', () => {
  it.each([
    { why: 'a plain name', value: 'Marie-Ève Côté', problem: null },
    { why: 'an emoji with a zero-width joiner inside a visible name', value: 'Zoë 👩‍👧', problem: null },
    { why: 'Arabic text (right-to-left by itself, no override)', value: 'فريق', problem: null },
    { why: 'exactly 120 characters, an astral one counted once', value: `${'x'.repeat(119)}😀`, problem: null },
    { why: '121 characters', value: 'x'.repeat(121), problem: 'must be at most 120 characters (121 given)' },
    { why: 'empty', value: '', problem: 'must not be blank' },
    { why: 'zero-width characters only', value: '\u200B\u200C\u200D\u2060\uFEFF', problem: 'must not be blank' },
    { why: 'a Hangul filler only', value: '\u3164', problem: 'must not be blank' },
    { why: 'a combining mark only', value: '\u0301', problem: 'must not be blank' },
    { why: 'NUL', value: 'a\u0000b', problem: 'must not contain control characters' },
    { why: 'a line break in a name', value: 'a\nb', problem: 'must not contain control characters' },
    { why: 'a C1 control', value: 'a\u0085b', problem: 'must not contain control characters' },
    { why: 'a right-to-left override', value: 'a\u202Eb', problem: 'must not contain bidirectional override or isolate characters (U+202A–U+202E, U+2066–U+2069)' },
    { why: 'a left-to-right embedding', value: 'a\u202Ab', problem: 'must not contain bidirectional override or isolate characters (U+202A–U+202E, U+2066–U+2069)' },
    { why: 'a first-strong isolate', value: 'a\u2068b', problem: 'must not contain bidirectional override or isolate characters (U+202A–U+202E, U+2066–U+2069)' },
    { why: 'a lone high surrogate', value: 'a\uD800b', problem: 'must not contain a lone surrogate (invalid UTF-16)' },
    { why: 'a lone low surrogate', value: '\uDC00', problem: 'must not contain a lone surrogate (invalid UTF-16)' },
    { why: 'not text', value: 42, problem: 'must be text' },
  ])('a name: $why', ({ value, problem }) => {
    expect(textProblem(value, { max: 120 })).toBe(problem);
  });

  it.each([
    { why: 'line breaks and a tab', value: 'Late hit.\n\tSeen by both officials.', problem: null },
    { why: 'NUL', value: 'Late\u0000hit', problem: 'must not contain control characters (line breaks and tabs aside)' },
    { why: 'only line breaks', value: '\n\n', problem: 'must not be blank' },
  ])('free text (a reason): $why', ({ value, problem }) => {
    expect(textProblem(value, { max: 500, multiline: true })).toBe(problem);
  });
});

describe('dates a client sends lie between 2000-01-01 and 2100-12-31', () => {
  it.each([
    { value: new Date('2000-01-01T00:00:00.000Z'), problem: null },
    { value: new Date('2100-12-31T23:59:59.999Z'), problem: null },
    { value: new Date('1999-12-31T23:59:59.999Z'), problem: 'must be between 2000-01-01 and 2100-12-31' },
    { value: new Date('0001-01-01T00:00:00.000Z'), problem: 'must be between 2000-01-01 and 2100-12-31' },
    { value: new Date('9999-12-31T00:00:00.000Z'), problem: 'must be between 2000-01-01 and 2100-12-31' },
    { value: new Date(Number.NaN), problem: 'must be a date-time' },
  ])('$value → $problem', ({ value, problem }) => {
    expect(dateProblem(value)).toBe(problem);
  });
});
