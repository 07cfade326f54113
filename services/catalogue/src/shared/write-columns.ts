import type { TitleWriteFields } from '@streaming/contracts';

/** Trims text; blank text is stored as null; absent stays absent (unchanged on update). */
export const text = (v: string | null | undefined): string | null | undefined => (v === undefined ? undefined : v === null ? null : v.trim() || null);

/** Keeps only the values that were sent. */
export function defined<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Entity columns of the fields films and series share (same property names on both entities). */
export function titleColumns(dto: TitleWriteFields & { title?: string }) {
  return defined({
    title: dto.title?.trim(),
    originalTitle: text(dto.originalTitle),
    synopsis: text(dto.synopsis),
    releaseYear: dto.releaseYear,
    director: text(dto.director),
    country: text(dto.country),
    language: text(dto.language),
    quality: dto.quality,
    posterUrl: text(dto.posterUrl),
    trailerUrl: text(dto.trailerUrl),
    videoUrl: text(dto.videoUrl),
    videoUrlVf: text(dto.videoUrlVf),
    videoUrlVostfr: text(dto.videoUrlVostfr),
    rating: dto.rating,
    isFeatured: dto.isFeatured,
    isNew: dto.isNew,
  });
}
