import { bracketFormatFor } from '../../src/domain/bracket';
import { RulesetPreset } from '../../src/domain/enums';
import { BRACKET_FORMATS } from '../../src/pages/desk/bracket-formats';
import { en } from '../../src/pages/locales/en';

/** The desk says which bracket a division will get: the format the server makes for its rulebook, each one named in the catalogues. */
describe('the desk’s bracket formats', () => {
  it.each(Object.values(RulesetPreset))('%s: the server’s format, named on the page', (preset) => {
    expect(BRACKET_FORMATS[preset]).toBe(bracketFormatFor(preset).format);
    expect(en.deskMore.bracket.formats).toHaveProperty(BRACKET_FORMATS[preset]);
  });
});
