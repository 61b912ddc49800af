<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>AboutBox</name>
    <message>
        <source>Canasta and its variants, played offline against bots.</source>
        <translation>La canasta et ses variantes, jouées hors ligne contre des robots.</translation>
    </message>
    <message>
        <source>Free software under the GNU GPL, version 3 or later. Standard cards: SVG-cards by David Bellot (LGPL 2.1); the Canasta Origen cards are our own drawing.</source>
        <translation>Logiciel libre sous licence GNU GPL, version 3 ou ultérieure. Cartes classiques : SVG-cards de David Bellot (LGPL 2.1) ; les cartes de Canasta Origen sont dessinées par nos soins.</translation>
    </message>
    <message>
        <source>About Canasta Desktop</source>
        <translation>À propos de Canasta Desktop</translation>
    </message>
</context>
<context>
    <name>DealEndDialog</name>
    <message>
        <source>Melded cards</source>
        <translation>Cartes étalées</translation>
    </message>
    <message>
        <source>Canasta bonuses</source>
        <translation>Primes de canasta</translation>
    </message>
    <message>
        <source>Sol</source>
        <translation>Sol</translation>
    </message>
    <message>
        <source>Red threes</source>
        <translation>3 rouges</translation>
    </message>
    <message>
        <source>Going out</source>
        <translation>Sortie</translation>
    </message>
    <message>
        <source>Cards left in hand</source>
        <translation>Cartes restées en main</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Pénalités</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Dalles</translation>
    </message>
    <message>
        <source>End of the deal</source>
        <translation>Fin de la donne</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Donne suivante</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>you went out concealed</source>
        <translation>vous êtes sorti(e) en surprise</translation>
    </message>
    <message>
        <source>you went out</source>
        <translation>vous êtes sorti(e)</translation>
    </message>
    <message>
        <source>{name} went out concealed</source>
        <translation>{name} est sorti(e) en surprise</translation>
    </message>
    <message>
        <source>{name} went out</source>
        <translation>{name} est sorti(e)</translation>
    </message>
    <message>
        <source>Deal {n}: {reason}</source>
        <translation>Donne {n} : {reason}</translation>
    </message>
    <message>
        <source>This deal</source>
        <translation>Cette donne</translation>
    </message>
    <message>
        <source>Running total</source>
        <translation>Total cumulé</translation>
    </message>
    <message>
        <source>The game is over: a tie.</source>
        <translation>La partie est terminée : égalité.</translation>
    </message>
    <message>
        <source>The game is over: {names} win.</source>
        <translation>La partie est terminée : victoire de {names}.</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) left to play.</source>
        <translation>
            <numerusform>Encore %n donne à jouer.</numerusform>
            <numerusform>Encore %n donnes à jouer.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Cartes restantes</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Penalty: {name}, {why}: −{points}</source>
        <translation>Pénalité : {name}, {why} : −{points}</translation>
    </message>
