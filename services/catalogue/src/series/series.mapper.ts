import { describeVideoSource, type EpisodeDto, playbackSources, type SeasonDto, type SeriesDetailDto, type SeriesStatus, type VideoQuality } from '@streaming/contracts';
import { iso, num, titleAuditFields, toGenre, versionedPosterUrl } from '../shared/card.mapper.js';
import type { EpisodeRow, SeriesRow } from './series.repository.js';

export function toEpisodeDto(e: EpisodeRow): EpisodeDto {
  return {
    id: e.id,
    seriesId: e.series_id,
    seasonNumber: e.season_number,
    episodeNumber: e.episode_number,
    title: e.title,
    synopsis: e.synopsis,
    durationMinutes: e.duration_minutes,
    airDate: e.air_date,
    videoUrl: e.video_url,
    videoUrlVf: e.video_url_vf,
    videoUrlVostfr: e.video_url_vostfr,
    playback: playbackSources({ videoUrl: e.video_url, videoUrlVf: e.video_url_vf, videoUrlVostfr: e.video_url_vostfr, subtitlesUrlVostfr: e.subtitles_url_vostfr }),
    thumbnailUrl: e.thumbnail_url,
    viewsCount: Number(e.views_count),
  };
}

/** Episodes (already in season then episode order) grouped by season. */
export function groupSeasons(episodes: EpisodeDto[]): SeasonDto[] {
  const seasons: SeasonDto[] = [];
  for (const e of episodes) {
    const last = seasons[seasons.length - 1];
    if (last?.seasonNumber === e.seasonNumber) last.episodes.push(e);
    else seasons.push({ seasonNumber: e.seasonNumber, episodes: [e] });
  }
  return seasons;
}

export function toSeriesDetailDto(s: SeriesRow, episodes: EpisodeRow[]): SeriesDetailDto {
  const seasons = groupSeasons(episodes.map(toEpisodeDto));
  return {
    id: s.id,
    title: s.title,
    originalTitle: s.original_title,
    synopsis: s.synopsis,
    director: s.director,
    releaseYear: s.release_year,
    posterUrl: versionedPosterUrl(s.poster_url, s.title, s.release_year),
    trailerUrl: s.trailer_url,
    trailer: describeVideoSource(s.trailer_url),
    videoUrl: s.video_url,
    videoUrlVf: s.video_url_vf,
    videoUrlVostfr: s.video_url_vostfr,
    rating: num(s.rating),
    quality: s.quality as VideoQuality | null,
    country: s.country,
    language: s.language,
    viewsCount: Number(s.views_count),
    // The stored totals are kept up to date by episode writes; the episodes are the truth when present.
    totalSeasons: seasons.length ? seasons.length : s.total_seasons,
    totalEpisodes: episodes.length ? episodes.length : s.total_episodes,
    status: s.status as SeriesStatus,
    isFeatured: s.is_featured,
    isNew: s.is_new,
    isAnime: s.is_anime,
    genres: s.genres.map(toGenre),
    createdAt: iso(s.created_at),
    updatedAt: iso(s.updated_at),
    seasons,
  };
}

/** What the audit log keeps of a series (its totals follow its episodes). */
export function seriesAuditFields(s: SeriesRow): Record<string, unknown> {
  return { ...titleAuditFields(s), status: s.status, totalSeasons: s.total_seasons, totalEpisodes: s.total_episodes };
}

/** What the audit log keeps of an episode. */
export function episodeAuditFields(e: EpisodeRow): Record<string, unknown> {
  return {
    seriesId: e.series_id,
    seasonNumber: e.season_number,
    episodeNumber: e.episode_number,
    title: e.title,
    synopsis: e.synopsis,
    durationMinutes: e.duration_minutes,
    airDate: e.air_date,
    videoUrl: e.video_url,
    videoUrlVf: e.video_url_vf,
    videoUrlVostfr: e.video_url_vostfr,
    thumbnailUrl: e.thumbnail_url,
  };
}
