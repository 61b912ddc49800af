"""The revisions of the engine's rules.

A rule the engine got wrong is mended by a new revision, so that a deal
saved by an earlier version replays as it was played: each saved deal keeps
the revision it began under (`DealSetup.rule_revision`,
persistence/saves.py), and a deal begun now is played by the latest.
"""

from .rules import RuleSet

# 2: a black three turned up stops the first player (RULES.md §1 Frozen
#    pile; seed 000); revision 1 let him take the natural turned up over it.
BLACK_THREE_TURNED_UP_STOPS = 2
# 3: Origen's Sols dealt in hand are laid before play (RULES.md §4, seed 003
#    "immédiatement"), as rami's red threes; before, on each holder's first turn.
SOL_DEALT_LAID_AT_ONCE = 3
# 4: with §6's house rule "concealed going out only with a canasta melded in
#    that turn", a meld down to the final discard is refused as the going out
#    itself is, and a card laid off on a canasta of an earlier turn makes no
#    canasta; before, the discard and the lay-off went round the option.
CONCEALED_DISCARD_NEEDS_CANASTA = 4
# 5: three players (RULES.md §2), nobody having taken the pile: the two left
#    when one goes out each keep their melds and add up their points; before,
#    their melds of a rank were merged, and four kings and three made a
#    canasta neither of them had.
ISOLATED_AT_THE_END_KEEP_THEIR_MELDS = 5

RULE_REVISION = ISOLATED_AT_THE_END_KEEP_THEIR_MELDS  # the latest
FIRST_REVISION = 1  # saves written before revisions were kept


def red_threes_laid_before_play(rules: RuleSet, revision: int) -> bool:
    """Whether the red threes (Sols) dealt in hand are laid before anyone
    plays, in a deal of this revision."""
    if rules.id == "origen" and revision < SOL_DEALT_LAID_AT_ONCE:
        return False
    return rules.red_threes_laid_before_play