</context>
<context>
    <name>EventText</name>
    <message>
        <source>aces</source>
        <translation>as</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>rois</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>dames</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>valets</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>10</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>9</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>8</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>7</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>6</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>5</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>4</translation>
    </message>
    <message>
        <source>black threes</source>
        <translation>3 noirs</translation>
    </message>
    <message>
        <source>went out</source>
        <translation>sortie</translation>
    </message>
    <message>
        <source>the stock ran out</source>
        <translation>le talon est épuisé</translation>
    </message>
    <message>
        <source>the last card of the stock was a red three</source>
        <translation>la dernière carte du talon était un 3 rouge</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>Fou</translation>
    </message>
    <message>
        <source>You draw {cards}</source>
        <translation>Vous piochez {cards}</translation>
    </message>
    <message numerus="yes">
        <source>{name} draws %n card(s)</source>
        <translation>
            <numerusform>{name} pioche %n carte</numerusform>
            <numerusform>{name} pioche %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>You discard {cards}</source>
        <translation>Vous écartez {cards}</translation>
    </message>
    <message>
        <source>{name} discards {cards}</source>
        <translation>{name} écarte {cards}</translation>
    </message>
    <message>
        <source>You meld {what}: {cards}</source>
        <translation>Vous étalez des {what} : {cards}</translation>
    </message>
    <message>
        <source>{name} melds {what}: {cards}</source>
        <translation>{name} étale des {what} : {cards}</translation>
    </message>
    <message>
        <source>You add to {what}: {cards}</source>
        <translation>Vous ajoutez aux {what} : {cards}</translation>
    </message>
    <message>
        <source>{name} adds to {what}: {cards}</source>
        <translation>{name} ajoute aux {what} : {cards}</translation>
    </message>
    <message numerus="yes">
        <source>You take the pile (%n card(s))</source>
        <translation>
            <numerusform>Vous prenez la pile (%n carte)</numerusform>
            <numerusform>Vous prenez la pile (%n cartes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} takes the pile (%n card(s))</source>
        <translation>
            <numerusform>{name} prend la pile (%n carte)</numerusform>
            <numerusform>{name} prend la pile (%n cartes)</numerusform>
        </translation>
    </message>
    <message>
        <source>You lay a Sol</source>
        <translation>Vous posez un Sol</translation>
    </message>
    <message>
        <source>{name} lays a Sol</source>
        <translation>{name} pose un Sol</translation>
    </message>
    <message>
        <source>You lay a red three</source>
        <translation>Vous posez un 3 rouge</translation>
    </message>
    <message>
        <source>{name} lays a red three</source>
        <translation>{name} pose un 3 rouge</translation>
    </message>
    <message>
        <source>{name}: “{partner}, may I go out?”</source>
        <translation>{name} : « {partner}, puis-je sortir ? »</translation>
    </message>
    <message>
        <source>{name}: “Yes.”</source>
        <translation>{name} : « Oui. »</translation>
    </message>
    <message>
        <source>{name}: “No.”</source>
        <translation>{name} : « Non. »</translation>
    </message>
    <message>
        <source>{name}&apos;s team loses {points} points</source>
        <translation>L&apos;équipe de {name} perd {points} points</translation>
    </message>
    <message>
        <source>You choose your hand</source>
        <translation>Vous choisissez votre main</translation>
    </message>
    <message>
        <source>{name} chooses a hand</source>
        <translation>{name} choisit sa main</translation>
    </message>
    <message>
        <source>You pick up your foot</source>
        <translation>Vous prenez votre queue</translation>
    </message>
    <message>
        <source>{name} picks up the foot</source>
        <translation>{name} prend sa queue</translation>
    </message>
    <message>
        <source>You place a tile: {rank}</source>
        <translation>Vous posez une dalle : {rank}</translation>
    </message>
    <message>
        <source>{name} places a tile: {rank}</source>
        <translation>{name} pose une dalle : {rank}</translation>
    </message>
    <message>
        <source>You are the isolated hand</source>
        <translation>Vous êtes la main isolée</translation>
    </message>
    <message>
        <source>{name} is the isolated hand</source>
        <translation>{name} est la main isolée</translation>
    </message>
    <message>
        <source>You went out concealed: the deal is over</source>
        <translation>Vous sortez en surprise : la donne est terminée</translation>
    </message>
    <message>
        <source>You went out: the deal is over</source>
        <translation>Vous sortez : la donne est terminée</translation>
    </message>
    <message>
        <source>{name} went out concealed: the deal is over</source>
        <translation>{name} sort en surprise : la donne est terminée</translation>
    </message>
    <message>
        <source>{name} went out: the deal is over</source>
        <translation>{name} sort : la donne est terminée</translation>
    </message>
    <message>
        <source>The deal is over: {reason}</source>
        <translation>La donne est terminée : {reason}</translation>
    </message>
    <message>
        <source>add {cards} to your {what}</source>
        <translation>ajoutez {cards} à vos {what}</translation>
    </message>
    <message>
        <source>meld {what}: {cards}</source>
        <translation>étalez des {what} : {cards}</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>piochez au talon</translation>
    </message>
    <message>
        <source>end the deal: the stock is empty</source>
        <translation>terminez la donne : le talon est vide</translation>
    </message>
    <message>
        <source>discard {card}</source>
        <translation>écartez {card}</translation>
    </message>
    <message>
        <source>take the pile with {cards}</source>
        <translation>prenez la pile avec {cards}</translation>
    </message>
    <message>
        <source>take the pile</source>
        <translation>prenez la pile</translation>
    </message>
    <message>
        <source>ask your partner whether you may go out</source>
        <translation>demandez à votre partenaire « puis-je sortir ? »</translation>
    </message>
    <message>
        <source>answer yes: {name} may go out</source>
        <translation>répondez oui : {name} peut sortir</translation>
    </message>
    <message>
        <source>answer no: {name} may not go out yet</source>
        <translation>répondez non : {name} ne peut pas encore sortir</translation>
    </message>
    <message>
        <source>play packet {n} first</source>
        <translation>jouez d&apos;abord le paquet {n}</translation>
    </message>
    <message>
        <source>place a tile: {what}</source>
        <translation>posez une dalle : {what}</translation>
    </message>
    <message>
        <source>: {meld}</source>
        <translation> : {meld}</translation>
    </message>
    <message>
        <source>{cards} added to the {what}</source>
        <translation>{cards} ajouté(s) aux {what}</translation>
    </message>
    <message>
        <source>the {what} melded: {cards}</source>
        <translation>{what} posés : {cards}</translation>
    </message>
    <message>
        <source>You draw a Sol and lay it</source>
        <translation>Vous piochez un Sol et le posez</translation>
    </message>
    <message>
        <source>{name} draws a Sol and lays it</source>
        <translation>{name} pioche un Sol et le pose</translation>
    </message>
    <message>
        <source>You draw a red three and lay it</source>
        <translation>Vous piochez un trois rouge et le posez</translation>
    </message>
    <message>
        <source>{name} draws a red three and lays it</source>
        <translation>{name} pioche un trois rouge et le pose</translation>
    </message>
    <message>
        <source>told “yes” but did not go out (§1 Going out)</source>
        <translation>« oui » reçu sans sortir (§1 Sortir)</translation>
    </message>
    <message>
        <source>You were told “yes” but did not go out: your team loses {points} points</source>
        <translation>On vous a dit « oui » mais vous n&apos;êtes pas sorti : votre équipe perd {points} points</translation>
    </message>
    <message>
        <source>{name} was told “yes” but did not go out: {name}&apos;s team loses {points} points</source>
        <translation>{name} a eu « oui » mais n&apos;est pas sorti : l&apos;équipe de {name} perd {points} points</translation>
    </message>
    <message>
        <source>Penalty ({why}): your team loses {points} points</source>
        <translation>Pénalité ({why}) : votre équipe perd {points} points</translation>
    </message>
    <message>
        <source>Penalty ({why}): {name}&apos;s team loses {points} points</source>
        <translation>Pénalité ({why}) : l&apos;équipe de {name} perd {points} points</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Ouest</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Joueur {n}</translation>
    </message>
