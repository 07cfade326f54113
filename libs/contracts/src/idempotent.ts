import { AnalyticsPatterns } from './analytics/patterns.js';
import { CataloguePatterns } from './catalogue/patterns.js';
import { EngagementPatterns } from './engagement/patterns.js';
import { IdentityPatterns } from './identity/patterns.js';
import { ModerationPatterns } from './moderation/patterns.js';

/**
 * Request/reply patterns that only read: answering one twice changes nothing, so a caller may send
 * it again to another replica when the first try got no answer in time (the replica died with the
 * request, or NATS restarted). Every other pattern is a write and is never re-sent blindly: the
 * outbox and the idempotency keys cover those. Health checks are left out on purpose: they must
 * report a missing service at once, not wait for it; so are TMDB lookups (catalogue.tmdb.*): a slow
 * TMDB would have every retry call it again, against its rate limit.
 */
export const IdempotentPatterns: ReadonlySet<string> = new Set<string>([
  CataloguePatterns.statsGet,
  CataloguePatterns.homeGet,
  CataloguePatterns.moviesList,
  CataloguePatterns.moviesGet,
  CataloguePatterns.moviesSections,
  CataloguePatterns.moviesSimilar,
  CataloguePatterns.seriesList,
  CataloguePatterns.seriesGet,
  CataloguePatterns.seriesSections,
  CataloguePatterns.genresList,
  CataloguePatterns.genresPage,
  CataloguePatterns.searchQuery,
  CataloguePatterns.searchSuggest,
  CataloguePatterns.posterRender,
  CataloguePatterns.titlesLookup,
  CataloguePatterns.adminMoviesList,
  CataloguePatterns.adminSeriesList,
  CataloguePatterns.adminAnimesList,
  CataloguePatterns.adminGenresList,
  CataloguePatterns.episodesList,
  EngagementPatterns.favoritesList,
  EngagementPatterns.favoritesIds,
  EngagementPatterns.progressTitle,
  EngagementPatterns.historyList,
  EngagementPatterns.usersCounts,
  IdentityPatterns.meGet,
  IdentityPatterns.banGet,
  IdentityPatterns.accessGet,
  IdentityPatterns.referralStats,
  IdentityPatterns.referralValidate,
  IdentityPatterns.passwordResetCheck,
  IdentityPatterns.adminUsersList,
  IdentityPatterns.auditList,
  IdentityPatterns.usersEmails,
  IdentityPatterns.usersMatchEmail,
  CataloguePatterns.titlesMatch,
  ModerationPatterns.reportsMine,
  ModerationPatterns.requestsMine,
  ModerationPatterns.requestsQuota,
  ModerationPatterns.popupActive,
  ModerationPatterns.adminCounts,
  ModerationPatterns.adminReportsList,
  ModerationPatterns.adminRequestsList,
  ModerationPatterns.adminPopupsList,
  ModerationPatterns.adminContactList,
  AnalyticsPatterns.visitorsStats,
  AnalyticsPatterns.topList,
]);
