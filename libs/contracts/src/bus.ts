/**
 * The typed bus: every NATS request/reply pattern mapped to its request data and its response, and
 * every JetStream event type mapped to its payload. Callers (RpcClient.call, the gateway's
 * RpcService.call, addToOutbox), handlers (@RpcPattern) and consumers (Infrastructure.consume and
 * follow) are checked against these two maps at compile time, so a caller and the handler it
 * reaches cannot disagree on a shape without the build failing.
 */
import { AdminActionEvents, type AdminActionData, type AuditPage } from './admin-audit.js';
import type { EventEnvelope } from './events.js';
import type { BatchOutcomes, MemberBatch, RpcRequest } from './rpc.js';
import {
  IdentityEvents, IdentityPatterns,
  type AccessState, type AdminBanResult, type AdminUsersPage, type BanStatus, type CaptchaChallenge, type IssuedEmailChangeCancel,
  type IssuedSession, type LogoutRequest, type LogoutResult, type Page, type PendingEmailChange, type RefreshRequest,
  type ReferralStats, type UserEventData, type UserView,
} from './identity/index.js';
import type {
  AdminMailDto, AuditQuery, BanUserDto, CancelEmailChangeDto, ChangeEmailDto, ChangePasswordDto, ConfirmEmailDto, ContactDto,
  EmailMatchQuery, ForgotPasswordDto, ListUsersQuery, LoginDto, RegisterDto, ResetLinkDto, ResetPasswordDto, SetAdminDto,
  UserEmailsQuery, UserIdParam,
} from './identity/dto.js';
import {
  CatalogueEvents, CataloguePatterns,
  type CatalogueCard, type CatalogueEventData, type CatalogueStats, type EpisodeDto, type GenreDto, type GenreMenu,
  type GenrePage, type HomeSections, type ListingSections, type MovieDto, type PosterSvg, type SearchResults,
  type SearchSuggestions, type SeriesDetailDto, type SimilarMovieCard, type TitleLookup,
  type AdminGenres, type AdminMovieRow, type AdminPage, type AdminSeriesCounters, type AdminSeriesRow, type AdminTitleCounters,
  type GenreDeletion, type TmdbPrefill, type TmdbSearchResults,
} from './catalogue/index.js';
import {
  EngagementEvents, EngagementPatterns,
  type FavoriteEntry, type FavoriteIds, type ProgressView, type TitleProgress, type UsersCounts, type ViewRecordedData,
  type ViewResult,
} from './engagement/index.js';
import type {
  FavoritesQuery, HistoryEntryParam, HistoryQuery, RecordViewDto, TitleRefParam, UsersCountsQuery,
} from './engagement/dto.js';
import {
  ModerationEvents, ModerationPatterns,
  type ActivePopup, type AdminReport, type AdminRequest, type ContactEventData, type ContactMessage, type MemberReport,
  type MemberRequests, type ModerationCounts, type ModerationPage, type PopupEventData, type PopupMessage, type ReportCounts,
  type ReportCreated, type ReportEventData, type RequestCounts, type RequestCreated, type RequestEventData, type RequestQuota,
} from './moderation/index.js';
import type {
  AdminContactQuery, AdminReportsQuery, AdminRequestsQuery, CreateReportDto, CreateRequestDto, ModerationIdParam,
  SavePopupDto, UpdateContactDto, UpdateReportDto, UpdateRequestDto,
} from './moderation/dto.js';
import { AnalyticsPatterns, type TopTitles, type VisitorStats, type VisitRecorded } from './analytics/index.js';
import type { AnalyticsRangeQuery, TopQuery, VisitDto } from './analytics/dto.js';
import type { PageQuery } from './catalogue/dto/list-queries.js';
import type {
  CreateEpisodeDto, CreateGenreDto, CreateMovieDto, CreateSeriesDto, EpisodeIdParam, GenreIdParam, GenrePageQuery,
  MovieIdParam, MovieListQuery, PosterParams, SearchQuery, SeriesIdParam, SeriesListQuery, SuggestQuery, TitleLookupQuery,
  TitleMatchQuery, UpdateEpisodeDto, UpdateGenreDto, UpdateMovieDto, UpdateSeriesDto,
  AdminSeriesListQuery, AdminTitleListQuery, GenreDeleteQuery, TmdbDetailsParams, TmdbSearchQuery,
} from './catalogue/dto/index.js';

/** One pattern: what the caller sends as `data` and what the handler answers. */
export interface Rpc<TRequest, TResponse> {
  request: TRequest;
  response: TResponse;
}

/** The data of a pattern that takes none: callers send `{}`. */
export type NoData = Record<string, never>;

