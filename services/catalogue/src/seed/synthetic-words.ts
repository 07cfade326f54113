/**
 * The French vocabulary synthetic titles, synopses and names are drawn from (seed/synthetic.ts).
 *
 * Sized like a real catalogue's, so that benchmarks see realistic word frequencies: a content word
 * (a noun, an adjective, a place) is found in about 0.5 % to 3 % of the titles and synopses, as in a
 * real catalogue of that size, rather than in one title out of ten, as with a short list. Nouns and
 * adjectives go by gender (article and agreement); adjectives are [masculine, feminine] pairs.
 */
export const NOUNS_M = [
  'Château', 'Dragon', 'Secret', 'Trésor', 'Mystère', 'Samouraï', 'Pirate', 'Cowboy', 'Robot', 'Vampire', 'Fantôme', 'Chevalier',
  'Royaume', 'Voyage', 'Cœur', 'Chemin', 'Horizon', 'Miroir', 'Silence', 'Retour', 'Prince', 'Frère', 'Océan', 'Désert', 'Espion',
  'Détective', 'Musicien', 'Peintre', 'Ange', 'Jardin', 'Fleuve', 'Phare', 'Village', 'Palais', 'Navire', 'Train', 'Hiver', 'Été',
  'Printemps', 'Automne', 'Orage', 'Soleil', 'Volcan', 'Labyrinthe', 'Masque', 'Serment', 'Destin', 'Rêve', 'Songe', 'Regard',
  'Baiser', 'Témoin', 'Complot', 'Procès', 'Duel', 'Exil', 'Héritage', 'Empire', 'Monastère', 'Cirque', 'Carnaval', 'Bal', 'Festin',
  'Loup', 'Renard', 'Corbeau', 'Cheval', 'Tigre', 'Lion', 'Aigle', 'Serpent', 'Géant', 'Sorcier', 'Magicien', 'Alchimiste', 'Marin',
  'Capitaine', 'Soldat', 'Général', 'Roi', 'Empereur', 'Bandit', 'Voleur', 'Juge', 'Médecin', 'Professeur', 'Poète', 'Écrivain',
  'Photographe', 'Boxeur', 'Clown', 'Fugitif', 'Étranger', 'Voisin', 'Orphelin', 'Héros', 'Traître', 'Gardien', 'Berger', 'Pêcheur',
  'Moulin', 'Pont', 'Tunnel', 'Sentier', 'Manoir', 'Grenier', 'Cimetière', 'Marché', 'Hôtel', 'Théâtre', 'Cinéma', 'Café', 'Wagon',
  'Sous-marin', 'Zeppelin', 'Météore', 'Comète', 'Univers', 'Cristal', 'Diamant', 'Parfum', 'Violon', 'Piano', 'Tambour', 'Carnet',
  'Journal', 'Portrait', 'Tableau', 'Médaillon', 'Anneau', 'Sabre', 'Bouclier', 'Calice', 'Parchemin', 'Oracle', 'Démon', 'Golem',
] as const;

