/**
 * Demo catalogue for the French-language streaming catalogue.
 *
 * Every film and series below is a real work that is in the public domain
 * (mostly in the United States: pre-1929 works, or later works whose copyright
 * notice was missing or not renewed; United States government works) or that
 * is published under a free licence (Creative Commons: Blender open movies,
 * Sita Sings the Blues, Caminandes). Public-domain status can differ from one
 * country to another: check it before any public, non-demo use.
 *
 * Conventions:
 * - Field names are the snake_case names of the product's entities.
 * - Titles are the French release titles when one exists, otherwise the
 *   original title (or a French translation for episode titles).
 * - Durations of silent films vary with projection speed and surviving
 *   copies: they are those of commonly circulated versions.
 * - budget / box_office are in euros: the historical nominal amount in US
 *   dollars converted at an indicative rate (see USD_TO_EUR), not adjusted
 *   for inflation; null when not reliably known.
 * - video_url is the Internet Archive page when its identifier is known with
 *   confidence, the Blender Studio page for Blender open movies, otherwise an
 *   Internet Archive search URL on the original title.
 * - poster_url is null: posters are generated locally (see poster.ts).
 */

export type GenreCategory = 'Films' | 'Séries' | 'Animés' | 'Spectacles' | 'Documentaires';
export type VideoQuality = '4K' | 'HD 1080p' | 'HD 720p' | 'SD';
export type SeriesStatus = 'ongoing' | 'completed' | 'cancelled';

export interface DemoGenre {
  name: string;
  slug: string;
  category: GenreCategory;
}

export interface DemoMovie {
  title: string;
  original_title: string;
  synopsis: string;
  release_year: number;
  duration_minutes: number;
  director: string;
  country: string;
  language: string;
  quality: VideoQuality;
  poster_url: string | null;
  trailer_url: string | null;
  video_url: string;
  video_url_vf: string | null;
  video_url_vostfr: string | null;
  rating: number;
  views_count: number;
  is_featured: boolean;
  is_new: boolean;
  budget: number | null;
  box_office: number | null;
  /** Genre slugs (see DEMO_GENRES). */
  genres: string[];
}

export interface DemoEpisode {
  season_number: number;
  episode_number: number;
  title: string;
  synopsis: string;
  duration_minutes: number;
  /** 'YYYY-MM-DD' or null when the exact date is not known. */
  air_date: string | null;
  video_url: string;
  video_url_vf: string | null;
  video_url_vostfr: string | null;
  thumbnail_url: string | null;
  views_count: number;
}

export interface DemoSeries {
  title: string;
  original_title: string;
  synopsis: string;
  /** Creator, director or studio. */
  director: string;
  release_year: number;
  status: SeriesStatus;
  country: string;
  language: string;
  rating: number;
  views_count: number;
  is_featured: boolean;
  is_new: boolean;
  quality: VideoQuality;
  /** Genre slugs (see DEMO_GENRES). */
  genres: string[];
  poster_url: string | null;
  trailer_url: string | null;
  video_url: string | null;
  video_url_vf: string | null;
  video_url_vostfr: string | null;
  /** Computed from episodes. */
  total_seasons: number;
  /** Computed from episodes. */
  total_episodes: number;
  episodes: DemoEpisode[];
}

/**
 * Slug derived from a genre name, as the original product did it: lowercase,
 * every character other than a-z, 0-9, space or dash is DROPPED (accented
 * letters are not transliterated), spaces become dashes, runs of dashes are
 * collapsed and leading/trailing dashes trimmed.
 *
 *   slugify('Séries Animées') === 'sries-animes'
 *   slugify('Comédie')        === 'comdie'
 */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Slug of the anime genre used by the menu entry (/genre/sries-animes). */
export const ANIME_GENRE_SLUG = 'sries-animes';

const GENRE_DEFINITIONS = [
  // Films
  ['action', 'Action', 'Films'],
  ['aventure', 'Aventure', 'Films'],
  ['animation', 'Animation', 'Films'],
  ['comedie', 'Comédie', 'Films'],
  ['drame', 'Drame', 'Films'],
  ['horreur', 'Horreur', 'Films'],
  ['scienceFiction', 'Science-Fiction', 'Films'],
  ['fantastique', 'Fantastique', 'Films'],
  ['policier', 'Policier', 'Films'],
  ['romance', 'Romance', 'Films'],
  ['western', 'Western', 'Films'],
  ['guerre', 'Guerre', 'Films'],
  ['muet', 'Muet', 'Films'],
  ['courtMetrage', 'Court métrage', 'Films'],
  ['filmNoir', 'Film noir', 'Films'],
  // Documentaires
  ['documentaire', 'Documentaire', 'Documentaires'],
  // Séries
  ['seriesDramatiques', 'Séries Dramatiques', 'Séries'],
  ['seriesComiques', 'Séries Comiques', 'Séries'],
  ['seriesPolicieres', 'Séries Policières', 'Séries'],
  ['seriesAventure', "Séries d'Aventure", 'Séries'],
  ['seriesScienceFiction', 'Séries de Science-Fiction', 'Séries'],
  // Animés. The product's anime genre has the slug 'sries-animes': it is the
  // slug of 'Séries Animées' (the accented é is dropped, the plain e stays).
  ['seriesAnimees', 'Séries Animées', 'Animés'],
  ['animationJaponaise', 'Animation japonaise', 'Animés'],
] as const satisfies ReadonlyArray<readonly [string, string, GenreCategory]>;

type GenreKey = (typeof GENRE_DEFINITIONS)[number][0];

export const DEMO_GENRES: DemoGenre[] = GENRE_DEFINITIONS.map(([, name, category]) => ({
  name,
  slug: slugify(name),
  category,
}));

/** Genre slugs by key, so that the data below cannot reference a missing genre. */
const G = Object.fromEntries(
  GENRE_DEFINITIONS.map(([key, name]) => [key, slugify(name)]),
) as Record<GenreKey, string>;

/** Indicative conversion rate used for historical US-dollar amounts. */
export const USD_TO_EUR = 0.92;

function usd(amount: number): number {
  return Math.round(amount * USD_TO_EUR);
}

/** Internet Archive search URL, used when the exact item identifier is not known with confidence. */
export function archiveSearchUrl(query: string): string {
  return `https://archive.org/search?query=${encodeURIComponent(query)}`;
}

function archiveDetails(identifier: string): string {
  return `https://archive.org/details/${identifier}`;
}

function blenderFilm(slug: string): string {
  return `https://studio.blender.org/films/${slug}/`;
}

type MovieInput = Omit<
  DemoMovie,
  | 'poster_url'
  | 'trailer_url'
  | 'video_url'
  | 'video_url_vf'
  | 'video_url_vostfr'
  | 'budget'
  | 'box_office'
  | 'genres'
> & {
  genres: GenreKey[];
  video_url?: string;
  trailer_url?: string | null;
  budget?: number | null;
  box_office?: number | null;
};

function movie(input: MovieInput): DemoMovie {
  const { genres, video_url, trailer_url, budget, box_office, ...rest } = input;
  return {
    ...rest,
    poster_url: null,
    trailer_url: trailer_url ?? null,
    video_url: video_url ?? archiveSearchUrl(input.original_title),
    video_url_vf: null,
    video_url_vostfr: null,
    budget: budget ?? null,
    box_office: box_office ?? null,
    genres: genres.map((key) => G[key]),
  };
}

type EpisodeInput = Pick<
  DemoEpisode,
  'season_number' | 'episode_number' | 'title' | 'synopsis' | 'duration_minutes' | 'air_date'
> & {
  /** Defaults to an Internet Archive search on `search`. */
  video_url?: string;
  /** Search terms for the default video URL. */
  search?: string;
};

type SeriesInput = Omit<
  DemoSeries,
  | 'poster_url'
  | 'trailer_url'
  | 'video_url'
  | 'video_url_vf'
  | 'video_url_vostfr'
  | 'total_seasons'
  | 'total_episodes'
  | 'episodes'
  | 'genres'
> & {
  genres: GenreKey[];
  episodes: EpisodeInput[];
};

function series(input: SeriesInput): DemoSeries {
  const { genres, episodes, ...rest } = input;
  const builtEpisodes: DemoEpisode[] = episodes.map((episode, index) => {
    const { search, video_url, ...fields } = episode;
    return {
      ...fields,
      video_url: video_url ?? archiveSearchUrl(search ?? `${input.original_title} ${episode.title}`),
      video_url_vf: null,
      video_url_vostfr: null,
      thumbnail_url: null,
      // Plausible, decreasing audience along the series.
      views_count: Math.max(20, Math.round(input.views_count / (3 + index))),
    };
  });
  return {
    ...rest,
    genres: genres.map((key) => G[key]),
    poster_url: null,
    trailer_url: null,
    video_url: null,
    video_url_vf: null,
    video_url_vostfr: null,
    total_seasons: new Set(builtEpisodes.map((episode) => episode.season_number)).size,
    total_episodes: builtEpisodes.length,
    episodes: builtEpisodes,
  };
}

