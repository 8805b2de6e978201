import { checkReason, clip, optionalReason, REASON_MAX } from '../../src/services/discipline/reasons';

/**
 * The one rule for an official's reason (a void, an ID-check ruling, an override, a short-handed
 * start, a correction, a suspension or a fine): trimmed, said when required, at most 500 characters,
 * refused naming the field, with the message the caller asked for when it is missing.
 */
describe("an official's reason", () => {
  const refusal = (work: () => unknown) => {
    try {
      work();
    } catch (error) {
      const e = error as { message: string; fields?: Array<{ field: string; message: string }> };
      return { message: e.message, field: e.fields?.[0]?.field, detail: e.fields?.[0]?.message };
    }
    throw new Error('expected a refusal');
  };

  it.each([
    { given: '  Puck over the glass  ', kept: 'Puck over the glass' },
    { given: 'x'.repeat(REASON_MAX), kept: 'x'.repeat(REASON_MAX) },
  ])('keeps "$given" trimmed', ({ given, kept }) => {
    expect(checkReason(given)).toBe(kept);
    expect(optionalReason(given)).toBe(kept);
  });

  it.each([
    { given: '', missing: 'errors.BAD_USER_INPUT.voidWhy', field: 'reason' },
    { given: '   ', missing: 'errors.BAD_USER_INPUT.overrideWhy', field: 'override.reason' },
  ])('refuses a blank reason with the message the caller names ($missing)', ({ given, missing, field }) => {
    const generic = refusal(() => checkReason(given, field));
    const named = refusal(() => checkReason(given, field, missing));
    expect(named.field).toBe(field);
    expect(generic.field).toBe(field);
    expect(named.detail).not.toBe(generic.detail);
  });

  it('refuses a reason past 500 characters, required or not, and clips a stored one to 500', () => {
    const long = 'y'.repeat(REASON_MAX + 1);
    expect(refusal(() => checkReason(long)).message).toMatch(/500/);
    expect(refusal(() => optionalReason(long)).message).toMatch(/500/);
    expect(optionalReason('  ')).toBeNull();
    expect(optionalReason(null)).toBeNull();
    expect(clip(long)).toHaveLength(REASON_MAX);
    expect(clip(long).endsWith('…')).toBe(true);
  });
});