export const NOUNS_F = [
  'Nuit', 'Légende', 'Odyssée', 'Sorcière', 'Ombre', 'Tempête', 'Étoile', 'Machine', 'Rivière', 'Forêt', 'Cité', 'Île', 'Sœur',
  'Mémoire', 'Promesse', 'Vengeance', 'Énigme', 'Lumière', 'Montagne', 'Planète', 'Danseuse', 'Reine', 'Princesse', 'Comtesse',
  'Chanteuse', 'Aviatrice', 'Espionne', 'Infirmière', 'Institutrice', 'Veuve', 'Fiancée', 'Mariée', 'Orpheline', 'Étrangère',
  'Voyageuse', 'Guerrière', 'Magicienne', 'Sirène', 'Fée', 'Dame', 'Maison', 'Chambre', 'Porte', 'Fenêtre', 'Clé', 'Lettre',
  'Carte', 'Boussole', 'Horloge', 'Lanterne', 'Couronne', 'Épée', 'Flèche', 'Plume', 'Rose', 'Orchidée', 'Vallée', 'Colline',
  'Falaise', 'Plage', 'Baie', 'Lagune', 'Source', 'Cascade', 'Grotte', 'Mine', 'Tour', 'Citadelle', 'Forteresse', 'Cathédrale',
  'Abbaye', 'Gare', 'Route', 'Frontière', 'Traversée', 'Croisière', 'Course', 'Chasse', 'Fuite', 'Poursuite', 'Guerre', 'Paix',
  'Révolte', 'Révolution', 'Conquête', 'Rencontre', 'Absence', 'Attente', 'Nostalgie', 'Colère', 'Passion', 'Jalousie', 'Honte',
  'Gloire', 'Fortune', 'Chance', 'Aube', 'Aurore', 'Brume', 'Neige', 'Pluie', 'Lune', 'Galaxie', 'Nébuleuse', 'Mer', 'Vague',
  'Marée', 'Bête', 'Louve', 'Panthère', 'Colombe', 'Chouette', 'Baleine', 'Licorne', 'Chimère', 'Poupée', 'Statue', 'Photographie',
  'Symphonie', 'Valse', 'Chanson', 'Mélodie', 'Fanfare', 'Comédie', 'Tragédie', 'Chronique', 'Saga', 'Quête', 'Prophétie', 'Malédiction',
] as const;

/** [masculine, feminine]. */
export const ADJECTIVES = [
  ['perdu', 'perdue'], ['oublié', 'oubliée'], ['éternel', 'éternelle'], ['sauvage', 'sauvage'], ['secret', 'secrète'], ['maudit', 'maudite'],
  ['brisé', 'brisée'], ['doré', 'dorée'], ['noir', 'noire'], ['rouge', 'rouge'], ['blanc', 'blanche'], ['lointain', 'lointaine'],
  ['interdit', 'interdite'], ['invisible', 'invisible'], ['dernier', 'dernière'], ['premier', 'première'], ['fabuleux', 'fabuleuse'],
  ['étrange', 'étrange'], ['silencieux', 'silencieuse'], ['glacé', 'glacée'], ['brûlant', 'brûlante'], ['céleste', 'céleste'],
  ['mécanique', 'mécanique'], ['magique', 'magique'], ['ancien', 'ancienne'], ['nouveau', 'nouvelle'], ['immobile', 'immobile'],
  ['fragile', 'fragile'], ['furieux', 'furieuse'], ['joyeux', 'joyeuse'], ['mélancolique', 'mélancolique'], ['sombre', 'sombre'],
  ['lumineux', 'lumineuse'], ['endormi', 'endormie'], ['disparu', 'disparue'], ['retrouvé', 'retrouvée'], ['enchanté', 'enchantée'],
  ['hanté', 'hantée'], ['sacré', 'sacrée'], ['solitaire', 'solitaire'], ['immense', 'immense'], ['minuscule', 'minuscule'],
  ['rebelle', 'rebelle'], ['fidèle', 'fidèle'], ['cruel', 'cruelle'], ['tendre', 'tendre'], ['amer', 'amère'], ['doux', 'douce'],
  ['infini', 'infinie'], ['impossible', 'impossible'], ['inconnu', 'inconnue'], ['véritable', 'véritable'], ['mystérieux', 'mystérieuse'],
  ['merveilleux', 'merveilleuse'], ['terrible', 'terrible'], ['étincelant', 'étincelante'], ['argenté', 'argentée'], ['pourpre', 'pourpre'],
  ['écarlate', 'écarlate'], ['azur', 'azur'], ['nocturne', 'nocturne'], ['sauvé', 'sauvée'], ['trahi', 'trahie'], ['captif', 'captive'],
  ['libre', 'libre'], ['vivant', 'vivante'], ['mortel', 'mortelle'], ['immortel', 'immortelle'], ['aveugle', 'aveugle'],
  ['tranquille', 'tranquille'], ['orageux', 'orageuse'], ['enneigé', 'enneigée'], ['tropical', 'tropicale'], ['polaire', 'polaire'],
  ['souterrain', 'souterraine'], ['flottant', 'flottante'], ['volant', 'volante'], ['électrique', 'électrique'], ['atomique', 'atomique'],
  ['impérial', 'impériale'], ['royal', 'royale'], ['bohème', 'bohème'], ['parisien', 'parisienne'], ['provençal', 'provençale'],
] as const;