</context>
<context>
    <name>GoOutPrompt</name>
    <message>
        <source>{name} asks: “Partner, may I go out?”</source>
        <translation>{name} demande : « Partenaire, puis-je sortir ? »</translation>
    </message>
    <message numerus="yes">
        <source>You hold %n card(s). If you say yes, {name} must go out and the cards left in your hand count against your team.</source>
        <translation>
            <numerusform>Vous avez %n carte en main. Si vous dites oui, {name} doit sortir, et les cartes qui vous restent comptent contre votre équipe.</numerusform>
            <numerusform>Vous avez %n cartes en main. Si vous dites oui, {name} doit sortir, et les cartes qui vous restent comptent contre votre équipe.</numerusform>
        </translation>
    </message>
    <message>
        <source>May I go out?</source>
        <translation>Puis-je sortir ?</translation>
    </message>
</context>
<context>
    <name>HintPresenter</name>
    <message>
        <source>Hint: {advice} — {reason}</source>
        <translation>Conseil : {advice} — {reason}</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Recherche d&apos;un conseil…</translation>
    </message>
    <message>
        <source>Hint: {advice}</source>
        <translation>Conseil : {advice}</translation>
    </message>
    <message>
        <source>No hint is available for this position.</source>
        <translation>Aucun conseil n&apos;est disponible pour cette position.</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Past games and statistics</source>
        <translation>Parties passées et statistiques</translation>
    </message>
    <message>
        <source>Figures are for your side (the first player). Points per deal and canastas count every game; games, wins and the best game count finished games.</source>
        <translation>Les chiffres sont ceux de votre camp (le premier joueur). Les points par donne et les canastas comptent toutes les parties ; les parties, les victoires et la meilleure partie ne comptent que les parties terminées.</translation>
    </message>
    <message>
        <source>&amp;Score sheet…</source>
        <translation>&amp;Feuille de marque…</translation>
    </message>
    <message>
        <source>&amp;Reset statistics…</source>
        <translation>&amp;Remettre les statistiques à zéro…</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>&amp;Parties</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>S&amp;tatistiques</translation>
    </message>
    <message>
        <source>Reset the statistics of every variant? Past games stay in the history.</source>
        <translation>Remettre à zéro les statistiques de toutes les variantes ? Les parties passées restent dans l&apos;historique.</translation>
    </message>
    <message>
        <source>Reset the statistics of %1? Past games stay in the history.</source>
        <translation>Remettre à zéro les statistiques de %1 ? Les parties passées restent dans l&apos;historique.</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Donnes</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>égalité</translation>
    </message>
    <message>
        <source>won, by %1</source>
        <translation>gagnée, de %1</translation>
    </message>
    <message>
        <source>%2 won, by %1</source>
        <translation>%2 gagne, de %1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>At the table</source>
        <translation>À la table</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Restart with the same settings</source>
        <translation>&amp;Recommencer avec les mêmes réglages</translation>
    </message>
    <message>
        <source>&amp;Continue the last game</source>
        <translation>&amp;Continuer la dernière partie</translation>
    </message>
    <message>
        <source>&amp;Open a saved game…</source>
        <translation>&amp;Ouvrir une partie enregistrée…</translation>
    </message>
    <message>
        <source>Sa&amp;ve the game as…</source>
        <translation>Enregistrer la partie &amp;sous…</translation>
    </message>
    <message>
        <source>Score sh&amp;eet</source>
        <translation>F&amp;euille de marque</translation>
    </message>
    <message>
        <source>Print the score s&amp;heet…</source>
        <translation>Imprimer la feuille de &amp;marque…</translation>
    </message>
    <message>
        <source>Print a &amp;blank score pad…</source>
        <translation>Imprimer une feuille de marque vier&amp;ge…</translation>
    </message>
    <message>
        <source>Past &amp;games and statistics…</source>
        <translation>Parties &amp;jouées et statistiques…</translation>
    </message>
    <message>
        <source>&amp;Ask partner: may I go out?</source>
        <translation>&amp;Demander au partenaire : puis-je sortir ?</translation>
    </message>
    <message>
        <source>Announce a &amp;tile for the selected rank</source>
        <translation>Annoncer une &amp;dalle pour la hauteur choisie</translation>
    </message>
    <message>
        <source>&amp;Sort the hand</source>
        <translation>&amp;Trier la main</translation>
    </message>
    <message>
        <source>By &amp;rank</source>
        <translation>Par &amp;hauteur</translation>
    </message>
    <message>
        <source>By &amp;usefulness</source>
        <translation>Par &amp;utilité</translation>
    </message>
    <message>
        <source>By s&amp;uit</source>
        <translation>Par &amp;couleur</translation>
    </message>
    <message>
        <source>By &amp;hand (drag cards)</source>
        <translation>À la &amp;main (glisser les cartes)</translation>
    </message>
    <message>
        <source>Animation s&amp;peed</source>
        <translation>&amp;Vitesse d&apos;animation</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <source>&amp;Rules of this variant</source>
        <translation>&amp;Règles de cette variante</translation>
    </message>
    <message>
        <source>&amp;About Canasta Desktop</source>
        <translation>À &amp;propos de Canasta Desktop</translation>
    </message>
    <message>
        <source>The last game goes on where it stopped</source>
        <translation>La dernière partie reprend là où elle s&apos;était arrêtée</translation>
    </message>
    <message>
        <source>There is no other unfinished game to continue</source>
        <translation>Il n&apos;y a pas d&apos;autre partie en cours à continuer</translation>
    </message>
    <message>
        <source>“{title}” goes on where it was saved</source>
        <translation>« {title} » reprend là où elle a été enregistrée</translation>
    </message>
    <message>
        <source>{variant}, deal {deal}</source>
        <translation>{variant}, donne {deal}</translation>
    </message>
    <message>
        <source>There is no game to save</source>
        <translation>Il n&apos;y a pas de partie à enregistrer</translation>
    </message>
    <message>
        <source>Save the game as</source>
        <translation>Enregistrer la partie sous</translation>
    </message>
    <message>
        <source>Name of the saved game:</source>
        <translation>Nom de la partie enregistrée :</translation>
    </message>
    <message>
        <source>The game could not be saved: {reason}</source>
        <translation>La partie n&apos;a pas pu être enregistrée : {reason}</translation>
    </message>
    <message>
        <source>Saved as “{name}”</source>
        <translation>Enregistrée sous « {name} »</translation>
    </message>
    <message>
        <source>A saved game named “{name}” exists already. Replace it?</source>
        <translation>Une partie enregistrée nommée « {name} » existe déjà. La remplacer ?</translation>
    </message>
    <message>
        <source>There is no game to show</source>
        <translation>Il n&apos;y a pas de partie à montrer</translation>
    </message>
    <message>
        <source>Some saved games could not be read:</source>
        <translation>Certaines parties enregistrées n&apos;ont pas pu être lues :</translation>
    </message>
    <message>
        <source>You take back the round: your turn starts again</source>
        <translation>Vous reprenez le tour de table : votre tour recommence</translation>
    </message>
    <message>
        <source>You take back your last move</source>
        <translation>Vous reprenez votre dernier coup</translation>
    </message>
    <message>
        <source>{name} says yes: you must go out now</source>
        <translation>{name} dit oui : vous devez sortir maintenant</translation>
    </message>
    <message>
        <source>{name} says no</source>
        <translation>{name} dit non</translation>
    </message>
    <message>
        <source>&amp;Undo: take back the round</source>
        <translation>&amp;Annuler : reprendre le tour de table</translation>
    </message>
    <message>
        <source>The deal is over</source>
        <translation>La donne est terminée</translation>
    </message>
    <message>
        <source>You sit this deal out: {name} is playing…</source>
        <translation>Vous ne jouez pas cette donne : {name} joue…</translation>
    </message>
    <message>
        <source>A bot is playing for you…</source>
        <translation>Un robot joue pour vous…</translation>
    </message>
    <message>
        <source>{name} is choosing a packet…</source>
        <translation>{name} choisit un tas…</translation>
    </message>
    <message>
        <source>{name} is playing…</source>
        <translation>{name} joue…</translation>
    </message>
    <message>
        <source>Choose your hand: click one of the two packets</source>
        <translation>Choisissez votre main : cliquez sur l&apos;un des deux tas</translation>
    </message>
    <message>
        <source>Your turn: click the stock ({draw}), or select cards and click the pile ({take})</source>
        <translation>À vous : cliquez sur le talon ({draw}), ou choisissez des cartes et cliquez sur la pile ({take})</translation>
    </message>
    <message>
        <source>The stock is empty: take the pile, or click the stock to end the deal</source>
        <translation>Le talon est vide : prenez la pile, ou cliquez sur le talon pour finir la donne</translation>
    </message>
    <message>
        <source>Meld: drag cards to “new meld” (M) · Tile: drag a card to “tile” (A) · Discard: drag one to the pile</source>
        <translation>Étaler : glissez des cartes sur « étaler » (M) · Dalle : glissez une carte sur « dalle » (A) · Écarter : glissez-en une sur la pile</translation>
    </message>
    <message>
        <source>Meld: drag cards to “new meld” (M) · Discard: drag one to the pile</source>
        <translation>Étaler : glissez des cartes sur « étaler » (M) · Écarter : glissez-en une sur la pile</translation>
    </message>
    <message>
        <source>{name} asks whether they may go out</source>
        <translation>{name} demande s&apos;il peut sortir</translation>
    </message>
    <message>
        <source>The last game could not be continued: {reason}</source>
        <translation>La dernière partie n&apos;a pas pu être reprise : {reason}</translation>
    </message>
    <message>
        <source>read-only: another window saves the games</source>
        <translation>lecture seule : une autre fenêtre enregistre les parties</translation>
    </message>
    <message>
        <source>Autosaves of finished games removed: %1 (their score sheets stay in the history)</source>
        <translation>Sauvegardes automatiques de parties terminées supprimées : %1 (leurs feuilles de marque restent dans l&apos;historique)</translation>
    </message>
    <message>
        <source>Another Canasta Desktop window uses this data folder: only one may save games in it.</source>
        <translation>Une autre fenêtre de Canasta Desktop utilise ce dossier de données : une seule peut y enregistrer les parties.</translation>
    </message>
    <message>
        <source>Open read-only</source>
        <translation>Ouvrir en lecture seule</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Some settings could not be used and were reset: %1</source>
        <translation>Certains réglages n&apos;ont pas pu être utilisés et ont été remis à leur valeur par défaut : %1</translation>
    </message>
    <message>
        <source>This game goes on: Continue resumes a game once this one is over</source>
        <translation>Cette partie continue : « Continuer » reprend une partie une fois celle-ci terminée</translation>
    </message>
    <message>
        <source>To open, drag one or several melds together to “new meld” (M): their points add up (minimum {n})</source>
        <translation>Pour ouvrir, glissez une ou plusieurs combinaisons ensemble sur « étaler » (M) : leurs points s&apos;additionnent (minimum {n})</translation>
    </message>
    <message>
        <source>A saved game&apos;s name may have at most %1 characters and no control characters.</source>
        <translation>Le nom d&apos;une partie enregistrée peut avoir au plus %1 caractères et aucun caractère de contrôle.</translation>
    </message>
