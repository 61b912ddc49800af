"""The RULES.md sections a refusal may cite, by their headings there.

A refusal names the general (§1) rule it breaks; a rule set then says which
section governs that rule in its variant (`RuleSet.section`), so that a rami
player is sent to §5, where rami's own text is, and not to classic's §1."""

S_SEATING = "§1 Seating and teams"
S_TURN = "§1 Turn"
S_MELDS = "§1 Melds"
S_PILE = "§1 Taking the discard pile"
S_FROZEN = "§1 Frozen pile"
S_OPENING = "§1 Opening"
S_GOING_OUT = "§1 Going out"
S_STOCK = "§1 Stock exhausted"
S_RED = "§1 Red threes"
S_SCORING = "§1 Scoring a deal"  # no refusal cites it; Help → Rules shows it
# §2's table: each variant's cards, draw, canastas to go out (two in `two` and
# `six-3x2`) and game target, and six-3x2's opening of 150 at 7 000 and more.
S_VARIANTS = "§2 Variants of classic Canasta"
S_THREE = "§2 Three players, isolated hand"
S_HEAD_FOOT = "§3 Tête et Queue"
S_ORIGEN = "§4 Canasta Origen"
S_RAMI = "§5 Rami canasta"

# A rule within a §1 section that a variant's own section may set while the
# rest of that §1 section still governs there (`RuleSet.section`'s `rule`):
# six-3x2's table asks two canastas to go out, but asking one's partner is
# still §1's.
CANASTAS_TO_GO_OUT = "§1 Going out: the canastas needed"
# The other figures of §1 a variant's own section may set (`rule_changes`):
# how many play, the cards dealt, the cards drawn, the red threes' bonus and
# the game's end.  Six-3x2's red threes are §2's; what a red three is stays §1's.
PLAYERS = "§1 Seating and teams: the players"
CARDS_DEALT = "§1 Seating and teams: the cards dealt"
CARDS_DRAWN = "§1 Turn: the cards drawn"
RED_THREE_BONUS = "§1 Red threes: the bonus"
GAME_END = "§1 Scoring a deal: the game's end"
CANASTA_BONUS = "§1 Melds: the canastas' bonus"
THREES_MELDED = "§1 Melds: black threes melded to go out"
PILE_NATURAL_PAIR = "§1 Taking the discard pile: with a natural pair only"
PILE_TAKEN_CARDS = "§1 Taking the discard pile: the cards taken"
MELD_WILDS = "§1 Melds: the wild cards a meld holds"
STOCK_END = "§1 Stock exhausted: when play stops"
PILE_WILDS = "§1 Frozen pile: the wild cards the pile holds"
# Only where red threes may be discarded (§3) can one lie on top; §1 never
# says why it blocks the pile, §3 does.
PILE_RED_THREE_ON_TOP = "§1 Taking the discard pile: a red three on top"
GOING_OUT_BONUS = "§1 Going out: the bonus"
NEGATIVE_WITHOUT_CANASTA = "§1 Scoring a deal: a side without a canasta"
# The 100 points a side pays when a player told "yes" does not go out: only
# §1 states it (§5 rami lets partners ask to end the deal, but names no
# penalty), so it is cited as §1's even where a variant's section governs
# the rest of §1 Going out (`RuleSet.penalty_section`).
GOING_OUT_PENALTY = "§1 Going out: the penalty for a broken yes"

# §1's sections in the order Help → Rules shows them, after a variant's own
# (`RuleSet.own_sections`).
GENERAL_SECTIONS = (S_SEATING, S_TURN, S_MELDS, S_OPENING, S_PILE, S_FROZEN, S_GOING_OUT,
                    S_STOCK, S_RED, S_SCORING)