export const DEMO_MOVIES: DemoMovie[] = [
  // --- Les premiers temps du cinéma (1895-1910) ---
  movie({
    title: "La Sortie de l'usine Lumière à Lyon",
    original_title: "La Sortie de l'usine Lumière à Lyon",
    synopsis:
      "Des ouvrières et des ouvriers quittent les ateliers Lumière de Lyon-Monplaisir à la fin de la journée, à pied ou à vélo, suivis d'une voiture à cheval. Cette vue de moins d'une minute figurait au programme de la première projection publique payante du Cinématographe, le 28 décembre 1895 au Salon indien du Grand Café, à Paris.",
    release_year: 1895,
    duration_minutes: 1,
    director: 'Louis Lumière',
    country: 'France',
    language: 'Muet',
    quality: 'HD 720p',
    rating: 3.9,
    views_count: 1840,
    is_featured: false,
    is_new: false,
    genres: ['documentaire', 'muet', 'courtMetrage'],
  }),
  movie({
    title: "L'Arroseur arrosé",
    original_title: "L'Arroseur arrosé",
    synopsis:
      "Un jardinier arrose ses plantes quand un garnement pose le pied sur le tuyau : le jet s'arrête. Intrigué, l'homme regarde dans la lance et reçoit l'eau en plein visage lorsque le gamin relâche le tuyau. Souvent cité comme la première comédie de fiction de l'histoire du cinéma.",
    release_year: 1895,
    duration_minutes: 1,
    director: 'Louis Lumière',
    country: 'France',
    language: 'Muet',
    quality: 'HD 720p',
    rating: 4.1,
    views_count: 3120,
    is_featured: false,
    is_new: false,
    genres: ['comedie', 'muet', 'courtMetrage'],
  }),
  movie({
    title: "L'Arrivée d'un train en gare de La Ciotat",
    original_title: "L'Arrivée d'un train en gare de La Ciotat",
    synopsis:
      "Un train à vapeur entre en gare de La Ciotat et s'immobilise face à la caméra placée au bord du quai ; les voyageurs descendent et montent. La profondeur de champ de ce plan unique a nourri la légende de spectateurs effrayés par la locomotive.",
    release_year: 1896,
    duration_minutes: 1,
    director: 'Louis Lumière',
    country: 'France',
    language: 'Muet',
    quality: 'HD 720p',
    rating: 4.0,
    views_count: 4210,
    is_featured: false,
    is_new: false,
    genres: ['documentaire', 'muet', 'courtMetrage'],
  }),
  movie({
    title: "L'Homme à la tête en caoutchouc",
    original_title: "L'Homme à la tête en caoutchouc",
    synopsis:
      "Dans son laboratoire, un chimiste joué par Georges Méliès pose sa propre tête sur une table et la gonfle avec un soufflet jusqu'à des proportions énormes. Son assistant maladroit veut l'imiter et la fait éclater. Un trucage célèbre, obtenu en rapprochant l'acteur de la caméra.",
    release_year: 1901,
    duration_minutes: 3,
    director: 'Georges Méliès',
    country: 'France',
    language: 'Muet',
    quality: 'SD',
    rating: 4.1,
    views_count: 2340,
    is_featured: false,
    is_new: false,
    genres: ['fantastique', 'comedie', 'muet', 'courtMetrage'],
  }),
  movie({
    title: 'Le Voyage dans la Lune',
    original_title: 'Le Voyage dans la Lune',
    synopsis:
      "Le professeur Barbenfouillis convainc le club des astronomes de partir pour la Lune. Propulsés par un canon géant, les savants atterrissent dans l'œil de l'astre, affrontent les Sélénites puis regagnent la Terre en tombant dans l'océan. Le chef-d'œuvre de Georges Méliès, qui y joue lui-même le professeur, a été restauré dans sa version coloriée à la main en 2011.",
    release_year: 1902,
    duration_minutes: 13,
    director: 'Georges Méliès',
    country: 'France',
    language: 'Muet',
    quality: 'HD 1080p',
    rating: 4.7,
    views_count: 28750,
    is_featured: true,
    is_new: false,
    genres: ['scienceFiction', 'aventure', 'fantastique', 'muet', 'courtMetrage'],
  }),
  movie({
    title: 'Le Royaume des fées',
    original_title: 'Le Royaume des fées',
    synopsis:
      "Le prince Bel-Azor part délivrer la princesse Azurine, enlevée par une sorcière jalouse. Son périple le mène jusqu'au fond des mers, dans des décors de féerie peuplés de créatures marines. L'une des féeries les plus longues et les plus richement décorées de Méliès.",
    release_year: 1903,
    duration_minutes: 16,
    director: 'Georges Méliès',
    country: 'France',
    language: 'Muet',
    quality: 'SD',
    rating: 4.0,
    views_count: 74,
    is_featured: false,
    is_new: false,
    genres: ['fantastique', 'aventure', 'muet', 'courtMetrage'],
  }),
  movie({
    title: 'Le Mélomane',
    original_title: 'Le Mélomane',
    synopsis:
      "Un maître de musique joué par Georges Méliès transforme des fils télégraphiques en portée géante, puis y lance ses propres têtes, qui se multiplient pour former les notes de « God Save the King ». Un tour de force d'expositions multiples sur la même pellicule.",
    release_year: 1903,
    duration_minutes: 3,
    director: 'Georges Méliès',
    country: 'France',
    language: 'Muet',
    quality: 'SD',
    rating: 4.0,
    views_count: 96,
    is_featured: false,
    is_new: false,
    genres: ['fantastique', 'comedie', 'muet', 'courtMetrage'],
  }),
  movie({
    title: 'Le Vol du grand rapide',
    original_title: 'The Great Train Robbery',
    synopsis:
      "Des hors-la-loi ligotent le télégraphiste d'une gare, attaquent un train, dévalisent les voyageurs et s'enfuient à cheval, poursuivis par une troupe de citoyens armés. Célèbre pour son montage et son plan final où un bandit tire face au public, ce court métrage fondateur du western a été tourné dans le New Jersey.",
    release_year: 1903,
    duration_minutes: 12,
    director: 'Edwin S. Porter',
    country: 'États-Unis',
    language: 'Muet',
    quality: 'HD 720p',
    rating: 4.1,
    views_count: 5340,
    is_featured: false,
    is_new: false,
    genres: ['western', 'action', 'muet', 'courtMetrage'],
  }),
  movie({
    title: "Le Voyage à travers l'impossible",
    original_title: "Le Voyage à travers l'impossible",
    synopsis:
      "Les membres de l'Institut de géographie incohérente, menés par l'ingénieur Mabouloff, entreprennent un voyage extravagant à bord d'un train capable de tout. L'expédition finit avalée par le Soleil, où les voyageurs manquent de geler, avant de revenir sur Terre en sous-marin. Méliès y reprend, en plus ambitieux, la formule du Voyage dans la Lune.",
    release_year: 1904,
    duration_minutes: 20,
    director: 'Georges Méliès',
    country: 'France',
    language: 'Muet',
    quality: 'HD 720p',
    rating: 4.2,
    views_count: 3890,
    is_featured: false,
    is_new: false,
    genres: ['scienceFiction', 'aventure', 'fantastique', 'muet', 'courtMetrage'],
  }),
  movie({
    title: 'Frankenstein',
    original_title: 'Frankenstein',
    synopsis:
      "Parti étudier les sciences, le jeune Frankenstein crée un être humain dans une cuve de produits chimiques, mais donne naissance à une créature difforme qui le hante jusqu'à la veille de son mariage. Première adaptation du roman de Mary Shelley, produite par les studios Edison, ce film longtemps cru perdu a été conservé par un collectionneur du Wisconsin.",
    release_year: 1910,
    duration_minutes: 16,
    director: 'J. Searle Dawley',
    country: 'États-Unis',
    language: 'Muet',
    quality: 'HD 720p',
    rating: 3.6,
    views_count: 6210,
    is_featured: false,
    is_new: true,
    genres: ['horreur', 'fantastique', 'muet', 'courtMetrage'],
  }),

  // --- Le muet des années 1910-1920 ---
  movie({
    title: 'Une vie de chien',
    original_title: "A Dog's Life",
    synopsis:
      "Charlot, vagabond affamé, sauve Scraps, une petite chienne errante, d'une meute de chiens. Ensemble, ils survivent d'expédients, croisent une chanteuse malheureuse dans un dancing et déterrent un portefeuille caché par des voleurs. Premier film de Chaplin pour la First National.",
    release_year: 1918,
    duration_minutes: 33,
    director: 'Charlie Chaplin',
    country: 'États-Unis',
    language: 'Muet',
    quality: 'HD 720p',
    rating: 4.2,
    views_count: 3460,
    is_featured: false,
    is_new: false,
    genres: ['comedie', 'muet', 'courtMetrage'],
  }),
  movie({
    title: 'Le Lys brisé',
    original_title: 'Broken Blossoms',
    synopsis:
      "Dans le quartier londonien de Limehouse, Lucy, une adolescente battue par son père, le boxeur Battling Burrows, trouve refuge auprès de Cheng Huan, un jeune Chinois idéaliste qui l'aime en silence. La tendresse de leur rencontre tourne au drame lorsque Burrows découvre où elle se cache. Lillian Gish y livre l'une de ses interprétations les plus poignantes.",
    release_year: 1919,
    duration_minutes: 90,
    director: 'D. W. Griffith',
    country: 'États-Unis',
    language: 'Muet',
    quality: 'HD 720p',
    rating: 4.0,
    views_count: 2140,
    is_featured: false,
    is_new: false,
    genres: ['drame', 'romance', 'muet'],
  }),
  movie({
    title: 'Le Cabinet du docteur Caligari',
    original_title: 'Das Cabinet des Dr. Caligari',
    synopsis:
      "À la foire de Holstenwall, l'inquiétant docteur Caligari exhibe Cesare, un somnambule capable de prédire l'avenir. Une série de meurtres frappe la ville et le jeune Francis soupçonne le forain. Avec ses décors peints aux perspectives tordues, le film est l'œuvre emblématique de l'expressionnisme allemand.",
    release_year: 1920,
    duration_minutes: 76,
    director: 'Robert Wiene',
    country: 'Allemagne',
    language: 'Muet',
    quality: 'HD 1080p',
    rating: 4.5,
    views_count: 16420,
    is_featured: true,
    is_new: false,
    genres: ['horreur', 'fantastique', 'muet'],
  }),
  movie({
    title: 'Le Kid',
    original_title: 'The Kid',
    synopsis:
      "Charlot, vagabond sans le sou, recueille un nouveau-né abandonné et l'élève tant bien que mal. Cinq ans plus tard, le gamin, joué par Jackie Coogan, est devenu son complice de petites combines, jusqu'à ce que l'assistance publique veuille le lui enlever. Le premier long métrage de Chaplin mêle burlesque et mélodrame.",
    release_year: 1921,
    duration_minutes: 68,
    director: 'Charlie Chaplin',
    country: 'États-Unis',
    language: 'Muet',
    quality: 'HD 1080p',
    rating: 4.6,
    views_count: 24310,
    is_featured: true,
    is_new: false,
    budget: usd(250_000),
    genres: ['comedie', 'drame', 'muet'],
  }),
  movie({
    title: 'Nosferatu le vampire',
    original_title: 'Nosferatu, eine Symphonie des Grauens',
    synopsis:
      "L'agent immobilier Hutter part dans les Carpates conclure une vente avec le comte Orlok, qui gagne ensuite par bateau la ville portuaire de Wisborg en y apportant la peste. Seule Ellen, l'épouse de Hutter, comprend comment vaincre le vampire. Adaptation non autorisée du Dracula de Bram Stoker, le film a échappé de peu à la destruction ordonnée par la justice.",
    release_year: 1922,
    duration_minutes: 94,
    director: 'F. W. Murnau',
    country: 'Allemagne',
    language: 'Muet',
    quality: 'HD 1080p',
    rating: 4.6,
    views_count: 27480,
    is_featured: true,
    is_new: false,
    genres: ['horreur', 'fantastique', 'muet'],
  }),
  movie({
    title: 'La Sorcellerie à travers les âges',
    original_title: 'Häxan',
    synopsis:
      "Mi-documentaire, mi-fiction, ce film retrace l'histoire de la sorcellerie, des croyances médiévales aux procès de l'Inquisition, à travers gravures et reconstitutions saisissantes. Il s'achève sur un parallèle entre les « sorcières » d'autrefois et l'hystérie telle que la traitait la médecine des années 1920. Le réalisateur y incarne lui-même le Diable.",
    release_year: 1922,
    duration_minutes: 91,
    director: 'Benjamin Christensen',
    country: 'Suède',
    language: 'Muet',
    quality: 'HD 720p',
    rating: 4.1,
    views_count: 5630,
    is_featured: false,
    is_new: false,
    genres: ['horreur', 'documentaire', 'muet'],
  }),
  movie({
    title: "Nanouk l'Esquimau",
    original_title: 'Nanook of the North',
    synopsis:
      "Dans le nord du Québec, le chasseur inuit Nanouk et sa famille affrontent l'hiver arctique : pêche, chasse au morse, construction d'un igloo. Considéré comme l'un des premiers longs métrages documentaires, le film comporte pourtant plusieurs scènes mises en scène par Flaherty. Il a été financé par la maison de fourrures française Révillon Frères.",
    release_year: 1922,
    duration_minutes: 78,
    director: 'Robert J. Flaherty',
    country: 'États-Unis',
    language: 'Muet',
    quality: 'HD 720p',
    rating: 4.0,
    views_count: 3870,
    is_featured: false,
    is_new: false,
    genres: ['documentaire', 'muet'],
  }),
  movie({
    title: 'Monte là-dessus !',
    original_title: 'Safety Last!',
    synopsis:
      "Monté à la ville, un jeune provincial joué par Harold Lloyd fait croire à sa fiancée qu'il dirige le grand magasin où il n'est que simple vendeur. Pour toucher une prime, il organise un coup publicitaire, l'escalade de la façade du magasin, qu'il doit finalement accomplir lui-même. Son image suspendue aux aiguilles d'une horloge est devenue mythique.",
    release_year: 1923,
    duration_minutes: 70,
    director: 'Fred C. Newmeyer, Sam Taylor',
    country: 'États-Unis',
    language: 'Muet',
    quality: 'HD 1080p',
    rating: 4.5,
    views_count: 9870,
    is_featured: false,
    is_new: false,
    genres: ['comedie', 'action', 'muet'],
  }),
  movie({
    title: 'Cœur fidèle',
    original_title: 'Cœur fidèle',
    synopsis:
      "Sur le port de Marseille, Marie, une orpheline exploitée par les tenanciers d'un bar, aime Jean, un docker honnête, mais ses tuteurs la destinent au voyou Petit-Paul. La rivalité entre les deux hommes tourne au drame. La séquence de la fête foraine, avec son manège filmé en montage rapide, est restée célèbre.",
    release_year: 1923,
    duration_minutes: 87,
    director: 'Jean Epstein',
    country: 'France',
    language: 'Muet',
    quality: 'HD 720p',
    rating: 4.0,
    views_count: 420,
    is_featured: false,
    is_new: true,
    genres: ['drame', 'romance', 'muet'],
  }),
  movie({
    title: "L'Enfant de Paris",
    original_title: "L'Enfant de Paris",
    synopsis:
      "Marie-Laure, fille d'un officier porté disparu au Maroc, est placée dans un pensionnat d'où elle s'enfuit. Enlevée par le Bosco, un malfaiteur qui compte tirer rançon de son père, elle trouve un allié inattendu en Bistrot, un jeune apprenti cordonnier. Léonce Perret y déploie une mise en scène et des éclairages très en avance sur leur temps.",
    release_year: 1913,
    duration_minutes: 124,
    director: 'Léonce Perret',
    country: 'France',
    language: 'Muet',
    quality: 'SD',
    rating: 3.8,
    views_count: 260,
    is_featured: false,
    is_new: false,
    genres: ['drame', 'muet'],
  }),
  movie({
    title: 'Sherlock Junior',
    original_title: 'Sherlock Jr.',
    synopsis:
      "Projectionniste rêvant d'être détective, un jeune homme est accusé à tort par un rival d'avoir volé la montre du père de sa fiancée. Endormi dans sa cabine, il rêve qu'il entre dans l'écran et devient l'as des détectives. Ses trucages et ses cascades en font l'un des sommets de Buster Keaton.",
    release_year: 1924,
    duration_minutes: 45,
    director: 'Buster Keaton',
    country: 'États-Unis',
    language: 'Muet',
    quality: 'HD 1080p',
    rating: 4.6,
    views_count: 12640,
    is_featured: false,
    is_new: false,
    genres: ['comedie', 'policier', 'muet'],
  }),
  movie({
    title: 'Fiancées en folie',
    original_title: 'Seven Chances',
    synopsis:
      "Jimmie Shannon apprend qu'il héritera de sept millions de dollars s'il est marié avant 19 heures le jour de ses 27 ans, c'est-à-dire le jour même. Après le refus de sa bien-aimée, une annonce dans le journal lance à ses trousses des centaines de candidates en robe de mariée. La poursuite finale sous une avalanche de rochers est un morceau d'anthologie.",
    release_year: 1925,
    duration_minutes: 56,
    director: 'Buster Keaton',
    country: 'États-Unis',
    language: 'Muet',
    quality: 'HD 720p',
    rating: 4.2,
    views_count: 4120,
    is_featured: false,
    is_new: false,
    genres: ['comedie', 'romance', 'muet'],
  }),
  movie({
    title: "La Ruée vers l'or",
    original_title: 'The Gold Rush',
    synopsis:
      "En plein Klondike, Charlot, prospecteur solitaire, partage une cabane battue par le blizzard avec Big Jim, que la faim rend menaçant. Il tombe ensuite amoureux de Georgia, une entraîneuse de saloon. Le repas de chaussure bouillie et la danse des petits pains comptent parmi les scènes les plus célèbres de Chaplin.",
    release_year: 1925,
    duration_minutes: 95,
    director: 'Charlie Chaplin',
    country: 'États-Unis',
    language: 'Muet',
    quality: 'HD 1080p',
    rating: 4.6,
    views_count: 19870,
    is_featured: false,
    is_new: false,
    budget: usd(923_000),
    genres: ['comedie', 'aventure', 'muet'],
  }),
  movie({
    title: 'Le Cuirassé Potemkine',
    original_title: 'Bronenosets Potyomkin',
    synopsis:
      "En 1905, les marins du cuirassé Potemkine se mutinent après qu'on a voulu leur faire manger de la viande avariée. À Odessa, la population soutient les insurgés, avant d'être massacrée par les troupes tsaristes sur le grand escalier de la ville. Le montage d'Eisenstein a fait de cette séquence l'une des plus étudiées de l'histoire du cinéma.",
    release_year: 1925,
    duration_minutes: 75,
    director: 'Sergueï Eisenstein',
    country: 'Union soviétique',
    language: 'Muet',
    quality: 'HD 1080p',
    rating: 4.4,
    views_count: 11260,
    is_featured: false,
    is_new: false,
    genres: ['drame', 'muet'],
  }),
  movie({
    title: "Le Fantôme de l'Opéra",
    original_title: 'The Phantom of the Opera',
    synopsis:
      "Dans les souterrains de l'Opéra de Paris vit Erik, un musicien défiguré qui fait de la jeune soprano Christine Daaé sa protégée et exige qu'elle tienne les premiers rôles. La scène où Christine lui arrache son masque, révélant le maquillage conçu par Lon Chaney lui-même, reste l'un des grands chocs du cinéma muet.",
    release_year: 1925,
    duration_minutes: 93,
    director: 'Rupert Julian',
    country: 'États-Unis',
    language: 'Muet',
    quality: 'HD 720p',
    rating: 4.2,
    views_count: 8940,
    is_featured: false,
    is_new: false,
    genres: ['horreur', 'romance', 'muet'],
  }),
  movie({
    title: 'Le Monde perdu',
    original_title: 'The Lost World',
    synopsis:
      "Le professeur Challenger mène une expédition en Amazonie vers un plateau isolé où survivent des dinosaures. Les explorateurs ramènent à Londres un brontosaure qui s'échappe dans les rues de la ville. D'après Arthur Conan Doyle, avec des créatures animées image par image par Willis O'Brien, futur animateur de King Kong.",
    release_year: 1925,
    duration_minutes: 93,
    director: 'Harry O. Hoyt',
    country: 'États-Unis',
    language: 'Muet',
    quality: 'SD',
    rating: 3.8,
    views_count: 4560,
    is_featured: false,
    is_new: false,
    genres: ['aventure', 'scienceFiction', 'muet'],
  }),
  movie({
    title: 'Le Mécano de la General',
    original_title: 'The General',
    synopsis:
      "Géorgie, 1861 : refusé par l'armée sudiste parce qu'il est plus utile comme mécanicien, Johnnie Gray passe pour un lâche aux yeux de sa fiancée Annabelle. Lorsque des espions nordistes volent sa locomotive, la General, avec Annabelle à bord, il se lance seul à leur poursuite. Inspiré d'un épisode réel de la guerre de Sécession.",
    release_year: 1926,
    duration_minutes: 75,
    director: 'Clyde Bruckman, Buster Keaton',
    country: 'États-Unis',
    language: 'Muet',
    quality: 'HD 1080p',
    rating: 4.7,
    views_count: 21340,
    is_featured: true,
    is_new: false,
    budget: usd(750_000),
    genres: ['comedie', 'action', 'guerre', 'muet'],
  }),
  movie({
    title: "Berlin, symphonie d'une grande ville",
    original_title: 'Berlin: Die Sinfonie der Großstadt',
    synopsis:
      "Du premier train du matin aux lumières de la nuit, une journée de la vie de Berlin en cinq actes : usines, bureaux, rues, repas et loisirs. Sans acteurs, Walter Ruttmann compose une « symphonie » visuelle par le seul montage rythmique. Un classique du documentaire d'avant-garde.",
    release_year: 1927,
    duration_minutes: 65,
    director: 'Walter Ruttmann',
    country: 'Allemagne',
    language: 'Muet',
    quality: 'HD 720p',
    rating: 4.1,
    views_count: 1980,
    is_featured: false,
    is_new: false,
    genres: ['documentaire', 'muet'],
  }),
  movie({
    title: "L'Aurore",
    original_title: 'Sunrise: A Song of Two Humans',
    synopsis:
      "Séduit par une femme venue de la ville, un fermier projette de noyer son épouse lors d'une traversée en barque. Au dernier moment, il y renonce ; le couple vit en ville une journée de réconciliation, avant qu'une tempête ne menace tout sur le chemin du retour. Le film a reçu trois Oscars lors de la toute première cérémonie.",
    release_year: 1927,
    duration_minutes: 94,
    director: 'F. W. Murnau',
    country: 'États-Unis',
    language: 'Muet',
    quality: 'HD 1080p',
    rating: 4.6,
    views_count: 10340,
    is_featured: false,
    is_new: false,
    genres: ['drame', 'romance', 'muet'],
  }),
  movie({
    title: 'Les Ailes',
    original_title: 'Wings',
    synopsis:
      "Jack Powell et David Armstrong, rivaux pour le cœur de la même jeune femme, s'engagent dans l'aviation pendant la Première Guerre mondiale et deviennent amis au front, tandis que Mary, la voisine de Jack, l'aime en secret. Ses combats aériens spectaculaires lui ont valu le premier Oscar du meilleur film.",
    release_year: 1927,
    duration_minutes: 144,
    director: 'William A. Wellman',
    country: 'États-Unis',
    language: 'Muet',
    quality: 'HD 1080p',
    rating: 4.2,
    views_count: 3720,
    is_featured: false,
    is_new: true,
    genres: ['guerre', 'action', 'romance', 'muet'],
  }),
  movie({
    title: "La Passion de Jeanne d'Arc",
    original_title: "La Passion de Jeanne d'Arc",
    synopsis:
      "Le procès de Jeanne d'Arc à Rouen en 1431, condensé en une seule journée d'interrogatoires, jusqu'au bûcher. Dreyer filme presque exclusivement en gros plans les visages des juges et celui de Renée Falconetti, bouleversante. Longtemps connu par des copies incomplètes, le montage original a été retrouvé en 1981 dans un hôpital psychiatrique d'Oslo.",
    release_year: 1928,
    duration_minutes: 82,
    director: 'Carl Theodor Dreyer',
    country: 'France',
    language: 'Muet',
    quality: 'HD 1080p',
    rating: 4.6,
    views_count: 6890,
    is_featured: false,
    is_new: false,
    genres: ['drame', 'muet'],
  }),
  movie({
    title: "L'Homme à la caméra",
    original_title: 'Chelovek s kino-apparatom',
    synopsis:
      "Du réveil d'une ville jusqu'au soir, un opérateur parcourt rues, usines et plages soviétiques, tandis qu'une monteuse assemble ses images sous nos yeux. Sans intertitres ni acteurs, Dziga Vertov multiplie accélérés, surimpressions et écrans partagés. Le film est régulièrement classé parmi les plus grands documentaires jamais réalisés.",
    release_year: 1929,
    duration_minutes: 68,
    director: 'Dziga Vertov',
    country: 'Union soviétique',
    language: 'Muet',
    quality: 'HD 1080p',
    rating: 4.5,
    views_count: 2640,
    is_featured: false,
    is_new: true,
    genres: ['documentaire', 'muet'],
  }),

  // --- Le parlant américain du domaine public (1932-1968) ---
  movie({
    title: 'Les Chasses du comte Zaroff',
    original_title: 'The Most Dangerous Game',
    synopsis:
      "Rescapé d'un naufrage, le célèbre chasseur Bob Rainsford échoue sur une île où le comte Zaroff l'accueille dans son château. Il découvre que son hôte, lassé du gibier ordinaire, traque des êtres humains, et qu'il sera la prochaine proie avec Eve Trowbridge. Tourné en partie dans les décors de jungle de King Kong.",
    release_year: 1932,
    duration_minutes: 63,
    director: 'Irving Pichel, Ernest B. Schoedsack',
    country: 'États-Unis',
    language: 'Anglais',
    quality: 'HD 720p',
    rating: 4.1,
    views_count: 7430,
    is_featured: false,
    is_new: false,
    genres: ['aventure', 'horreur', 'action'],
  }),
  movie({
    title: 'Mon homme Godfrey',
    original_title: 'My Man Godfrey',
    synopsis:
      "Lors d'une chasse au trésor mondaine, la fantasque Irene Bullock ramène d'une décharge de New York un « homme oublié », Godfrey, qu'elle engage comme majordome. Le domestique impassible remet peu à peu de l'ordre dans cette famille d'excentriques, sans révéler ses propres origines. Une comédie loufoque de la Grande Dépression avec William Powell et Carole Lombard.",
    release_year: 1936,
    duration_minutes: 94,
    director: 'Gregory La Cava',
    country: 'États-Unis',
    language: 'Anglais',
    quality: 'HD 720p',
    rating: 4.3,
    views_count: 5120,
    is_featured: false,
    is_new: false,
    genres: ['comedie', 'romance'],
  }),
  movie({
    title: 'Reefer Madness',
    original_title: 'Reefer Madness',
    synopsis:
      "Lors d'une réunion de parents d'élèves, le docteur Carroll raconte comment des lycéens, entraînés par des trafiquants, ont sombré dans la folie, le crime et la mort après avoir fumé de la marijuana. Conçu comme un film moralisateur, ce drame outrancier est devenu dans les années 1970 un classique involontairement comique.",
    release_year: 1936,
    duration_minutes: 66,
    director: 'Louis J. Gasnier',
    country: 'États-Unis',
    language: 'Anglais',
    quality: 'SD',
    rating: 2.3,
    views_count: 4870,
    is_featured: false,
    is_new: false,
    genres: ['drame'],
  }),
  movie({
    title: 'La Joyeuse Suicidée',
    original_title: 'Nothing Sacred',
    synopsis:
      "Hazel Flagg, jeune femme d'un village du Vermont, se croit condamnée par un empoisonnement au radium. Le journaliste new-yorkais Wally Cook en fait une héroïne nationale pour relancer sa carrière, mais le diagnostic était faux et Hazel préfère se taire. Une satire du sensationnalisme en Technicolor, avec Carole Lombard et Fredric March.",
    release_year: 1937,
    duration_minutes: 77,
    director: 'William A. Wellman',
    country: 'États-Unis',
    language: 'Anglais',
    quality: 'HD 720p',
    rating: 3.8,
    views_count: 1430,
    is_featured: false,
    is_new: false,
    genres: ['comedie', 'romance'],
  }),
  movie({
    title: 'Une étoile est née',
    original_title: 'A Star Is Born',
    synopsis:
      "Esther Blodgett quitte son Dakota du Nord natal pour tenter sa chance à Hollywood. Aidée par Norman Maine, star sur le déclin qu'elle épouse, elle devient la vedette Vicki Lester pendant que la carrière de son mari sombre dans l'alcool. La première version, en Technicolor, d'une histoire maintes fois refaite.",
    release_year: 1937,
    duration_minutes: 111,
    director: 'William A. Wellman',
    country: 'États-Unis',
    language: 'Anglais',
    quality: 'HD 720p',
    rating: 4.0,
    views_count: 3980,
    is_featured: false,
    is_new: false,
    genres: ['drame', 'romance'],
  }),
  movie({
    title: 'Les Voyages de Gulliver',
    original_title: "Gulliver's Travels",
    synopsis:
      "Échoué sur la plage de Lilliput, Gulliver se réveille ligoté par un peuple minuscule, en pleine querelle avec le royaume voisin de Blefuscu à propos de la chanson du mariage princier. Le géant s'efforce de réconcilier les deux camps. Deuxième long métrage d'animation américain, produit par les studios Fleischer.",
    release_year: 1939,
    duration_minutes: 76,
    director: 'Dave Fleischer',
    country: 'États-Unis',
    language: 'Anglais',
    quality: 'HD 720p',
    rating: 3.5,
    views_count: 6480,
    is_featured: false,
    is_new: false,
    genres: ['animation', 'aventure', 'comedie'],
  }),
  movie({
    title: 'La Dame du vendredi',
    original_title: 'His Girl Friday',
    synopsis:
      "Le rédacteur en chef Walter Burns apprend que son ex-femme, Hildy Johnson, sa meilleure reporter, va se remarier et quitter le métier. Pour la retenir, il la lance sur l'affaire d'un condamné à mort à la veille de son exécution. Les dialogues débités à toute vitesse par Cary Grant et Rosalind Russell sont devenus légendaires.",
    release_year: 1940,
    duration_minutes: 92,
    director: 'Howard Hawks',
    country: 'États-Unis',
    language: 'Anglais',
    quality: 'HD 1080p',
    rating: 4.5,
    views_count: 14760,
    is_featured: true,
    is_new: false,
    video_url: archiveDetails('his_girl_friday'),
    genres: ['comedie', 'romance'],
  }),
  movie({
    title: "L'Homme de la rue",
    original_title: 'Meet John Doe',
    synopsis:
      "Licenciée, la journaliste Ann Mitchell publie la fausse lettre d'un certain « John Doe » qui menace de se suicider le soir de Noël pour protester contre l'injustice sociale. Le journal engage un ancien joueur de base-ball sans le sou pour incarner ce personnage, qui devient le symbole d'un mouvement national manipulé par un magnat ambitieux. Avec Gary Cooper et Barbara Stanwyck.",
    release_year: 1941,
    duration_minutes: 122,
    director: 'Frank Capra',
    country: 'États-Unis',
    language: 'Anglais',
    quality: 'HD 720p',
    rating: 4.0,
    views_count: 2960,
    is_featured: false,
    is_new: false,
    genres: ['drame', 'comedie'],
  }),
  movie({
    title: 'La Chanson du passé',
    original_title: 'Penny Serenade',
    synopsis:
      "Sur le point de quitter son mari, Julie écoute de vieux disques qui font revivre les étapes de sa vie avec Roger : leur rencontre, un drame au Japon, puis l'adoption d'une petite fille. Un mélodrame avec Irene Dunne et Cary Grant, qui lui valut une nomination à l'Oscar du meilleur acteur.",
    release_year: 1941,
    duration_minutes: 119,
    director: 'George Stevens',
    country: 'États-Unis',
    language: 'Anglais',
    quality: 'SD',
    rating: 3.9,
    views_count: 1870,
    is_featured: false,
    is_new: false,
    genres: ['drame', 'romance'],
  }),
  movie({
    title: 'La Rue rouge',
    original_title: 'Scarlet Street',
    synopsis:
      "Christopher Cross, modeste caissier et peintre du dimanche, s'éprend de Kitty, une jeune femme manipulée par son amant Johnny. Le couple exploite sa naïveté et vend ses toiles sous le nom de Kitty. Remake américain de La Chienne de Jean Renoir, avec Edward G. Robinson et Joan Bennett.",
    release_year: 1945,
    duration_minutes: 102,
    director: 'Fritz Lang',
    country: 'États-Unis',
    language: 'Anglais',
    quality: 'HD 720p',
    rating: 4.2,
    views_count: 3310,
    is_featured: false,
    is_new: false,
    genres: ['filmNoir', 'policier', 'drame'],
  }),
  movie({
    title: 'Détour',
    original_title: 'Detour',
    synopsis:
      "Le pianiste Al Roberts traverse les États-Unis en auto-stop pour rejoindre sa fiancée à Los Angeles. Quand l'automobiliste qui l'a pris en charge meurt subitement, il prend son identité, puis fait monter une passagère, Vera, qui devine son secret. Tourné en quelques jours avec un budget dérisoire, c'est un classique du film noir de série B.",
    release_year: 1945,
    duration_minutes: 68,
    director: 'Edgar G. Ulmer',
    country: 'États-Unis',
    language: 'Anglais',
    quality: 'HD 720p',
    rating: 4.0,
    views_count: 5780,
    is_featured: false,
    is_new: true,
    genres: ['filmNoir', 'policier'],
  }),
  movie({
    title: 'Le Criminel',
    original_title: 'The Stranger',
    synopsis:
      "L'enquêteur Wilson traque Franz Kindler, criminel de guerre nazi qui a refait sa vie sous un faux nom comme professeur dans une petite ville du Connecticut, où il vient d'épouser la fille d'un juge. Le face-à-face s'achève au sommet de l'horloge du clocher. Avec Orson Welles, Edward G. Robinson et Loretta Young.",
    release_year: 1946,
    duration_minutes: 95,
    director: 'Orson Welles',
    country: 'États-Unis',
    language: 'Anglais',
    quality: 'HD 720p',
    rating: 4.0,
    views_count: 4390,
    is_featured: false,
    is_new: false,
    genres: ['filmNoir', 'policier', 'drame'],
  }),
  movie({
    title: "L'Ange et le Mauvais Garçon",
    original_title: 'Angel and the Badman',
    synopsis:
      "Blessé et poursuivi, le pistolero Quirt Evans est recueilli par une famille de quakers. Auprès de la jeune Penelope, qui le soigne, il est tenté de renoncer aux armes, mais ses ennemis d'hier ne l'ont pas oublié. Un western avec John Wayne, qui en est aussi le producteur.",
    release_year: 1947,
    duration_minutes: 100,
    director: 'James Edward Grant',
    country: 'États-Unis',
    language: 'Anglais',
    quality: 'HD 720p',
    rating: 3.8,
    views_count: 3870,
    is_featured: false,
    is_new: false,
    genres: ['western', 'romance'],
  }),
  movie({
    title: "Mort à l'arrivée",
    original_title: 'D.O.A.',
    synopsis:
      "Venu se détendre quelques jours à San Francisco, l'expert-comptable Frank Bigelow apprend qu'on l'a empoisonné et qu'il ne lui reste que quelques jours à vivre. Il consacre ce sursis à découvrir qui l'a tué, et pourquoi. Un film noir au point de départ mémorable, avec Edmond O'Brien.",
    release_year: 1949,
    duration_minutes: 83,
    director: 'Rudolph Maté',
    country: 'États-Unis',
    language: 'Anglais',
    quality: 'HD 720p',
    rating: 3.9,
    views_count: 4810,
    is_featured: false,
    is_new: false,
    genres: ['filmNoir', 'policier'],
  }),
  movie({
    title: 'Allons donc, papa !',
    original_title: "Father's Little Dividend",
    synopsis:
      "Suite du Père de la mariée : Stanley Banks a tout juste digéré le mariage de sa fille Kay qu'il apprend qu'il va être grand-père. Entre querelles de belles-familles et peur de vieillir, il peine à accueillir la nouvelle. Avec Spencer Tracy, Joan Bennett et Elizabeth Taylor.",
    release_year: 1951,
    duration_minutes: 82,
    director: 'Vincente Minnelli',
    country: 'États-Unis',
    language: 'Anglais',
    quality: 'SD',
    rating: 3.5,
    views_count: 310,
    is_featured: false,
    is_new: false,
    genres: ['comedie'],
  }),
  movie({
    title: 'Mariage royal',
    original_title: 'Royal Wedding',
    synopsis:
      "Tom et Ellen Bowen, frère et sœur, forment un duo de danseurs vedettes à Broadway. En tournée à Londres au moment du mariage de la princesse Élisabeth, ils tombent chacun amoureux. Fred Astaire y danse sur les murs et le plafond de sa chambre, l'un des numéros les plus célèbres de la comédie musicale.",
    release_year: 1951,
    duration_minutes: 93,
    director: 'Stanley Donen',
    country: 'États-Unis',
    language: 'Anglais',
    quality: 'HD 720p',
    rating: 3.6,
    views_count: 2750,
    is_featured: false,
    is_new: false,
    genres: ['comedie', 'romance'],
  }),
  movie({
    title: 'Le Quatrième Homme',
    original_title: 'Kansas City Confidential',
    synopsis:
      "Un ancien policier organise le braquage d'un fourgon blindé avec trois truands masqués qui ne se connaissent pas entre eux. Joe Rolfe, livreur et ancien détenu, est accusé à tort ; relâché, il remonte la piste des braqueurs jusqu'au Mexique. Un film noir nerveux avec John Payne.",
    release_year: 1952,
    duration_minutes: 99,
    director: 'Phil Karlson',
    country: 'États-Unis',
    language: 'Anglais',
    quality: 'HD 720p',
    rating: 3.8,
    views_count: 2290,
    is_featured: false,
    is_new: false,
    genres: ['filmNoir', 'policier', 'action'],
  }),
  movie({
    title: 'Le Voyage de la peur',
    original_title: 'The Hitch-Hiker',
    synopsis:
      "Deux amis partis pêcher prennent en stop un homme qui se révèle être un tueur en fuite. Sous la menace de son arme, il les force à le conduire à travers la Basse-Californie. Ida Lupino signe l'un des premiers films noirs hollywoodiens réalisés par une femme.",
    release_year: 1953,
    duration_minutes: 71,
    director: 'Ida Lupino',
    country: 'États-Unis',
    language: 'Anglais',
    quality: 'HD 720p',
    rating: 3.9,
    views_count: 1640,
    is_featured: false,
    is_new: false,
    genres: ['filmNoir', 'policier'],
  }),
  movie({
    title: 'Je dois tuer',
    original_title: 'Suddenly',
    synopsis:
      "Dans la petite ville californienne de Suddenly, trois tueurs menés par John Baron prennent en otage une famille dont la maison domine la gare où doit s'arrêter le train du président des États-Unis. Le shérif Tod Shaw, retenu avec eux, tente de déjouer l'attentat. Frank Sinatra y tient un rare rôle de méchant.",
    release_year: 1954,
    duration_minutes: 77,
    director: 'Lewis Allen',
    country: 'États-Unis',
    language: 'Anglais',
    quality: 'SD',
    rating: 3.6,
    views_count: 455,
    is_featured: false,
    is_new: false,
    genres: ['filmNoir', 'policier'],
  }),
  movie({
    title: "L'Homme au bras d'or",
    original_title: 'The Man with the Golden Arm',
    synopsis:
      "Sorti de prison désintoxiqué, Frankie Machine, donneur de cartes virtuose, rêve de devenir batteur de jazz. Entre une épouse qui le culpabilise, des tripots qui le réclament et son ancien dealer, il retombe dans l'héroïne. Un drame audacieux pour l'époque, porté par Frank Sinatra et la musique d'Elmer Bernstein.",
    release_year: 1955,
    duration_minutes: 119,
    director: 'Otto Preminger',
    country: 'États-Unis',
    language: 'Anglais',
    quality: 'HD 720p',
    rating: 3.9,
    views_count: 2170,
    is_featured: false,
    is_new: false,
    genres: ['drame'],
  }),
  movie({
    title: 'Plan 9 from Outer Space',
    original_title: 'Plan 9 from Outer Space',
    synopsis:
      "Des extraterrestres mettent en œuvre leur « plan 9 » : ressusciter les morts d'un cimetière californien pour empêcher l'humanité de fabriquer une arme capable de détruire l'univers. Tourné avec des moyens dérisoires et les dernières images de Bela Lugosi, le film a longtemps été surnommé « le pire film de tous les temps », ce qui en a fait un objet culte.",
    release_year: 1957,
    duration_minutes: 79,
    director: 'Ed Wood',
    country: 'États-Unis',
    language: 'Anglais',
    quality: 'SD',
    rating: 2.1,
    views_count: 8230,
    is_featured: false,
    is_new: false,
    budget: usd(60_000),
    genres: ['scienceFiction', 'horreur'],
  }),
  movie({
    title: 'La Nuit de tous les mystères',
    original_title: 'House on Haunted Hill',
    synopsis:
      "L'excentrique millionnaire Frederick Loren invite cinq inconnus à passer la nuit dans une maison réputée hantée : ceux qui tiendront jusqu'à l'aube recevront dix mille dollars. Entre apparitions, corde de pendu et cuve d'acide, les invités se demandent qui cherche vraiment à les tuer. Vincent Price en maître de cérémonie.",
    release_year: 1959,
    duration_minutes: 75,
    director: 'William Castle',
    country: 'États-Unis',
    language: 'Anglais',
    quality: 'HD 720p',
    rating: 3.6,
    views_count: 7310,
    is_featured: false,
    is_new: false,
    genres: ['horreur'],
  }),
  movie({
    title: 'Un baquet de sang',
    original_title: 'A Bucket of Blood',
    synopsis:
      "Walter Paisley, serveur maladroit d'un café beatnik, rêve d'être reconnu comme artiste. Après avoir tué par accident un chat qu'il recouvre de glaise, son « œuvre » est acclamée, et il lui faut des modèles toujours plus macabres. Une satire noire tournée en quelques jours par Roger Corman.",
    release_year: 1959,
    duration_minutes: 66,
    director: 'Roger Corman',
    country: 'États-Unis',
    language: 'Anglais',
    quality: 'SD',
    rating: 3.4,
    views_count: 1980,
    is_featured: false,
    is_new: false,
    genres: ['horreur', 'comedie'],
  }),
  movie({
    title: 'La Petite Boutique des horreurs',
    original_title: 'The Little Shop of Horrors',
    synopsis:
      "Seymour, employé maladroit d'un fleuriste de quartier, cultive une plante étrange qui attire les clients… et réclame du sang humain. Tourné en deux jours, ce petit film d'horreur comique offre l'un de ses premiers rôles à Jack Nicholson et a inspiré une comédie musicale à succès.",
    release_year: 1960,
    duration_minutes: 72,
    director: 'Roger Corman',
    country: 'États-Unis',
    language: 'Anglais',
    quality: 'SD',
    rating: 3.5,
    views_count: 6920,
    is_featured: false,
    is_new: false,
    genres: ['horreur', 'comedie'],
  }),
  movie({
    title: 'Le Carnaval des âmes',
    original_title: 'Carnival of Souls',
    synopsis:
      "Seule survivante d'un accident de voiture, Mary Henry part s'installer dans l'Utah pour y devenir organiste. Elle est hantée par un homme au visage blafard et irrésistiblement attirée par un pavillon de bal abandonné au bord du Grand Lac Salé. Tourné avec un budget minuscule, le film a influencé de nombreux cinéastes.",
    release_year: 1962,
    duration_minutes: 78,
    director: 'Herk Harvey',
    country: 'États-Unis',
    language: 'Anglais',
    quality: 'HD 720p',
    rating: 3.9,
    views_count: 5430,
    is_featured: false,
    is_new: true,
    budget: usd(33_000),
    genres: ['horreur', 'fantastique'],
  }),
  movie({
    title: 'Le Cerveau qui ne voulait pas mourir',
    original_title: "The Brain That Wouldn't Die",
    synopsis:
      "Après un accident de voiture, le chirurgien Bill Cortner maintient en vie la tête de sa fiancée Jan dans son laboratoire de campagne. Il se met en quête d'un nouveau corps pour elle, tandis que Jan, consciente, se ligue avec la créature enfermée dans un placard. Une série B tournée en 1959 et sortie trois ans plus tard.",
    release_year: 1962,
    duration_minutes: 82,
    director: 'Joseph Green',
    country: 'États-Unis',
    language: 'Anglais',
    quality: 'SD',
    rating: 2.7,
    views_count: 2540,
    is_featured: false,
    is_new: false,
    genres: ['scienceFiction', 'horreur'],
  }),
  movie({
    title: "L'Halluciné",
    original_title: 'The Terror',
    synopsis:
      "En 1806, André Duvalier, officier de Napoléon égaré sur la côte balte, suit une mystérieuse jeune femme jusqu'au château du baron von Leppe. Le vieil homme vit hanté par le souvenir de son épouse morte vingt ans plus tôt. Tourné en partie dans les décors d'un film précédent de Roger Corman, avec Boris Karloff et Jack Nicholson.",
    release_year: 1963,
    duration_minutes: 81,
    director: 'Roger Corman',
    country: 'États-Unis',
    language: 'Anglais',
    quality: 'SD',
    rating: 2.9,
    views_count: 1470,
    is_featured: false,
    is_new: false,
    genres: ['horreur', 'fantastique'],
  }),
  movie({
    title: 'Dementia 13',
    original_title: 'Dementia 13',
    synopsis:
      "Après la mort soudaine de son mari, Louise cache la nouvelle et se rend dans le château irlandais de sa belle-famille dans l'espoir d'hériter. Elle y découvre une famille obsédée par la noyade d'une fillette des années plus tôt, tandis qu'un tueur à la hache rôde. Premier long métrage de Francis Ford Coppola en tant que réalisateur attitré, produit par Roger Corman.",
    release_year: 1963,
    duration_minutes: 75,
    director: 'Francis Ford Coppola',
    country: 'États-Unis',
    language: 'Anglais',
    quality: 'SD',
    rating: 3.2,
    views_count: 2030,
    is_featured: false,
    is_new: false,
    genres: ['horreur'],
  }),
  movie({
    title: 'Charade',
    original_title: 'Charade',
    synopsis:
      "À Paris, Regina Lampert découvre que son mari, assassiné, avait détourné avec des complices 250 000 dollars en or pendant la guerre. Poursuivie par ces hommes, elle reçoit l'aide d'un séduisant inconnu qui change de nom à chaque rencontre. Une comédie policière avec Audrey Hepburn et Cary Grant, sur une musique d'Henry Mancini.",
    release_year: 1963,
    duration_minutes: 113,
    director: 'Stanley Donen',
    country: 'États-Unis',
    language: 'Anglais',
    quality: 'HD 1080p',
    rating: 4.5,
    views_count: 22870,
    is_featured: true,
    is_new: false,
    genres: ['policier', 'comedie', 'romance'],
  }),
  movie({
    title: 'Le Grand McLintock',
    original_title: 'McLintock!',
    synopsis:
      "George Washington McLintock, puissant éleveur d'une ville de l'Ouest, voit revenir son épouse Katherine, partie deux ans plus tôt, qui réclame le divorce et la garde de leur fille. Entre conflits avec les colons et bagarre générale dans une mare de boue, le couple se dispute à grand bruit. Une comédie western avec John Wayne et Maureen O'Hara.",
    release_year: 1963,
    duration_minutes: 127,
    director: 'Andrew V. McLaglen',
    country: 'États-Unis',
    language: 'Anglais',
    quality: 'HD 720p',
    rating: 3.6,
    views_count: 4120,
    is_featured: false,
    is_new: false,
    genres: ['western', 'comedie'],
  }),
  movie({
    title: 'Je suis une légende',
    original_title: 'The Last Man on Earth',
    synopsis:
      "Depuis qu'une épidémie a transformé l'humanité en créatures vampiriques, le docteur Robert Morgan se croit le dernier homme sur Terre : le jour, il traque les contaminés, la nuit, il se barricade chez lui. La rencontre d'une autre survivante remet tout en question. Première adaptation du roman de Richard Matheson, avec Vincent Price, tournée à Rome.",
    release_year: 1964,
    duration_minutes: 86,
    director: 'Ubaldo Ragona, Sidney Salkow',
    country: 'Italie, États-Unis',
    language: 'Anglais',
    quality: 'HD 720p',
    rating: 3.7,
    views_count: 6150,
    is_featured: false,
    is_new: false,
    genres: ['scienceFiction', 'horreur'],
  }),
  movie({
    title: 'La Nuit des morts-vivants',
    original_title: 'Night of the Living Dead',
    synopsis:
      "Venus fleurir une tombe en Pennsylvanie, Barbra et son frère Johnny sont attaqués par un homme au comportement étrange. Réfugiée dans une ferme isolée avec Ben et d'autres survivants, Barbra assiste au siège de la maison par des morts revenus à la vie. Le film fondateur du cinéma de zombies moderne est tombé dans le domaine public faute de mention de copyright.",
    release_year: 1968,
    duration_minutes: 96,
    director: 'George A. Romero',
    country: 'États-Unis',
    language: 'Anglais',
    quality: 'HD 1080p',
    rating: 4.4,
    views_count: 29640,
    is_featured: true,
    is_new: false,
    budget: usd(114_000),
    box_office: usd(30_000_000),
    video_url: archiveDetails('night_of_the_living_dead'),
    genres: ['horreur'],
  }),

  // --- Films sous licence libre (Creative Commons) ---
  movie({
    title: 'Elephants Dream',
    original_title: 'Elephants Dream',
    synopsis:
      "Dans un monde mécanique infini et déroutant, le vieux Proog guide le jeune Emo et lui en vante les merveilles, mais Emo ne voit pas la même chose que lui. Premier « film ouvert » de la Blender Foundation, réalisé avec des logiciels libres et publié sous licence Creative Commons.",
    release_year: 2006,
    duration_minutes: 11,
    director: 'Bassam Kurdali',
    country: 'Pays-Bas',
    language: 'Anglais',
    quality: 'HD 1080p',
    rating: 3.3,
    views_count: 2380,
    is_featured: false,
    is_new: false,
    video_url: blenderFilm('elephants-dream'),
    genres: ['animation', 'scienceFiction', 'courtMetrage'],
  }),
  movie({
    title: 'Big Buck Bunny',
    original_title: 'Big Buck Bunny',
    synopsis:
      "Un gros lapin débonnaire profite du printemps jusqu'à ce que trois rongeurs chapardeurs, Frank, Rinky et Gimera, s'en prennent à lui et à un papillon. À bout de patience, il prépare une revanche pleine d'ingéniosité. Deuxième film ouvert de la Blender Foundation, sous licence Creative Commons.",
    release_year: 2008,
    duration_minutes: 10,
    director: 'Sacha Goedegebure',
    country: 'Pays-Bas',
    language: 'Sans dialogue',
    quality: '4K',
    rating: 4.0,
    views_count: 25430,
    is_featured: true,
    is_new: false,
    video_url: blenderFilm('big-buck-bunny'),
    genres: ['animation', 'comedie', 'courtMetrage'],
  }),
  movie({
    title: 'Sita Sings the Blues',
    original_title: 'Sita Sings the Blues',
    synopsis:
      "Le Ramayana, épopée indienne, raconté du point de vue de Sita, épouse fidèle répudiée par le prince Rama, en parallèle avec la rupture de l'autrice, quittée par son mari parti travailler en Inde. Les chansons de jazz des années 1920 d'Annette Hanshaw ponctuent le récit. Un film d'animation diffusé librement par sa créatrice sous licence Creative Commons.",
    release_year: 2008,
    duration_minutes: 82,
    director: 'Nina Paley',
    country: 'États-Unis',
    language: 'Anglais',
    quality: 'HD 1080p',
    rating: 4.0,
    views_count: 1460,
    is_featured: false,
    is_new: false,
    genres: ['animation', 'comedie', 'drame'],
  }),
  movie({
    title: 'Sintel',
    original_title: 'Sintel',
    synopsis:
      "Une jeune femme solitaire, Sintel, parcourt des terres hostiles à la recherche de Scales, le bébé dragon qu'elle avait recueilli et qu'un dragon adulte lui a enlevé. Sa quête la mène jusqu'à un antre où l'attend une révélation bouleversante. Troisième film ouvert de la Blender Foundation.",
    release_year: 2010,
    duration_minutes: 15,
    director: 'Colin Levy',
    country: 'Pays-Bas',
    language: 'Anglais',
    quality: '4K',
    rating: 4.3,
    views_count: 19740,
    is_featured: true,
    is_new: false,
    budget: 400_000,
    video_url: blenderFilm('sintel'),
    genres: ['animation', 'fantastique', 'aventure', 'courtMetrage'],
  }),
  movie({
    title: 'Tears of Steel',
    original_title: 'Tears of Steel',
    synopsis:
      "Dans un Amsterdam futuriste ravagé par des robots, des scientifiques et des combattants se retranchent dans la Oude Kerk. Leur plan : reconstituer le moment où Thom a rompu avec Celia, devenue la créatrice des machines. Un court métrage en prises de vues réelles dont les effets visuels ont été réalisés avec Blender.",
    release_year: 2012,
    duration_minutes: 12,
    director: 'Ian Hubert',
    country: 'Pays-Bas',
    language: 'Anglais',
    quality: '4K',
    rating: 3.4,
    views_count: 7120,
    is_featured: false,
    is_new: false,
    video_url: blenderFilm('tears-of-steel'),
    genres: ['scienceFiction', 'action', 'courtMetrage'],
  }),
  movie({
    title: 'Cosmos Laundromat - First Cycle',
    original_title: 'Cosmos Laundromat - First Cycle',
    synopsis:
      "Sur une île désolée, Franck, un mouton dépressif, tente d'en finir. Un étrange représentant nommé Victor l'en empêche et lui propose de vivre d'autres vies, dans d'autres mondes. Premier chapitre d'un projet de long métrage ouvert réalisé avec Blender.",
    release_year: 2015,
    duration_minutes: 12,
    director: 'Mathieu Auvray',
    country: 'Pays-Bas',
    language: 'Anglais',
    quality: 'HD 1080p',
    rating: 3.9,
    views_count: 4270,
    is_featured: false,
    is_new: false,
    video_url: blenderFilm('cosmos-laundromat'),
    genres: ['animation', 'comedie', 'fantastique', 'courtMetrage'],
  }),
  movie({
    title: 'Agent 327 : Opération Barbershop',
    original_title: 'Agent 327: Operation Barbershop',
    synopsis:
      "L'agent secret néerlandais 327, héros des bandes dessinées de Martin Lodewijk, enquête sous couverture dans un salon de coiffure qui cache le repaire d'une organisation criminelle. Le face-à-face avec le barbier tourne vite à la bagarre générale. Conçu comme la bande-annonce d'un projet de long métrage d'animation.",
    release_year: 2017,
    duration_minutes: 4,
    director: 'Colin Levy, Hjalti Hjálmarsson',
    country: 'Pays-Bas',
    language: 'Anglais',
    quality: 'HD 1080p',
    rating: 3.9,
    views_count: 5310,
    is_featured: false,
    is_new: true,
    video_url: blenderFilm('agent-327'),
    genres: ['animation', 'action', 'comedie', 'courtMetrage'],
  }),
  movie({
    title: 'Spring',
    original_title: 'Spring',
    synopsis:
      "Une jeune bergère et son chien affrontent d'anciens esprits de la nature pour que le cycle de la vie puisse reprendre. Un court métrage poétique et sans paroles, réalisé avec Blender.",
    release_year: 2019,
    duration_minutes: 8,
    director: 'Andy Goralczyk',
    country: 'Pays-Bas',
    language: 'Sans dialogue',
    quality: '4K',
    rating: 4.0,
    views_count: 3180,
    is_featured: false,
    is_new: true,
    video_url: blenderFilm('spring'),
    genres: ['animation', 'fantastique', 'courtMetrage'],
  }),
  movie({
    title: 'Coffee Run',
    original_title: 'Coffee Run',
    synopsis:
      "Portée par la caféine, une jeune femme traverse en courant les souvenirs doux-amers d'une relation passée. Un très court métrage réalisé avec Blender.",
    release_year: 2020,
    duration_minutes: 3,
    director: 'Hjalti Hjálmarsson',
    country: 'Pays-Bas',
    language: 'Sans dialogue',
    quality: 'HD 1080p',
    rating: 3.7,
    views_count: 1240,
    is_featured: false,
    is_new: true,
    video_url: blenderFilm('coffee-run'),
    genres: ['animation', 'drame', 'courtMetrage'],
  }),
  movie({
    title: 'Sprite Fright',
    original_title: 'Sprite Fright',
    synopsis:
      "Dans la Grande-Bretagne des années 1980, une bande d'adolescents turbulents s'aventure dans une forêt reculée et y rencontre de paisibles petits êtres-champignons. Les visiteurs vont vite apprendre qu'il ne faut pas malmener la nature. Une comédie horrifique réalisée par Matthew Luhn, ancien de Pixar.",
    release_year: 2021,
    duration_minutes: 10,
    director: 'Matthew Luhn',
    country: 'Pays-Bas',
    language: 'Anglais',
    quality: '4K',
    rating: 4.1,
    views_count: 9870,
    is_featured: false,
    is_new: true,
    video_url: blenderFilm('sprite-fright'),
    genres: ['animation', 'horreur', 'comedie', 'courtMetrage'],
  }),
  movie({
    title: 'Charge',
    original_title: 'Charge',
    synopsis:
      "Dans un monde où l'énergie est devenue rare, un vieil homme démuni s'introduit dans une usine de batteries, mais se retrouve face à un redoutable droïde de sécurité, sans aucune issue. Un court métrage d'action au réalisme inspiré des cinématiques de jeux vidéo, réalisé avec Blender.",
    release_year: 2022,
    duration_minutes: 3,
    director: 'Hjalti Hjálmarsson',
    country: 'Pays-Bas',
    language: 'Sans dialogue',
    quality: '4K',
    rating: 3.8,
    views_count: 2460,
    is_featured: false,
    is_new: true,
    video_url: blenderFilm('charge'),
    genres: ['animation', 'action', 'scienceFiction', 'courtMetrage'],
  }),
  movie({
    title: 'Wing It!',
    original_title: 'Wing It!',
    synopsis:
      "Un chat ingénieur méticuleux et un chien qui rêve d'être pilote construisent ensemble une fusée. Quand l'engin décolle avant d'être prêt, le duo doit improviser pour éviter le crash. Une comédie au style proche du dessin animé 2D, réalisée avec Blender.",
    release_year: 2023,
    duration_minutes: 4,
    director: 'Rik Schutte',
    country: 'Pays-Bas',
    language: 'Sans dialogue',
    quality: '4K',
    rating: 3.9,
    views_count: 1780,
    is_featured: false,
    is_new: true,
    video_url: blenderFilm('wing-it'),
    genres: ['animation', 'comedie', 'courtMetrage'],
  }),
];