export const PLACES = [
  'Paris', 'Lyon', 'Marseille', 'Tokyo', 'Kyoto', 'Venise', 'Québec', 'Dakar', 'Montréal', 'Bruxelles', 'Genève', 'Alger', 'Istanbul',
  'Lisbonne', 'Séville', 'Prague', 'Berlin', 'Londres', 'New York', 'Osaka', 'Bordeaux', 'Toulouse', 'Nantes', 'Strasbourg', 'Lille',
  'Nice', 'Brest', 'Rouen', 'Avignon', 'Arles', 'Grenoble', 'Chamonix', 'Biarritz', 'Saint-Malo', 'Carcassonne', 'Rome', 'Naples',
  'Florence', 'Madrid', 'Barcelone', 'Vienne', 'Budapest', 'Varsovie', 'Moscou', 'Saint-Pétersbourg', 'Athènes', 'Alexandrie', 'Tunis',
  'Casablanca', 'Marrakech', 'Abidjan', 'Bamako', 'Kinshasa', 'Nairobi', 'Johannesburg', 'Bombay', 'Pékin', 'Shanghai', 'Hong Kong', 'Séoul',
  'Hanoï', 'Saïgon', 'Bangkok', 'Sydney', 'Rio', 'Buenos Aires', 'Mexico', 'Valparaiso', 'Chicago', 'San Francisco', 'Tahiti', 'Reykjavik',
] as const;

export const FIRST_NAMES = [
  'Jean', 'Marie', 'Pierre', 'Agnès', 'François', 'Claire', 'Jacques', 'Chloé', 'Éric', 'Anaïs', 'Hélène', 'Noémie', 'Loïc', 'Zoé',
  'Gaël', 'Aurélien', 'Inès', 'Hiroshi', 'Yuki', 'Mamadou', 'Louise', 'Camille', 'Lucie', 'Julien', 'Thomas', 'Nicolas', 'Antoine',
  'Mathilde', 'Juliette', 'Margot', 'Léa', 'Manon', 'Élise', 'Céline', 'Sophie', 'Isabelle', 'Nathalie', 'Sylvie', 'Béatrice', 'Odile',
  'Paul', 'Louis', 'Victor', 'Hugo', 'Arthur', 'Gabriel', 'Raphaël', 'Étienne', 'Benoît', 'Rémi', 'Yves', 'Marcel', 'Gérard', 'René',
  'Fatou', 'Aïssata', 'Moussa', 'Karim', 'Nadia', 'Samira', 'Youssef', 'Leïla', 'Akira', 'Keiko', 'Sakura', 'Kenji', 'Ana', 'Luis',
  'Giulia', 'Marco', 'Ingrid', 'Lars', 'Olga', 'Ivan', 'Mei', 'Wei', 'Kofi', 'Amara', 'Joséphine', 'Maëlle',
] as const;

export const LAST_NAMES = [
  'Dupont', 'Martin', 'Lefèvre', 'Moreau', 'Girard', 'Bonnet', 'Fournier', 'Rousseau', 'Mercier', 'Lambert', 'Faure', 'Gauthier',
  'Chevalier', 'Roux', 'Bœuf', 'Nakamura', 'Tanaka', 'Diallo', 'Béranger', 'Côté', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard',
  'Petit', 'Durand', 'Leroy', 'Simon', 'Laurent', 'Michel', 'Garcia', 'David', 'Bertrand', 'Vincent', 'Morel', 'Fontaine', 'Blanchard',
  'Guérin', 'Boyer', 'Garnier', 'Perrin', 'Clément', 'Masson', 'Marchand', 'Duval', 'Denis', 'Lemoine', 'Brunet', 'Renaud', 'Picard',
  'Leclerc', 'Caron', 'Arnaud', 'Giraud', 'Barbier', 'Rolland', 'Aubert', 'Colin', 'Vidal', 'Lacroix', 'Tremblay', 'Gagnon', 'Bouchard',
  'Pelletier', 'Ndiaye', 'Traoré', 'Koné', 'Benali', 'Haddad', 'Suzuki', 'Watanabe', 'Yamamoto', 'Kobayashi', 'Rossi', 'Ferrari',
  'Novak', 'Horvat', 'Ivanov', 'Petrov', 'Nguyen', 'Tran', 'Kim', 'Park', 'Santos', 'Silva', 'Müller', 'Schmidt', 'Jansen', 'Dijkstra',
] as const;

