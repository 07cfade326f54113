import { describe, expect, it } from '@jest/globals';

import { canConfirmNotes, editedNotes, notesToSend } from './notes';

describe('notes', () => {
  it('refuses a blank note where one is required, accepts none elsewhere', () => {
    expect(canConfirmNotes('', true)).toBe(false);
    expect(canConfirmNotes('  \n ', true)).toBe(false);
    expect(canConfirmNotes('Lien remplacé', true)).toBe(true);
    expect(canConfirmNotes('', false)).toBe(true);
  });

  it('sends the note trimmed, or nothing when blank', () => {
    expect(notesToSend('  Corrigé \n')).toBe('Corrigé');
    expect(notesToSend('   ')).toBeUndefined();
  });

  it('sends a note started from the current one only when it was edited (an emptied one included)', () => {
    expect(editedNotes(' Ajouté en VF ', 'Ajouté en VF')).toBeUndefined();
    expect(editedNotes('', null)).toBeUndefined();
    expect(editedNotes('Ajouté en VOSTFR', 'Ajouté en VF')).toBe('Ajouté en VOSTFR');
    expect(editedNotes('  ', 'Ajouté en VF')).toBe('');
  });
});
