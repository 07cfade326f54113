import { describe, expect, it } from '@jest/globals';
import { REPORT_STATUSES, type ReportStatus } from '@streaming/contracts';
import { decideReportChange, episodeTitle, nextNotes, noteShownToMember, problemTypesMatching } from './report.rules.js';

const allowed: Array<[ReportStatus, ReportStatus]> = [
  ['pending', 'in_progress'],
  ['pending', 'resolved'],
  ['in_progress', 'resolved'],
  ['pending', 'rejected'],
  ['in_progress', 'rejected'],
];

describe('decideReportChange', () => {
  it('allows exactly pending → in_progress, and pending or in_progress → resolved or rejected', () => {
    for (const from of REPORT_STATUSES) {
      for (const to of REPORT_STATUSES) {
        const decision = decideReportChange({ status: from, adminNotes: null }, { status: to, adminNotes: 'Vu.' });
        const expected = allowed.some(([a, b]) => a === from && b === to);
        expect([from, to, decision.ok]).toEqual([from, to, expected]);
        if (!expected) expect(decision).toEqual({ ok: false, error: 'REPORT_TRANSITION_REFUSED' });
      }
    }
  });

  it('refuses the same status again: the second of two admins taking a report learns it was taken', () => {
    expect(decideReportChange({ status: 'in_progress', adminNotes: null }, { status: 'in_progress' })).toEqual({ ok: false, error: 'REPORT_TRANSITION_REFUSED' });
  });

  it('resolves with or without a note, and keeps the earlier note when none is given', () => {
    expect(decideReportChange({ status: 'pending', adminNotes: null }, { status: 'resolved' })).toEqual({ ok: true, status: 'resolved', adminNotes: null });
    expect(decideReportChange({ status: 'in_progress', adminNotes: 'Lien vérifié' }, { status: 'resolved' })).toEqual({ ok: true, status: 'resolved', adminNotes: 'Lien vérifié' });
    expect(decideReportChange({ status: 'pending', adminNotes: null }, { status: 'resolved', adminNotes: '  Nouveau lien.  ' })).toEqual({ ok: true, status: 'resolved', adminNotes: 'Nouveau lien.' });
  });

  it('rejects only with a note that is not blank (checked after the transition itself)', () => {
    expect(decideReportChange({ status: 'pending', adminNotes: null }, { status: 'rejected' })).toEqual({ ok: false, error: 'NOTES_REQUIRED' });
    expect(decideReportChange({ status: 'pending', adminNotes: null }, { status: 'rejected', adminNotes: '   ' })).toEqual({ ok: false, error: 'NOTES_REQUIRED' });
    expect(decideReportChange({ status: 'resolved', adminNotes: null }, { status: 'rejected' })).toEqual({ ok: false, error: 'REPORT_TRANSITION_REFUSED' });
    expect(decideReportChange({ status: 'in_progress', adminNotes: null }, { status: 'rejected', adminNotes: 'Le lien fonctionne.' }))
      .toEqual({ ok: true, status: 'rejected', adminNotes: 'Le lien fonctionne.' });
  });
});

describe('nextNotes', () => {
  it('keeps the note when none is given, trims a given one and clears it when blank', () => {
    expect(nextNotes(undefined, 'avant')).toBe('avant');
    expect(nextNotes(' après ', 'avant')).toBe('après');
    expect(nextNotes('  ', 'avant')).toBeNull();
  });
});

describe('noteShownToMember', () => {
  it('shows the note once the report is resolved or rejected only', () => {
    expect(REPORT_STATUSES.map((s) => noteShownToMember(s, 'note'))).toEqual([null, null, 'note', 'note']);
  });
});

describe('episodeTitle', () => {
  it('names the series, the season and episode numbers, then the episode', () => {
    expect(episodeTitle('Les Vampires', 1, 2, 'La Bague qui tue')).toBe('Les Vampires — S1E2 La Bague qui tue');
  });
});

describe('problemTypesMatching', () => {
  it('finds the problem types whose French label contains the search, case and accents aside', () => {
    expect(problemTypesMatching('audio')).toEqual(['audio_issue']);
    expect(problemTypesMatching('SOUS-TITRES')).toEqual(['subtitle_issue']);
    expect(problemTypesMatching('qualite')).toEqual(['quality_issue']);
    expect(problemTypesMatching('problème')).toEqual(['audio_issue', 'subtitle_issue', 'other']);
    expect(problemTypesMatching('ne fonctionne pas')).toEqual(['video_not_working']);
  });

  it('finds none for a title or a blank search', () => {
    expect(problemTypesMatching('Metropolis')).toEqual([]);
    expect(problemTypesMatching('  ')).toEqual([]);
  });
});