/** The answer of a command whose effect is the only result. */
export interface Ok {
  ok: true;
}

/** One dependency's state in a service's health answer. */
export interface HealthCheck {
  status: 'up' | 'down';
  latencyMs?: number;
  error?: string;
}

/** What `<service>.health.check` answers: its dependencies (postgres, redis, nats) by name. */
export type ServiceHealth = Record<string, HealthCheck>;

/** Every request/reply pattern of every service. */
export interface RpcMap {
  // identity
  [IdentityPatterns.captchaCreate]: Rpc<NoData, CaptchaChallenge>;
  [IdentityPatterns.register]: Rpc<RegisterDto, IssuedSession>;
  [IdentityPatterns.login]: Rpc<LoginDto, IssuedSession>;
  [IdentityPatterns.refresh]: Rpc<RefreshRequest, IssuedSession>;
  [IdentityPatterns.logout]: Rpc<LogoutRequest, LogoutResult>;
  [IdentityPatterns.passwordForgot]: Rpc<ForgotPasswordDto, Ok>;
  [IdentityPatterns.passwordReset]: Rpc<ResetPasswordDto, Ok>;
  [IdentityPatterns.passwordResetCheck]: Rpc<ResetLinkDto, Ok>;
  [IdentityPatterns.emailConfirm]: Rpc<ConfirmEmailDto, { email: string; userId: string }>;
  [IdentityPatterns.emailChangeCancel]: Rpc<CancelEmailChangeDto, IssuedEmailChangeCancel>;
  [IdentityPatterns.meGet]: Rpc<NoData, UserView>;
  [IdentityPatterns.meEmailChange]: Rpc<ChangeEmailDto, PendingEmailChange>;
  [IdentityPatterns.mePasswordChange]: Rpc<ChangePasswordDto, IssuedSession>;
  [IdentityPatterns.banGet]: Rpc<NoData, BanStatus>;
  [IdentityPatterns.accessGet]: Rpc<{ userId: string }, AccessState>;
  [IdentityPatterns.referralStats]: Rpc<NoData, ReferralStats>;
  [IdentityPatterns.referralGenerate]: Rpc<NoData, ReferralStats>;
  [IdentityPatterns.referralValidate]: Rpc<{ keyCode: string }, { valid: boolean }>;
  [IdentityPatterns.adminUsersList]: Rpc<ListUsersQuery, AdminUsersPage>;
  [IdentityPatterns.adminUserBan]: Rpc<BanUserDto & UserIdParam, AdminBanResult>;
  [IdentityPatterns.adminUserUnban]: Rpc<UserIdParam, Ok>;
  [IdentityPatterns.adminUserRole]: Rpc<SetAdminDto & UserIdParam, Ok>;
  /** Admins only; SELF_DELETE, ADMIN_NOT_DELETABLE, USER_NOT_FOUND. */
  [IdentityPatterns.adminUserDelete]: Rpc<UserIdParam, Ok>;
  /** Admins only: queued in identity's mail outbox with the audit row. */
  [IdentityPatterns.adminUserMail]: Rpc<AdminMailDto & UserIdParam, Ok>;
  /** Admins only. */
  [IdentityPatterns.auditList]: Rpc<AuditQuery, AuditPage>;
  /** Reserved: no handler answers it yet (`npm run admin:grant` runs identity's CLI). */
  [IdentityPatterns.adminGrantByEmail]: Rpc<{ email: string }, Ok>;
  /** Admins only: the current address of each id (null for an unknown or erased one), at most 200 ids. */
  [IdentityPatterns.usersEmails]: Rpc<UserEmailsQuery, { emails: Record<string, string | null> }>;
  /** Admins only: the ids of members whose address contains `search` (at most 1000). */
  [IdentityPatterns.usersMatchEmail]: Rpc<EmailMatchQuery, { ids: string[] }>;
  [IdentityPatterns.health]: Rpc<NoData, ServiceHealth>;
  // catalogue
  [CataloguePatterns.statsGet]: Rpc<NoData, CatalogueStats>;
  [CataloguePatterns.homeGet]: Rpc<NoData, HomeSections>;
  [CataloguePatterns.moviesList]: Rpc<MovieListQuery, Page<CatalogueCard>>;
  [CataloguePatterns.moviesGet]: Rpc<MovieIdParam, MovieDto>;
  [CataloguePatterns.moviesSections]: Rpc<NoData, ListingSections>;
  [CataloguePatterns.moviesSimilar]: Rpc<MovieIdParam, SimilarMovieCard[]>;
  [CataloguePatterns.moviesCreate]: Rpc<CreateMovieDto, MovieDto>;
  [CataloguePatterns.moviesUpdate]: Rpc<UpdateMovieDto & MovieIdParam, MovieDto>;
  [CataloguePatterns.moviesDelete]: Rpc<MovieIdParam, Ok>;
  [CataloguePatterns.seriesList]: Rpc<SeriesListQuery, Page<CatalogueCard>>;
  [CataloguePatterns.seriesGet]: Rpc<SeriesIdParam, SeriesDetailDto>;
  [CataloguePatterns.seriesSections]: Rpc<NoData, ListingSections>;
  [CataloguePatterns.seriesCreate]: Rpc<CreateSeriesDto, SeriesDetailDto>;
  [CataloguePatterns.seriesUpdate]: Rpc<UpdateSeriesDto & SeriesIdParam, SeriesDetailDto>;
  [CataloguePatterns.seriesDelete]: Rpc<SeriesIdParam, Ok>;
  [CataloguePatterns.episodesCreate]: Rpc<CreateEpisodeDto & { seriesId: string }, EpisodeDto>;
  [CataloguePatterns.episodesUpdate]: Rpc<UpdateEpisodeDto & EpisodeIdParam, EpisodeDto>;
  [CataloguePatterns.episodesDelete]: Rpc<EpisodeIdParam, Ok>;
  [CataloguePatterns.genresList]: Rpc<NoData, GenreMenu>;
  [CataloguePatterns.genresPage]: Rpc<GenrePageQuery & { slug: string }, GenrePage>;
  [CataloguePatterns.genresCreate]: Rpc<CreateGenreDto, GenreDto>;
  [CataloguePatterns.genresUpdate]: Rpc<UpdateGenreDto & GenreIdParam, GenreDto>;
  /** Answers how many films and series lost the genre; a used genre needs `confirm: true` (409 GENRE_IN_USE otherwise). */
  [CataloguePatterns.genresDelete]: Rpc<GenreIdParam & GenreDeleteQuery, GenreDeletion>;
  [CataloguePatterns.searchQuery]: Rpc<SearchQuery, SearchResults>;
  [CataloguePatterns.searchSuggest]: Rpc<SuggestQuery, SearchSuggestions>;
  [CataloguePatterns.posterRender]: Rpc<PosterParams, PosterSvg>;
  [CataloguePatterns.titlesLookup]: Rpc<TitleLookupQuery, TitleLookup>;
  /** The titles of a kind whose title is the same once case, accents and punctuation are set aside (and the year, when given). */
  [CataloguePatterns.titlesMatch]: Rpc<TitleMatchQuery, { cards: CatalogueCard[] }>;
  /** Admins only: the back office's tables, paged, searched and filtered by the catalogue, with their summary cards. */
  [CataloguePatterns.adminMoviesList]: Rpc<AdminTitleListQuery, AdminPage<AdminMovieRow, AdminTitleCounters>>;
  [CataloguePatterns.adminSeriesList]: Rpc<AdminSeriesListQuery, AdminPage<AdminSeriesRow, AdminSeriesCounters>>;
  /** The series the one anime rule makes animes. */
  [CataloguePatterns.adminAnimesList]: Rpc<AdminSeriesListQuery, AdminPage<AdminSeriesRow, AdminSeriesCounters>>;
  [CataloguePatterns.adminGenresList]: Rpc<NoData, AdminGenres>;
  /** Admins only: one film or series as the back office edits it, read from the primary (never from a cache). */
  [CataloguePatterns.adminMoviesGet]: Rpc<MovieIdParam, MovieDto>;
  [CataloguePatterns.adminSeriesGet]: Rpc<SeriesIdParam, SeriesDetailDto>;
  /** Admins only: the episode manager's list (by season, then number). */
  [CataloguePatterns.episodesList]: Rpc<SeriesIdParam, EpisodeDto[]>;
  /** Admins only: TMDB lookups (the key stays with the catalogue). */
  [CataloguePatterns.tmdbSearch]: Rpc<TmdbSearchQuery, TmdbSearchResults>;
  [CataloguePatterns.tmdbDetails]: Rpc<TmdbDetailsParams, TmdbPrefill>;
  [CataloguePatterns.health]: Rpc<NoData, ServiceHealth>;
  // engagement (every pattern but usersCounts and health acts for the signed actor only)
  [EngagementPatterns.favoritesList]: Rpc<FavoritesQuery, Page<FavoriteEntry>>;
  [EngagementPatterns.favoritesIds]: Rpc<NoData, FavoriteIds>;
  /** Adding a favourite twice answers the existing entry. */
  [EngagementPatterns.favoritesAdd]: Rpc<TitleRefParam, FavoriteEntry>;
  /** FAVORITE_NOT_FOUND when the title is not a favourite. */
  [EngagementPatterns.favoritesRemove]: Rpc<TitleRefParam, Ok>;
  [EngagementPatterns.progressTitle]: Rpc<TitleRefParam, TitleProgress>;
  [EngagementPatterns.historyList]: Rpc<HistoryQuery, Page<ProgressView>>;
  /** HISTORY_ENTRY_NOT_FOUND when the row is not the actor's. */
  [EngagementPatterns.historyRemove]: Rpc<HistoryEntryParam, Ok>;
  [EngagementPatterns.historyClear]: Rpc<NoData, { removed: number }>;
  /** Sent by the gateway only, without an actor: each item names its member. */
  [EngagementPatterns.viewsRecordBatch]: Rpc<MemberBatch<RecordViewDto>, BatchOutcomes<ViewResult>>;
  /** Admins only. */
  [EngagementPatterns.usersCounts]: Rpc<UsersCountsQuery, UsersCounts>;
  [EngagementPatterns.health]: Rpc<NoData, ServiceHealth>;
  // moderation (members' patterns act for the signed actor only; admin patterns check the role)
  /** An open report by the same member for the same content and problem is answered instead of a new one. */
  [ModerationPatterns.reportsCreate]: Rpc<CreateReportDto, ReportCreated>;
  [ModerationPatterns.reportsMine]: Rpc<PageQuery, { items: MemberReport[]; total: number; page: number; pageSize: number }>;
  [ModerationPatterns.requestsCreate]: Rpc<CreateRequestDto, RequestCreated>;
  [ModerationPatterns.requestsMine]: Rpc<NoData, MemberRequests>;
  [ModerationPatterns.requestsQuota]: Rpc<NoData, RequestQuota>;
  /** Stores the message; identity mails it to support from `moderation.contact.received`. */
  [ModerationPatterns.contactCreate]: Rpc<ContactDto, Ok>;
  [ModerationPatterns.popupActive]: Rpc<NoData, ActivePopup>;
  [ModerationPatterns.adminCounts]: Rpc<NoData, ModerationCounts>;
  [ModerationPatterns.adminReportsList]: Rpc<AdminReportsQuery, ModerationPage<AdminReport, ReportCounts>>;
  [ModerationPatterns.adminReportsUpdate]: Rpc<UpdateReportDto & ModerationIdParam, AdminReport>;
  [ModerationPatterns.adminRequestsList]: Rpc<AdminRequestsQuery, ModerationPage<AdminRequest, RequestCounts>>;
  [ModerationPatterns.adminRequestsUpdate]: Rpc<UpdateRequestDto & ModerationIdParam, AdminRequest>;
  [ModerationPatterns.adminPopupsList]: Rpc<NoData, { items: PopupMessage[] }>;
  [ModerationPatterns.adminPopupsCreate]: Rpc<SavePopupDto, PopupMessage>;
  [ModerationPatterns.adminPopupsUpdate]: Rpc<SavePopupDto & ModerationIdParam, PopupMessage>;
  [ModerationPatterns.adminPopupsActivate]: Rpc<ModerationIdParam, PopupMessage>;
  [ModerationPatterns.adminPopupsDelete]: Rpc<ModerationIdParam, Ok>;
  [ModerationPatterns.adminContactList]: Rpc<AdminContactQuery, { items: ContactMessage[]; total: number; page: number; pageSize: number; unhandled: number }>;
  [ModerationPatterns.adminContactUpdate]: Rpc<UpdateContactDto & ModerationIdParam, ContactMessage>;
  [ModerationPatterns.health]: Rpc<NoData, ServiceHealth>;
  // analytics
  /** Sent by the gateway without the caller's actor or address: the browser's random id is all analytics gets. */
  [AnalyticsPatterns.visitsRecord]: Rpc<VisitDto, VisitRecorded>;
  /** Admins only. */
  [AnalyticsPatterns.visitorsStats]: Rpc<AnalyticsRangeQuery, VisitorStats>;
  /** Admins only. */
  [AnalyticsPatterns.topList]: Rpc<TopQuery, TopTitles>;
  [AnalyticsPatterns.health]: Rpc<NoData, ServiceHealth>;
}

