"""The rules as the player reads them in Help → Rules, in English: one entry
per section that a refusal may cite (model/sections.py), in the order of the
rules digest, and the scoring, which no refusal cites.  Each entry is a list
of paragraphs; a paragraph that starts with "- " is a list item, and one that
starts with "- [two] " the line of the rule sets named in brackets (by id),
which Help → Rules highlights in that game.  A section's title is the one
refusals show (the "section" words)."""

from __future__ import annotations

RULEBOOK: dict[str, list[str]] = {
    "§1 Seating and teams": [
        "Classic Canasta is played by four, two against two; partners sit opposite "
        "and share their melds.",
        "Each player draws a card. The highest (ace high, two low; spades, hearts, "
        "diamonds, clubs) is the eldest hand and plays first in the first deal; the "
        "next highest is their partner. The player on the eldest hand's right deals; "
        "the deal then passes clockwise, and play goes clockwise from the dealer's "
        "left. A player redraws on a tie, a joker, or one of the first or last "
        "four cards of the spread deck.",
        "Each player is dealt 11 cards; the rest is the stock. Its top card is "
        "turned up to start the pile; while it is a joker, a two or a three, another "
        "is turned up on top of it.",
        "Card values:",
        "- joker 50, two 20, ace 20;",
        "- king, queen, jack, ten, nine, eight: 10;",
        "- seven, six, five, four, and a black three: 5;",
        "- a red three is a bonus card worth 100 (see Red threes).",
    ],
    "§1 Turn": [
        "On your turn: first draw one card from the stock, or take the whole "
        "discard pile; then lay down melds and add cards to your team's melds if "
        "you like (once your team has opened, or to open now); then discard one "
        "card onto the pile. You need not discard if you go out by melding your "
        "last cards.",
    ],
    "§1 Melds": [
        "A meld is three or more cards of one rank, from four to ace. Wild cards "
        "(jokers and twos) may join it, but a meld must always hold more naturals "
        "than wild cards: 3 cards need at least 2 naturals, 4 or 5 cards at least "
        "3, 6 or 7 cards at least 4.",
        "A team has at most one meld of each rank (both teams may meld the same "
        "rank). You add cards only to your own team's melds, never to the "
        "opponents'. Melded cards never go back to the hand.",
        "Black threes may be melded only when going out, three or four of them, "
        "without wild cards. Red threes are never melded.",
        "A meld of seven cards or more is a canasta: pure (no wild card) earns "
        "500, mixed (with wild cards) 300. A wild card added to a pure canasta "
        "makes it mixed.",
    ],
    "§1 Opening": [
        "Your team's first melds of a deal must together reach a minimum, which "
        "depends on the team's total score before the deal:",
        "- below zero: 15;",
        "- 0 to 1,495: 50;",
        "- 1,500 to 2,995: 90;",
        "- 3,000 and more: 120.",
        "Several melds laid at once by one player in one turn count together; "
        "bonuses (canastas, red threes) do not count. Once one partner has opened, "
        "the other melds freely.",
        "To open by taking the pile, you show a natural pair of the top card's "
        "rank and every other card needed: only the top card counts from the pile, "
        "with the cards from your hand.",
    ],
    "§1 Taking the discard pile": [
        "Instead of drawing, you may take the whole pile: its top card goes at "
        "once into a meld, and the rest into your hand. You may take it when:",
        "- the pile is not frozen for you, and you hold two naturals of the top "
        "card's rank, or one natural and a wild card, or your team has a meld of "
        "that rank to put the top card on;",
        "- the pile is frozen for you: only with a natural pair of the top card's "
        "rank from your hand.",
        "A wild card or a three on top can never be taken. A player holding a "
        "single card may not take a pile of one card.",
    ],
    "§1 Frozen pile": [
        "A frozen pile is taken only with a natural pair of its top card's rank. "
        "The pile is frozen:",
        "- for a team that has not opened;",
        "- for the next player only, after a black three is discarded or turned up (that player cannot "
        "take the pile at all on that turn);",
        "- for everybody after a wild card is discarded or turned up, or a red "
        "three was turned up, until the pile is taken.",
        "The pile holds at most six wild cards: a seventh may not be discarded "
        "onto it (unless your hand holds nothing else you could play).",
    ],
    "§1 Going out": [
        "You go out when you get rid of your last card, by melding or by "
        "discarding. Your team must have at least one canasta (two in some "
        "variants).",
        "With a partner, ask \u201cmay I go out?\u201d before taking the pile or "
        "melding that turn, and obey the answer. If the answer is yes, you must go "
        "out that turn: otherwise your team loses 100.",
        "Going out earns 100; going out concealed (your whole hand melded in one "
        "turn, a canasta included, with or without a final discard, nothing melded "
        "or added to melds before) earns 200 instead. If "
        "your partner has not opened, a concealed hand must itself reach the "
        "opening minimum.",
    ],
    "§1 Stock exhausted": [
        "When the stock is empty, play goes on as long as the player in turn takes "
        "the discard pile. When they cannot, or do not, the deal ends, with no "
        "going-out bonus. A red three drawn as the last card of the stock ends the "
        "deal at once.",
    ],
    "§1 Red threes": [
        "A red three is laid face up in front of you and replaced by a card from "
        "the stock: at your first turn for those dealt to you, at once for one "
        "drawn. One found in the pile you take is laid but not replaced.",
        "Each is worth 100 (all four: 800), counted against your team instead if "
        "it has melded nothing by the end of the deal. A red three still in the "
        "hand of a player who never had a turn is not laid: it costs their team 100 "
        "and earns no bonus.",
    ],
    "§1 Scoring a deal": [
        "Each team scores the values of its melded cards, plus its canasta, red "
        "three and going-out bonuses, minus the values of the cards left in its "
        "players' hands. The team's total sets its next opening minimum.",
        "The game ends when a team reaches 5,000 at the end of a deal (the deal is "
        "always played out); the highest total wins.",
    ],
    "§2 Variants of classic Canasta": [
        "Classic rules, with these changes:",
        "- [two] two players: 15 cards each, draw two from the stock and discard one, "
        "two canastas to go out; taking the pile gives no extra card from the stock;",
        "- [three] three players: 13 cards each, draw two and discard one, game to 7,500; "
        "the first to take the pile plays alone against the other two, who become "
        "partners (the isolated hand);",
        "- [five] five players: two against three; in the team of three one player sits "
        "out each deal, in turn, and may not advise;",
        "- [six-2x3 six-rotating] six players in two teams of three: all play every deal, or two of each "
        "team play each deal, in turn;",
        "- [six-3x2] six players in three teams of two: 162 cards (three decks and six "
        "jokers), 13 cards each, two canastas to go out, game to 10,000, opening "
        "150 from 7,000; red threes 100 each up to four, five are worth 1,000, six "
        "1,200.",
    ],
    "§2 Three players, isolated hand": [
        "Each plays alone until one player first takes the discard pile: that player becomes "
        "the isolated hand, and the other two become partners for the rest of the "
        "deal, sharing their melds. If nobody took the pile, the player who goes out "
        "is the isolated hand.",
        "Each player's opening minimum follows their own total. If the stock runs "
        "out, play stops when the player who drew the last card discards.",
        "Partners each record the points of both for the deal, except red threes, "
        "which count only for the player who laid them. If nobody became the "
        "isolated hand, every player scores alone.",
    ],
    "§3 T\u00eate et Queue": [
        "Four players in two teams, four deals, played with five decks by "
        "default (a setting, 2 to 6). Each "
        "player receives two packets of 11 cards and sees only the bottom card of "
        "each: they pick one as their hand (head); the other stays face down as "
        "their foot (tail), which they pick up once their hand is empty.",
        "Classic rules otherwise, except:",
        "- opening minimum by deal: 30, 60, 90, 120;",
        "- taking the pile gives only its top three cards;",
        "- to go out a team needs a pure and a mixed canasta;",
        "- when a player goes out, their partner's cards (hand, and foot if not yet "
        "picked up) count against the team;",
        "- red threes earn no bonus: each one still held costs 100, and they may "
        "be discarded.",
        "A red three discarded on top blocks the pile for everybody until it is "
        "covered: taking the pile melds its top card, and a red three can never "
        "be melded.",
    ],
    "§4 Canasta Origen": [
        "A boxed game with its own cards, mapped on classic Canasta: Diva is a "
        "joker (50), Gentleman a wild card (20), Jockey Club a rank worth 20, "
        "Tamborile, Diligencia, Zapato, Vanneau, Pitanga and Am\u00e9thyste ranks "
        "worth 10, Calebasse, Carretta, Cimarron and Ceibo ranks worth 5. Retener "
        "stops the pile like a black three; Sol is a bonus card like a red three "
        "(100, or \u2212100 if the team has not opened). A Sol dealt in hand is laid "
        "and replaced from the stock before play begins; a Sol drawn is laid and "
        "replaced at once.",
        "A meld holds at least two ordinary cards and at most three jokers, "
        "Divas and Gentlemen together. Three or four Retener, without a joker, may "
        "be melded only to go out.",
        "Tiles: a team may announce a rank by placing its tile before melding it. "
        "A tile placed at least one turn before the meld that covers it earns 20; "
        "a tile still uncovered at the end of the deal costs 20.",
        "Taking the pile: the top card is used at once with two cards of its rank, "
        "or one and a joker (Diva or Gentleman), or laid on an existing meld. "
        "Before opening, only with "
        "two ordinary cards, and only the top card counts towards the minimum; the "
        "rest of the pile cannot be used for that first meld. A Sol turned up as "
        "the first discard is laid by whoever first takes the pile, who replaces it "
        "from the stock. "
        "After a Retener, the next player cannot take the pile.",
        "Opening minimum: below zero 15; 0 to 1,500: 50; 1,501 to 3,000: 90; "
        "above 3,000: 120. Going out concealed earns 300; if your partner has not "
        "opened, the hand must reach the opening minimum. When the stock is empty, "
        "play goes on while players can take the pile and stops when one cannot. "
        "Game to 5,000 (7,500 with six players).",
    ],
    "§5 Rami canasta": [
        "Two to six players, alone or, with four or six, in teams (partners "
        "opposite, melds in common, no talk except asking to open or to end the "
        "deal). One 54-card deck per player "
        "or per team, 11 cards each.",
        "A meld is three or more cards of one rank; wild cards (twos and jokers) "
        "must be strictly fewer than naturals. Threes are never melded.",
        "Taking the pile: only with at least two naturals of the top card's rank "
        "from your hand (no wild card); the top card is melded with them at once "
        "and the rest of the pile goes to your hand. A discarded black three stops "
        "the next player from taking the pile.",
        "First meld: at least 50 (90 from 1,500, 120 from 3,000, none while your "
        "score is negative), also when taking the pile. Red threes are laid aside "
        "and replaced; those dealt to a player are laid before anyone draws.",
        "The deal ends as soon as a player has no card left; no canasta is needed. "
        "A pure canasta earns 700, a mixed one 300. With at least one canasta, a "
        "team scores its melds and bonuses minus its hand; without one, its melds, "
        "its red threes and its hand all count against it. Going out earns no "
        "bonus. Game to 5,000.",
    ],
}
