/** NATS request/reply patterns answered by the catalogue service (`catalogue.<entity>.<verb>`). */
export const CataloguePatterns = {
  statsGet: 'catalogue.stats.get',
  homeGet: 'catalogue.home.get',
  moviesList: 'catalogue.movies.list',
  moviesGet: 'catalogue.movies.get',
  moviesSections: 'catalogue.movies.sections',
  moviesSimilar: 'catalogue.movies.similar',
  moviesCreate: 'catalogue.movies.create',
  moviesUpdate: 'catalogue.movies.update',
  moviesDelete: 'catalogue.movies.delete',
  seriesList: 'catalogue.series.list',
  seriesGet: 'catalogue.series.get',
  seriesSections: 'catalogue.series.sections',
  seriesCreate: 'catalogue.series.create',
  seriesUpdate: 'catalogue.series.update',
  seriesDelete: 'catalogue.series.delete',
  episodesCreate: 'catalogue.episodes.create',
  episodesUpdate: 'catalogue.episodes.update',
  episodesDelete: 'catalogue.episodes.delete',
  genresList: 'catalogue.genres.list',
  genresPage: 'catalogue.genres.page',
  genresCreate: 'catalogue.genres.create',
  genresUpdate: 'catalogue.genres.update',
  genresDelete: 'catalogue.genres.delete',
  searchQuery: 'catalogue.search.query',
  searchSuggest: 'catalogue.search.suggest',
  posterRender: 'catalogue.posters.render',
  titlesLookup: 'catalogue.titles.lookup',
  adminMoviesList: 'catalogue.admin_movies.list',
  adminSeriesList: 'catalogue.admin_series.list',
  adminAnimesList: 'catalogue.admin_animes.list',
  adminGenresList: 'catalogue.admin_genres.list',
  /** One film or series as the back office edits it: read from the primary, never from a cache. */
  adminMoviesGet: 'catalogue.admin_movies.get',
  adminSeriesGet: 'catalogue.admin_series.get',
  episodesList: 'catalogue.episodes.list',
  tmdbSearch: 'catalogue.tmdb.search',
  tmdbDetails: 'catalogue.tmdb.details',
  titlesMatch: 'catalogue.titles.match',
  health: 'catalogue.health.check',
} as const;

/** JetStream event types published by the catalogue (subject `events.catalogue.<entity>.<verb>`). */
export const CatalogueEvents = {
  movieCreated: 'catalogue.movie.created',
  movieUpdated: 'catalogue.movie.updated',
  movieDeleted: 'catalogue.movie.deleted',
  seriesCreated: 'catalogue.series.created',
  seriesUpdated: 'catalogue.series.updated',
  seriesDeleted: 'catalogue.series.deleted',
  episodeCreated: 'catalogue.episode.created',
  episodeUpdated: 'catalogue.episode.updated',
  episodeDeleted: 'catalogue.episode.deleted',
  genreCreated: 'catalogue.genre.created',
  genreUpdated: 'catalogue.genre.updated',
  genreDeleted: 'catalogue.genre.deleted',
} as const;

export type CatalogueEventType = (typeof CatalogueEvents)[keyof typeof CatalogueEvents];

/** Payload of every catalogue event: which item changed (consumers re-read what they need). */
export interface CatalogueEventData {
  id: string;
  /** For episodes: the series they belong to. */
  seriesId?: string;
  /** For genres: the slug, so menus and genre pages can be dropped by name. */
  slug?: string;
  title?: string;
}