</context>
<context>
    <name>OpenGameDialog</name>
    <message>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <source>There is no saved game yet.</source>
        <translation>Aucune partie enregistrée pour l&apos;instant.</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Delete the saved game “%1”? This cannot be undone.</source>
        <translation>Supprimer la partie enregistrée « %1 » ? Impossible de revenir en arrière.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards dealt to each</source>
        <translation>
            <numerusform>%n carte distribuée à chacun</numerusform>
            <numerusform>%n cartes distribuées à chacun</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards in the deck</source>
        <translation>
            <numerusform>%n carte dans le jeu</numerusform>
            <numerusform>%n cartes dans le jeu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deals</source>
        <translation>
            <numerusform>%n donne</numerusform>
            <numerusform>%n donnes</numerusform>
        </translation>
    </message>
    <message>
        <source>game to {n} points</source>
        <translation>partie en {n} points</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Règles maison</translation>
    </message>
    <message>
        <source>Rules of this variant</source>
        <translation>Règles de cette variante</translation>
    </message>
    <message>
        <source>move along your hand</source>
        <translation>se déplacer dans la main</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espace</translation>
    </message>
    <message>
        <source>select or unselect a card</source>
        <translation>choisir ou laisser une carte</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>piocher au talon</translation>
    </message>
    <message>
        <source>take the pile with the selected cards</source>
        <translation>prendre la défausse avec les cartes choisies</translation>
    </message>
    <message>
        <source>meld the selected cards (one meld or several)</source>
        <translation>poser les cartes choisies (une combinaison ou plusieurs)</translation>
    </message>
    <message>
        <source>Origen: announce a tile for the selected rank</source>
        <translation>Origen : annoncer une dalle pour le rang choisi</translation>
    </message>
    <message>
        <source>Enter, X</source>
        <translation>Entrée, X</translation>
    </message>
    <message>
        <source>discard the card under the focus</source>
        <translation>défausser la carte sous le curseur</translation>
    </message>
    <message>
        <source>Tête et Queue: choose the first or the second packet</source>
        <translation>Tête et Queue : choisir le premier ou le second paquet</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>clear the selection</source>
        <translation>tout laisser</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>À la table</translation>
    </message>
    <message>
        <source>To open, you may lay several melds at once: select the cards of all of them and drop them together on “new meld” (or press M). Their points count together towards the opening minimum.</source>
        <translation>Pour ouvrir, vous pouvez poser plusieurs combinaisons à la fois : choisissez les cartes de toutes et déposez-les ensemble sur « étaler » (ou appuyez sur M). Leurs points s&apos;additionnent pour le minimum d&apos;ouverture.</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