export const DEMO_SERIES: DemoSeries[] = [
  series({
    title: 'Les Vampires',
    original_title: 'Les Vampires',
    synopsis:
      "Paris, 1915. Le journaliste Philippe Guérande et son acolyte Mazamette traquent les Vampires, une organisation criminelle aux chefs successifs où brille la fascinante Irma Vep, incarnée par Musidora. Ce feuilleton en dix épisodes de Louis Feuillade, produit par Gaumont, est l'un des ancêtres du film policier et de la série à suspense.",
    director: 'Louis Feuillade',
    release_year: 1915,
    status: 'completed',
    country: 'France',
    language: 'Muet',
    rating: 4.4,
    views_count: 6240,
    is_featured: true,
    is_new: false,
    quality: 'HD 1080p',
    genres: ['seriesPolicieres', 'seriesDramatiques'],
    episodes: [
      {
        season_number: 1,
        episode_number: 1,
        title: 'La Tête coupée',
        synopsis:
          "Philippe Guérande enquête sur les Vampires, une bande qui terrorise Paris. La découverte du corps décapité d'un inspecteur le conduit dans un château de Sologne truffé de passages secrets.",
        duration_minutes: 33,
        air_date: '1915-11-13',
      },
      {
        season_number: 1,
        episode_number: 2,
        title: 'La Bague qui tue',
        synopsis:
          "Sous les traits d'un comte, le Grand Vampire offre une bague empoisonnée à la danseuse Marfa Koutiloff, qui s'effondre en scène pendant un ballet intitulé « Les Vampires ».",
        duration_minutes: 15,
        air_date: null,
      },
      {
        season_number: 1,
        episode_number: 3,
        title: 'Le Cryptogramme rouge',
        synopsis:
          "Guérande s'empare d'un carnet rouge couvert de messages chiffrés appartenant à la bande. Sa piste le mène dans un cabaret où se produit une chanteuse troublante : Irma Vep.",
        duration_minutes: 42,
        air_date: null,
      },
      {
        season_number: 1,
        episode_number: 4,
        title: 'Le Spectre',
        synopsis:
          "Les Vampires s'en prennent à un riche homme d'affaires. Alors qu'Irma Vep s'apprête à le dépouiller, un « spectre » surgit.",
        duration_minutes: 32,
        air_date: null,
      },
      {
        season_number: 1,
        episode_number: 5,
        title: "L'Évasion du mort",
        synopsis:
          'Guérande et Mazamette croient avoir porté un coup décisif à la bande, mais les Vampires préparent une évasion spectaculaire et reprennent leurs méfaits.',
        duration_minutes: 37,
        air_date: null,
      },
      {
        season_number: 1,
        episode_number: 6,
        title: 'Les Yeux qui fascinent',
        synopsis:
          "Un criminel rival, Juan-José Moréno, entre en scène : doué d'un pouvoir hypnotique, il fait d'Irma Vep sa complice et défie les Vampires.",
        duration_minutes: 58,
        air_date: null,
      },
      {
        season_number: 1,
        episode_number: 7,
        title: 'Satanas',
        synopsis:
          "Un nouveau chef, Satanas, se présente comme le véritable Grand Vampire. Ses méthodes sont plus radicales encore : il n'hésite pas à bombarder un cabaret à coups de canon.",
        duration_minutes: 46,
        air_date: null,
      },
      {
        season_number: 1,
        episode_number: 8,
        title: 'Le Maître de la foudre',
        synopsis:
          'La bande se réorganise et fait de Guérande sa cible prioritaire, tandis que Mazamette redouble de ruses pour protéger son ami.',
        duration_minutes: 55,
        air_date: null,
      },
      {
        season_number: 1,
        episode_number: 9,
        title: "L'Homme des poisons",
        synopsis:
          "Vénénos, chimiste spécialiste des poisons, prend la tête des Vampires et multiplie les attentats contre Guérande et ses proches.",
        duration_minutes: 53,
        air_date: null,
      },
      {
        season_number: 1,
        episode_number: 10,
        title: 'Les Noces sanglantes',
        synopsis:
          "Les Vampires se réunissent pour célébrer des noces dans leur repaire. Guérande et Mazamette conduisent la police jusqu'à eux : l'heure du dénouement a sonné pour Irma Vep et ses complices.",
        duration_minutes: 60,
        air_date: '1916-06-30',
      },
    ],
  }),
  series({
    title: 'Fantômas',
    original_title: 'Fantômas',
    synopsis:
      "L'inspecteur Juve et le journaliste Jérôme Fandor traquent Fantômas, le génie du crime aux mille visages, et sa complice Lady Beltham dans le Paris d'avant 1914. Les cinq films de Louis Feuillade, adaptés des romans de Pierre Souvestre et Marcel Allain avec René Navarre dans le rôle-titre, ont fasciné les surréalistes.",
    director: 'Louis Feuillade',
    release_year: 1913,
    status: 'completed',
    country: 'France',
    language: 'Muet',
    rating: 4.3,
    views_count: 4870,
    is_featured: false,
    is_new: false,
    quality: 'HD 720p',
    genres: ['seriesPolicieres', 'seriesAventure'],
    episodes: [
      {
        season_number: 1,
        episode_number: 1,
        title: "Fantômas : À l'ombre de la guillotine",
        synopsis:
          "Fantômas dévalise une princesse dans un palace parisien et fait disparaître Lord Beltham. Arrêté par Juve et condamné à mort, il s'évade en laissant un acteur grimé à sa place sous le couperet.",
        duration_minutes: 54,
        air_date: null,
      },
      {
        season_number: 1,
        episode_number: 2,
        title: 'Juve contre Fantômas',
        synopsis:
          "Aidé de Fandor, Juve poursuit Fantômas et Lady Beltham, d'un déraillement de train à une fusillade parmi les tonneaux de Bercy, jusqu'à l'affrontement avec un boa constricteur.",
        duration_minutes: 64,
        air_date: null,
      },
      {
        season_number: 1,
        episode_number: 3,
        title: 'Le Mort qui tue',
        synopsis:
          "Les empreintes d'un peintre assassiné, Jacques Dollon, apparaissent sur les lieux de nouveaux crimes. Fandor découvre l'horrible stratagème de Fantômas : des gants taillés dans la peau du mort.",
        duration_minutes: 90,
        air_date: null,
      },
      {
        season_number: 1,
        episode_number: 4,
        title: 'Fantômas contre Fantômas',
        synopsis:
          "Juve est soupçonné d'être lui-même Fantômas. Pendant ce temps, le bandit se fait passer pour Tom Bob, un policier de Scotland Yard, et un mur se met à saigner dans un immeuble parisien.",
        duration_minutes: 61,
        air_date: null,
      },
      {
        season_number: 1,
        episode_number: 5,
        title: 'Le Faux Magistrat',
        synopsis:
          "Fantômas usurpe l'identité d'un magistrat pour poursuivre ses crimes en toute impunité. L'un de ses forfaits, un homme attaché au battant d'une cloche, provoque une pluie de sang et de bijoux.",
        duration_minutes: 67,
        air_date: null,
      },
    ],
  }),
  series({
    title: 'Charlot : les comédies Mutual',
    original_title: 'Chaplin Mutual Comedies',
    synopsis:
      "Les douze courts métrages que Charlie Chaplin écrivit, réalisa et interpréta pour la Mutual en 1916 et 1917, avec Edna Purviance et le colosse Eric Campbell. Chaplin y affine le personnage de Charlot et considérait cette période comme la plus heureuse de sa carrière.",
    director: 'Charlie Chaplin',
    release_year: 1916,
    status: 'completed',
    country: 'États-Unis',
    language: 'Muet',
    rating: 4.4,
    views_count: 8730,
    is_featured: true,
    is_new: false,
    quality: 'HD 1080p',
    genres: ['seriesComiques'],
    episodes: [
      {
        season_number: 1,
        episode_number: 1,
        title: 'Charlot chef de rayon',
        synopsis:
          "Charlot sème la pagaille dans un grand magasin dont le chef de rayon, son sosie, prépare avec le directeur un détournement de fonds. L'escalier mécanique devient le théâtre d'une poursuite mémorable.",
        duration_minutes: 24,
        air_date: '1916-05-15',
        search: 'Chaplin The Floorwalker 1916',
      },
      {
        season_number: 1,
        episode_number: 2,
        title: 'Charlot pompier',
        synopsis:
          "Pompier peu zélé, Charlot subit les colères de son capitaine, qui s'entend avec un père prêt à laisser brûler sa maison pour toucher l'assurance. Il finit par sauver la jeune fille des flammes.",
        duration_minutes: 24,
        air_date: '1916-06-12',
        search: 'Chaplin The Fireman 1916',
      },
      {
        season_number: 1,
        episode_number: 3,
        title: 'Charlot musicien',
        synopsis:
          'Violoniste des rues, Charlot délivre une jeune fille maltraitée par des bohémiens et l\'emmène à la campagne. Un peintre de passage va bouleverser ce bonheur fragile.',
        duration_minutes: 24,
        air_date: '1916-07-10',
        search: 'Chaplin The Vagabond 1916',
      },
      {
        season_number: 1,
        episode_number: 4,
        title: 'Charlot rentre tard',
        synopsis:
          'Rentrant ivre au petit matin, un riche noctambule livre un combat épique contre les objets de sa propre maison : tapis glissants, escalier, lit escamotable. Chaplin est presque seul à l\'écran.',
        duration_minutes: 24,
        air_date: '1916-08-07',
        search: 'Chaplin One A.M. 1916',
      },
      {
        season_number: 1,
        episode_number: 5,
        title: 'Charlot et le comte',
        synopsis:
          "Apprenti tailleur renvoyé, Charlot se fait passer pour un comte et s'invite à une réception chez la riche Miss Moneybags, où son ancien patron joue lui aussi les aristocrates.",
        duration_minutes: 24,
        air_date: '1916-09-04',
        search: 'Chaplin The Count 1916',
      },
      {
        season_number: 1,
        episode_number: 6,
        title: 'Charlot brocanteur',
        synopsis:
          "Employé chez un prêteur sur gages, Charlot se chamaille avec son collègue, flirte avec la fille du patron et dissèque le réveil d'un client. Il finit par neutraliser un voleur.",
        duration_minutes: 24,
        air_date: '1916-10-02',
        search: 'Chaplin The Pawnshop 1916',
      },
      {
        season_number: 1,
        episode_number: 7,
        title: 'Charlot fait du ciné',
        synopsis:
          "Homme à tout faire d'un studio de cinéma, Charlot transporte des piles de chaises, se venge de son chef paresseux et déclenche une bataille de tartes à la crème sur un plateau.",
        duration_minutes: 24,
        air_date: '1916-11-13',
        search: 'Chaplin Behind the Screen 1916',
      },
      {
        season_number: 1,
        episode_number: 8,
        title: 'Charlot patine',
        synopsis:
          'Serveur maladroit dans un restaurant chic, Charlot passe sa pause à la patinoire, où il éblouit tout le monde par son adresse en se faisant passer pour un aristocrate.',
        duration_minutes: 24,
        air_date: '1916-12-04',
        search: 'Chaplin The Rink 1916',
      },
      {
        season_number: 1,
        episode_number: 9,
        title: 'Charlot policeman',
        synopsis:
          'Recueilli par une mission, Charlot devient policier dans Easy Street, la rue la plus mal famée de la ville, où règne une brute colossale.',
        duration_minutes: 24,
        air_date: '1917-01-22',
        search: 'Chaplin Easy Street 1917',
      },
      {
        season_number: 1,
        episode_number: 10,
        title: 'Charlot fait une cure',
        synopsis:
          "Buveur invétéré, Charlot arrive dans un établissement thermal avec une malle pleine d'alcool. Quand ses bouteilles finissent dans la source, tous les curistes sont bientôt ivres.",
        duration_minutes: 24,
        air_date: '1917-04-16',
        search: 'Chaplin The Cure 1917',
      },
      {
        season_number: 1,
        episode_number: 11,
        title: "L'Émigrant",
        synopsis:
          "À bord d'un paquebot pour l'Amérique, Charlot se lie avec une jeune femme et sa mère. Il la retrouve plus tard, seule et démunie, dans un restaurant où il ne peut pas payer l'addition.",
        duration_minutes: 24,
        air_date: '1917-06-17',
        search: 'Chaplin The Immigrant 1917',
      },
      {
        season_number: 1,
        episode_number: 12,
        title: "Charlot s'évade",
        synopsis:
          "Évadé du bagne, Charlot sauve de la noyade une jeune femme et sa mère, qui l'invitent dans leur riche demeure. Mais un prétendant jaloux découvre sa véritable identité.",
        duration_minutes: 24,
        air_date: '1917-10-22',
        search: 'Chaplin The Adventurer 1917',
      },
    ],
  }),
  series({
    title: 'Flash Gordon',
    original_title: 'Flash Gordon',
    synopsis:
      "Une planète errante, Mongo, fonce vers la Terre. L'athlète Flash Gordon, la jeune Dale Arden et le savant Hans Zarkov s'y rendent en fusée et affrontent l'empereur Ming l'Impitoyable. Ce serial en 13 chapitres avec Buster Crabbe, adapté de la bande dessinée d'Alex Raymond, a inspiré des générations de space operas.",
    director: 'Frederick Stephani',
    release_year: 1936,
    status: 'completed',
    country: 'États-Unis',
    language: 'Anglais',
    rating: 3.9,
    views_count: 7840,
    is_featured: true,
    is_new: false,
    quality: 'HD 720p',
    genres: ['seriesScienceFiction', 'seriesAventure'],
    episodes: [
      {
        season_number: 1,
        episode_number: 1,
        title: 'La Planète du péril',
        synopsis:
          "Alors qu'une planète inconnue menace de percuter la Terre, Flash et Dale sautent en parachute d'un avion en perdition et rejoignent le docteur Zarkov, qui les emmène en fusée jusqu'à Mongo, royaume de Ming.",
        duration_minutes: 20,
        air_date: null,
        search: 'Flash Gordon 1936 The Planet of Peril',
      },
      {
        season_number: 1,
        episode_number: 2,
        title: 'Le Tunnel de la terreur',
        synopsis:
          "Sauvé de justesse par la princesse Aura, fille de Ming, Flash tente d'arracher Dale à l'empereur, qui veut l'épouser.",
        duration_minutes: 19,
        air_date: null,
        search: 'Flash Gordon 1936 The Tunnel of Terror',
      },
      {
        season_number: 1,
        episode_number: 3,
        title: 'Prisonniers des hommes-requins',
        synopsis:
          'Flash et Dale tombent aux mains du roi Kala et de ses hommes-requins, qui règnent sur une cité sous-marine.',
        duration_minutes: 19,
        air_date: null,
        search: 'Flash Gordon 1936 Captured by Shark Men',
      },
      {
        season_number: 1,
        episode_number: 4,
        title: 'Le Combat contre le monstre marin',
        synopsis:
          "Enfermé dans un réservoir qui se remplit d'eau, Flash doit aussi affronter une pieuvre géante des profondeurs de Mongo.",
        duration_minutes: 19,
        air_date: null,
        search: 'Flash Gordon 1936 Battling the Sea Beast',
      },
      {
        season_number: 1,
        episode_number: 5,
        title: 'Le Rayon destructeur',
        synopsis:
          "Les intrigues de Ming et d'Aura se resserrent autour de Flash, tandis que Zarkov met son génie scientifique au service des rebelles.",
        duration_minutes: 19,
        air_date: null,
        search: 'Flash Gordon 1936 The Destroying Ray',
      },
      {
        season_number: 1,
        episode_number: 6,
        title: 'Le Supplice du feu',
        synopsis:
          "Prisonniers des hommes-faucons du roi Vultan dans leur cité suspendue dans les nuages, Flash et ses compagnons sont condamnés à alimenter les fourneaux.",
        duration_minutes: 19,
        air_date: null,
        search: 'Flash Gordon 1936 Flaming Torture',
      },
      {
        season_number: 1,
        episode_number: 7,
        title: 'Le Désastre',
        synopsis:
          "Une explosion dans les fourneaux menace de faire s'écraser la cité des nuages, et Flash doit gagner la confiance de Vultan.",
        duration_minutes: 19,
        air_date: null,
        search: 'Flash Gordon 1936 Shattering Doom',
      },
      {
        season_number: 1,
        episode_number: 8,
        title: 'Le Tournoi de la mort',
        synopsis:
          "Pour gagner sa liberté, Flash doit affronter des adversaires dans l'arène au cours d'un tournoi organisé par Ming.",
        duration_minutes: 19,
        air_date: null,
        search: 'Flash Gordon 1936 Tournament of Death',
      },
      {
        season_number: 1,
        episode_number: 9,
        title: 'Le Combat contre le dragon de feu',
        synopsis:
          "Le tournoi tourne au piège : Flash fait face à une créature monstrueuse, tandis qu'Aura cherche par tous les moyens à l'éloigner de Dale.",
        duration_minutes: 19,
        air_date: null,
        search: 'Flash Gordon 1936 Fighting the Fire Dragon',
      },
      {
        season_number: 1,
        episode_number: 10,
        title: 'Le Péril invisible',
        synopsis:
          'Rendu invisible par une invention de Zarkov, Flash sème la panique parmi les gardes de Ming.',
        duration_minutes: 19,
        air_date: null,
        search: 'Flash Gordon 1936 The Unseen Peril',
      },
      {
        season_number: 1,
        episode_number: 11,
        title: 'Dans les griffes du tigron',
        synopsis:
          "Pris au piège par les hommes de Ming, Flash se retrouve face au tigron, un fauve redoutable de Mongo.",
        duration_minutes: 19,
        air_date: null,
        search: 'Flash Gordon 1936 In the Claws of the Tigron',
      },
      {
        season_number: 1,
        episode_number: 12,
        title: 'Piégés dans la tourelle',
        synopsis:
          "Flash et ses alliés, dont le prince Barin, préparent l'assaut décisif contre le palais de l'empereur.",
        duration_minutes: 19,
        air_date: null,
        search: 'Flash Gordon 1936 Trapped in the Turret',
      },
      {
        season_number: 1,
        episode_number: 13,
        title: 'Retour vers la Terre',
        synopsis:
          'Ming vaincu, Flash, Dale et Zarkov quittent Mongo et regagnent une Terre sauvée de la collision.',
        duration_minutes: 19,
        air_date: null,
        search: 'Flash Gordon 1936 Rocketing to Earth',
      },
    ],
  }),
  series({
    title: 'Buck Rogers',
    original_title: 'Buck Rogers',
    synopsis:
      "Réveillés en 2440 après cinq siècles d'animation suspendue, Buck Rogers et son jeune ami Buddy Wade découvrent une Terre soumise au dictateur Killer Kane. Ils rejoignent la résistance de la Cité cachée et partent chercher l'alliance de Saturne. Un serial en 12 chapitres avec Buster Crabbe.",
    director: 'Ford Beebe, Saul A. Goodkind',
    release_year: 1939,
    status: 'completed',
    country: 'États-Unis',
    language: 'Anglais',
    rating: 3.5,
    views_count: 3120,
    is_featured: false,
    is_new: false,
    quality: 'SD',
    genres: ['seriesScienceFiction', 'seriesAventure'],
    episodes: [
      {
        season_number: 1,
        episode_number: 1,
        title: 'Le Monde de demain',
        synopsis:
          "Pris dans une tempête au-dessus du pôle Nord, Buck et Buddy survivent au crash de leur dirigeable grâce au gaz Nirvano. Réveillés cinq cents ans plus tard, ils découvrent une Terre aux mains de Killer Kane.",
        duration_minutes: 21,
        air_date: '1939-04-11',
        search: "Buck Rogers 1939 Tomorrow's World",
      },
      {
        season_number: 1,
        episode_number: 2,
        title: 'Tragédie sur Saturne',
        synopsis:
          "Partis chercher de l'aide sur Saturne avec le lieutenant Wilma Deering, Buck et Buddy sont abattus à leur arrivée, puis jugés par un conseil trompé par les émissaires de Kane.",
        duration_minutes: 20,
        air_date: '1939-04-18',
        search: 'Buck Rogers 1939 Tragedy on Saturn',
      },
      {
        season_number: 1,
        episode_number: 3,
        title: "La Forteresse de l'ennemi",
        synopsis:
          "De retour sur Terre, Buck s'infiltre dans la forteresse de Kane, où le prince Tallen de Saturne s'apprête à signer un traité avec le dictateur.",
        duration_minutes: 20,
        air_date: '1939-04-25',
        search: "Buck Rogers 1939 The Enemy's Stronghold",
      },
      {
        season_number: 1,
        episode_number: 4,
        title: 'La Patrouille du ciel',
        synopsis:
          'Déguisés en soldats de Kane, Buck et Buddy révèlent au prince Tallen la brutalité du dictateur et s\'enfuient avec lui.',
        duration_minutes: 20,
        air_date: '1939-05-02',
        search: 'Buck Rogers 1939 The Sky Patrol',
      },
      {
        season_number: 1,
        episode_number: 5,
        title: "L'Avion fantôme",
        synopsis:
          "Fuyant à bord du vaisseau personnel de Kane, Buck, Buddy et Tallen sont pris pour des ennemis par l'escadrille de Wilma Deering.",
        duration_minutes: 20,
        air_date: '1939-05-09',
        search: 'Buck Rogers 1939 The Phantom Plane',
      },
      {
        season_number: 1,
        episode_number: 6,
        title: "L'Ordre inconnu",
        synopsis:
          "La Cité cachée se prépare à l'offensive de Kane, tandis que Buck tente de sceller l'alliance avec Saturne.",
        duration_minutes: 20,
        air_date: '1939-05-16',
        search: 'Buck Rogers 1939 The Unknown Command',
      },
      {
        season_number: 1,
        episode_number: 7,
        title: "L'Instinct primitif",
        synopsis:
          'Sur Saturne, Buck et ses compagnons se heurtent aux Zuggs, un peuple primitif que les agents de Kane tentent de rallier.',
        duration_minutes: 20,
        air_date: '1939-05-23',
        search: 'Buck Rogers 1939 Primitive Urge',
      },
      {
        season_number: 1,
        episode_number: 8,
        title: 'La Révolte des Zuggs',
        synopsis:
          'Les Zuggs se soulèvent contre les autorités de Saturne, et Buck doit empêcher que la rébellion profite à Kane.',
        duration_minutes: 20,
        air_date: '1939-05-30',
        search: 'Buck Rogers 1939 Revolt of the Zuggs',
      },
      {
        season_number: 1,
        episode_number: 9,
        title: 'Corps sans esprit',
        synopsis:
          'Buck découvre que Kane transforme ses prisonniers en esclaves sans volonté grâce à des casques de contrôle mental.',
        duration_minutes: 20,
        air_date: '1939-06-06',
        search: 'Buck Rogers 1939 Bodies Without Minds',
      },
      {
        season_number: 1,
        episode_number: 10,
        title: 'Les Barrières brisées',
        synopsis:
          'Buck tente de franchir les défenses de la cité de Kane pour libérer ses compagnons.',
        duration_minutes: 20,
        air_date: '1939-06-13',
        search: 'Buck Rogers 1939 Broken Barriers',
      },
      {
        season_number: 1,
        episode_number: 11,
        title: 'Un prince captif',
        synopsis:
          'Le prince Tallen tombe aux mains de Kane, qui compte bien le soumettre à sa volonté.',
        duration_minutes: 20,
        air_date: '1939-06-20',
        search: 'Buck Rogers 1939 A Prince in Bondage',
      },
      {
        season_number: 1,
        episode_number: 12,
        title: 'La Guerre des planètes',
        synopsis:
          "La Cité cachée et Saturne lancent l'offensive finale contre Killer Kane, dont le règne s'effondre.",
        duration_minutes: 20,
        air_date: '1939-06-27',
        search: 'Buck Rogers 1939 War of the Planets',
      },
    ],
  }),
  series({
    title: 'Superman',
    original_title: 'Superman',
    synopsis:
      "Venu de la planète Krypton, Superman combat savants fous, robots géants et saboteurs sous l'identité du reporter Clark Kent, aux côtés de Lois Lane. Ces 17 dessins animés en Technicolor produits pour Paramount par les studios Fleischer, puis par Famous Studios, ont fixé l'image du super-héros à l'écran.",
    director: 'Fleischer Studios, Famous Studios',
    release_year: 1941,
    status: 'completed',
    country: 'États-Unis',
    language: 'Anglais',
    rating: 4.5,
    views_count: 14620,
    is_featured: true,
    is_new: false,
    quality: 'HD 1080p',
    genres: ['seriesAnimees', 'seriesAventure', 'seriesScienceFiction'],
    episodes: [
      {
        season_number: 1,
        episode_number: 1,
        title: 'Le Savant fou',
        synopsis:
          "Un savant fou menace de détruire Metropolis avec son rayon « électrothanasie ». Partie seule à sa recherche, Lois Lane est capturée ; Superman renvoie le rayon vers sa source.",
        duration_minutes: 10,
        air_date: '1941-09-26',
        search: 'Superman 1941 Fleischer The Mad Scientist',
      },
      {
        season_number: 1,
        episode_number: 2,
        title: 'Les Monstres mécaniques',
        synopsis:
          "Des robots volants commandés par un inventeur cupide dévalisent les banques. Lois se cache dans l'un d'eux pour découvrir leur repaire.",
        duration_minutes: 10,
        air_date: '1941-11-28',
        search: 'Superman Fleischer The Mechanical Monsters',
      },
      {
        season_number: 1,
        episode_number: 3,
        title: "Le Train de l'or",
        synopsis:
          "Des gangsters attaquent un train qui transporte un milliard de dollars en or vers la Monnaie, avec Lois à bord.",
        duration_minutes: 9,
        air_date: '1942-01-09',
        search: 'Superman Fleischer Billion Dollar Limited',
      },
      {
        season_number: 1,
        episode_number: 4,
        title: "Le Géant de l'Arctique",
        synopsis:
          "Un dinosaure géant conservé dans la glace et exposé au musée de Metropolis se réveille et sème la panique dans la ville.",
        duration_minutes: 9,
        air_date: '1942-02-27',
        search: 'Superman Fleischer The Arctic Giant',
      },
      {
        season_number: 1,
        episode_number: 5,
        title: 'Les Hommes-obus',
        synopsis:
          'Des bandits à bord d\'un engin en forme d\'obus, capable de percer les murs, rançonnent la ville et s\'attaquent à la centrale électrique.',
        duration_minutes: 8,
        air_date: '1942-03-27',
        search: 'Superman Fleischer The Bulleteers',
      },
      {
        season_number: 1,
        episode_number: 6,
        title: 'Le Télescope magnétique',
        synopsis:
          'Un astronome attire des comètes vers la Terre avec un télescope magnétique, au mépris du danger pour Metropolis.',
        duration_minutes: 8,
        air_date: '1942-04-24',
        search: 'Superman Fleischer The Magnetic Telescope',
      },
      {
        season_number: 1,
        episode_number: 7,
        title: 'Le Séisme électrique',
        synopsis:
          "Un scientifique qui revendique l'île de Manhattan pour son peuple menace la ville de tremblements de terre artificiels.",
        duration_minutes: 9,
        air_date: '1942-05-15',
        search: 'Superman Fleischer Electric Earthquake',
      },
      {
        season_number: 1,
        episode_number: 8,
        title: 'Le Volcan',
        synopsis:
          "Un volcan entre en éruption alors que Clark et Lois couvrent l'événement ; Superman doit protéger la ville voisine de la lave.",
        duration_minutes: 8,
        air_date: '1942-07-10',
        search: 'Superman Fleischer Volcano',
      },
      {
        season_number: 1,
        episode_number: 9,
        title: 'Terreur à la fête foraine',
        synopsis:
          "Un gorille géant s'échappe d'un cirque et emporte Lois sur les hauteurs de la fête foraine.",
        duration_minutes: 9,
        air_date: '1942-08-28',
        search: 'Superman Fleischer Terror on the Midway',
      },
      {
        season_number: 2,
        episode_number: 1,
        title: 'Les Saboteurs japonais',
        synopsis:
          "Dessin animé de propagande de guerre : des agents japonais détournent le plus grand bombardier du monde, avec Lois à bord.",
        duration_minutes: 9,
        air_date: '1942-09-18',
        search: 'Superman Japoteurs',
      },
      {
        season_number: 2,
        episode_number: 2,
        title: 'Le Faux Superman',
        synopsis:
          'Un gangster se déguise en Superman pour commettre ses crimes et ternir la réputation du héros.',
        duration_minutes: 8,
        air_date: '1942-10-16',
        search: 'Superman Showdown 1942',
      },
      {
        season_number: 2,
        episode_number: 3,
        title: 'La Onzième Heure',
        synopsis:
          'Retenus au Japon, Clark et Lois sont témoins des sabotages que Superman commet chaque soir à onze heures contre la flotte ennemie.',
        duration_minutes: 9,
        air_date: '1942-11-20',
        search: 'Superman Eleventh Hour 1942',
      },
      {
        season_number: 2,
        episode_number: 4,
        title: 'Destruction, Inc.',
        synopsis:
          "Lois se fait embaucher dans une usine de munitions où des saboteurs nazis préparent un attentat.",
        duration_minutes: 9,
        air_date: '1942-12-25',
        search: 'Superman Destruction Inc 1942',
      },
      {
        season_number: 2,
        episode_number: 5,
        title: 'La Momie',
        synopsis:
          "Au musée de Metropolis, une momie égyptienne et ses gardiens géants semblent revenir à la vie.",
        duration_minutes: 8,
        air_date: '1943-02-19',
        search: 'Superman The Mummy Strikes 1943',
      },
      {
        season_number: 2,
        episode_number: 6,
        title: 'Tambours dans la jungle',
        synopsis:
          'Abattue au-dessus de la jungle africaine, Lois découvre une base secrète nazie et tombe aux mains de ses agents.',
        duration_minutes: 9,
        air_date: '1943-03-26',
        search: 'Superman Jungle Drums 1943',
      },
      {
        season_number: 2,
        episode_number: 7,
        title: 'Le Monde souterrain',
        synopsis:
          'Lois accompagne un professeur dans l\'exploration de cavernes où vit un peuple souterrain d\'hommes-faucons.',
        duration_minutes: 8,
        air_date: '1943-06-18',
        search: 'Superman The Underground World 1943',
      },
      {
        season_number: 2,
        episode_number: 8,
        title: 'Agent secret',
        synopsis:
          "Superman protège une agente du gouvernement poursuivie par des espions qui veulent l'empêcher de témoigner.",
        duration_minutes: 8,
        air_date: '1943-07-30',
        search: 'Superman Secret Agent 1943',
      },
    ],
  }),
  series({
    title: 'Popeye le marin',
    original_title: 'Popeye the Sailor',
    synopsis:
      "Popeye, le marin dopé aux épinards, défend Olive contre les brutes de tout poil. Cette sélection réunit les trois « spéciaux » de deux bobines en Technicolor produits par Max et Dave Fleischer, tombés dans le domaine public aux États-Unis.",
    director: 'Dave Fleischer',
    release_year: 1933,
    status: 'completed',
    country: 'États-Unis',
    language: 'Anglais',
    rating: 4.2,
    views_count: 6310,
    is_featured: false,
    is_new: false,
    quality: 'HD 720p',
    genres: ['seriesAnimees', 'seriesComiques'],
    episodes: [
      {
        season_number: 1,
        episode_number: 1,
        title: 'Popeye et Sindbad le marin',
        synopsis:
          "Sur son île, le vantard Sindbad, qui se proclame le plus grand marin du monde, enlève Olive et défie Popeye en lui opposant ses monstres, dont l'oiseau géant Rokh et le géant à deux têtes Boola.",
        duration_minutes: 17,
        air_date: '1936-11-27',
        search: 'Popeye the Sailor Meets Sindbad the Sailor',
      },
      {
        season_number: 1,
        episode_number: 2,
        title: 'Popeye et les Quarante Voleurs',
        synopsis:
          "Popeye, Olive et Gontran partent pour l'Orient arrêter le brigand Abu Hassan et ses quarante voleurs, qui pillent villes et caravanes.",
        duration_minutes: 17,
        air_date: '1937-11-26',
        search: "Popeye the Sailor Meets Ali Baba's Forty Thieves",
      },
      {
        season_number: 1,
        episode_number: 3,
        title: 'Aladin et la lampe merveilleuse',
        synopsis:
          "Scénariste dans un studio de cinéma, Olive imagine une version d'Aladin dont Popeye est le héros et elle-même la princesse, tandis que Gontran joue un vizir perfide.",
        duration_minutes: 22,
        air_date: '1939-04-07',
        search: 'Popeye Aladdin and His Wonderful Lamp 1939',
      },
    ],
  }),
  series({
    title: "Les Débuts de l'animation japonaise",
    original_title: "Les Débuts de l'animation japonaise",
    synopsis:
      "Une sélection de courts métrages des pionniers de l'animation japonaise, de 1917 aux années 1930 : Jun'ichi Kōuchi, Yasuji Murata et Noburō Ōfuji, maître du papier découpé chiyogami. Une première saison muette, une seconde consacrée aux films d'Ōfuji accompagnés de musique.",
    director: "Jun'ichi Kōuchi, Noburō Ōfuji, Yasuji Murata",
    release_year: 1917,
    status: 'completed',
    country: 'Japon',
    language: 'Japonais',
    rating: 3.8,
    views_count: 940,
    is_featured: false,
    is_new: true,
    quality: 'SD',
    genres: ['seriesAnimees', 'animationJaponaise'],
    episodes: [
      {
        season_number: 1,
        episode_number: 1,
        title: 'Le Sabre émoussé (Namakura Gatana)',
        synopsis:
          "Un samouraï fanfaron achète un sabre de piètre qualité et tente de l'essayer sur des passants, qui se défendent et le rossent. Réalisé par Jun'ichi Kōuchi, ce film retrouvé en 2008 chez un antiquaire d'Osaka est l'un des plus anciens dessins animés japonais conservés.",
        duration_minutes: 4,
        air_date: '1917-06-30',
        search: 'Namakura Gatana 1917',
      },
      {
        season_number: 1,
        episode_number: 2,
        title: 'Les Voleurs du château de Bagdad (Baguda-jō no tōzoku)',
        synopsis:
          "Premier film de Noburō Ōfuji, hommage en papier découpé au Voleur de Bagdad avec Douglas Fairbanks. Long de trois bobines à sa sortie, il n'en subsiste qu'environ quatorze minutes.",
        duration_minutes: 14,
        air_date: null,
        search: 'Ofuji Baguda-jo no tozoku 1926',
      },
      {
        season_number: 1,
        episode_number: 3,
        title: 'Le Soldat Norakuro (Norakuro nitōhei)',
        synopsis:
          "Norakuro, chien noir errant engagé dans l'armée, multiplie les bévues pendant l'instruction et les manœuvres. D'après le manga de Suihō Tagawa, animé par Yasuji Murata.",
        duration_minutes: 14,
        air_date: null,
        video_url: 'https://animation.filmarchives.jp/en/works/view/11105',
      },
      {
        season_number: 2,
        episode_number: 1,
        title: 'Le Chat noir (Kuro Nyago)',
        synopsis:
          "Un chat noir chante et danse avec son frère, un chat tigré, en rappelant aux enfants que les chats descendent des tigres. Synchronisé avec un disque de chanson enfantine, c'est l'un des premiers dessins animés japonais accompagnés de musique.",
        duration_minutes: 3,
        air_date: null,
        search: 'Kuro Nyago Ofuji',
      },
      {
        season_number: 2,
        episode_number: 2,
        title: 'La Fête du village (Mura matsuri)',
        synopsis:
          "Une fête de village traditionnelle animée en papier chiyogami. Les paroles de la chanson s'affichent à l'écran et une balle rebondissante invite le public à chanter.",
        duration_minutes: 3,
        air_date: null,
        search: 'Ofuji Mura matsuri 1930',
      },
      {
        season_number: 2,
        episode_number: 3,
        title: 'Le Chant du printemps (Haru no uta)',
        synopsis:
          "Un film pour enfants en papier chiyogami, conçu pour être projeté avec l'enregistrement phonographique d'une chanson de printemps.",
        duration_minutes: 4,
        air_date: null,
        search: 'Ofuji Haru no uta 1931',
      },
      {
        season_number: 2,
        episode_number: 4,
        title: 'Chinkoroheibei et la boîte aux trésors',
        synopsis:
          "Une aventure autour d'un mystérieux coffret aux trésors. Ōfuji y délaisse le papier découpé pour le celluloïd, alors rare au Japon à cause de son coût, dans un style proche des premiers dessins animés sonores de Disney.",
        duration_minutes: 9,
        air_date: null,
        search: 'Ofuji Chinkoroheibei tamatebako 1936',
      },
    ],
  }),
  series({
    title: 'Caminandes',
    original_title: 'Caminandes',
    synopsis:
      "Les mésaventures de Koro, lama têtu de Patagonie, dans une série de courts métrages d'animation sans dialogues réalisée par l'Argentin Pablo Vazquez avec Blender et publiée sous licence Creative Commons.",
    director: 'Pablo Vazquez',
    release_year: 2013,
    status: 'completed',
    country: 'Argentine, Pays-Bas',
    language: 'Sans dialogue',
    rating: 4.1,
    views_count: 3540,
    is_featured: false,
    is_new: true,
    quality: 'HD 1080p',
    genres: ['seriesAnimees', 'seriesComiques'],
    episodes: [
      {
        season_number: 1,
        episode_number: 1,
        title: 'Llama Drama',
        synopsis: "Koro le lama veut traverser une route de Patagonie, ce qui s'avère bien plus compliqué que prévu.",
        duration_minutes: 2,
        air_date: null,
        search: 'Caminandes Llama Drama',
      },
      {
        season_number: 1,
        episode_number: 2,
        title: 'Gran Dillama',
        synopsis:
          "Koro convoite l'herbe qui pousse de l'autre côté d'une clôture électrique et s'acharne à l'atteindre malgré les décharges.",
        duration_minutes: 3,
        air_date: null,
        search: 'Caminandes Gran Dillama',
      },
      {
        season_number: 1,
        episode_number: 3,
        title: 'Llamigos',
        synopsis:
          "En plein hiver, Koro se dispute les dernières baies avec Oti, un manchot aussi obstiné que lui.",
        duration_minutes: 3,
        air_date: null,
        search: 'Caminandes Llamigos',
      },
    ],
  }),
  series({
    title: 'Oswald le lapin chanceux',
    original_title: 'Oswald the Lucky Rabbit',
    synopsis:
      "Avant Mickey, le lapin Oswald fut la première grande vedette de Walt Disney et Ub Iwerks, dans des dessins animés muets distribués par Universal. Disney perdit les droits du personnage en 1928 et ne les récupéra qu'en 2006. Sélection des premiers épisodes de 1927.",
    director: 'Walt Disney, Ub Iwerks',
    release_year: 1927,
    status: 'completed',
    country: 'États-Unis',
    language: 'Muet',
    rating: 3.9,
    views_count: 2860,
    is_featured: false,
    is_new: true,
    quality: 'HD 720p',
    genres: ['seriesAnimees', 'seriesComiques'],
    episodes: [
      {
        season_number: 1,
        episode_number: 1,
        title: 'Tramway en folie',
        synopsis:
          "Conducteur de tramway, Oswald emmène ses passagers à travers la campagne malgré une vache têtue et un bouc sur les rails, jusqu'à une descente incontrôlable.",
        duration_minutes: 6,
        air_date: '1927-09-05',
        search: 'Oswald Trolley Troubles 1927',
      },
      {
        season_number: 1,
        episode_number: 2,
        title: 'Oh, maîtresse !',
        synopsis:
          "Oswald vient à vélo chercher sa bien-aimée pour l'accompagner à l'école, mais un gros chat malveillant lui dispute ses faveurs.",
        duration_minutes: 6,
        air_date: '1927-09-19',
        search: 'Oswald Oh Teacher 1927',
      },
      {
        season_number: 1,
        episode_number: 3,
        title: 'La Vache mécanique',
        synopsis:
          'Oswald livre le lait avec une vache mécanique et doit secourir sa fiancée, enlevée par des brutes.',
        duration_minutes: 6,
        air_date: '1927-10-03',
        search: 'Oswald The Mechanical Cow 1927',
      },
      {
        season_number: 1,
        episode_number: 4,
        title: 'Gros canons',
        synopsis:
          "Soldat de la Grande Guerre, Oswald affronte l'ennemi dans les tranchées, tandis que sa fiancée, infirmière, le remet sur pied.",
        duration_minutes: 7,
        air_date: '1927-10-17',
        search: 'Oswald Great Guns 1927',
      },
      {
        season_number: 1,
        episode_number: 5,
        title: 'Tout mouillé',
        synopsis:
          "Vendeur de hot-dogs sur la plage, Oswald se fait passer pour maître-nageur afin d'impressionner Fanny, qui feint la noyade pour attirer son attention.",
        duration_minutes: 7,
        air_date: '1927-10-31',
        search: 'Oswald All Wet 1927',
      },
      {
        season_number: 1,
        episode_number: 6,
        title: "La Traversée de l'océan",
        synopsis:
          "Oswald participe à une course aérienne de New York à Paris, inspirée de l'exploit de Lindbergh, contre un rival tricheur, Pat Hibulaire.",
        duration_minutes: 6,
        air_date: '1927-11-14',
        search: 'Oswald The Ocean Hop 1927',
      },
    ],
  }),
  series({
    title: 'Pourquoi nous combattons',
    original_title: 'Why We Fight',
    synopsis:
      "Commandée par l'armée américaine pour expliquer aux soldats l'entrée en guerre des États-Unis, cette série de sept documentaires de propagande supervisée par Frank Capra mêle archives, extraits de films ennemis et cartes animées par les studios Disney. Œuvre du gouvernement fédéral américain, elle est dans le domaine public.",
    director: 'Frank Capra',
    release_year: 1942,
    status: 'completed',
    country: 'États-Unis',
    language: 'Anglais',
    rating: 3.9,
    views_count: 1760,
    is_featured: false,
    is_new: false,
    quality: 'SD',
    genres: ['documentaire', 'guerre'],
    episodes: [
      {
        season_number: 1,
        episode_number: 1,
        title: 'Prélude à la guerre',
        synopsis:
          "De l'invasion de la Mandchourie à la montée des fascismes, le premier film de la série oppose le « monde libre » aux régimes de l'Allemagne, de l'Italie et du Japon. Il a reçu l'Oscar du meilleur documentaire.",
        duration_minutes: 54,
        air_date: null,
        search: 'Why We Fight Prelude to War',
      },
      {
        season_number: 1,
        episode_number: 2,
        title: 'Les nazis attaquent',
        synopsis: "L'ascension d'Hitler, l'Anschluss, les accords de Munich et l'invasion de la Pologne en 1939.",
        duration_minutes: 41,
        air_date: null,
        search: 'Why We Fight The Nazis Strike',
      },
      {
        season_number: 1,
        episode_number: 3,
        title: 'Diviser pour conquérir',
        synopsis:
          "L'offensive allemande de 1940 contre le Danemark, la Norvège, les Pays-Bas et la Belgique, puis la défaite de la France.",
        duration_minutes: 58,
        air_date: null,
        search: 'Why We Fight Divide and Conquer',
      },
      {
        season_number: 1,
        episode_number: 4,
        title: "La Bataille d'Angleterre",
        synopsis:
          "La résistance de la Royal Air Force et de la population britannique face aux bombardements de la Luftwaffe pendant la seconde moitié de 1940.",
        duration_minutes: 55,
        air_date: null,
        search: 'Why We Fight The Battle of Britain',
      },
      {
        season_number: 1,
        episode_number: 5,
        title: 'La Bataille de Russie',
        synopsis:
          "L'invasion allemande de l'Union soviétique, le siège de Leningrad et la bataille de Stalingrad, replacés dans la longue histoire des invasions de la Russie.",
        duration_minutes: 83,
        air_date: null,
        search: 'Why We Fight The Battle of Russia',
      },
      {
        season_number: 1,
        episode_number: 6,
        title: 'La Bataille de Chine',
        synopsis: "L'invasion japonaise de la Chine et la résistance du peuple chinois.",
        duration_minutes: 67,
        air_date: null,
        search: 'Why We Fight The Battle of China',
      },
      {
        season_number: 1,
        episode_number: 7,
        title: "La guerre arrive en Amérique",
        synopsis:
          "L'évolution de l'opinion américaine, de l'isolationnisme des années 1930 jusqu'à l'attaque de Pearl Harbor.",
        duration_minutes: 64,
        air_date: null,
        search: 'Why We Fight War Comes to America',
      },
    ],
  }),
  series({
    title: 'Dreams of the Rarebit Fiend',
    original_title: 'Dreams of the Rarebit Fiend',
    synopsis:
      "Adaptés de sa propre bande dessinée, ces trois courts métrages de Winsor McCay, pionnier de l'animation, racontent les cauchemars provoqués par un plat de Welsh rarebit, du fromage fondu sur pain grillé. McCay les réalisa avec son fils Robert.",
    director: 'Winsor McCay',
    release_year: 1921,
    status: 'completed',
    country: 'États-Unis',
    language: 'Muet',
    rating: 3.8,
    views_count: 870,
    is_featured: false,
    is_new: true,
    quality: 'SD',
    genres: ['seriesAnimees', 'seriesComiques'],
    episodes: [
      {
        season_number: 1,
        episode_number: 1,
        title: 'Le Music-hall des insectes',
        synopsis:
          "Un vagabond s'endort au bord de la route et rêve d'un spectacle de music-hall dont tous les artistes sont des insectes.",
        duration_minutes: 12,
        air_date: null,
        search: 'Winsor McCay Bug Vaudeville',
      },
      {
        season_number: 1,
        episode_number: 2,
        title: "L'Animal de compagnie",
        synopsis:
          'Un couple adopte un petit animal étrange qui dévore tout et grandit jusqu\'à menacer la ville, que l\'armée tente de défendre.',
        duration_minutes: 11,
        air_date: null,
        search: 'Winsor McCay The Pet',
      },
      {
        season_number: 1,
        episode_number: 3,
        title: 'La Maison volante',
        synopsis:
          "Pour échapper à ses créanciers, un homme équipe sa maison d'un moteur et d'une hélice et s'envole avec sa femme jusque dans l'espace.",
        duration_minutes: 12,
        air_date: null,
        search: 'Winsor McCay The Flying House',
      },
    ],
  }),
  series({
    title: 'Les Trois Stooges',
    original_title: 'The Three Stooges',
    synopsis:
      "Moe, Larry et leurs partenaires, Curly puis Shemp, transforment chaque situation en chaos à coups de gifles et de quiproquos dans les courts métrages burlesques produits par Columbia. Cette sélection réunit quatre épisodes tombés dans le domaine public.",
    director: 'Columbia Pictures',
    release_year: 1934,
    status: 'completed',
    country: 'États-Unis',
    language: 'Anglais',
    rating: 3.6,
    views_count: 3940,
    is_featured: false,
    is_new: false,
    quality: 'SD',
    genres: ['seriesComiques'],
    episodes: [
      {
        season_number: 1,
        episode_number: 1,
        title: 'Désordre au tribunal',
        synopsis:
          "Témoins clés au procès d'une danseuse accusée de meurtre, Moe, Larry et Curly transforment l'audience en chaos tout en aidant à démasquer le vrai coupable.",
        duration_minutes: 17,
        air_date: '1936-05-30',
        search: 'Three Stooges Disorder in the Court',
      },
      {
        season_number: 1,
        episode_number: 2,
        title: 'Le Marié sans fiancée',
        synopsis:
          "Shemp doit se marier avant le soir pour hériter de 500 000 dollars. Ses anciennes conquêtes l'éconduisent, jusqu'à ce que la nouvelle de l'héritage les ramène toutes en même temps.",
        duration_minutes: 17,
        air_date: '1947-09-11',
        search: 'Three Stooges Brideless Groom',
      },
      {
        season_number: 1,
        episode_number: 3,
        title: 'Des tailleurs en chasse',
        synopsis:
          "Tailleurs criblés de dettes, les Stooges espèrent toucher la prime promise pour la capture d'un braqueur en cavale, qui vient justement se cacher dans leur boutique.",
        duration_minutes: 17,
        air_date: '1947-10-30',
        search: 'Three Stooges Sing a Song of Six Pants',
      },
      {
        season_number: 1,
        episode_number: 4,
        title: 'Malice au palais',
        synopsis:
          "Les Stooges, restaurateurs, se lancent à la recherche d'un diamant volé et se déguisent pour s'introduire dans le palais de l'émir qui le détient.",
        duration_minutes: 16,
        air_date: '1949-09-01',
        search: 'Three Stooges Malice in the Palace',
      },
    ],
  }),
];
