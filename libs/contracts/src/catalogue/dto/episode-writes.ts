import { IsISO8601, IsOptional, IsString, Length, Matches, ValidateIf } from 'class-validator';
import { BlankToNull, Compose, DurationMinutes, HttpUrl, IntBetween, OptionalNotNull, SynopsisText } from './decorators.js';

const SeasonNumber = () => IntBetween(1, 1000, 'La saison doit être un entier supérieur ou égal à 1.');

const EpisodeNumber = () => IntBetween(1, 100000, "Le numéro d'épisode doit être un entier supérieur ou égal à 1.");

const EpisodeTitle = () =>
  Compose(
    Length(1, 300, { message: "Le titre de l'épisode est requis (300 caractères maximum)." }),
    Matches(/\S/, { message: "Le titre de l'épisode est requis." }),
    IsString({ message: "Le titre de l'épisode est requis." }),
  );

/**
 * The episode form (spec 001 section 5): season, episode and title required; duration at least 1,
 * 45 when left empty (null); an empty air date ('' or null) is stored as null.
 */
export class EpisodeWriteFields {
  @IsOptional()
  @SynopsisText()
  synopsis?: string | null;

  @IsOptional()
  @DurationMinutes()
  durationMinutes?: number | null;

  @BlankToNull()
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'La date de diffusion doit être une date valide au format AAAA-MM-JJ.' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'La date de diffusion doit être une date valide au format AAAA-MM-JJ.' })
  airDate?: string | null;

  @IsOptional()
  @HttpUrl('La vidéo')
  videoUrl?: string | null;

  @IsOptional()
  @HttpUrl('La vidéo VF')
  videoUrlVf?: string | null;

  @IsOptional()
  @HttpUrl('La vidéo VOSTFR')
  videoUrlVostfr?: string | null;

  @IsOptional()
  @HttpUrl('La vignette')
  thumbnailUrl?: string | null;
}

export class CreateEpisodeDto extends EpisodeWriteFields {
  @SeasonNumber()
  seasonNumber!: number;

  @EpisodeNumber()
  episodeNumber!: number;

  @EpisodeTitle()
  title!: string;
}

export class UpdateEpisodeDto extends EpisodeWriteFields {
  @OptionalNotNull()
  @SeasonNumber()
  seasonNumber?: number;

  @OptionalNotNull()
  @EpisodeNumber()
  episodeNumber?: number;

  @ValidateIf((o: UpdateEpisodeDto) => o.title !== undefined)
  @EpisodeTitle()
  title?: string;
}
