import { describeVideoSource, type MovieDto, playbackSources, type VideoQuality } from '@streaming/contracts';
import { iso, num, titleAuditFields, toGenre, versionedPosterUrl } from '../shared/card.mapper.js';
import type { MovieRow } from './movies.repository.js';

export function toMovieDto(r: MovieRow): MovieDto {
  return {
    id: r.id,
    title: r.title,
    originalTitle: r.original_title,
    synopsis: r.synopsis,
    releaseYear: r.release_year,
    durationMinutes: r.duration_minutes,
    director: r.director,
    country: r.country,
    language: r.language,
    quality: r.quality as VideoQuality | null,
    posterUrl: versionedPosterUrl(r.poster_url, r.title, r.release_year),
    trailerUrl: r.trailer_url,
    trailer: describeVideoSource(r.trailer_url),
    videoUrl: r.video_url,
    videoUrlVf: r.video_url_vf,
    videoUrlVostfr: r.video_url_vostfr,
    playback: playbackSources({ videoUrl: r.video_url, videoUrlVf: r.video_url_vf, videoUrlVostfr: r.video_url_vostfr, subtitlesUrlVostfr: r.subtitles_url_vostfr }),
    rating: num(r.rating),
    viewsCount: Number(r.views_count),
    isFeatured: r.is_featured,
    isNew: r.is_new,
    budget: num(r.budget),
    boxOffice: num(r.box_office),
    genres: r.genres.map(toGenre),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

/** What the audit log keeps of a film (stored values: the poster as saved, genres by name). */
export function movieAuditFields(r: MovieRow): Record<string, unknown> {
  return {
    ...titleAuditFields(r),
    durationMinutes: r.duration_minutes,
    budget: num(r.budget),
    boxOffice: num(r.box_office),
  };
}
