"""Les règles telles que le joueur les lit dans Aide → Règles, en français :
les mêmes sections que `rulebook_en.py`, dans le même ordre."""

from __future__ import annotations

RULEBOOK: dict[str, list[str]] = {
    "§1 Seating and teams": [
        "La Canasta classique se joue à quatre, deux contre deux ; les partenaires "
        "sont assis face à face et partagent leurs combinaisons.",
        "Chacun tire une carte. La plus forte (l'as en haut, le 2 en bas ; pique, "
        "cœur, carreau, trèfle) désigne l'aîné, qui joue le premier à la première "
        "donne ; la suivante désigne son partenaire. Le joueur à la droite de "
        "l'aîné donne ; la donne passe ensuite dans le sens des aiguilles d'une "
        "montre, et le jeu part de la gauche du donneur. On retire en cas d'égalité, "
        "de Fou, ou d'une des quatre premières ou quatre dernières cartes du jeu "
        "étalé.",
        "Chacun reçoit 11 cartes ; le reste forme le talon. Sa première carte est "
        "retournée pour commencer la pile ; tant que c'est un Fou, un 2 ou un 3, on "
        "en retourne une autre par-dessus.",
        "Valeur des cartes :",
        "- Fou (joker) 50, 2 : 20, as 20 ;",
        "- roi, dame, valet, 10, 9, 8 : 10 ;",
        "- 7, 6, 5, 4, et un 3 noir : 5 ;",
        "- un 3 rouge est une carte prime qui vaut 100 (voir Trois rouges).",
    ],
    "§1 Turn": [
        "À votre tour : piochez d'abord une carte au talon, ou prenez toute la pile "
        "de défausse ; puis posez des combinaisons et complétez celles de votre équipe "
        "si vous le voulez (une fois l'équipe ouverte, ou pour ouvrir maintenant) ; "
        "puis défaussez une carte sur la pile. La défausse n'est pas nécessaire si "
        "vous sortez en posant vos dernières cartes.",
    ],
    "§1 Melds": [
        "Une combinaison compte au moins trois cartes d'une même hauteur, du 4 à "
        "l'as. Des passe-partout (Fous et 2) peuvent s'y joindre, mais elle doit "
        "toujours compter plus de cartes naturelles que de passe-partout : à 3 "
        "cartes, au moins 2 naturelles ; à 4 ou 5, au moins 3 ; à 6 ou 7, au "
        "moins 4.",
        "Une équipe a au plus une combinaison de chaque hauteur (les deux équipes "
        "peuvent poser la même). On ne complète que les combinaisons de sa propre "
        "équipe, jamais celles des adversaires. Une carte posée ne revient jamais "
        "dans la main.",
        "Les 3 noirs ne se posent que pour sortir, par trois ou quatre, sans "
        "passe-partout. Les 3 rouges ne se posent jamais.",
        "Une combinaison de sept cartes ou plus est une canasta : pure (sans "
        "passe-partout), elle rapporte 500 ; impure (avec passe-partout), 300. Un "
        "passe-partout ajouté à une canasta pure la rend impure.",
    ],
    "§1 Opening": [
        "Les premières combinaisons de votre équipe dans une donne doivent atteindre "
        "ensemble un minimum, qui dépend du total de l'équipe avant la donne :",
        "- en dessous de zéro : 15 ;",
        "- de 0 à 1 495 : 50 ;",
        "- de 1 500 à 2 995 : 90 ;",
        "- 3 000 et plus : 120.",
        "Plusieurs combinaisons posées ensemble par un même joueur au même tour "
        "comptent ensemble ; les primes (canastas, 3 rouges) ne comptent pas. Dès "
        "qu'un partenaire a ouvert, l'autre pose librement.",
        "Pour ouvrir en prenant la pile, vous montrez une paire naturelle de la "
        "hauteur de la carte du dessus et toutes les autres cartes nécessaires : de "
        "la pile, seule la carte du dessus compte, avec les cartes de votre main.",
    ],
    "§1 Taking the discard pile": [
        "Au lieu de piocher, vous pouvez prendre toute la pile : sa carte du dessus va "
        "aussitôt dans une combinaison, le reste dans votre main. Vous pouvez la "
        "prendre :",
        "- si la pile n'est pas gelée pour vous, avec deux cartes naturelles de la "
        "hauteur de la carte du dessus, ou une naturelle et un passe-partout, ou si "
        "votre équipe a une combinaison de cette hauteur où la poser ;",
        "- si la pile est gelée pour vous : seulement avec une paire naturelle de "
        "cette hauteur, prise dans votre main.",
        "Un passe-partout ou un 3 sur le dessus ne se prend jamais. Un joueur qui "
        "n'a qu'une carte en main ne peut pas prendre une pile d'une seule carte.",
    ],
    "§1 Frozen pile": [
        "Une pile gelée ne se prend qu'avec une paire naturelle de la hauteur de sa "
        "carte du dessus. La pile est gelée :",
        "- pour une équipe qui n'a pas ouvert ;",
        "- pour le joueur suivant seulement, après la défausse ou le retournement "
        "d'un 3 noir (il ne "
        "peut pas du tout prendre la pile à ce tour) ;",
        "- pour tous, après la défausse ou le retournement d'un passe-partout, ou "
        "le retournement d'un 3 rouge, jusqu'à ce que la pile soit prise.",
        "La pile contient au plus six passe-partout : on ne peut pas y défausser un "
        "septième (sauf si votre main ne vous laisse aucun autre coup).",
    ],
    "§1 Going out": [
        "Vous sortez quand vous vous débarrassez de votre dernière carte, en la "
        "posant ou en la défaussant. Votre équipe doit avoir au moins une canasta "
        "(deux dans certaines variantes).",
        "Avec un partenaire, demandez « puis-je sortir ? » avant de prendre la pile "
        "ou de poser à ce tour, et suivez la réponse. Si c'est oui, vous devez "
        "sortir à ce tour : si vous ne sortez pas, votre équipe perd 100.",
        "Sortir rapporte 100 ; une sortie surprise (toute la main posée en un tour, "
        "canasta comprise, avec ou sans défausse finale, rien de posé ni d'ajouté "
        "auparavant) rapporte 200 à la place. Si "
        "votre partenaire n'a pas ouvert, la main posée d'un coup doit atteindre "
        "elle-même le minimum d'ouverture.",
    ],
    "§1 Stock exhausted": [
        "Quand le talon est vide, le jeu continue tant que le joueur dont c'est le "
        "tour prend la pile de défausse. S'il ne peut pas, ou ne veut pas, la donne "
        "s'arrête, sans prime de sortie. Un 3 rouge pioché comme dernière carte du "
        "talon arrête la donne aussitôt.",
    ],
    "§1 Red threes": [
        "Un 3 rouge se pose face visible devant vous et se remplace par une carte "
        "du talon : à votre premier tour pour ceux reçus à la donne, aussitôt pour "
        "un 3 rouge pioché. Celui qu'on trouve dans la pile prise se pose sans être "
        "remplacé.",
        "Chacun vaut 100 (les quatre : 800), compté contre votre équipe si elle n'a "
        "rien posé à la fin de la donne. Un 3 rouge encore dans la main d'un joueur "
        "qui n'a pas eu de tour ne se pose pas : il coûte 100 à son équipe et ne "
        "rapporte aucune prime.",
    ],
    "§1 Scoring a deal": [
        "Chaque équipe marque la valeur de ses cartes posées, plus ses primes de "
        "canastas, de 3 rouges et de sortie, moins la valeur des cartes restées "
        "dans les mains de ses joueurs. Son total fixe son prochain minimum "
        "d'ouverture.",
        "La partie s'arrête quand une équipe atteint 5 000 à la fin d'une donne (la "
        "donne se joue toujours jusqu'au bout) ; le plus fort total gagne.",
    ],
    "§2 Variants of classic Canasta": [
        "Les règles classiques, avec ces changements :",
        "- [two] à deux : 15 cartes chacun, on pioche deux cartes au talon et on en défausse "
        "une, deux canastas pour sortir ; prendre la pile ne donne pas de carte du "
        "talon en plus ;",
        "- [three] à trois : 13 cartes chacun, on pioche deux cartes et on en défausse une, "
        "partie en 7 500 ; le premier qui prend la pile joue seul contre les deux autres, "
        "qui deviennent partenaires (la main isolée) ;",
        "- [five] à cinq : deux contre trois ; dans l'équipe de trois, un joueur ne joue "
        "pas la donne, chacun à son tour, et ne peut pas conseiller ;",
        "- [six-2x3 six-rotating] à six en deux équipes de trois : tous jouent chaque donne, ou deux de "
        "chaque équipe jouent chaque donne, à tour de rôle ;",
        "- [six-3x2] à six en trois équipes de deux : 162 cartes (trois jeux et six Fous), 13 "
        "cartes chacun, deux canastas pour sortir, partie en 10 000, ouverture à "
        "150 dès 7 000 ; 3 rouges à 100 chacun jusqu'à quatre, cinq valent 1 000, "
        "six 1 200.",
    ],
    "§2 Three players, isolated hand": [
        "Chacun joue seul jusqu'à ce qu'un joueur prenne la pile le premier : il "
        "devient la main isolée, et les deux autres deviennent partenaires jusqu'à "
        "la fin de la donne, avec des combinaisons communes. Si personne n'a pris "
        "la pile, le joueur qui sort est la main isolée.",
        "Le minimum d'ouverture de chacun suit son propre total. Si le talon "
        "s'épuise, le jeu s'arrête quand le joueur qui a pioché la dernière carte a "
        "défaussé.",
        "Les partenaires inscrivent chacun les points des deux pour la donne, sauf "
        "les 3 rouges, qui ne comptent que pour le joueur qui les a posés. Si "
        "personne n'est devenu la main isolée, chacun marque seul.",
    ],
    "§3 T\u00eate et Queue": [
        "Quatre joueurs en deux équipes, quatre donnes, avec cinq jeux par défaut "
        "(réglable de 2 à 6). Chacun "
        "reçoit deux tas de 11 cartes et ne voit que la carte du dessous de chacun : "
        "il en choisit un pour sa main (la tête) ; l'autre reste face cachée (la "
        "queue), qu'il ramasse quand sa main est vide.",
        "Les règles classiques, sauf :",
        "- minimum d'ouverture selon la donne : 30, 60, 90, 120 ;",
        "- prendre la pile n'en donne que les trois cartes du dessus ;",
        "- pour sortir, une équipe doit avoir une canasta pure et une impure ;",
        "- quand un joueur sort, les cartes de son partenaire (main, et queue si "
        "elle n'est pas ramassée) comptent contre l'équipe ;",
        "- les 3 rouges ne rapportent rien : chacun encore en main coûte 100, et "
        "on peut les défausser.",
        "Un 3 rouge défaussé sur le dessus bloque la pile pour tous jusqu'à ce "
        "qu'une carte le recouvre : prendre la pile étale sa carte du dessus, et "
        "un 3 rouge ne s'étale jamais.",
    ],
    "§4 Canasta Origen": [
        "Un jeu en boîte avec ses propres cartes, qui suivent la Canasta "
        "classique : ses jokers sont la Diva, qui joue comme un Fou (50), et le "
        "Gentleman, qui joue comme un deux (20) ; "
        "le Jockey Club vaut 20 ; Tamborile, Diligencia, Zapato, Vanneau, "
        "Pitanga et Améthyste valent 10 ; Calebasse, Carretta, Cimarron et Ceibo "
        "valent 5. Le Retener arrête la pile comme un 3 noir ; le Sol est une carte "
        "prime comme un 3 rouge (100, ou \u2212100 si l'équipe n'a pas ouvert). Un "
        "Sol reçu à la donne est posé et remplacé par une carte du talon avant que "
        "le jeu commence ; un Sol pioché est posé et remplacé aussitôt.",
        "Une combinaison compte au moins deux cartes ordinaires et au plus trois "
        "jokers, Divas et Gentlemen ensemble. Trois ou quatre Retener, sans joker, "
        "ne se posent que pour sortir.",
        "Dalles : une équipe peut annoncer une hauteur en plaçant sa dalle avant "
        "d'en étaler la combinaison. Une dalle placée au moins un tour avant la combinaison qui la "
        "couvre rapporte 20 ; une dalle encore découverte à la fin de la donne "
        "coûte 20.",
        "Prendre la pile : la carte du dessus sert aussitôt, avec deux cartes de sa "
        "hauteur, ou une et un joker (Diva ou Gentleman), ou posée sur une "
        "combinaison existante. Avant "
        "d'ouvrir, seulement avec deux cartes ordinaires, et seule la carte du "
        "dessus compte pour le minimum ; le reste de la pile ne sert pas à cette "
        "première pose. Un Sol retourné en début de pile est posé par celui qui "
        "prend la pile le premier, qui le remplace par une carte du talon. Après un "
        "Retener, le joueur suivant ne peut "
        "pas prendre la pile.",
        "Minimum d'ouverture : en dessous de zéro 15 ; de 0 à 1 500 : 50 ; de 1 501 "
        "à 3 000 : 90 ; au-delà de 3 000 : 120. La sortie surprise rapporte 300 ; "
        "si votre partenaire n'a pas ouvert, la main doit atteindre le minimum "
        "d'ouverture. Talon vide : le jeu continue tant qu'on peut prendre la pile "
        "et s'arrête quand un joueur ne le peut pas. Partie en 5 000 (7 500 à six).",
    ],
    "§5 Rami canasta": [
        "De deux à six joueurs, seuls ou, à quatre ou six, par équipes (partenaires "
        "face à face, combinaisons communes, aucune parole sauf pour demander à "
        "ouvrir ou à finir la donne). Un jeu de 54 cartes par joueur "
        "ou par équipe, 11 cartes chacun.",
        "Une combinaison compte au moins trois cartes d'une même hauteur ; les "
        "passe-partout (Fous et 2) doivent y être strictement moins nombreux que "
        "les naturelles. Les 3 ne se posent jamais.",
        "Prendre la pile : seulement avec au moins deux naturelles de la hauteur de "
        "la carte du dessus, prises dans votre main (sans passe-partout) ; la carte du "
        "dessus se pose aussitôt avec elles, et le reste de la pile va dans votre "
        "main. Un 3 noir défaussé empêche le joueur suivant de prendre la pile.",
        "Première pose : au moins 50 (90 dès 1 500, 120 dès 3 000, aucun minimum "
        "tant que votre total est négatif), aussi en prenant la pile. Les 3 rouges "
        "se posent à part et se remplacent ; ceux reçus à la donne se posent avant "
        "que personne ne pioche.",
        "La donne s'arrête dès qu'un joueur n'a plus de carte ; aucune canasta "
        "n'est nécessaire. Une canasta pure rapporte 700, une impure 300. Avec au "
        "moins une canasta, une équipe marque ses combinaisons et ses primes moins "
        "sa main ; sans canasta, ses combinaisons, ses 3 rouges et sa main "
        "comptent contre elle. Sortir ne rapporte aucune prime. Partie en 5 000.",
    ],
}
