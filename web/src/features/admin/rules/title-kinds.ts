import type { AdminSeriesRow, AdminTitleRow, GenreCategory, SeriesStatus } from '@streaming/contracts';

/** The back office's three title screens: films, series, and the series the anime rule makes animes. */
export type TitleKind = 'movie' | 'series' | 'anime';

/** The words of one kind's screen, from the back-office spec (sections 2, 5 and 8) where it gives them. */
export interface TitleKindTexts {
  /** Screen title. */
  title: string;
  lead: string;
  /** The summary cards (spec section 2). */
  counters: { total: string; featured: string; new: string; episodes?: string };
  addButton: string;
  addTitle: string;
  editTitle: string;
  searchLabel: string;
  listLabel: string;
  empty: string;
  noMatch: string;
  /** '12 films trouvés'. */
  found: [singular: string, plural: string];
  loading: string;
  added: string;
  updated: string;
  deleted: string;
  deleteTitle: string;
  deleteConfirm: string;
  addFailed: string;
  updateFailed: string;
  deleteFailed: string;
  /** The TMDB details of a chosen result could not be read. */
  detailsFailed: string;
  /** Films: 'Erreur lors de l'ajout du film: <the server's message>' (section 8); series and animes show it under the text. */
  detailAfterColon: boolean;
  /** The member page of a title (the table's 'view' action). */
  memberPath: (id: string) => string;
  /** The episode manager of a series or an anime (another screen); none for films. */
  episodesPath?: (id: string) => string;
  /** The genre category shown first in the form's genre choice. */
  genreCategory: GenreCategory;
  /** The TMDB lookup's kind. */
  tmdbKind: 'movie' | 'tv';
}

export const TITLE_KIND_TEXTS: Record<TitleKind, TitleKindTexts> = {
  movie: {
    title: 'Gestion des Films',
    lead: 'Ajouter, modifier et supprimer les films du catalogue.',
    counters: { total: 'Total Films', featured: 'Films à la Une', new: 'Nouveaux Films' },
    addButton: 'Ajouter un film',
    addTitle: 'Ajouter un film',
    editTitle: 'Modifier le film',
    searchLabel: 'Rechercher un film',
    listLabel: 'Films',
    empty: 'Aucun film dans le catalogue.',
    noMatch: 'Aucun film ne correspond à votre recherche.',
    found: ['film trouvé', 'films trouvés'],
    loading: 'Chargement des films...',
    added: 'Film ajouté avec succès !',
    updated: 'Film modifié avec succès !',
    deleted: 'Film supprimé avec succès !',
    deleteTitle: 'Supprimer le film',
    deleteConfirm: 'Êtes-vous sûr de vouloir supprimer ce film ?',
    addFailed: "Erreur lors de l'ajout du film",
    updateFailed: 'Erreur lors de la modification du film',
    deleteFailed: 'Erreur lors de la suppression du film',
    detailsFailed: 'Erreur lors de la récupération des détails du film',
    detailAfterColon: true,
    memberPath: (id) => `/movie/${id}`,
    genreCategory: 'Films',
    tmdbKind: 'movie',
  },
  series: {
    title: 'Gestion des Séries',
    lead: 'Ajouter, modifier et supprimer les séries, et gérer leurs épisodes.',
    counters: { total: 'Total Séries', featured: 'Séries à la Une', new: 'Nouvelles Séries', episodes: 'Total Épisodes' },
    addButton: 'Ajouter une série',
    addTitle: 'Ajouter une série',
    editTitle: 'Modifier la série',
    searchLabel: 'Rechercher une série',
    listLabel: 'Séries',
    empty: 'Aucune série dans le catalogue.',
    noMatch: 'Aucune série ne correspond à votre recherche.',
    found: ['série trouvée', 'séries trouvées'],
    loading: 'Chargement des séries...',
    added: 'Série ajoutée avec succès !',
    updated: 'Série modifiée avec succès !',
    deleted: 'Série supprimée avec succès !',
    deleteTitle: 'Supprimer la série',
    deleteConfirm: 'Êtes-vous sûr de vouloir supprimer cette série ? Tous les épisodes seront également supprimés.',
    addFailed: "Erreur lors de l'ajout de la série",
    updateFailed: 'Erreur lors de la modification de la série',
    deleteFailed: 'Erreur lors de la suppression de la série',
    detailsFailed: 'Erreur lors de la récupération des détails de la série',
    detailAfterColon: false,
    memberPath: (id) => `/series/${id}`,
    episodesPath: (id) => `/admin/series/${id}/episodes`,
    genreCategory: 'Séries',
    tmdbKind: 'tv',
  },
  anime: {
    title: 'Gestion des Animés',
    lead: 'Les séries dont le pays est le Japon ou la langue le japonais, ou qui ont le genre animé.',
    counters: { total: 'Total Animés', featured: 'Animés à la Une', new: 'Nouveaux Animés', episodes: 'Total Épisodes' },
    addButton: 'Ajouter un animé',
    addTitle: 'Ajouter un animé',
    editTitle: "Modifier l'animé",
    searchLabel: 'Rechercher un animé',
    listLabel: 'Animés',
    empty: 'Aucun animé dans le catalogue.',
    noMatch: 'Aucun animé ne correspond à votre recherche.',
    found: ['animé trouvé', 'animés trouvés'],
    loading: 'Chargement des animés...',
    added: 'Animé ajouté avec succès !',
    updated: 'Animé modifié avec succès !',
    deleted: 'Animé supprimé avec succès !',
    deleteTitle: "Supprimer l'animé",
    deleteConfirm: 'Êtes-vous sûr de vouloir supprimer cet animé ? Tous les épisodes seront également supprimés.',
    addFailed: "Erreur lors de l'ajout de l'animé",
    updateFailed: "Erreur lors de la modification de l'animé",
    deleteFailed: "Erreur lors de la suppression de l'animé",
    detailsFailed: 'Erreur lors de la récupération des détails de la série',
    detailAfterColon: false,
    memberPath: (id) => `/series/${id}`,
    episodesPath: (id) => `/admin/animes/${id}/episodes`,
    genreCategory: 'Animés',
    tmdbKind: 'tv',
  },
};

/** Spec section 3: a series' or an anime's status as the tables and forms name it. */
export const SERIES_STATUS_LABELS: Record<SeriesStatus, string> = {
  completed: 'Terminé',
  ongoing: 'En cours',
  cancelled: 'Annulé',
};

/** Spec section 2: genre names in the tables are cut at 8 characters. */
export const GENRE_NAME_SHOWN = 8;

/** A genre's name as a table shows it: its first 8 characters, an ellipsis when cut. */
export function shortGenreName(name: string): string {
  const characters = [...name];
  return characters.length > GENRE_NAME_SHOWN ? `${characters.slice(0, GENRE_NAME_SHOWN).join('')}…` : name;
}

/** A row of the series or anime table (with its status and totals), not of the film table. */
export function isSeriesRow(row: AdminTitleRow): row is AdminSeriesRow {
  return 'status' in row && 'totalEpisodes' in row;
}