/** Any pattern of the bus. */
export type BusPattern = keyof RpcMap;
/** What a caller of `P` sends as `data`. */
export type RpcRequestData<P extends BusPattern> = RpcMap[P]['request'];
/** What `P` answers. */
export type RpcResponseData<P extends BusPattern> = RpcMap[P]['response'];

/**
 * The shape a handler of `P` must have: it takes (at least) the request envelope of `P` and answers
 * `P`'s response, at once or as a promise. A handler may take no argument at all.
 */
export type RpcHandlerFn<P extends BusPattern> = (req: RpcRequest<RpcRequestData<P>>) => RpcResponseData<P> | Promise<RpcResponseData<P>>;

/** Every JetStream event type mapped to its payload. */
export interface EventMap {
  [IdentityEvents.registered]: UserEventData;
  [IdentityEvents.banned]: UserEventData;
  [IdentityEvents.unbanned]: UserEventData;
  [IdentityEvents.roleChanged]: UserEventData;
  [IdentityEvents.emailChanged]: UserEventData;
  [IdentityEvents.passwordChanged]: UserEventData;
  [IdentityEvents.profileChanged]: UserEventData;
  [IdentityEvents.deleted]: UserEventData;
  [IdentityEvents.sessionEnded]: UserEventData;
  [CatalogueEvents.movieCreated]: CatalogueEventData;
  [CatalogueEvents.movieUpdated]: CatalogueEventData;
  [CatalogueEvents.movieDeleted]: CatalogueEventData;
  [CatalogueEvents.seriesCreated]: CatalogueEventData;
  [CatalogueEvents.seriesUpdated]: CatalogueEventData;
  [CatalogueEvents.seriesDeleted]: CatalogueEventData;
  [CatalogueEvents.episodeCreated]: CatalogueEventData;
  [CatalogueEvents.episodeUpdated]: CatalogueEventData;
  [CatalogueEvents.episodeDeleted]: CatalogueEventData;
  [CatalogueEvents.genreCreated]: CatalogueEventData;
  [CatalogueEvents.genreUpdated]: CatalogueEventData;
  [CatalogueEvents.genreDeleted]: CatalogueEventData;
  [EngagementEvents.viewRecorded]: ViewRecordedData;
  [ModerationEvents.reportCreated]: ReportEventData;
  [ModerationEvents.reportStatusChanged]: ReportEventData;
  [ModerationEvents.requestCreated]: RequestEventData;
  [ModerationEvents.requestJoined]: RequestEventData;
  [ModerationEvents.requestStatusChanged]: RequestEventData;
  [ModerationEvents.popupChanged]: PopupEventData;
  [ModerationEvents.contactReceived]: ContactEventData;
  [AdminActionEvents.identity]: AdminActionData;
  [AdminActionEvents.catalogue]: AdminActionData;
  [AdminActionEvents.moderation]: AdminActionData;
}

