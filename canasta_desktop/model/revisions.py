"""The revisions of the engine's rules.

A rule the engine got wrong is mended by a new revision, so that a deal
saved by an earlier version replays as it was played: each saved deal keeps
the revision it began under (`DealSetup.rule_revision`,
persistence/saves.py), and a deal begun now is played by the latest.
"""

# 2: a black three turned up stops the first player (RULES.md §1 Frozen
#    pile; seed 000); revision 1 let him take the natural turned up over it.
BLACK_THREE_TURNED_UP_STOPS = 2

RULE_REVISION = BLACK_THREE_TURNED_UP_STOPS  # the latest
FIRST_REVISION = 1  # saves written before revisions were kept
