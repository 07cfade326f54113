import { describe, expect, it } from '@jest/globals';

import { characterCount, POPUP_CONTENT_REQUIRED, POPUP_TITLE_REQUIRED, popupFormErrors, popupPreview } from './popup-rules';

describe('popupPreview', () => {
  it('keeps a message of 100 characters or fewer whole', () => {
    const exact = 'a'.repeat(100);
    expect(popupPreview(exact)).toBe(exact);
    expect(popupPreview('Bonjour')).toBe('Bonjour');
  });

  it('cuts a longer message after its 100th character, counting an emoji as one', () => {
    const long = `${'🎬'.repeat(99)}éxyz`;
    expect(popupPreview(long)).toBe(`${'🎬'.repeat(99)}é…`);
    expect(characterCount(long)).toBe(103);
  });
});

describe('popupFormErrors', () => {
  it('asks for a title and a content that are not blank', () => {
    expect(popupFormErrors(' ', '\n')).toEqual([POPUP_TITLE_REQUIRED, POPUP_CONTENT_REQUIRED]);
    expect(popupFormErrors('Maintenance', '')).toEqual([POPUP_CONTENT_REQUIRED]);
    expect(popupFormErrors('Maintenance', 'Ce soir à 22 h.')).toEqual([]);
  });
});