</context>
<context>
    <name>SaveListModel</name>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>Autosave</source>
        <translation>Sauvegarde automatique</translation>
    </message>
    <message>
        <source>%1 (finished)</source>
        <translation>%1 (terminée)</translation>
    </message>
</context>
<context>
    <name>SaveProblem</name>
    <message>
        <source>“%1” is damaged or was cut short and cannot be read.</source>
        <translation>« %1 » est endommagé ou incomplet et ne peut pas être lu.</translation>
    </message>
    <message>
        <source>“%1” is not a Canasta Desktop saved game.</source>
        <translation>« %1 » n&apos;est pas une partie enregistrée de Canasta Desktop.</translation>
    </message>
    <message>
        <source>“%1” was saved by a newer version of Canasta Desktop: update Canasta Desktop to open it. The file was left as it is.</source>
        <translation>« %1 » a été enregistré par une version plus récente de Canasta Desktop : mettez Canasta Desktop à jour pour l&apos;ouvrir. Le fichier a été laissé tel quel.</translation>
    </message>
    <message>
        <source>“%1” does not hold a game that can be replayed.</source>
        <translation>« %1 » ne contient pas une partie qui puisse être rejouée.</translation>
    </message>
    <message>
        <source>It was moved aside as “%1”.</source>
        <translation>Il a été mis de côté sous le nom « %1 ».</translation>
    </message>
    <message>
        <source>“%1” cannot be opened (no permission, or not a file). The file was left as it is.</source>
        <translation>« %1 » ne peut pas être ouvert (pas d&apos;autorisation, ou ce n&apos;est pas un fichier). Le fichier a été laissé tel quel.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetWindow</name>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>&amp;Aperçu avant impression…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>Exporter en P&amp;DF…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>No printer is installed: Print writes a PDF file instead, and Export PDF always works.</source>
        <translation>Aucune imprimante n&apos;est installée : Imprimer écrit un fichier PDF à la place, et Exporter en PDF fonctionne toujours.</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n page(s) to %1</source>
        <translation>
            <numerusform>%n page enregistrée dans %1</numerusform>
            <numerusform>%n pages enregistrées dans %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the score sheet as PDF</source>
        <translation>Exporter la feuille de marque en PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The PDF could not be written: %1</source>
        <translation>Impossible d&apos;écrire le PDF : %1</translation>
    </message>
    <message>
        <source>Print preview — %1</source>
        <translation>Aperçu avant impression — %1</translation>
    </message>
    <message>
        <source>Print the score sheet</source>
        <translation>Imprimer la feuille de marque</translation>
    </message>
    <message numerus="yes">
        <source>Sent %n page(s) to the printer</source>
        <translation>
            <numerusform>%n page envoyée à l&apos;imprimante</numerusform>
            <numerusform>%n pages envoyées à l&apos;imprimante</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeatingDialog</name>
    <message>
        <source>Each player draws a card: the best card chooses a seat and plays first, the next best sits as that player&apos;s partner.</source>
        <translation>Chaque joueur tire une carte : la meilleure choisit sa place et joue en premier, la suivante prend la place de son partenaire.</translation>
    </message>
    <message>
        <source>Each player draws a card: the best card plays first, the others follow in the order of their cards.</source>
        <translation>Chaque joueur tire une carte : la meilleure joue en premier, les autres suivent dans l&apos;ordre de leurs cartes.</translation>
    </message>
    <message>
        <source>a joker: draws again</source>
        <translation>un Fou : tire à nouveau</translation>
    </message>
    <message>
        <source>one of the first or last four cards: draws again</source>
        <translation>une des quatre premières ou dernières cartes : tire à nouveau</translation>
    </message>
    <message>
        <source>the same card as another player: draws again</source>
        <translation>la même carte qu&apos;un autre joueur : tire à nouveau</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Tirage {n}</translation>
    </message>
    <message>
        <source>You draw {card}: {why}</source>
        <translation>Vous tirez {card} : {why}</translation>
    </message>
    <message>
        <source>{name} draws {card}: {why}</source>
        <translation>{name} tire {card} : {why}</translation>
    </message>
    <message>
        <source>You draw {card}</source>
        <translation>Vous tirez {card}</translation>
    </message>
    <message>
        <source>{name} draws {card}</source>
        <translation>{name} tire {card}</translation>
    </message>
    <message>
        <source>You drew the best card: you are l&apos;aîné and play first</source>
        <translation>Vous avez tiré la meilleure carte : vous êtes l&apos;aîné et jouez en premier</translation>
    </message>
    <message>
        <source>{name} drew the best card: l&apos;aîné, plays first</source>
        <translation>{name} a tiré la meilleure carte : l&apos;aîné, joue en premier</translation>
    </message>
    <message>
        <source>You deal first</source>
        <translation>Vous donnez en premier</translation>
    </message>
    <message>
        <source>{name} deals first</source>
        <translation>{name} donne en premier</translation>
    </message>
    <message>
        <source>Team {letter}: {names}</source>
        <translation>Équipe {letter} : {names}</translation>
    </message>
    <message>
        <source>Seating draw</source>
        <translation>Tirage des places</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>You (human)</source>
        <translation>Vous (humain)</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>Glouton</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Au hasard</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instantanée</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Standard cards</source>
        <translation>Cartes classiques</translation>
    </message>
    <message>
        <source>Canasta Origen cards</source>
        <translation>Cartes de Canasta Origen</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Variante :</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Joueurs :</translation>
    </message>
    <message>
        <source>Teams:</source>
        <translation>Équipes :</translation>
    </message>
    <message>
        <source>Players and bots</source>
        <translation>Joueurs et robots</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Joueur {n}</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Règles maison</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>Vitesse d&apos;animation :</translation>
    </message>
    <message>
        <source>Cards:</source>
        <translation>Cartes :</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Langue :</translation>
    </message>
    <message>
        <source>Draw seats at the start of a game (otherwise everyone sits as listed)</source>
        <translation>Tirer les places au début de la partie (sinon chacun s&apos;assied dans l&apos;ordre de la liste)</translation>
    </message>
    <message>
        <source>Allow taking back a whole round against bots (Undo goes back to the start of your previous turn)</source>
        <translation>Permettre de reprendre tout un tour de table contre les robots (Annuler revient au début de votre tour précédent)</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>No house rules for this variant.</source>
        <translation>Pas de règle maison pour cette variante.</translation>
    </message>
    <message>
        <source>team drawn</source>
        <translation>équipe tirée</translation>
    </message>
    <message>
        <source>team {letter}</source>
        <translation>équipe {letter}</translation>
    </message>
    <message>
        <source>Canasta Origen is played with its own cards</source>
        <translation>Canasta Origen se joue avec ses propres cartes</translation>
    </message>
    <message>
        <source>A name may have at most %1 characters.</source>
        <translation>Un nom peut avoir au plus %1 caractères.</translation>
    </message>
    <message>
        <source>A name may not hold control characters or characters that cannot be written.</source>
        <translation>Un nom ne peut pas contenir de caractères de contrôle ni de caractères qui ne peuvent pas être écrits.</translation>
    </message>
    <message>
        <source>Allow taking back a whole round against bots (Undo goes back to the start of your previous turn, never over a card you have seen since)</source>
        <translation>Permettre de reprendre tout un tour de table contre les robots (Annuler revient au début de votre tour précédent, jamais au-delà d&apos;une carte que vous avez vue depuis)</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Partner, may I go out?</source>
        <translation>Partenaire, puis-je sortir ?</translation>
    </message>
    <message>
        <source>Ask your partner before going out (§1 Going out)</source>
        <translation>Demandez à votre partenaire avant de sortir (§1 Sortir)</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Ce qui s&apos;est passé</translation>
    </message>
    <message>
        <source>— Deal {n} —</source>
        <translation>— Donne {n} —</translation>
    </message>
    <message>
        <source>You sit this deal out and watch.</source>
        <translation>Vous ne jouez pas cette donne : vous regardez.</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>Donne {n}</translation>
    </message>
    <message>
        <source>Us</source>
        <translation>Nous</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Eux</translation>
    </message>
    <message>
        <source>opened</source>
        <translation>ouvert</translation>
    </message>
    <message>
        <source>not opened</source>
        <translation>pas ouvert</translation>
    </message>
    <message>
        <source>Sol: {n}</source>
        <translation>Sol : {n}</translation>
    </message>
    <message>
        <source>Red threes: {n}</source>
        <translation>3 rouges : {n}</translation>
    </message>
    <message>
        <source>Canastas: {n}</source>
        <translation>Canastas : {n}</translation>
    </message>
    <message>
        <source>Tiles: {n}</source>
        <translation>Dalles : {n}</translation>
    </message>
    <message>
        <source>Scores: {scores}</source>
        <translation>Scores : {scores}</translation>
    </message>
    <message>
        <source>Score: &lt;b&gt;{n}&lt;/b&gt;</source>
        <translation>Score : &lt;b&gt;{n}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Opening minimum: &lt;b&gt;{n}&lt;/b&gt; ({opened})</source>
        <translation>Minimum d&apos;ouverture : &lt;b&gt;{n}&lt;/b&gt; ({opened})</translation>
    </message>
    <message>
        <source>Sitting out: {names}</source>
        <translation>Ne joue pas cette donne : {names}</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>Cartes en main</translation>
    </message>
    <message>
        <source>Cards in the foot</source>
        <translation>Cartes dans la queue</translation>
    </message>
    <message>
        <source>Isolated hand: {name}</source>
        <translation>Main isolée : {name}</translation>
    </message>
    <message>
        <source>frozen for you</source>
        <translation>gelée pour vous</translation>
    </message>
    <message>
        <source>not frozen</source>
        <translation>pas gelée</translation>
    </message>
    <message>
        <source>&lt;b&gt;Stock:&lt;/b&gt; {n} cards</source>
        <translation>&lt;b&gt;Talon :&lt;/b&gt; {n} cartes</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Pile:&lt;/b&gt; %n card(s), {state}</source>
        <translation>
            <numerusform>&lt;b&gt;Pile :&lt;/b&gt; %n carte, {state}</numerusform>
            <numerusform>&lt;b&gt;Pile :&lt;/b&gt; %n cartes, {state}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsModel</name>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Points per deal</source>
        <translation>Points par donne</translation>
    </message>
    <message>
        <source>Canastas</source>
        <translation>Canastas</translation>
    </message>
    <message>
        <source>Best game</source>
        <translation>Meilleure partie</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>+
