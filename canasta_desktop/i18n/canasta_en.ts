<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AboutBox</name>
    <message>
        <source>Canasta and its variants, played offline against bots.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Free software under the GNU GPL, version 3 or later. Standard cards: SVG-cards by David Bellot (LGPL 2.1); the Canasta Origen cards are our own drawing.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>About Canasta Desktop</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>DealEndDialog</name>
    <message>
        <source>Melded cards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Canasta bonuses</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Sol</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Red threes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Going out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cards left in hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Penalties</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tiles</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>End of the deal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Next deal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>you went out concealed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>you went out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} went out concealed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} went out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Deal {n}: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This deal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Running total</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The game is over: a tie.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The game is over: {names} win.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n deal(s) left to play.</source>
        <translation>
            <numerusform>%n deal left to play.</numerusform>
            <numerusform>%n deals left to play.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Penalty: {name}, {why}: −{points}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>EventText</name>
    <message>
        <source>aces</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>kings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>queens</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>jacks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>tens</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>nines</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>eights</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>sevens</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>sixes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>fives</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>fours</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>black threes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>went out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the stock ran out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the last card of the stock was a red three</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>joker</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You draw {cards}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>{name} draws %n card(s)</source>
        <translation>
            <numerusform>{name} draws %n card</numerusform>
            <numerusform>{name} draws %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>You discard {cards}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} discards {cards}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You meld {what}: {cards}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} melds {what}: {cards}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You add to {what}: {cards}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} adds to {what}: {cards}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>You take the pile (%n card(s))</source>
        <translation>
            <numerusform>You take the pile (%n card)</numerusform>
            <numerusform>You take the pile (%n cards)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} takes the pile (%n card(s))</source>
        <translation>
            <numerusform>{name} takes the pile (%n card)</numerusform>
            <numerusform>{name} takes the pile (%n cards)</numerusform>
        </translation>
    </message>
    <message>
        <source>You lay a Sol</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} lays a Sol</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You lay a red three</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} lays a red three</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name}: “{partner}, may I go out?”</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name}: “Yes.”</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name}: “No.”</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name}'s team loses {points} points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You choose your hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} chooses a hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You pick up your foot</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} picks up the foot</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You place a tile: {rank}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} places a tile: {rank}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You are the isolated hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} is the isolated hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You went out concealed: the deal is over</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You went out: the deal is over</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} went out concealed: the deal is over</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} went out: the deal is over</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The deal is over: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>add {cards} to your {what}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>meld {what}: {cards}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>draw from the stock</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>end the deal: the stock is empty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>discard {card}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>take the pile with {cards}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>take the pile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ask your partner whether you may go out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>answer yes: {name} may go out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>answer no: {name} may not go out yet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>play packet {n} first</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>place a tile: {what}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>: {meld}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{cards} added to the {what}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the {what} melded: {cards}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You draw a Sol and lay it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} draws a Sol and lays it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You draw a red three and lay it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} draws a red three and lays it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>told “yes” but did not go out (§1 Going out)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You were told “yes” but did not go out: your team loses {points} points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} was told “yes” but did not go out: {name}&apos;s team loses {points} points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Penalty ({why}): your team loses {points} points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Penalty ({why}): {name}&apos;s team loses {points} points</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>You</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>West</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>North</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>East</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Player {n}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>GoOutPrompt</name>
    <message>
        <source>{name} asks: “Partner, may I go out?”</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>You hold %n card(s). If you say yes, {name} must go out and the cards left in your hand count against your team.</source>
        <translation>
            <numerusform>You hold %n card. If you say yes, {name} must go out and the cards left in your hand count against your team.</numerusform>
            <numerusform>You hold %n cards. If you say yes, {name} must go out and the cards left in your hand count against your team.</numerusform>
        </translation>
    </message>
    <message>
        <source>May I go out?</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>HintPresenter</name>
    <message>
        <source>Hint: {advice} — {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hint: {advice}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No hint is available for this position.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Past games and statistics</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Figures are for your side (the first player). Points per deal and canastas count every game; games, wins and the best game count finished games.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Score sheet…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Reset statistics…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Games</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Reset the statistics of every variant? Past games stay in the history.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Reset the statistics of %1? Past games stay in the history.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <source>Date</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Variant</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Deals</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Scores</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>in progress</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>tie</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>won, by %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%2 won, by %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>At the table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Restart with the same settings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Continue the last game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Open a saved game…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Sa&amp;ve the game as…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Score sh&amp;eet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Print the score s&amp;heet…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Print a &amp;blank score pad…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Past &amp;games and statistics…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Ask partner: may I go out?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Announce a &amp;tile for the selected rank</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Sort the hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>By &amp;rank</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>By &amp;usefulness</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>By s&amp;uit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>By &amp;hand (drag cards)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Animation s&amp;peed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Rules of this variant</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;About Canasta Desktop</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The last game goes on where it stopped</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>There is no other unfinished game to continue</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>“{title}” goes on where it was saved</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{variant}, deal {deal}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>There is no game to save</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Save the game as</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Name of the saved game:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The game could not be saved: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Saved as “{name}”</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A saved game named “{name}” exists already. Replace it?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>There is no game to show</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Some saved games could not be read:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You take back the round: your turn starts again</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You take back your last move</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} says yes: you must go out now</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} says no</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Undo: take back the round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The deal is over</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You sit this deal out: {name} is playing…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A bot is playing for you…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} is choosing a packet…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} is playing…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Choose your hand: click one of the two packets</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Your turn: click the stock (D), or select cards and click the pile (T)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The stock is empty: take the pile, or click the stock to end the deal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Meld: drag cards to “new meld” (M) · Tile: drag a card to “tile” (A) · Discard: drag one to the pile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Meld: drag cards to “new meld” (M) · Discard: drag one to the pile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} asks whether they may go out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The last game could not be continued: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>read-only: another window saves the games</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Autosaves of finished games removed: %1 (their score sheets stay in the history)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Another Canasta Desktop window uses this data folder: only one may save games in it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Open read-only</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Some settings could not be used and were reset: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This game goes on: Continue resumes a game once this one is over</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>To open, drag one or several melds together to “new meld” (M): their points add up (minimum {n})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A saved game&apos;s name may have at most %1 characters and no control characters.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>OpenGameDialog</name>
    <message>
        <source>Open a saved game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>There is no saved game yet.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Open</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Delete the saved game “%1”? This cannot be undone.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards dealt to each</source>
        <translation>
            <numerusform>%n cards dealt to each</numerusform>
            <numerusform>%n cards dealt to each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards in the deck</source>
        <translation>
            <numerusform>%n cards in the deck</numerusform>
            <numerusform>%n cards in the deck</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deals</source>
        <translation>
            <numerusform>%n deals</numerusform>
            <numerusform>%n deals</numerusform>
        </translation>
    </message>
    <message>
        <source>game to {n} points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>House rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rules of this variant</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>move along your hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Space</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>select or unselect a card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>draw from the stock</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>take the pile with the selected cards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>meld the selected cards (one meld or several)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Origen: announce a tile for the selected rank</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Enter, X</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>discard the card under the focus</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tête et Queue: choose the first or the second packet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Esc</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>clear the selection</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>At the table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>To open, you may lay several melds at once: select the cards of all of them and drop them together on “new meld” (or press M). Their points count together towards the opening minimum.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SaveListModel</name>
    <message>
        <source>Name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Variant</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Deal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Scores</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Autosave</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 (finished)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SaveProblem</name>
    <message>
        <source>“%1” is damaged or was cut short and cannot be read.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>“%1” is not a Canasta Desktop saved game.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>“%1” was saved by a newer version of Canasta Desktop: update Canasta Desktop to open it. The file was left as it is.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>“%1” does not hold a game that can be replayed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>It was moved aside as “%1”.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>“%1” cannot be opened (no permission, or not a file). The file was left as it is.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ScoreSheetWindow</name>
    <message>
        <source>Print pre&amp;view…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Export P&amp;DF…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No printer is installed: Print writes a PDF file instead, and Export PDF always works.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Saved %n page(s) to %1</source>
        <translation>
            <numerusform>Saved %n page to %1</numerusform>
            <numerusform>Saved %n pages to %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the score sheet as PDF</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The PDF could not be written: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Print preview — %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Print the score sheet</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Sent %n page(s) to the printer</source>
        <translation>
            <numerusform>Sent %n page to the printer</numerusform>
            <numerusform>Sent %n pages to the printer</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeatingDialog</name>
    <message>
        <source>a joker: draws again</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>one of the first or last four cards: draws again</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the same card as another player: draws again</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Round {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You draw {card}: {why}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} draws {card}: {why}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You draw {card}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} draws {card}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You drew the best card: you are l'aîné and play first</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} drew the best card: l'aîné, plays first</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You deal first</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} deals first</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Team {letter}: {names}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Seating draw</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Each player draws a card: the best card chooses his seat and plays first, the next best is his partner.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>You</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>You (human)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Easy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Greedy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Random</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Instant</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Standard cards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Canasta Origen cards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Variant:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Players:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Teams:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Players and bots</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Player {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>House rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Animation speed:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cards:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Language:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Draw seats at the start of a game (otherwise everyone sits as listed)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Allow taking back a whole round against bots (Undo goes back to the start of your previous turn)</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message>
        <source>No house rules for this variant.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>team drawn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>team {letter}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Canasta Origen is played with its own cards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A name may have at most %1 characters.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A name may not hold control characters or characters that cannot be written.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Allow taking back a whole round against bots (Undo goes back to the start of your previous turn, never over a card you have seen since)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Partner, may I go out?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ask your partner before going out (§1 Going out)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>What happened</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>— Deal {n} —</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You sit this deal out and watch.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Deal {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Us</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Them</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>opened</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not opened</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Sol: {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Red threes: {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Canastas: {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tiles: {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Scores: {scores}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Score: &lt;b&gt;{n}&lt;/b&gt;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Opening minimum: &lt;b&gt;{n}&lt;/b&gt; ({opened})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Sitting out: {names}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cards in hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cards in the foot</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Isolated hand: {name}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>frozen for you</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not frozen</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&lt;b&gt;Stock:&lt;/b&gt; {n} cards</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Pile:&lt;/b&gt; %n card(s), {state}</source>
        <translation>
            <numerusform>&lt;b&gt;Pile:&lt;/b&gt; %n card, {state}</numerusform>
            <numerusform>&lt;b&gt;Pile:&lt;/b&gt; %n cards, {state}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsModel</name>
    <message>
        <source>Variant</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Wins</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Points per deal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Canastas</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Best game</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>+
new
meld</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>{name}
%n card(s)</source>
        <translation>
            <numerusform>{name}
%n card</numerusform>
            <numerusform>{name}
%n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}
choose your hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>isolated hand</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Packet {n} · %n card(s)</source>
        <translation>
            <numerusform>Packet {n} · %n card</numerusform>
            <numerusform>Packet {n} · %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Click the packet to play first:
the other one is your foot</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>choosing…</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>foot
{n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Stock
{n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Pile{frozen}
{n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Us: {names}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>opened</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>needs {n} to open</source>
        <translation type="unfinished" />
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
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tile</numerusform>
            <numerusform>%n tiles</numerusform>
        </translation>
    </message>
    <message>
        <source>Tiles placed: {ranks}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>pure</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>mixed</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n cards</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>You
sit this deal out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name}
sits this deal out</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TableTalk</name>
    <message>
        <source>a wild card was discarded: frozen for everybody</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a wild card was turned up: frozen for everybody</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>in this variant the pile is always taken with a natural pair</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a wild card is on top: nobody can take the pile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a red three is on top: nobody can take the pile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a red three was turned up: frozen for everybody</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>your team has not opened: frozen for you</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>you have not opened: frozen for you</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a black three is on top: the next player cannot take it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The deal is over.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{asker} asks you: may I go out?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} answers {asker}: may I go out?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Choose the packet you play first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} chooses a packet.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Your turn: draw, or take the pile.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} draws or takes the pile.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The stock is empty: take the pile, or end the deal.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} takes the pile or ends the deal (the stock is empty).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Meld, then discard.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} melds and discards.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>AskGuard</name>
    <message>
        <source>before drawing, only a lucky draw could let them all go</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>your side does not have the canasta(s) needed to go out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>they cannot all be melded this turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>your foot is still to be played</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Your cards cannot go out this turn: {why}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>If {partner} says “yes”, you must go out this turn; if you do not, your team loses {points} points (§1 Going out).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>May I go out?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ask {partner} anyway?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ask anyway</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Do not ask</source>
        <translation type="unfinished" />
    </message>
</context>
</TS>
