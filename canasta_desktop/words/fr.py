"""French: every word of the game, grouped as `canasta_desktop.words`
explains.  The window's strings are keyed by their English source text.
"""

from __future__ import annotations

from . import Catalogue

WORDS: Catalogue = {
    # ------------------------------------------------------------ the window (Qt contexts)
    'AboutBox': {
        'Canasta and its variants, played offline against bots.':
            'La canasta et ses variantes, jouées hors ligne contre des robots.',
        'Free software under the GNU GPL, version 3 or later. Standard cards: SVG-cards by David Bellot (LGPL 2.1); the Canasta Origen cards are our own drawing.':
            'Logiciel libre sous licence GNU GPL, version 3 ou ultérieure. Cartes classiques : SVG-cards de David Bellot (LGPL 2.1) ; les cartes de Canasta Origen sont dessinées par nos soins.',
        'About Canasta Desktop':
            'À propos de Canasta Desktop',
    },
    'AskGuard': {
        'before drawing, only a lucky draw could let them all go':
            'avant de piocher, seule une pioche chanceuse permettrait de toutes les poser',
        'your side does not have the canasta(s) needed to go out':
            "votre camp n'a pas la ou les canastas qu'il faut pour sortir",
        'they cannot all be melded this turn':
            'elles ne peuvent pas toutes être posées à ce tour',
        'your foot is still to be played':
            'votre pied reste à jouer',
        'Your cards cannot go out this turn: {why}.':
            'Vos cartes ne peuvent pas sortir à ce tour : {why}.',
        'If {partner} says “yes”, you must go out this turn; if you do not, your team loses {points} points (§1 Going out).':
            'Si {partner} répond « oui », vous devez sortir à ce tour ; sinon, votre équipe perd {points} points (§1 Sortir).',
        'May I go out?':
            'Puis-je sortir ?',
        'Ask {partner} anyway?':
            'Demander quand même à {partner} ?',
        'Ask anyway':
            'Demander quand même',
        'Do not ask':
            'Ne pas demander',
    },
    'DealEndDialog': {
        'Melded cards':
            'Cartes étalées',
        'Canasta bonuses':
            'Primes de canasta',
        'Sol':
            'Sol',
        'Red threes':
            '3 rouges',
        'Going out':
            'Sortie',
        'Cards left in hand':
            'Cartes restées en main',
        'Penalties':
            'Pénalités',
        'Tiles':
            'Dalles',
        'End of the deal':
            'Fin de la donne',
        'Next deal':
            'Donne suivante',
        'New game':
            'Nouvelle partie',
        'you went out concealed':
            'vous êtes sorti(e) en surprise',
        'you went out':
            'vous êtes sorti(e)',
        '{name} went out concealed':
            '{name} est sorti(e) en surprise',
        '{name} went out':
            '{name} est sorti(e)',
        'Deal {n}: {reason}':
            'Donne {n} : {reason}',
        'This deal':
            'Cette donne',
        'Running total':
            'Total cumulé',
        'The game is over: a tie.':
            'La partie est terminée : égalité.',
        'The game is over: {names} win.':
            'La partie est terminée : victoire de {names}.',
        '%n deal(s) left to play.': (
            'Encore %n donne à jouer.',
            'Encore %n donnes à jouer.',
        ),
        'Cards left':
            'Cartes restantes',
        'Points':
            'Points',
        'Penalty: {name}, {why}: −{points}':
            'Pénalité : {name}, {why} : −{points}',
    },
    'EventText': {
        'aces':
            'as',
        'kings':
            'rois',
        'queens':
            'dames',
        'jacks':
            'valets',
        'tens':
            '10',
        'nines':
            '9',
        'eights':
            '8',
        'sevens':
            '7',
        'sixes':
            '6',
        'fives':
            '5',
        'fours':
            '4',
        'black threes':
            '3 noirs',
        'went out':
            'sortie',
        'the stock ran out':
            'le talon est épuisé',
        'the last card of the stock was a red three':
            'la dernière carte du talon était un 3 rouge',
        'joker':
            'Fou',
        'You draw {cards}':
            'Vous piochez {cards}',
        '{name} draws %n card(s)': (
            '{name} pioche %n carte',
            '{name} pioche %n cartes',
        ),
        'You discard {cards}':
            'Vous écartez {cards}',
        '{name} discards {cards}':
            '{name} écarte {cards}',
        'You meld {what}: {cards}':
            'Vous étalez des {what} : {cards}',
        '{name} melds {what}: {cards}':
            '{name} étale des {what} : {cards}',
        'You add to {what}: {cards}':
            'Vous ajoutez aux {what} : {cards}',
        '{name} adds to {what}: {cards}':
            '{name} ajoute aux {what} : {cards}',
        'You take the pile (%n card(s))': (
            'Vous prenez la pile (%n carte)',
            'Vous prenez la pile (%n cartes)',
        ),
        '{name} takes the pile (%n card(s))': (
            '{name} prend la pile (%n carte)',
            '{name} prend la pile (%n cartes)',
        ),
        'You lay a Sol':
            'Vous posez un Sol',
        '{name} lays a Sol':
            '{name} pose un Sol',
        'You lay a red three':
            'Vous posez un 3 rouge',
        '{name} lays a red three':
            '{name} pose un 3 rouge',
        '{name}: “{partner}, may I go out?”':
            '{name} : « {partner}, puis-je sortir ? »',
        '{name}: “Yes.”':
            '{name} : « Oui. »',
        '{name}: “No.”':
            '{name} : « Non. »',
        'You choose your hand':
            'Vous choisissez votre main',
        '{name} chooses a hand':
            '{name} choisit sa main',
        'You pick up your foot':
            'Vous prenez votre queue',
        '{name} picks up the foot':
            '{name} prend sa queue',
        'You place a tile: {rank}':
            'Vous posez une dalle : {rank}',
        '{name} places a tile: {rank}':
            '{name} pose une dalle : {rank}',
        'You are the isolated hand':
            'Vous êtes la main isolée',
        '{name} is the isolated hand':
            '{name} est la main isolée',
        'You went out concealed: the deal is over':
            'Vous sortez en surprise : la donne est terminée',
        'You went out: the deal is over':
            'Vous sortez : la donne est terminée',
        '{name} went out concealed: the deal is over':
            '{name} sort en surprise : la donne est terminée',
        '{name} went out: the deal is over':
            '{name} sort : la donne est terminée',
        'The deal is over: {reason}':
            'La donne est terminée : {reason}',
        'add {cards} to your {what}':
            'ajoutez {cards} à vos {what}',
        'meld {what}: {cards}':
            'étalez des {what} : {cards}',
        'draw from the stock':
            'piochez au talon',
        'end the deal: the stock is empty':
            'terminez la donne : le talon est vide',
        'discard {card}':
            'écartez {card}',
        'take the pile with {cards}':
            'prenez la pile avec {cards}',
        'take the pile':
            'prenez la pile',
        'ask your partner whether you may go out':
            'demandez à votre partenaire « puis-je sortir ? »',
        'answer yes: {name} may go out':
            'répondez oui : {name} peut sortir',
        'answer no: {name} may not go out yet':
            'répondez non : {name} ne peut pas encore sortir',
        'play packet {n} first':
            "jouez d'abord le paquet {n}",
        'place a tile: {what}':
            'posez une dalle : {what}',
        ': {meld}':
            ' : {meld}',
        '{cards} added to the {what}':
            '{cards} ajouté(s) aux {what}',
        'the {what} melded: {cards}':
            '{what} posés : {cards}',
        'You draw a Sol and lay it':
            'Vous piochez un Sol et le posez',
        '{name} draws a Sol and lays it':
            '{name} pioche un Sol et le pose',
        'You draw a red three and lay it':
            'Vous piochez un trois rouge et le posez',
        '{name} draws a red three and lays it':
            '{name} pioche un trois rouge et le pose',
        'told “yes” but did not go out (§1 Going out)':
            '« oui » reçu sans sortir (§1 Sortir)',
        'You were told “yes” but did not go out: your team loses {points} points':
            "On vous a dit « oui » mais vous n'êtes pas sorti : votre équipe perd {points} points",
        "{name} was told “yes” but did not go out: {name}'s team loses {points} points":
            "{name} a eu « oui » mais n'est pas sorti : l'équipe de {name} perd {points} points",
        'Penalty ({why}): your team loses {points} points':
            'Pénalité ({why}) : votre équipe perd {points} points',
        "Penalty ({why}): {name}'s team loses {points} points":
            "Pénalité ({why}) : l'équipe de {name} perd {points} points",
    },
    'GameController': {
        'You':
            'Vous',
        'West':
            'Ouest',
        'North':
            'Nord',
        'East':
            'Est',
        'Player {n}':
            'Joueur {n}',
    },
    'GoOutPrompt': {
        '{name} asks: “Partner, may I go out?”':
            '{name} demande : « Partenaire, puis-je sortir ? »',
        'You hold %n card(s). If you say yes, {name} must go out and the cards left in your hand count against your team.': (
            'Vous avez %n carte en main. Si vous dites oui, {name} doit sortir, et les cartes qui vous restent comptent contre votre équipe.',
            'Vous avez %n cartes en main. Si vous dites oui, {name} doit sortir, et les cartes qui vous restent comptent contre votre équipe.',
        ),
        'May I go out?':
            'Puis-je sortir ?',
    },
    'HintPresenter': {
        'Hint: {advice} — {reason}':
            'Conseil : {advice} — {reason}',
        'Looking for a hint…':
            "Recherche d'un conseil…",
        'Hint: {advice}':
            'Conseil : {advice}',
        'No hint is available for this position.':
            "Aucun conseil n'est disponible pour cette position.",
    },
    'HistoryDialog': {
        'Past games and statistics':
            'Parties passées et statistiques',
        'Figures are for your side (the first player). Points per deal and canastas count every game; games, wins and the best game count finished games.':
            'Les chiffres sont ceux de votre camp (le premier joueur). Les points par donne et les canastas comptent toutes les parties ; les parties, les victoires et la meilleure partie ne comptent que les parties terminées.',
        '&Score sheet…':
            '&Feuille de marque…',
        '&Reset statistics…':
            '&Remettre les statistiques à zéro…',
        '&Games':
            '&Parties',
        'S&tatistics':
            'S&tatistiques',
        'Reset the statistics of every variant? Past games stay in the history.':
            "Remettre à zéro les statistiques de toutes les variantes ? Les parties passées restent dans l'historique.",
        'Reset the statistics of %1? Past games stay in the history.':
            "Remettre à zéro les statistiques de %1 ? Les parties passées restent dans l'historique.",
    },
    'HistoryModel': {
        'Date':
            'Date',
        'Variant':
            'Variante',
        'Players':
            'Joueurs',
        'Deals':
            'Donnes',
        'Scores':
            'Scores',
        'Result':
            'Résultat',
        'in progress':
            'en cours',
        'tie':
            'égalité',
        'won, by %1':
            'gagnée, de %1',
        '%2 won, by %1':
            '%2 gagne, de %1',
    },
    'MainWindow': {
        'At the table':
            'À la table',
        '&Game':
            '&Partie',
        '&New game…':
            '&Nouvelle partie…',
        '&Restart with the same settings':
            '&Recommencer avec les mêmes réglages',
        '&Continue the last game':
            '&Continuer la dernière partie',
        '&Open a saved game…':
            '&Ouvrir une partie enregistrée…',
        'Sa&ve the game as…':
            'Enregistrer la partie &sous…',
        'Score sh&eet':
            'F&euille de marque',
        'Print the score s&heet…':
            'Imprimer la feuille de &marque…',
        'Print a &blank score pad…':
            'Imprimer une feuille de marque vier&ge…',
        'Past &games and statistics…':
            'Parties &jouées et statistiques…',
        '&Ask partner: may I go out?':
            '&Demander au partenaire : puis-je sortir ?',
        'Announce a &tile for the selected rank':
            'Annoncer une &dalle pour la hauteur choisie',
        '&Sort the hand':
            '&Trier la main',
        'By &rank':
            'Par &hauteur',
        'By &usefulness':
            'Par &utilité',
        'By s&uit':
            'Par &couleur',
        'By &hand (drag cards)':
            'À la &main (glisser les cartes)',
        'Animation s&peed':
            "&Vitesse d'animation",
        '&Quit':
            '&Quitter',
        '&Edit':
            'É&dition',
        '&Undo':
            '&Annuler',
        '&Help':
            '&Aide',
        '&Hint':
            '&Conseil',
        '&Rules of this variant':
            '&Règles de cette variante',
        '&About Canasta Desktop':
            'À &propos de Canasta Desktop',
        'The last game goes on where it stopped':
            "La dernière partie reprend là où elle s'était arrêtée",
        'There is no other unfinished game to continue':
            "Il n'y a pas d'autre partie en cours à continuer",
        '“{title}” goes on where it was saved':
            '« {title} » reprend là où elle a été enregistrée',
        '{variant}, deal {deal}':
            '{variant}, donne {deal}',
        'There is no game to save':
            "Il n'y a pas de partie à enregistrer",
        'Save the game as':
            'Enregistrer la partie sous',
        'Name of the saved game:':
            'Nom de la partie enregistrée :',
        'The game could not be saved: {reason}':
            "La partie n'a pas pu être enregistrée : {reason}",
        'Saved as “{name}”':
            'Enregistrée sous « {name} »',
        'A saved game named “{name}” exists already. Replace it?':
            'Une partie enregistrée nommée « {name} » existe déjà. La remplacer ?',
        'There is no game to show':
            "Il n'y a pas de partie à montrer",
        'Some saved games could not be read:':
            "Certaines parties enregistrées n'ont pas pu être lues :",
        'You take back the round: your turn starts again':
            'Vous reprenez le tour de table : votre tour recommence',
        'You take back your last move':
            'Vous reprenez votre dernier coup',
        '{name} says yes: you must go out now':
            '{name} dit oui : vous devez sortir maintenant',
        '{name} says no':
            '{name} dit non',
        '&Undo: take back the round':
            '&Annuler : reprendre le tour de table',
        'The deal is over':
            'La donne est terminée',
        'You sit this deal out: {name} is playing…':
            'Vous ne jouez pas cette donne : {name} joue…',
        'A bot is playing for you…':
            'Un robot joue pour vous…',
        '{name} is choosing a packet…':
            '{name} choisit un tas…',
        '{name} is playing…':
            '{name} joue…',
        'Choose your hand: click one of the two packets':
            "Choisissez votre main : cliquez sur l'un des deux tas",
        'Your turn: click the stock ({draw}), or select cards and click the pile ({take})':
            'À vous : cliquez sur le talon ({draw}), ou choisissez des cartes et cliquez sur la pile ({take})',
        'The stock is empty: take the pile, or click the stock to end the deal':
            'Le talon est vide : prenez la pile, ou cliquez sur le talon pour finir la donne',
        'Meld: drag cards to “new meld” (M) · Tile: drag a card to “tile” (A) · Discard: drag one to the pile':
            'Étaler : glissez des cartes sur « étaler » (M) · Dalle : glissez une carte sur « dalle » (A) · Écarter : glissez-en une sur la pile',
        'Meld: drag cards to “new meld” (M) · Discard: drag one to the pile':
            'Étaler : glissez des cartes sur « étaler » (M) · Écarter : glissez-en une sur la pile',
        '{name} asks whether they may go out':
            "{name} demande s'il peut sortir",
        'The last game could not be continued: {reason}':
            "La dernière partie n'a pas pu être reprise : {reason}",
        'read-only: another window saves the games':
            'lecture seule : une autre fenêtre enregistre les parties',
        'Autosaves of finished games removed: %1 (their score sheets stay in the history)':
            "Sauvegardes automatiques de parties terminées supprimées : %1 (leurs feuilles de marque restent dans l'historique)",
        'Another Canasta Desktop window uses this data folder: only one may save games in it.':
            'Une autre fenêtre de Canasta Desktop utilise ce dossier de données : une seule peut y enregistrer les parties.',
        'Open read-only':
            'Ouvrir en lecture seule',
        'Quit':
            'Quitter',
        'Some settings could not be used and were reset: %1':
            "Certains réglages n'ont pas pu être utilisés et ont été remis à leur valeur par défaut : %1",
        'This game goes on: Continue resumes a game once this one is over':
            'Cette partie continue : « Continuer » reprend une partie une fois celle-ci terminée',
        'To open, drag one or several melds together to “new meld” (M): their points add up (minimum {n})':
            "Pour ouvrir, glissez une ou plusieurs combinaisons ensemble sur « étaler » (M) : leurs points s'additionnent (minimum {n})",
        "A saved game's name may have at most %1 characters and no control characters.":
            "Le nom d'une partie enregistrée peut avoir au plus %1 caractères et aucun caractère de contrôle.",
    },
    'OpenGameDialog': {
        'Open a saved game':
            'Ouvrir une partie enregistrée',
        'There is no saved game yet.':
            "Aucune partie enregistrée pour l'instant.",
        '&Open':
            '&Ouvrir',
        '&Delete':
            '&Supprimer',
        'Delete the saved game “%1”? This cannot be undone.':
            'Supprimer la partie enregistrée « %1 » ? Impossible de revenir en arrière.',
    },
    'RulesDialog': {
        '%n player(s)': (
            '%n joueur',
            '%n joueurs',
        ),
        '%n cards dealt to each': (
            '%n carte distribuée à chacun',
            '%n cartes distribuées à chacun',
        ),
        '%n cards in the deck': (
            '%n carte dans le jeu',
            '%n cartes dans le jeu',
        ),
        '%n deals': (
            '%n donne',
            '%n donnes',
        ),
        'game to {n} points':
            'partie en {n} points',
        'yes':
            'oui',
        'no':
            'non',
        'House rules':
            'Règles maison',
        'Rules of this variant':
            'Règles de cette variante',
        'move along your hand':
            'se déplacer dans la main',
        'Space':
            'Espace',
        'select or unselect a card':
            'choisir ou laisser une carte',
        'draw from the stock':
            'piocher au talon',
        'take the pile with the selected cards':
            'prendre la défausse avec les cartes choisies',
        'meld the selected cards (one meld or several)':
            'poser les cartes choisies (une combinaison ou plusieurs)',
        'Origen: announce a tile for the selected rank':
            'Origen : annoncer une dalle pour le rang choisi',
        'Enter, X':
            'Entrée, X',
        'discard the card under the focus':
            'défausser la carte sous le curseur',
        'Tête et Queue: choose the first or the second packet':
            'Tête et Queue : choisir le premier ou le second paquet',
        'Esc':
            'Échap',
        'clear the selection':
            'tout laisser',
        'At the table':
            'À la table',
        'To open, you may lay several melds at once: select the cards of all of them and drop them together on “new meld” (or press M). Their points count together towards the opening minimum.':
            "Pour ouvrir, vous pouvez poser plusieurs combinaisons à la fois : choisissez les cartes de toutes et déposez-les ensemble sur « étaler » (ou appuyez sur M). Leurs points s'additionnent pour le minimum d'ouverture.",
        'Keyboard shortcuts':
            'Raccourcis clavier',
    },
    'SaveListModel': {
        'Name':
            'Nom',
        'Variant':
            'Variante',
        'Players':
            'Joueurs',
        'Date':
            'Date',
        'Deal':
            'Donne',
        'Scores':
            'Scores',
        'Autosave':
            'Sauvegarde automatique',
        '%1 (finished)':
            '%1 (terminée)',
    },
    'SaveProblem': {
        '“%1” is damaged or was cut short and cannot be read.':
            '« %1 » est endommagé ou incomplet et ne peut pas être lu.',
        '“%1” is not a Canasta Desktop saved game.':
            "« %1 » n'est pas une partie enregistrée de Canasta Desktop.",
        '“%1” was saved by a newer version of Canasta Desktop: update Canasta Desktop to open it. The file was left as it is.':
            "« %1 » a été enregistré par une version plus récente de Canasta Desktop : mettez Canasta Desktop à jour pour l'ouvrir. Le fichier a été laissé tel quel.",
        '“%1” does not hold a game that can be replayed.':
            '« %1 » ne contient pas une partie qui puisse être rejouée.',
        'It was moved aside as “%1”.':
            'Il a été mis de côté sous le nom « %1 ».',
        '“%1” cannot be opened (no permission, or not a file). The file was left as it is.':
            "« %1 » ne peut pas être ouvert (pas d'autorisation, ou ce n'est pas un fichier). Le fichier a été laissé tel quel.",
    },
    'ScoreSheetWindow': {
        'Print pre&view…':
            '&Aperçu avant impression…',
        '&Print…':
            '&Imprimer…',
        'Export P&DF…':
            'Exporter en P&DF…',
        '&Close':
            '&Fermer',
        'No printer is installed: Print writes a PDF file instead, and Export PDF always works.':
            "Aucune imprimante n'est installée : Imprimer écrit un fichier PDF à la place, et Exporter en PDF fonctionne toujours.",
        'Saved %n page(s) to %1': (
            '%n page enregistrée dans %1',
            '%n pages enregistrées dans %1',
        ),
        'Export the score sheet as PDF':
            'Exporter la feuille de marque en PDF',
        'PDF files (*.pdf)':
            'Fichiers PDF (*.pdf)',
        'The PDF could not be written: %1':
            "Impossible d'écrire le PDF : %1",
        'Print preview — %1':
            'Aperçu avant impression — %1',
        'Print the score sheet':
            'Imprimer la feuille de marque',
        'Sent %n page(s) to the printer': (
            "%n page envoyée à l'imprimante",
            "%n pages envoyées à l'imprimante",
        ),
    },
    'SeatingDialog': {
        "Each player draws a card: the best card chooses a seat and plays first, the next best sits as that player's partner.":
            'Chaque joueur tire une carte : la meilleure choisit sa place et joue en premier, la suivante prend la place de son partenaire.',
        'Each player draws a card: the best card plays first, the others follow in the order of their cards.':
            "Chaque joueur tire une carte : la meilleure joue en premier, les autres suivent dans l'ordre de leurs cartes.",
        'a joker: draws again':
            'un Fou : tire à nouveau',
        'one of the first or last four cards: draws again':
            'une des quatre premières ou dernières cartes : tire à nouveau',
        'the same card as another player: draws again':
            "la même carte qu'un autre joueur : tire à nouveau",
        'Round {n}':
            'Tirage {n}',
        'You draw {card}: {why}':
            'Vous tirez {card} : {why}',
        '{name} draws {card}: {why}':
            '{name} tire {card} : {why}',
        'You draw {card}':
            'Vous tirez {card}',
        '{name} draws {card}':
            '{name} tire {card}',
        "You drew the best card: you are l'aîné and play first":
            "Vous avez tiré la meilleure carte : vous êtes l'aîné et jouez en premier",
        "{name} drew the best card: l'aîné, plays first":
            "{name} a tiré la meilleure carte : l'aîné, joue en premier",
        'You deal first':
            'Vous donnez en premier',
        '{name} deals first':
            '{name} donne en premier',
        'Team {letter}: {names}':
            'Équipe {letter} : {names}',
        'Seating draw':
            'Tirage des places',
        'Play':
            'Jouer',
    },
    'Settings': {
        'You':
            'Vous',
    },
    'SettingsDialog': {
        'You (human)':
            'Vous (humain)',
        'Easy':
            'Facile',
        'Medium':
            'Moyen',
        'Hard':
            'Difficile',
        'Greedy':
            'Glouton',
        'Random':
            'Au hasard',
        'Instant':
            'Instantanée',
        'Fast':
            'Rapide',
        'Normal':
            'Normale',
        'Slow':
            'Lente',
        'Standard cards':
            'Cartes classiques',
        'Canasta Origen cards':
            'Cartes de Canasta Origen',
        'New game':
            'Nouvelle partie',
        'Game':
            'Partie',
        'Variant:':
            'Variante :',
        'Players:':
            'Joueurs :',
        'Teams:':
            'Équipes :',
        'Players and bots':
            'Joueurs et robots',
        'Player {n}':
            'Joueur {n}',
        'House rules':
            'Règles maison',
        'Table':
            'Table',
        'Animation speed:':
            "Vitesse d'animation :",
        'Cards:':
            'Cartes :',
        'Language:':
            'Langue :',
        'Draw seats at the start of a game (otherwise everyone sits as listed)':
            "Tirer les places au début de la partie (sinon chacun s'assied dans l'ordre de la liste)",
        '%n player(s)': (
            '%n joueur',
            '%n joueurs',
        ),
        'No house rules for this variant.':
            'Pas de règle maison pour cette variante.',
        'team drawn':
            'équipe tirée',
        'team {letter}':
            'équipe {letter}',
        'Canasta Origen is played with its own cards':
            'Canasta Origen se joue avec ses propres cartes',
        'A name may have at most %1 characters.':
            'Un nom peut avoir au plus %1 caractères.',
        'A name may not hold control characters or characters that cannot be written.':
            'Un nom ne peut pas contenir de caractères de contrôle ni de caractères qui ne peuvent pas être écrits.',
        'Allow taking back a whole round against bots (Undo goes back to the start of your previous turn, never over a card you have seen since)':
            "Permettre de reprendre tout un tour de table contre les robots (Annuler revient au début de votre tour précédent, jamais au-delà d'une carte que vous avez vue depuis)",
    },
    'SidePanel': {
        'Partner, may I go out?':
            'Partenaire, puis-je sortir ?',
        'Ask your partner before going out (§1 Going out)':
            'Demandez à votre partenaire avant de sortir (§1 Sortir)',
        'What happened':
            "Ce qui s'est passé",
        '— Deal {n} —':
            '— Donne {n} —',
        'You sit this deal out and watch.':
            'Vous ne jouez pas cette donne : vous regardez.',
        'Deal {n}':
            'Donne {n}',
        'Us':
            'Nous',
        'Them':
            'Eux',
        'opened':
            'ouvert',
        'not opened':
            'pas ouvert',
        'Sol: {n}':
            'Sol : {n}',
        'Red threes: {n}':
            '3 rouges : {n}',
        'Canastas: {n}':
            'Canastas : {n}',
        'Tiles: {n}':
            'Dalles : {n}',
        'Scores: {scores}':
            'Scores : {scores}',
        'Score: <b>{n}</b>':
            'Score : <b>{n}</b>',
        'Opening minimum: <b>{n}</b> ({opened})':
            "Minimum d'ouverture : <b>{n}</b> ({opened})",
        'Sitting out: {names}':
            'Ne joue pas cette donne : {names}',
        'Cards in hand':
            'Cartes en main',
        'Cards in the foot':
            'Cartes dans la queue',
        'Isolated hand: {name}':
            'Main isolée : {name}',
        'frozen for you':
            'gelée pour vous',
        'not frozen':
            'pas gelée',
        '<b>Stock:</b> {n} cards':
            '<b>Talon :</b> {n} cartes',
        '<b>Pile:</b> %n card(s), {state}': (
            '<b>Pile :</b> %n carte, {state}',
            '<b>Pile :</b> %n cartes, {state}',
        ),
    },
    'StatisticsModel': {
        'Variant':
            'Variante',
        'Games':
            'Parties',
        'Wins':
            'Victoires',
        'Points per deal':
            'Points par donne',
        'Canastas':
            'Canastas',
        'Best game':
            'Meilleure partie',
    },
    'TableKeys': {
        ('D', 'key: draw from the stock'):
            'P',
        ('T', 'key: take the discard pile'):
            'R',
    },
    'TableScene': {
        '+\nnew\nmeld':
            '+\nétaler',
        '{name}\n%n card(s)': (
            '{name}\n%n carte',
            '{name}\n%n cartes',
        ),
        '{name}\nchoose your hand':
            '{name}\nchoisissez votre main',
        'isolated hand':
            'main isolée',
        'Packet {n} · %n card(s)': (
            'Tas {n} · %n carte',
            'Tas {n} · %n cartes',
        ),
        'Click the packet to play first:\nthe other one is your foot':
            "Cliquez sur le tas à jouer d'abord :\nl'autre sera votre queue",
        'choosing…':
            'choisit…',
        '%n card(s)': (
            '%n carte',
            '%n cartes',
        ),
        'foot\n{n}':
            'queue\n{n}',
        'Stock\n{n}':
            'Talon\n{n}',
        'Pile{frozen}\n{n}':
            'Pile{frozen}\n{n}',
        'Us: {names}':
            'Nous : {names}',
        'opened':
            'ouvert',
        'needs {n} to open':
            'ouvre à {n}',
        '%n canasta(s)': (
            '%n canasta',
            '%n canastas',
        ),
        '+ tile':
            '+ dalle',
        '%n tile(s)': (
            '%n dalle',
            '%n dalles',
        ),
        'Tiles placed: {ranks}':
            'Dalles posées : {ranks}',
        'pure':
            'pure',
        'mixed':
            'impure',
        '%n cards': (
            '%n carte',
            '%n cartes',
        ),
        'You\nsit this deal out':
            'Vous ne jouez\npas cette donne',
        '{name}\nsits this deal out':
            '{name}\nne joue pas cette donne',
    },
    'TableTalk': {
        'a wild card was discarded: frozen for everybody':
            'un passe-partout a été écarté : gelée pour tous',
        'a wild card was turned up: frozen for everybody':
            'un passe-partout a été retourné : gelée pour tous',
        'in this variant the pile is always taken with a natural pair':
            'dans cette variante, la pile se prend toujours avec une paire naturelle',
        'a wild card is on top: nobody can take the pile':
            'un passe-partout est dessus : personne ne peut prendre la pile',
        'a red three is on top: nobody can take the pile':
            'un 3 rouge est dessus : personne ne peut prendre la pile',
        'a red three was turned up: frozen for everybody':
            'un 3 rouge a été retourné : gelée pour tous',
        'your team has not opened: frozen for you':
            "votre équipe n'a pas ouvert : gelée pour vous",
        'you have not opened: frozen for you':
            "vous n'avez pas ouvert : gelée pour vous",
        'a Retener is on top: the next player cannot take it':
            'un Retener est dessus : le joueur suivant ne peut pas la prendre',
        'a black three is on top: the next player cannot take it':
            'un 3 noir est dessus : le joueur suivant ne peut pas la prendre',
        'The deal is over.':
            'La donne est terminée.',
        '{asker} asks you: may I go out?':
            '{asker} vous demande : puis-je sortir ?',
        '{name} answers {asker}: may I go out?':
            '{name} répond à {asker} : puis-je sortir ?',
        'Choose the packet you play first.':
            "Choisissez le tas que vous jouez d'abord.",
        '{name} chooses a packet.':
            '{name} choisit un tas.',
        'Your turn: draw, or take the pile.':
            'À vous : piochez, ou prenez la pile.',
        '{name} draws or takes the pile.':
            '{name} pioche ou prend la pile.',
        'The stock is empty: take the pile, or end the deal.':
            'Le talon est vide : prenez la pile, ou finissez la donne.',
        '{name} takes the pile or ends the deal (the stock is empty).':
            '{name} prend la pile ou finit la donne (le talon est vide).',
        'Meld, then discard.':
            'Étalez, puis écartez.',
        '{name} melds and discards.':
            '{name} étale et écarte.',
    },
}
