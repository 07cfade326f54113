import { describe, expect, it } from '@jest/globals';

import { contentPath, reportActions } from './report-rules';

describe('reportActions', () => {
  it('offers taking charge on a pending report only', () => {
    expect(reportActions('pending').take).toBe(true);
    expect(reportActions('in_progress').take).toBe(false);
    expect(reportActions('resolved').take).toBe(false);
    expect(reportActions('rejected').take).toBe(false);
  });

  it('offers resolving and rejecting on a pending or in-progress report, nothing on a closed one', () => {
    expect(reportActions('pending').close).toBe(true);
    expect(reportActions('in_progress').close).toBe(true);
    expect(reportActions('resolved')).toEqual({ take: false, close: false });
    expect(reportActions('rejected')).toEqual({ take: false, close: false });
  });
});

describe('contentPath', () => {
  it('links a film to its page and a series to its own', () => {
    expect(contentPath({ contentType: 'movie', contentId: 'm1', seriesId: null })).toBe('/movie/m1');
    expect(contentPath({ contentType: 'series', contentId: 's1', seriesId: null })).toBe('/series/s1');
  });

  it('links an episode to the page of its series', () => {
    expect(contentPath({ contentType: 'episode', contentId: 'e1', seriesId: 's1' })).toBe('/series/s1');
  });

  it('links nothing once the catalogue deleted the title', () => {
    expect(contentPath({ contentType: 'movie', contentId: 'm1', seriesId: null, contentDeleted: true })).toBeNull();
    expect(contentPath({ contentType: 'episode', contentId: 'e1', seriesId: 's1', contentDeleted: true })).toBeNull();
  });
});
