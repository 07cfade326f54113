import { describe, expect, it } from '@jest/globals';

import { ApiError } from '../../shared/api/api-error';
import { PROBLEM_LABELS, PROBLEM_TYPES, REPORT_TEXTS, reportedContentPath, reportFailureText } from './rules';

describe('reportFailureText', () => {
  it('asks to sign in when the session has ended (401)', () => {
    expect(reportFailureText(ApiError.fromResponse(401, { code: 'UNAUTHENTICATED', detail: 'Session expirée.' }))).toBe(
      'Vous devez être connecté pour signaler un problème',
    );
  });

  it("gives the server's message when it sent one", () => {
    const unknown = ApiError.fromResponse(404, { code: 'CONTENT_NOT_FOUND', detail: "Ce contenu n'existe pas." });
    expect(reportFailureText(unknown)).toBe("Ce contenu n'existe pas.");
  });

  it("falls back to 'Erreur lors du signalement'", () => {
    expect(reportFailureText(ApiError.fromResponse(500, null))).toBe('Erreur lors du signalement');
    expect(reportFailureText(new Error('boom'))).toBe(REPORT_TEXTS.failed);
  });
});

describe('the problem types', () => {
  it('are the six of the spec, each with its French label', () => {
    expect(PROBLEM_TYPES.map((type) => PROBLEM_LABELS[type])).toEqual([
      'La vidéo ne fonctionne pas',
      'Problème audio',
      'Problème de sous-titres',
      'Mauvaise qualité vidéo',
      'Mauvais contenu',
      'Autre problème',
    ]);
  });
});

describe('reportedContentPath', () => {
  it("leads to a film's or a series' page, and to an episode within its series", () => {
    expect(reportedContentPath({ contentType: 'movie', contentId: 'm1', seriesId: null })).toBe('/movie/m1');
    expect(reportedContentPath({ contentType: 'series', contentId: 's1', seriesId: null })).toBe('/series/s1');
    expect(reportedContentPath({ contentType: 'episode', contentId: 'e1', seriesId: 's1' })).toBe('/series/s1?episode=e1');
  });

  it('has no link once the catalogue deleted the title, nor for an episode whose series is not known', () => {
    expect(reportedContentPath({ contentType: 'movie', contentId: 'm1', seriesId: null, contentDeleted: true })).toBeNull();
    expect(reportedContentPath({ contentType: 'episode', contentId: 'e1', seriesId: 's1', contentDeleted: true })).toBeNull();
    expect(reportedContentPath({ contentType: 'episode', contentId: 'e1', seriesId: null })).toBeNull();
  });
});