/** Any event type of the bus. */
export type BusEventType = keyof EventMap;

/** The envelope of one event of type `T` (a union over `T`, so `switch (event.type)` narrows `data`). */
export type BusEvent<T extends BusEventType = BusEventType> = { [K in T]: EventEnvelope<EventMap[K]> & { type: K } }[T];

/**
 * What a consumer listens to, without the run's subject prefix: one event type, or every type
 * under a dotted prefix with NATS's `>` wildcard (`identity.user.>`, `catalogue.>`).
 */
export type EventFilter = BusEventType | `${string}.>`;

/** The event types a filter matches (`catalogue.>` -> every `catalogue.*` type). */
export type EventTypesMatching<F extends EventFilter> = F extends `${infer Prefix}.>` ? Extract<BusEventType, `${Prefix}.${string}`> : Extract<BusEventType, F>;

// Compile-time completeness: a pattern or event type added to the constants without its entry in
// the maps above fails the build here.
type Exhaustive<T extends never> = T;
type PatternValue =
  | (typeof IdentityPatterns)[keyof typeof IdentityPatterns]
  | (typeof CataloguePatterns)[keyof typeof CataloguePatterns]
  | (typeof EngagementPatterns)[keyof typeof EngagementPatterns]
  | (typeof ModerationPatterns)[keyof typeof ModerationPatterns]
  | (typeof AnalyticsPatterns)[keyof typeof AnalyticsPatterns];
type EventValue =
  | (typeof IdentityEvents)[keyof typeof IdentityEvents]
  | (typeof CatalogueEvents)[keyof typeof CatalogueEvents]
  | (typeof EngagementEvents)[keyof typeof EngagementEvents]
  | (typeof ModerationEvents)[keyof typeof ModerationEvents]
  | (typeof AdminActionEvents)[keyof typeof AdminActionEvents];
export type UnmappedPatterns = Exhaustive<Exclude<PatternValue, BusPattern>>;
export type UnmappedEvents = Exhaustive<Exclude<EventValue, BusEventType>>;
