import type { CreateEpisodeDto, EpisodeDto } from '@streaming/contracts';

/** Spec 001 sections 3 and 9: an episode lasts 45 minutes unless told otherwise. */
export const DEFAULT_EPISODE_DURATION = 45;

/** The episode form as typed: every field is text until it is sent. */
export interface EpisodeForm {
  seasonNumber: string;
  episodeNumber: string;
  title: string;
  synopsis: string;
  durationMinutes: string;
  /** AAAA-MM-JJ, or empty: no air date. */
  airDate: string;
  videoUrl: string;
  videoUrlVf: string;
  videoUrlVostfr: string;
  thumbnailUrl: string;
}

/** The episodes of one season, by number. */
export interface SeasonGroup {
  seasonNumber: number;
  episodes: EpisodeDto[];
}

type Numbered = Pick<EpisodeDto, 'seasonNumber' | 'episodeNumber'>;

// The server's messages (libs/contracts/src/catalogue/dto/episode-writes.ts and decorators.ts), word for word.
export const SEASON_INVALID = 'La saison doit être un entier supérieur ou égal à 1.';
export const EPISODE_INVALID = "Le numéro d'épisode doit être un entier supérieur ou égal à 1.";
export const TITLE_REQUIRED = "Le titre de l'épisode est requis.";
export const DURATION_INVALID = 'La durée doit être comprise entre 1 et 1000 minutes.';
export const AIR_DATE_INVALID = 'La date de diffusion doit être une date valide au format AAAA-MM-JJ.';

/** The address fields of the form, each with the name the server's message gives it. */
export const URL_FIELDS = [
  { field: 'videoUrl', label: 'La vidéo' },
  { field: 'videoUrlVf', label: 'La vidéo VF' },
  { field: 'videoUrlVostfr', label: 'La vidéo VOSTFR' },
  { field: 'thumbnailUrl', label: 'La vignette' },
] as const;

/** The highest season number, 0 for a series without episodes. */
function highestSeason(episodes: readonly Numbered[]): number {
  return episodes.reduce((highest, episode) => Math.max(highest, episode.seasonNumber), 0);
}

/** 'Nouvelle saison': the highest season plus one (1 for a series without episodes). */
export function nextSeasonNumber(episodes: readonly Numbered[]): number {
  return highestSeason(episodes) + 1;
}

/** The number after the season's highest episode (1 for a season without episodes). */
export function nextEpisodeNumber(episodes: readonly Numbered[], seasonNumber: number): number {
  return episodes.filter((episode) => episode.seasonNumber === seasonNumber).reduce((highest, episode) => Math.max(highest, episode.episodeNumber), 0) + 1;
}

/** An empty form for the given season and episode, 45 minutes long. */
export function blankEpisodeForm(seasonNumber: number, episodeNumber: number): EpisodeForm {
  return {
    seasonNumber: String(seasonNumber),
    episodeNumber: String(episodeNumber),
    title: '',
    synopsis: '',
    durationMinutes: String(DEFAULT_EPISODE_DURATION),
    airDate: '',
    videoUrl: '',
    videoUrlVf: '',
    videoUrlVostfr: '',
    thumbnailUrl: '',
  };
}

/** 'Ajouter un épisode': the next episode of the last season (season 1, episode 1 for a series without episodes). */
export function nextEpisodeForm(episodes: readonly Numbered[]): EpisodeForm {
  const season = Math.max(1, highestSeason(episodes));
  return blankEpisodeForm(season, nextEpisodeNumber(episodes, season));
}

/** 'Nouvelle saison': the highest season plus one, episode 1 (spec section 4). */
export function newSeasonForm(episodes: readonly Numbered[]): EpisodeForm {
  return blankEpisodeForm(nextSeasonNumber(episodes), 1);
}

/** An episode's values in the form; what it lacks is empty. */
export function episodeToForm(episode: EpisodeDto): EpisodeForm {
  return {
    seasonNumber: String(episode.seasonNumber),
    episodeNumber: String(episode.episodeNumber),
    title: episode.title,
    synopsis: episode.synopsis ?? '',
    durationMinutes: episode.durationMinutes === null ? '' : String(episode.durationMinutes),
    airDate: episode.airDate ?? '',
    videoUrl: episode.videoUrl ?? '',
    videoUrlVf: episode.videoUrlVf ?? '',
    videoUrlVostfr: episode.videoUrlVostfr ?? '',
    thumbnailUrl: episode.thumbnailUrl ?? '',
  };
}

/** A whole number typed in a field, or null when it is not one. */
function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A calendar day written AAAA-MM-JJ that exists (no 31 February). */
function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/**
 * What keeps the form from being saved (spec section 5: season and episode at least 1, a title,
 * a duration of at least 1 minute; the addresses http(s)), in the server's words; none when it can be sent.
 */
export function episodeFormErrors(form: EpisodeForm): string[] {
  const errors: string[] = [];
  const season = wholeNumber(form.seasonNumber);
  if (season === null || season < 1 || season > 1000) errors.push(SEASON_INVALID);
  const episode = wholeNumber(form.episodeNumber);
  if (episode === null || episode < 1 || episode > 100000) errors.push(EPISODE_INVALID);
  if (form.title.trim() === '') errors.push(TITLE_REQUIRED);
  if (form.durationMinutes.trim() !== '') {
    const duration = wholeNumber(form.durationMinutes);
    if (duration === null || duration < 1 || duration > 1000) errors.push(DURATION_INVALID);
  }
  if (form.airDate.trim() !== '' && !isDay(form.airDate.trim())) errors.push(AIR_DATE_INVALID);
  for (const { field, label } of URL_FIELDS) {
    const value = form[field].trim();
    if (value !== '' && !isHttpUrl(value)) errors.push(`${label} doit être une adresse http(s) valide.`);
  }
  return errors;
}

const textOrNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/**
 * The body of POST /api/admin/series/:id/episodes and PATCH /api/admin/episodes/:id, from a form
 * that episodeFormErrors accepts: empty fields are sent as null (an empty duration is 45 for the server,
 * an empty air date none).
 */
export function formToEpisodeDto(form: EpisodeForm): CreateEpisodeDto {
  return {
    seasonNumber: Number(form.seasonNumber.trim()),
    episodeNumber: Number(form.episodeNumber.trim()),
    title: form.title.trim(),
    synopsis: textOrNull(form.synopsis),
    durationMinutes: form.durationMinutes.trim() === '' ? null : Number(form.durationMinutes.trim()),
    airDate: textOrNull(form.airDate),
    videoUrl: textOrNull(form.videoUrl),
    videoUrlVf: textOrNull(form.videoUrlVf),
    videoUrlVostfr: textOrNull(form.videoUrlVostfr),
    thumbnailUrl: textOrNull(form.thumbnailUrl),
  };
}

/** One group per season, seasons in order and episodes by number within each. */
export function groupBySeason(episodes: readonly EpisodeDto[]): SeasonGroup[] {
  const bySeason = new Map<number, EpisodeDto[]>();
  for (const episode of episodes) {
    const season = bySeason.get(episode.seasonNumber);
    if (season) season.push(episode);
    else bySeason.set(episode.seasonNumber, [episode]);
  }
  return [...bySeason.entries()]
    .sort(([a], [b]) => a - b)
    .map(([seasonNumber, items]) => ({ seasonNumber, episodes: [...items].sort((a, b) => a.episodeNumber - b.episodeNumber) }));
}