/** Who the story follows (no article, either gender). */
export const ROLES = [
  'une jeune peintre', 'un vieux marin', 'un détective privé', 'une violoniste', 'un instituteur de campagne', 'une archéologue',
  'un horloger', 'une infirmière', 'un boxeur à la retraite', 'une journaliste', 'un pilote de ligne', 'une avocate', 'un libraire',
  'une cheffe cuisinière', 'un cheminot', 'une astronome', 'un photographe', 'une romancière', 'un facteur', 'une comédienne',
  'un garçon de douze ans', 'une fillette curieuse', 'un orphelin', 'une veuve', 'un ancien soldat', 'une danseuse étoile',
  'un chauffeur de taxi', 'une scientifique', 'un moine', 'une contrebandière', 'un prestidigitateur', 'une apprentie sorcière',
  'un robot domestique', 'une intelligence artificielle', 'un chevalier errant', 'une reine déchue', 'un samouraï sans maître',
  'une capitaine pirate', 'un vampire centenaire', 'une chasseuse de fantômes', 'un cow-boy solitaire', 'une espionne',
] as const;

export const VERBS = [
  'découvre', 'cherche', 'affronte', 'protège', 'poursuit', 'retrouve', 'perd', 'vole', 'cache', 'défend', 'trahit', 'sauve',
  'traverse', 'explore', 'répare', 'hérite de', 'rêve de', 'enquête sur', 'se lance à la recherche de', 'tombe amoureuse de',
  'tombe amoureux de', 'doit rendre', 'tente de détruire', 'jure de venger', 'essaie de comprendre', 'refuse de quitter',
  'part à la conquête de', 'doit livrer', 'se perd dans', 'fuit', 'ramène', 'construit', 'photographie', 'dessine', 'filme',
] as const;

export const CONNECTORS = [
  'Bientôt', 'Mais', 'Pendant ce temps', 'Des années plus tard', 'Au fil des saisons', 'Une nuit', 'Le lendemain', 'Peu à peu',
  'Contre toute attente', 'Malgré le danger', 'Sans le savoir', 'À son retour', 'Au petit matin', 'Dans le plus grand secret',
  'Avec l’aide d’un inconnu', 'Quand la guerre éclate',
] as const;

export const CLOSINGS = [
  'Une histoire de courage et de loyauté.', 'Un récit d’aventure pour toute la famille.', 'Un conte cruel et drôle à la fois.',
  'Une fresque sur trois générations.', 'Un huis clos haletant.', 'Une comédie douce-amère sur l’amitié.',
  'Un voyage initiatique au bout du monde.', 'Une enquête pleine de fausses pistes.', 'Un drame intime et lumineux.',
  'Une romance contrariée par le destin.', 'Un film d’épouvante à l’ancienne.', 'Une épopée de science-fiction.',
  'Un portrait sensible d’une ville et de ses habitants.', 'Un mélodrame flamboyant.', 'Une satire du monde des affaires.',
  'Une course contre la montre.', 'Un western crépusculaire.', 'Une chronique de l’enfance.', 'Un thriller politique.',
  'Une fable sur la mémoire et l’oubli.', 'Un documentaire poétique sur la mer.', 'Une odyssée musicale.',
  'Une tragédie en cinq actes.', 'Une comédie musicale pleine d’entrain.', 'Un film noir sous la pluie.',
] as const;