new
meld</source>
        <translation>+
étaler</translation>
    </message>
    <message numerus="yes">
        <source>{name}
%n card(s)</source>
        <translation>
            <numerusform>{name}
%n carte</numerusform>
            <numerusform>{name}
%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}
choose your hand</source>
        <translation>{name}
choisissez votre main</translation>
    </message>
    <message>
        <source>isolated hand</source>
        <translation>main isolée</translation>
    </message>
    <message numerus="yes">
        <source>Packet {n} · %n card(s)</source>
        <translation>
            <numerusform>Tas {n} · %n carte</numerusform>
            <numerusform>Tas {n} · %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Click the packet to play first:
the other one is your foot</source>
        <translation>Cliquez sur le tas à jouer d&apos;abord :
l&apos;autre sera votre queue</translation>
    </message>
    <message>
        <source>choosing…</source>
        <translation>choisit…</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>foot
{n}</source>
        <translation>queue
{n}</translation>
    </message>
    <message>
        <source>Stock
{n}</source>
        <translation>Talon
{n}</translation>
    </message>
    <message>
        <source>Pile{frozen}
{n}</source>
        <translation>Pile{frozen}
{n}</translation>
    </message>
    <message>
        <source>Us: {names}</source>
        <translation>Nous : {names}</translation>
    </message>
    <message>
        <source>opened</source>
        <translation>ouvert</translation>
    </message>
    <message>
        <source>needs {n} to open</source>
        <translation>ouvre à {n}</translation>
    </message>
    <message numerus="yes">
        <source>%n canasta(s)</source>
        <translation>
            <numerusform>%n canasta</numerusform>
            <numerusform>%n canastas</numerusform>
        </translation>
    </message>
    <message>
        <source>+ tile</source>
        <translation>+ dalle</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n dalle</numerusform>
            <numerusform>%n dalles</numerusform>
        </translation>
    </message>
    <message>
        <source>Tiles placed: {ranks}</source>
        <translation>Dalles posées : {ranks}</translation>
    </message>
    <message>
        <source>pure</source>
        <translation>pure</translation>
    </message>
    <message>
        <source>mixed</source>
        <translation>impure</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>You
