"""Phases of a turn."""

CHOOSE = "choose"  # Tête et Queue: pick the packet to play first
DRAW = "draw"  # draw from the stock, take the pile, or (stock empty) end the deal
PLAY = "play"  # meld, lay off, ask to go out, discard
ANSWER = "answer"  # the partner answers "may I go out?"
OVER = "over"