sit this deal out</source>
        <translation>Vous ne jouez
pas cette donne</translation>
    </message>
    <message>
        <source>{name}
sits this deal out</source>
        <translation>{name}
ne joue pas cette donne</translation>
    </message>
</context>
<context>
    <name>TableKeys</name>
    <message>
        <source>D</source>
        <comment>key: draw from the stock</comment>
        <translation>P</translation>
    </message>
    <message>
        <source>T</source>
        <comment>key: take the discard pile</comment>
        <translation>R</translation>
    </message>
</context>
<context>
    <name>TableTalk</name>
    <message>
        <source>a wild card was discarded: frozen for everybody</source>
        <translation>un passe-partout a été écarté : gelée pour tous</translation>
    </message>
    <message>
        <source>a wild card was turned up: frozen for everybody</source>
        <translation>un passe-partout a été retourné : gelée pour tous</translation>
    </message>
    <message>
        <source>in this variant the pile is always taken with a natural pair</source>
        <translation>dans cette variante, la pile se prend toujours avec une paire naturelle</translation>
    </message>
    <message>
        <source>a wild card is on top: nobody can take the pile</source>
        <translation>un passe-partout est dessus : personne ne peut prendre la pile</translation>
    </message>
    <message>
        <source>a red three is on top: nobody can take the pile</source>
        <translation>un 3 rouge est dessus : personne ne peut prendre la pile</translation>
    </message>
    <message>
        <source>a red three was turned up: frozen for everybody</source>
        <translation>un 3 rouge a été retourné : gelée pour tous</translation>
    </message>
    <message>
        <source>your team has not opened: frozen for you</source>
        <translation>votre équipe n&apos;a pas ouvert : gelée pour vous</translation>
    </message>
    <message>
        <source>you have not opened: frozen for you</source>
        <translation>vous n&apos;avez pas ouvert : gelée pour vous</translation>
    </message>
    <message>
        <source>a Retener is on top: the next player cannot take it</source>
        <translation>un Retener est dessus : le joueur suivant ne peut pas la prendre</translation>
    </message>
    <message>
        <source>a black three is on top: the next player cannot take it</source>
        <translation>un 3 noir est dessus : le joueur suivant ne peut pas la prendre</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>La donne est terminée.</translation>
    </message>
    <message>
        <source>{asker} asks you: may I go out?</source>
        <translation>{asker} vous demande : puis-je sortir ?</translation>
    </message>
    <message>
        <source>{name} answers {asker}: may I go out?</source>
        <translation>{name} répond à {asker} : puis-je sortir ?</translation>
    </message>
    <message>
        <source>Choose the packet you play first.</source>
        <translation>Choisissez le tas que vous jouez d&apos;abord.</translation>
    </message>
    <message>
        <source>{name} chooses a packet.</source>
        <translation>{name} choisit un tas.</translation>
    </message>
    <message>
        <source>Your turn: draw, or take the pile.</source>
        <translation>À vous : piochez, ou prenez la pile.</translation>
    </message>
    <message>
        <source>{name} draws or takes the pile.</source>
        <translation>{name} pioche ou prend la pile.</translation>
    </message>
    <message>
        <source>The stock is empty: take the pile, or end the deal.</source>
        <translation>Le talon est vide : prenez la pile, ou finissez la donne.</translation>
    </message>
    <message>
        <source>{name} takes the pile or ends the deal (the stock is empty).</source>
        <translation>{name} prend la pile ou finit la donne (le talon est vide).</translation>
    </message>
    <message>
        <source>Meld, then discard.</source>
        <translation>Étalez, puis écartez.</translation>
    </message>
    <message>
        <source>{name} melds and discards.</source>
        <translation>{name} étale et écarte.</translation>
    </message>
</context>
<context>
    <name>AskGuard</name>
    <message>
        <source>before drawing, only a lucky draw could let them all go</source>
        <translation>avant de piocher, seule une pioche chanceuse permettrait de toutes les poser</translation>
    </message>
    <message>
        <source>your side does not have the canasta(s) needed to go out</source>
        <translation>votre camp n&apos;a pas la ou les canastas qu&apos;il faut pour sortir</translation>
    </message>
    <message>
        <source>they cannot all be melded this turn</source>
        <translation>elles ne peuvent pas toutes être posées à ce tour</translation>
    </message>
    <message>
        <source>your foot is still to be played</source>
        <translation>votre pied reste à jouer</translation>
    </message>
    <message>
        <source>Your cards cannot go out this turn: {why}.</source>
        <translation>Vos cartes ne peuvent pas sortir à ce tour : {why}.</translation>
    </message>
    <message>
        <source>If {partner} says “yes”, you must go out this turn; if you do not, your team loses {points} points (§1 Going out).</source>
        <translation>Si {partner} répond « oui », vous devez sortir à ce tour ; sinon, votre équipe perd {points} points (§1 Sortir).</translation>
    </message>
    <message>
        <source>May I go out?</source>
        <translation>Puis-je sortir ?</translation>
    </message>
    <message>
        <source>Ask {partner} anyway?</source>
        <translation>Demander quand même à {partner} ?</translation>
    </message>
    <message>
        <source>Ask anyway</source>
        <translation>Demander quand même</translation>
    </message>
    <message>
        <source>Do not ask</source>
        <translation>Ne pas demander</translation>
    </message>
</context>
</TS>
