# The guide (web/guide.html): a message per paragraph, heading, list item, table cell.
# Inline tags stay around the same words; a link (<a>) takes its address from the page.
# A control, or other words the table shows, is named by the table's own message, never a
# copy: <span class="ui">{ action-arrange }</span> (tests/test_guide_names_controls.py).

## page
guide-description =
    .content = How to play 13-card Indian Rummy at the practice table: groups, turns, declaring, controls, the guided first deal, seeds, installing and offline play, scored tables and playing with a friend.
guide-page-title = Full guide · Indian Rummy practice table
guide-skip = Skip to the guide
guide-kicker = Indian Rummy practice table
guide-heading = The full guide
guide-lead = Thirteen cards, two decks, one opponent called Mira, and a single aim: put every card you hold into a group before she does. This page explains the rules this table plays by, how to drive it with a mouse, a finger or the keyboard, and what it can and cannot do.
guide-open-table = Open the table
guide-print = Print this guide
guide-back = Back to the contents
guide-contents-title = Contents
## objective
guide-objective-title = What you are trying to do
guide-objective-1 = Every deal is a race between you and Mira, the table's bot. Both of you hold thirteen cards and both of you are trying to turn them into a <strong>finished hand</strong>: one that splits completely into runs and sets.
guide-objective-2 = A hand is finished when all four of these hold at once:
guide-objective-3 = each of the 13 cards sits in exactly one group, and none is left over;
guide-objective-4 = every group is a valid run or set (see <a>Groups that count</a>);
guide-objective-5 = at least two of the groups are runs;
guide-objective-6 = at least one of those runs is <em>pure</em>, built without any wild card standing in.
guide-objective-7 = Good-looking groups are not enough by themselves. A pure run and three sets has only one run. Three fine groups and four stray cards still leaves four cards with nowhere to go. The table checks the whole hand when you declare and tells you what is still missing.
guide-objective-8 = This is a practice table: there are no points, no stakes and no balance to keep. The first deal of a visit is a guided lesson; the ones after it are shuffled.
## cards
guide-cards-title = Cards, the indicator and the wild rank
guide-cards-1 = The pack is two ordinary 52-card decks plus the printed joker from each: 106 cards. With two decks, most cards come in pairs. The two copies of, say, <span class="card">9♠</span> look the same but are separate cards, and the rules sometimes tell them apart (see <a>the just-picked rule</a>).
guide-cards-2 = At the start of a deal the cards go out like this:
guide-cards-3 = 13 to you and 13 to Mira;
guide-cards-4 = one card face up as the <strong>indicator</strong>;
guide-cards-5 = one card face up to start the <strong>discard pile</strong>;
guide-cards-6 = the remaining 78 face down as the closed <strong>draw pile</strong> (the stock).
guide-cards-7 = The wild rank
guide-cards-8 = The indicator's rank is <strong>wild</strong> for the whole deal, in all four suits and in both decks. If <span class="card">10♣</span> is turned up, all eight tens are wild. The two printed jokers (<span class="card joker">JK</span>) are wild in every deal. When the card turned up as indicator is a printed joker, aces take over as the wild rank.
guide-cards-9 = A wild card can take the place of whichever card a group is missing. On the table every wild card wears a small gold dot, so they are easy to spot in your hand.
guide-cards-10 = The indicator is only a marker. It stays beside the two piles, face up, and nobody can draw it.
## groups
guide-groups-title = Groups that count
guide-groups-1 = There are three kinds of group. Runs follow suit and rank order; sets share a rank.
guide-groups-2 = Pure runs
guide-groups-3 = Three or more cards of one suit in unbroken rank order, with no card pretending to be something it is not. <span class="cards"><span class="card red">9♦</span> <span class="card red">10♦</span> <span class="card red">J♦</span></span> is pure, and so is the longer <span class="cards"><span class="card">A♣</span> <span class="card">2♣</span> <span class="card">3♣</span> <span class="card">4♣</span></span>.
guide-groups-4 = A card of the wild rank may appear in a pure run as long as it is playing its own face value. With jacks wild, <span class="cards"><span class="card red">9♦</span> <span class="card red">10♦</span> <span class="card red">J♦</span></span> is still pure: that <span class="card red">J♦</span> is simply the jack of diamonds the run needs.
guide-groups-5 = Runs with wild cards
guide-groups-6 = Three or more cards in which wild cards fill the gaps. Leaving the wild cards aside, the rest must share one suit, have different ranks, and fit inside one stretch of consecutive ranks.
guide-groups-7 = With tens wild, <span class="cards"><span class="card">6♠</span> <span class="card red">10♥</span> <span class="card">8♠</span></span> plays as 6♠ 7♠ 8♠: the <span class="card red">10♥</span> fills the seven's place.
guide-groups-8 = In any deal, <span class="cards"><span class="card">4♣</span> <span class="card joker">JK</span> <span class="card">6♣</span></span> plays as 4♣ 5♣ 6♣.
guide-groups-9 = A wild card can also lengthen a run at one end: <span class="cards"><span class="card red">J♦</span> <span class="card red">Q♦</span> <span class="card joker">JK</span></span> can be read as J♦ Q♦ K♦.
guide-groups-10 = A run with a substitute counts toward the two runs you need, but it can never be your pure run.
guide-groups-11 = Sets
guide-groups-12 = Three or four cards of the same rank, each in a different suit. <span class="cards"><span class="card">5♠</span> <span class="card red">5♥</span> <span class="card red">5♦</span></span> is a set, and <span class="cards"><span class="card">K♠</span> <span class="card red">K♥</span> <span class="card red">K♦</span> <span class="card">K♣</span></span> is a set of four. Wild cards may fill in: <span class="cards"><span class="card">5♠</span> <span class="card red">5♥</span> <span class="card joker">JK</span></span> is a set of three and <span class="cards"><span class="card">8♣</span> <span class="card red">8♦</span> <span class="card red">8♥</span> <span class="card joker">JK</span></span> a set of four.
guide-groups-13 = A set never has five cards. Because of the second deck you may hold two <span class="card red">8♥</span>; only one of them can count as a real card in a set, so <span class="cards"><span class="card">8♣</span> <span class="card red">8♥</span> <span class="card red">8♥</span></span> is not a set.
guide-groups-14 = Rules every group follows
guide-groups-15 = <strong>At least three cards.</strong> Two cards are never a group.
guide-groups-16 = <strong>At least one card that is not wild.</strong> A group made only of wild cards does not count. With tens wild, neither <span class="cards"><span class="card joker">JK</span> <span class="card joker">JK</span> <span class="card">10♠</span></span> nor <span class="cards"><span class="card">10♠</span> <span class="card red">10♦</span> <span class="card red">10♥</span></span> is a group.
guide-groups-17 = <strong>The ace sits at one end.</strong> It can be low, as in <span class="cards"><span class="card">A♠</span> <span class="card">2♠</span> <span class="card">3♠</span></span>, or high, as in <span class="cards"><span class="card red">Q♥</span> <span class="card red">K♥</span> <span class="card red">A♥</span></span>, but a run cannot pass through it: <span class="cards"><span class="card">K♣</span> <span class="card">A♣</span> <span class="card">2♣</span></span> is not a run.
guide-groups-18 = <strong>No repeated rank in a run.</strong> <span class="cards"><span class="card red">6♥</span> <span class="card red">6♥</span> <span class="card red">7♥</span></span>, with one six from each deck, is not a run.
guide-groups-19 = <strong>One group per card.</strong> A card used in one group cannot be counted again in another.
## turns
guide-turns-title = Playing a turn
guide-turns-1 = You always move first. Your turn comes in two halves.
guide-turns-2 = <strong>Draw.</strong> While the status line reads <span class="ui">{ status-your-turn-draw }</span>, take one card: either the top of the closed draw pile (face down; its counter shows how many are left) or the face-up top card of the discard pile. You now hold 14.
guide-turns-3 = <strong>Discard.</strong> The status changes to <span class="ui">{ status-your-turn-discard }</span>. Select a card and press <span class="ui">{ action-discard }</span>. It lands face up on the discard pile, you are back to 13, and Mira's turn begins.
guide-turns-4 = The just-picked rule
guide-turns-5 = A card you took from the discard pile has to stay with you for the rest of that turn. You cannot throw it straight back, and it cannot be the final discard of a declaration either. Until your turn is over it shows a small upward arrow. The rule is about that one physical card: if you also hold its twin from the other deck, the twin may go.
guide-turns-6 = Mira's turn
guide-turns-7 = Mira then takes a card, declares if that finishes her hand, and if not throws one away. A short message under her name reports where her card came from (the draw pile or your discard) and what she threw. While she plays, your hand controls are switched off; they come back with your turn.
## declaring
guide-declaring-title = Declaring
guide-declaring-1 = There are two moments when you can declare:
guide-declaring-2 = <strong>Before drawing, with 13 cards.</strong> If your hand is already finished, press <span class="ui">{ action-declare }</span>.
guide-declaring-3 = <strong>After drawing, with 14 cards.</strong> Select the card you want to throw away last, then press <span class="ui">{ action-discard-declare }</span>. That card goes to the discard pile and the other 13 are checked.
guide-declaring-4 = The checker tries every possible way of splitting the 13 cards into groups. Your trays do not limit it: if any valid split exists, the declaration succeeds, and the table shows the groups it found, which may differ from the way you laid them out.
guide-declaring-5 = If no valid split exists, the declaration is turned down and <strong>nothing else happens</strong>. Your cards, your trays and your turn stay exactly as they were, there is no penalty, and you simply carry on. Card games played for points punish a wrong declaration; this practice table forgives it on purpose, so you can use it to test a hand.
## controls
guide-controls-title = Controls and keyboard
guide-controls-1 = Click or tap a card to select it: it lifts and gets a coloured ring. Click it again to let it go. Everything a mouse can do, the keyboard can do too.
guide-controls-2 = Keys at the table
guide-controls-3 = Key
guide-controls-4 = What it does
guide-controls-5 = <kbd>Tab</kbd> and <kbd>Shift</kbd>+<kbd>Tab</kbd>
guide-controls-6 = Move between the buttons, the piles and the cards in your hand.
guide-controls-7 = <kbd>Enter</kbd> or <kbd>Space</kbd>
guide-controls-8 = Press the focused button, or select the focused card.
guide-controls-9 = Draw from the closed draw pile.
guide-controls-10 = Throw the selected card on the discard pile (<span class="ui">{ action-discard }</span>).
guide-controls-11 = Declare: with 14 cards, throw the selected card and declare (<span class="ui">{ action-discard-declare }</span>); with 13, <span class="ui">{ action-declare }</span>.
guide-controls-12 = <span class="ui">{ action-arrange }</span>.
guide-controls-13 = A hint from the coach for this step (tables with bots only; see <a>The coach</a>).
guide-controls-14 = At a scored table: drop out of the deal (you are asked to confirm first).
guide-controls-15 = Buttons
guide-controls-16 = Move the selected card into tray 1, 2, 3 or 4.
guide-controls-17 = <span class="ui">{ action-discard }</span>
guide-controls-18 = Throw the selected card onto the discard pile and end your turn.
guide-controls-19 = <span class="ui">{ action-declare }</span>
guide-controls-20 = Declare with 13 cards, before drawing.
guide-controls-21 = <span class="ui">{ action-discard-declare }</span>
guide-controls-22 = With 14 cards: throw the selected card as your final discard and declare the rest.
guide-controls-23 = <span class="ui">{ action-arrange }</span>
guide-controls-24 = Regroup your trays (details below). It never declares for you.
guide-controls-25 = <span class="ui">{ action-hint }</span>
guide-controls-26 = The coach's choice for this step, with its reason, shown above your hand; the card or pile it names gets a dashed blue ring. It never plays for you.
guide-controls-27 = <span class="ui">{ game-new-deal }</span>
guide-controls-28 = Abandon the current deal and start a fresh shuffled one, 13 cards each.
guide-controls-29 = <span class="ui">{ game-guide }</span> and <span class="ui">{ game-print-guide }</span>
guide-controls-30 = Open this page in a new tab, or open it ready to print or save as a PDF.
guide-controls-31 = <span class="ui">{ game-install }</span>
guide-controls-32 = Install the table as an app (see <a>Installing and playing offline</a>).
guide-controls-33 = Buttons that make no sense at the moment are disabled: you can move, sort and group your cards at any time while you hold them, but draw, discard and declare only on your turn. Changes of status are announced to screen readers, and if your system asks for reduced motion the table drops its animations.
guide-controls-34 = Reading the table
guide-controls-35 = Each of the four trays is labelled with what it currently holds: <span class="ui">{ group-pure-run }</span>, <span class="ui">{ group-run }</span>, <span class="ui">{ group-set }</span> or <span class="ui">{ group-none }</span>. A tray turns green when its cards form a valid group. A green tray is good news about that tray only, not proof that the whole hand is finished.
guide-controls-36 = A gold dot marks a wild card; an upward arrow marks the card you just took from the discard pile.
guide-controls-37 = A newly drawn card is placed where it is easy to find.
guide-controls-38 = The draw pile shows how many cards remain. You can see how many cards Mira holds; the cards themselves stay hidden unless she wins.
guide-controls-39 = { action-arrange }
guide-controls-40 = When your cards can already make a finished hand, <span class="ui">{ action-arrange }</span> lays out those groups and, if you hold 14, selects the card to throw. Otherwise it proposes groups that leave as few loose cards as it can, preferring to leave the cheap ones loose: jacks, queens, kings and aces weigh 10, number cards their face value and wild cards nothing. Take its layout as a starting point, not as advice for the rest of the deal; you can move any card afterwards.
## guided-deal
guide-guided-deal-title = Walkthrough: the guided first deal
guide-guided-deal-1 = A visit normally opens with a deal marked <span class="ui">{ guided-title }</span>. It is set up by hand to show how a finished hand comes together. The indicator is <span class="card">10♣</span>, so tens are wild, and your four trays start as:
guide-guided-deal-2 = <span class="cards"><span class="card red">3♥</span> <span class="card red">4♥</span> <span class="card red">5♥</span></span>, a pure run;
guide-guided-deal-3 = <span class="cards"><span class="card">7♠</span> <span class="card">8♠</span> <span class="card">9♠</span></span>, a second pure run;
guide-guided-deal-4 = <span class="cards"><span class="card">Q♣</span> <span class="card red">Q♦</span> <span class="card red">Q♥</span></span>, a set of queens;
guide-guided-deal-5 = <span class="cards"><span class="card">2♣</span> <span class="card red">2♦</span> <span class="card">2♠</span> <span class="card">K♣</span></span>, a set of twos plus a stray king.
guide-guided-deal-6 = Play it like this:
guide-guided-deal-7 = Press <span class="ui">{ action-declare }</span> straight away, just to see the checker at work. It refuses, because some cards are unmatched: the king has no partners. Nothing changes and it is still your turn to draw.
guide-guided-deal-8 = Draw from the draw pile (click it, or press <kbd>D</kbd>). The card you get is <span class="card red">2♥</span>, and the table puts it in tray 1, before <span class="card red">3♥</span> <span class="card red">4♥</span> <span class="card red">5♥</span>: a pure run of four.
guide-guided-deal-finish = Finish the hand in one of two ways:
guide-guided-deal-9 = by hand: select <span class="card">K♣</span> (moving <span class="card red">2♥</span> to the twos with <span class="ui">{ move-to-tray }</span> would make a set of four instead: either way is complete);
guide-guided-deal-10 = or let <span class="ui">{ action-arrange }</span> do the sorting: it builds the groups and picks out <span class="card">K♣</span> as the card to throw.
guide-guided-deal-11 = Press <span class="ui">{ action-discard-declare }</span>. The king goes to the discard pile and the table announces <q>Every card, in its place.</q>
guide-guided-deal-12 = Count it up: two pure runs of three, a set of three queens and a set of four twos, one in each suit, come to 3 + 3 + 3 + 4, which is all 13 cards. Both runs are pure, so the hand meets every condition.
guide-guided-deal-13 = The winning groups on screen may be split differently, and that is fine. The checker might, for instance, read <span class="cards"><span class="card red">2♥</span> <span class="card red">3♥</span> <span class="card red">4♥</span> <span class="card red">5♥</span></span> as one four-card pure run and keep <span class="cards"><span class="card">2♣</span> <span class="card red">2♦</span> <span class="card">2♠</span></span> as a set of three. It is the same 13 cards, divided another valid way.
guide-guided-deal-14 = When you are ready for real play, press <span class="ui">{ game-new-deal }</span>. Every deal from then on is shuffled, and none is promised to be as kind as this one.
## rejections
guide-rejections-title = When a declaration is turned down
guide-rejections-1 = A refusal is a hint, not a loss: the message tells you what the hand still lacks, and you keep playing the same turn. These are the reasons you will meet.
guide-rejections-2 = Reasons for a refusal, and what to do next
guide-rejections-3 = The table says you need
guide-rejections-4 = What it means
guide-rejections-5 = What to try
guide-rejections-6 = A final discard
guide-rejections-7 = You hold 14 cards, so one of them has to go before the other 13 can be checked.
guide-rejections-8 = Select the card you want to throw and press <span class="ui">{ action-discard-declare }</span>.
guide-rejections-9 = A pure run
guide-rejections-10 = Your runs all rely on wild cards. With tens wild, <span class="cards"><span class="card">4♣</span> <span class="card joker">JK</span> <span class="card">6♣</span></span> and <span class="cards"><span class="card red">9♦</span> <span class="card red">10♥</span> <span class="card red">J♦</span></span> are both runs, but neither is pure.
guide-rejections-11 = Collect three cards in a row of one suit with nothing standing in.
guide-rejections-12 = A second run
guide-rejections-13 = There is only one run. A pure run plus three sets is the usual case.
guide-rejections-14 = Turn a set, or a few loose cards, into another run.
guide-rejections-15 = Homes for unmatched cards
guide-rejections-16 = Some cards, which the message names, fit no group. Two pure runs, a set and a lone king is one example.
guide-rejections-17 = Keep drawing for partners, or let those cards go one by one.
guide-rejections-18 = One more refusal can appear on the way to declaring: choosing the card you just took from the discard pile as your final discard. The table explains <a>the just-picked rule</a> and waits for another choice. Moving cards between trays after a refusal can help you see what is missing.
## strategy
guide-strategy-title = A first strategy
guide-strategy-1 = <strong>Secure a pure run early.</strong> Wild cards can rescue almost any group except that one, so it is the requirement most likely to hold you up.
guide-strategy-2 = <strong>Keep cards that connect in more than one way.</strong> <span class="cards"><span class="card red">6♦</span> <span class="card red">7♦</span></span> is waiting for either <span class="card red">5♦</span> or <span class="card red">8♦</span>; <span class="cards"><span class="card red">6♦</span> <span class="card red">8♦</span></span> can only use <span class="card red">7♦</span>. A king on its own, with nothing next to it in rank, helps nothing.
guide-strategy-3 = <strong>Look for the gold dot before you throw.</strong> A card that seems useless may be wild this deal, and a wild card can complete any group with a natural card in it.
guide-strategy-4 = <strong>Look at the discard pile first.</strong> If its top card finishes or extends a group, take it; remember that it then stays in your hand for the rest of the turn.
guide-strategy-5 = <strong>Do not collect only sets.</strong> However many sets you hold, the hand needs two runs.
guide-strategy-6 = <strong>Watch what Mira picks up.</strong> If she takes your discards, she probably wants those ranks or that suit; think twice before feeding her more of them.
guide-strategy-7 = Mira is a basic practice opponent, not an expert. She decides from her own cards, the top of the discard pile and the wild rank; she never sees your hand or the order of the draw pile. The same seed and the same moves from you always bring the same decisions from her.
## discards
guide-discards-title = What was thrown
guide-discards-1 = Remembering the discards is the heart of the game's skill: what a player throws tells you what they do not want, and what they take from the discard pile tells you what they collect. Every seat's box has a <span class="ui">{ discards-button }</span> button with the number of cards that seat has thrown this deal (at the practice table, in Mira's box). It opens <strong>What was thrown</strong>: each seat's discards, yours too, first thrown first. A card someone took from the discard pile says who took it, in words under the card and with a gold edge; the card the pile started with, when someone took it, is in that player's list as <q>the first open card</q>. A card drawn from the draw pile is never shown: nobody saw it, until it is thrown.
guide-discards-2 = On a phone the button sits in the seat's box, as on a wide screen; with the keyboard, Tab to it and press <kbd>Enter</kbd>, and <kbd>Escape</kbd> closes the list. Screen readers read each seat's discards as a list, such as <q>three of spades, taken by Mira</q>. It is the same at the scored tables and with friends, and the review's step-through shows every seat's discards as they were before each of your turns.
## coach
guide-coach-title = The coach
guide-coach-1 = How far your hand is from a declaration
guide-coach-2 = Beside the number of cards in your hand the table says how far it is from a declaration: <span class="ui">{ hand-distance }</span> means that if you could swap two of your cards for any two others, the right two, your 13 cards would make a valid declaration. <span class="ui">{ hand-distance-complete }</span> means none are needed. With 14 cards in hand, after a draw, it counts the best 13 to keep, as if you had already thrown the right card (never the one just taken from the discard pile). The count changes as you draw and throw; moving cards between trays never changes it. A screen reader hears it only when it changes.
guide-coach-3 = The distance is exact, but it imagines every card being available. In a real deal some of the cards you need may already be on the discard pile, in another hand or gone, so a hand one card away can still wait a long time.
guide-coach-4 = Hints
guide-coach-5 = At the practice table and the scored tables, <span class="ui">{ action-hint }</span> (key <kbd>H</kbd>) shows what the coach would do at this step: which pile to draw from, which card to throw, when to declare and when to drop. The reason is one line you can check on the table, such as <q>Throw K♣: it goes with none of your cards, and the rest stay 2 cards from a declaration; it would count 10 points if you lost.</q> or <q>Drop now: 20 points; playing on loses about 35 on average from here.</q> The coach sees only what you see (your hand, the discard pile as it was played, the card counts), never the others' hands or the order of the draw pile. The hint disappears once your turn moves on. There are no hints when you play with a friend: the coach would help only one of you.
guide-coach-6 = How the coach weighs a step
guide-coach-7 = The coach prices every choice of the step in points: what you are expected to pay from there on, by the game's own score. A deal is a race to declare first, so it asks how far your hand is from a declaration and how many unseen cards would bring it closer (your <em>outs</em>), how far the others probably are (each card someone takes from the discard pile brings that player closer), and what your cards would count if someone else declared first. Then:
guide-coach-8 = <strong>Declare</strong> whenever your cards make a complete hand, before drawing too.
guide-coach-9 = <strong>Drop</strong> when the drop costs clearly less than playing on is expected to (a margin of 15 points, since a far hand still wins some deals), at single deals as well as in a pool. In a pool it never advises a drop that would take your score to the pool's limit while playing on could keep you in.
guide-coach-10 = <strong>Draw</strong> the open card when keeping it is worth more than a card from the draw pile (a wild card only where the table lets you take it).
guide-coach-11 = <strong>Throw</strong> a card that keeps your hand as close to a declaration as it can be; among those, the one that keeps the most outs and the fewest points in your hand, and not a card the next player is likely to take: the coach reads what they took from the pile, threw and passed over, and says so (<q>Keep K♦: Mira took Q♦ and passed over K♣.</q>).
guide-coach-12 = The same coach answers everywhere: <span class="ui">{ action-hint }</span>, the discard that <span class="ui">{ action-arrange }</span> suggests at a table with bots, the review below, and Tara, the expert bot, who plays exactly what the coach advises. With a friend, <span class="ui">{ action-arrange }</span> suggests the card that leaves the fewest points.
guide-coach-13 = Reviewing a deal
guide-coach-14 = When a deal is over, at any table and with a friend too, <span class="ui">{ result-review }</span> goes through each of your turns: what you drew and threw, what the coach would have done in your place, and how much the difference mattered. Each step (the draw, the throw) is judged only by what you could see at that moment, never by cards that turned up later. The coach weighs every choice of the step by the points you are expected to pay from there; a step costs what your choice is expected to pay beyond the coach's (a card counts the same as its twin). A declaration that was not complete costs what it cost you.
guide-coach-figures = <strong>What the figures mean.</strong> Every figure is in the score's own points. A drop costs what the rules say: 20 before your first draw and 40 after (25 and 50 in Pool 201). Playing on is an estimate: the points you can expect to pay from here on average, what you pay when someone else declares first (80 at most) less what the others pay when you declare, so it can be below zero. <q>About 6 points worse than throwing K♦</q> is the difference between the two choices' figures. The estimates come from a model fitted to many simulated deals and checked against deals it never saw: of the turns it gives a 30% chance to win, about 30 in 100 are won. Because a single deal can still go either way, the coach drops only when dropping saves 10 points or more; when you drop a hand it plays on, the review says so.
guide-coach-15 = How turns are marked
guide-coach-16 = Mark
guide-coach-17 = Points the turn is expected to cost
guide-coach-18 = Good
guide-coach-19 = fewer than 3
guide-coach-20 = Inaccuracy (?!)
guide-coach-21 = 3 to 6
guide-coach-22 = Mistake (?)
guide-coach-23 = 7 to 14
guide-coach-24 = Blunder (??)
guide-coach-25 = 15 or more
guide-coach-26 = A chart draws the deal from your seat, turn by turn: how many cards your hand was from a declaration, and the coach's estimate of your chance to win as the turn began (from a model fitted to the outcomes of many simulated deals: how far your hand is, the cards that would bring it closer, the points it holds and what the others took and drew, as in its advice), each turn's mark on it. Click a turn, or Tab to the chart and move with the arrow keys. The review opens at its title: one Tab reaches the chart's current turn, and the arrow keys, <kbd>Home</kbd> and <kbd>End</kbd> move along the turns (<span class="ui">{ review-prev }</span> and <span class="ui">{ review-next }</span> do the same, and show greyed with a dashed edge at either end). The step-through below shows the open card, your cards with the one you threw and the coach's marked, everyone's cards (the deal is over), what the others did since your last turn, and what every seat had thrown before it (see <a>What was thrown</a>). <span class="ui">{ review-try }</span> plays the deal on from that turn with the real cards: the draw pile holds what it really held and the others their real hands, deciding as they did (the coach plays for anyone who was a person). Draw and throw, each choice compared with the coach's; the others then play their turns, and you play on turn by turn or let the coach finish the deal. At the end you see how this branch ended beside how the deal really ended; nothing of it is kept. When the match has had more than one deal, the review offers each of them. From the command line, <code>indian-rummy review LOG.json</code> prints the same review for a match exported as JSON.
guide-coach-27 = Hints and reviews are advice, not a promise. The cards decide many deals, and a good step can still lose.
## results
guide-results-title = How a deal ends
guide-results-1 = You declare a finished hand
guide-results-2 = The table shows <q>Every card, in its place.</q> with your winning groups.
guide-results-3 = Mira declares a finished hand
guide-results-4 = The table shows <q>Mira has found her hand.</q> Her cards turn face up and her winning groups are laid out.
guide-results-5 = The draw pile runs out
guide-results-6 = When a turn ends with the draw pile empty, the deal ends with no winner. The discards are never shuffled back into a new pile. Whoever took the last card of the draw pile may still declare on that same turn.
guide-results-turns-title = A deal reaches 300 turns
guide-results-turns = After 300 turns in all, yours and Mira's together, a deal that nobody has declared ends with no winner: a dead deal.
guide-results-7 = There is no score to add up afterwards. Press <span class="ui">{ game-new-deal }</span> to play again.
## seeds
guide-seeds-title = Seeds: replaying a deal
guide-seeds-1 = Every shuffle comes from a number called the <strong>seed</strong>, which the table shows. The same seed always produces the same cards, and, if you make the same moves, the same decisions from Mira, in any browser. You choose the first deal of a visit with the page address:
guide-seeds-2 = How the address picks the first deal
guide-seeds-3 = Address ends with
guide-seeds-4 = First deal
guide-seeds-5 = A shuffled deal made from seed 123.
guide-seeds-6 = The guided first deal, with 17 as the seed for what follows.
guide-seeds-7 = no seed at all
guide-seeds-8 = The guided first deal, with a seed taken from the current time.
guide-seeds-9 = <span class="ui">{ game-new-deal }</span> adds one to the seed and deals again, so after seed 123 comes 124. A seed has to be a positive whole number of sensible size. Anything else (0, a negative number, letters, an enormous number) is set aside: the table picks a seed from the clock instead and tells you so.
guide-seeds-10 = To share or revisit a deal, note its seed and open the table with <code>?seed=N&amp;random=1</code>, putting the number in place of N.
## install
guide-install-title = Installing and playing offline
guide-install-1 = Installing
guide-install-2 = Open the game on its own page, served over HTTPS (or from <code>localhost</code> while testing), and press <span class="ui">{ game-install }</span>. If the browser has offered to install the game, its own install dialog opens. If not, the table explains where to find the option:
guide-install-3 = <strong>Chrome or Edge on a computer:</strong> the install icon in the address bar, or the browser menu and then <em>Install app</em>;
guide-install-4 = <strong>Android:</strong> the browser menu (⋮), then <em>Install app</em> or <em>Add to Home screen</em>;
guide-install-5 = <strong>iPhone or iPad:</strong> in Safari, <em>Share</em>, then <em>Add to Home Screen</em>.
guide-install-6 = Some browsers cannot install web apps at all. The game plays the same in an ordinary tab.
guide-install-7 = Offline
guide-install-8 = On your first visit with a connection, the game quietly stores its own files in the browser: the table, this guide, the Python runtime and the rules engine. The stored copy belongs only to the game's own folder on that site. Give it a moment to finish; after that, the table and the guide open without a network, in the same browser at the same address. A copy at another address counts as a different game and needs its own first visit online. Clearing the browser's data for the site removes the stored copy.
guide-install-9 = When a new version is published, the browser fetches it in the background. It takes over the next time the game is opened after all of its tabs have been closed, so a deal in progress is never disturbed. At that point older stored copies of this game at this address are removed; nothing else the site has stored is touched.
guide-install-10 = Inside another website
guide-install-11 = Other sites may show the table inside a frame on their own pages. There, <span class="ui">{ game-install }</span> asks the surrounding page to handle installation. If that page does not answer promptly, the frame shows the browser-menu instructions and a link that opens the standalone game in a new tab. A framed table never stores files for offline use; to install the game or play it offline, use the standalone page.
## session
guide-session-title = What each table keeps
guide-session-1 = The practice table keeps nothing: your hand, the selected card, the trays, whose turn it is and the result live only in the open page, and reloading it, closing it or opening it again starts afresh from the first deal. Installing the game and playing offline keep the program's files, never a practice hand in progress.
guide-session-2 = Each framed copy of the table on another site is independent of every other, and removing one and putting it back starts it afresh.
guide-session-3 = A match at a scored table against bots is kept on this device as you play it, and its finished deals stay there to look back on in <span class="ui">{ games-open }</span> and <span class="ui">{ games-show-progress }</span> (see <a>What is kept</a>).
guide-session-4 = A match with a friend is the exception: the partner server keeps it, so its link brings it back (see <a>Coming back later</a>).
guide-session-5 = Reading this guide does not pause the game. If Mira is on turn when you switch tabs, she keeps playing (drawing, throwing, perhaps even winning) while this page is open.
## kept
guide-kept-title = What is kept
guide-kept-1 = At the <a>scored tables</a> against bots this page keeps the match as you play it, so that a reload, a closed tab or restarting the browser brings it back exactly where it was: the same cards, trays, totals and seats, and a bot whose turn it was plays that turn as it would have. Open the same table and format again (its address, or <span class="ui">{ chooser-continue-name }</span> in <span class="ui">{ chooser-open }</span>, which offers “Continue Pool 101 against Kiran, deal 3”) to go on; <span class="ui">{ chooser-sit-down }</span>, or <span class="ui">{ game-new-match }</span>, starts a new one instead. One unfinished match is kept for each kind of table; it is forgotten once the match is over.
guide-kept-2 = What is kept: the table, its format and seats, the match's seed, every move made so far (the match is replayed from them) and the turn clock chosen; and for each deal that ended, who sat where, the result, your points and the moves of the match up to that deal's end, for looking back at your games.
guide-kept-3 = Where: in this browser's storage on this device only, for this site. Nothing is sent anywhere, another browser or device does not see it, and the practice table keeps nothing at all. Clearing the browser's data for this site removes it; <span class="ui">{ games-forget }</span> removes it all from the page.
guide-kept-4 = If the browser refuses to keep anything (some private windows) or its storage is full, the table plays on and says once that it cannot remember the match; a reload then starts afresh. A kept match that cannot be read (damaged, or from an older version of the game) is skipped with a note and a new match starts.
## limits
guide-limits-title = What this table does not do
guide-limits-1 = It is one table with one opponent, Mira, whose strength is fixed, and one rule set: thirteen cards, two decks and two jokers.
guide-limits-2 = There is no points scoring, no running total and no dropping out of a deal here; the <a>scored tables</a> have all three.
guide-limits-3 = There is no undo, and the practice table keeps no record of its deals (the scored tables do: see <span class="ui">{ games-open }</span>).
guide-limits-4 = There are no accounts and no money. Playing against another person needs the partner server: see <a>Playing with friends</a>.
guide-limits-5 = Neither Mira nor <span class="ui">{ action-arrange }</span> is meant as expert advice. The checker is exact about whether a hand is finished, but the choices along the way are yours.
## scored-tables
guide-scored-tables-title = Scored tables: choosing one
guide-scored-tables-1 = The practice table forgives everything and keeps no score. Two more tables, in the same page, play for points: the <strong>two-player</strong> table (you against one bot, by the two-player rules: no wild card from the discard pile, only a finished hand may be declared) and the <strong>classic</strong> table (two to six seats, bots in every seat but yours). Press <span class="ui">{ chooser-open }</span>, pick the table, the format, at the classic table how many players, and your opponents, then <span class="ui">{ chooser-sit-down }</span>. By default the bots Mira and Kiran take the other seats in turn; you can instead put one bot in every seat: Mira (a basic player), Kiran (he counts the cards he has seen and watches what you collect) or Tara, the expert (she plays what the coach advises: she weighs the race to declare first, the points at stake and what the next player collects, and drops a hand that would cost more to play on; see <a>The coach</a>). Your choice is written into the page address, so a bookmark or a shared link opens the same kind of table:
guide-scored-tables-2 = Choosing a table with the address
guide-scored-tables-3 = Part of the address
guide-scored-tables-4 = Values
guide-scored-tables-5 = <code>practice</code> (what a plain visit gives), <code>twine</code> (the two-player table) or <code>classic</code>.
guide-scored-tables-6 = <code>deal</code> (one deal), <code>pool101</code>, <code>deals2</code>, <code>deals3</code> or <code>deals6</code> (<a>Deals Rummy</a> of 2, 3 or 6 deals), or at the classic table also <code>pool201</code>.
guide-scored-tables-7 = 2 at the two-player table; 2 to 6 at the classic table.
guide-scored-tables-8 = <code>mira</code>, <code>kiran</code> or <code>tara</code> in every other seat; left out, Mira and Kiran in turn.
guide-scored-tables-9 = For example, <code>?table=classic&amp;format=pool201&amp;players=4&amp;seed=40</code> seats you with three bots for a Pool 201 match from seed 40. <code>seed</code> works as it does at practice. A value the table does not offer is set aside with a note, as a bad seed is, and the nearest sensible table is dealt instead.
guide-scored-tables-10 = What changes from practice at both scored tables:
guide-scored-tables-11 = Losing costs points: when somebody wins a deal, everybody else counts the cards they are left with (see the two tables below for which cards count).
guide-scored-tables-12 = Card values: jacks, queens, kings, aces and tens count 10, other number cards their face value, jokers and wild cards nothing. Nobody pays more than 80 for one deal.
guide-scored-tables-13 = On your turn, before you draw, you may <a>drop out</a> of the deal for a smaller, fixed cost.
guide-scored-tables-14 = The first turn moves round the table from deal to deal, and an empty draw pile is rebuilt from the discards (all but the top card) instead of ending the deal, at most twice a deal.
# The seats' tags as any seat shows them: $gender is other (guide.html gives it).
guide-scored-tables-15 = The other seats are shown beside or above the piles, in the order they play after you: each bot's name, how many cards it holds, what it did last, whether it has dropped or is out, and, in a pool, its running total (at Deals Rummy, its chips). The seat whose turn it is has a gold frame and says <span class="ui">{ seat-playing-now }</span>; the one that plays next has a dashed frame and says <span class="ui">{ seat-plays-next }</span> (or the line under the seats says <span class="ui">{ seats-you-next }</span>).
guide-dead-deal = <strong>Every deal ends.</strong> When the draw pile runs out a third time (after its two rebuilds), or a deal reaches 300 turns in all (every seat's turns counted together) with no declaration, it is a <strong>dead deal</strong>: nobody wins it and nobody pays, not even a drop's points. The scorecard and <span class="ui">{ games-open }</span> say <q>Dead deal</q>, and the match goes on to its next deal; at Deals Rummy a dead deal counts as one of the deals.
guide-scored-tables-16 = When a deal ends, a scorecard lists every seat in one row: its points this deal and how it ended (won, lost, dropped, a wrong declaration), its total (or chips), and in a match of several deals whether it is in, out or the winner. Each row's <span class="ui">{ score-cards }</span> button opens that seat's hand: the groups its cards make, the loose cards and why they counted (see <a>Pools and the scorecard</a>).
## twine
guide-twine-title = The two-player table
guide-twine-1 = Two players, two decks and two printed jokers, as at practice, played by the two-player rules (in addresses and on the command line its name is <code>twine</code>). The differences that you will notice:
guide-twine-2 = <strong>No wild card from the discard pile.</strong> If the top of the discard pile is a joker or a card of the wild rank, you cannot take it; the table tells you why when you try, and you draw from the draw pile instead.
guide-twine-3 = A declaration is only accepted when the hand is finished, exactly as at practice.
guide-twine-4 = A drop hands the deal to the other player.
guide-twine-5 = Scoring at the two-player table
guide-twine-6 = The loser counts <em>every</em> card in hand unless those cards hold two runs, one of them pure. With that much in place, only the cards outside groups count. The table finds the grouping that costs the loser least, so a half-arranged hand is never punished for its tray order.
guide-twine-7 = <strong>Worked example.</strong> Tens are wild and the loser holds <span class="card red">3♥</span> <span class="card red">4♥</span> <span class="card red">5♥</span> <span class="card">Q♣</span> <span class="card red">Q♦</span> <span class="card">Q♠</span> <span class="card">9♠</span> <span class="card red">9♦</span> <span class="card red">K♥</span> <span class="card">2♣</span> <span class="card red">7♦</span> <span class="card">8♣</span> and a joker. The hearts are a pure run; the joker can fill the gap in <span class="card red">7♦</span> JK <span class="card red">9♦</span> for a second run; the queens are a set. Two runs, one pure: the grouped cards are free. Left over are <span class="card">9♠</span> (9), <span class="card red">K♥</span> (10), <span class="card">2♣</span> (2) and <span class="card">8♣</span> (8): <strong>29 points</strong>. Had the joker gone into a set of nines instead, there would be only one run and all thirteen cards would count, far more than 29 (the cap makes it 80).
## classic
guide-classic-title = The classic table
guide-classic-1 = From two to six seats. Two players share one deck and two printed jokers; three or more use two decks and four jokers. The dealer moves one seat to the left after each deal and the seat after the dealer starts. Bots fill every seat but yours.
guide-classic-2 = Taking a wild card from the discard pile is allowed, as at practice.
guide-classic-3 = <strong>A wrong declaration is not forgiven.</strong> If you declare a hand that is not finished, it costs you the full 80 points and you sit out the rest of the deal while the bots play it to its end. The table says what it cost straight away.
guide-classic-4 = A drop takes only you out of the deal; the others play on. The last seat left in a deal wins it.
guide-classic-5 = Scoring at classic
guide-classic-6 = One pure run is enough: with it, only the cards outside groups count; without it, every card counts.
guide-classic-7 = <strong>Worked example.</strong> The same hand as in the two-player example, tens wild. The pure run of hearts already frees the grouped cards, so no second run is needed, and the joker does more good in a set: <span class="card">9♠</span> <span class="card red">9♦</span> JK. With the queens as a second set, the loose cards are <span class="card red">K♥</span> (10), <span class="card red">7♦</span> (7), <span class="card">2♣</span> (2) and <span class="card">8♣</span> (8): <strong>27 points</strong>, two fewer than at the two-player table, because the two nines (18) are worth more than the seven and nine of diamonds (16).
guide-classic-8 = You can check any hand from the command line: <code>indian-rummy score --profile classic --wild 10 3H 4H 5H QC QD QS 9S 9D KH 2C 7D 8C JK</code>.
## drops
guide-drops-title = Dropping out of a deal
guide-drops-1 = A hopeless hand need not cost 80. On your turn, before you draw, the <span class="ui">{ drop }</span> button beside the piles shows what leaving costs right now:
guide-drops-2 = What a drop costs
guide-drops-3 = Format
guide-drops-4 = Before your first draw of the deal
guide-drops-5 = After it
guide-drops-6 = One deal, Pool 101, Deals Rummy
guide-drops-7 = Pool 201
guide-drops-8 = Pressing <span class="ui">{ drop }</span> (or the <kbd>X</kbd> key) only asks; nothing happens until you confirm with <span class="ui">{ drop-confirm }</span> (or whatever it costs), and <span class="ui">{ confirm-keep-playing }</span> or <kbd>Esc</kbd> leaves everything as it was. Once you have drawn, the button is disabled until your next turn, and the reason is written under it. There are no drops at the practice table. The confirmation says what the drop does: whether it takes your pool total to the limit and so puts you out of the match, and, when only two of you are left in the deal, that the deal ends and who wins it.
guide-drops-9 = Auto-drop
guide-drops-10 = While another seat plays, <span class="ui">{ drop-auto }</span> asks the table to drop for you as soon as your next turn comes, before you draw: you pay the drop's price then (the first drop's if you have not drawn yet in this deal, the middle drop's otherwise). The button stays pressed and a line under it says it is set; press it again to take it back, any time before your turn. It holds for your next turn only, and a new deal clears it. Nobody else is told you asked: they see the drop when it comes. It works at the bot tables and when you play with friends, where it is kept with your seat and survives a reload.
## pools
guide-pools-title = Pools and the scorecard
guide-pools-1 = In a <strong>one-deal</strong> match the points of that deal are the whole result. In a <strong>pool</strong>, each deal's points are added to every seat's running total. A seat whose total reaches the pool's limit (101 in Pool 101, 201 in Pool 201) is out of the match, and the match goes on until one seat is left: that seat wins the match.
guide-pools-2 = After each deal the results panel shows the scorecard: one row per seat with its points this deal, its total, and whether the seat is still in, out, or the winner; its caption says which deal of the match it was. It fits a phone's screen. A seat's <span class="ui">{ score-cards }</span> button (or <kbd>Enter</kbd> on it) shows and hides its hand; on a wide screen the winner's hand is open from the start. <span class="ui">{ scores-history }</span> shows every seat's points in each deal so far. Press <span class="ui">{ scores-next-deal }</span> to deal the next hand of the pool. When the match is over the panel names the winner, and <span class="ui">{ game-new-match }</span> starts another one at the same table with the next seed.
guide-pools-3 = While a match is still being played, <span class="ui">{ game-new-match }</span> asks first, since the new match replaces it and its scores are gone: <span class="ui">{ confirm-keep-playing }</span> or <kbd>Esc</kbd> changes nothing, <span class="ui">{ confirm-new-match }</span> deals the first hand of a new one.
## deals
guide-deals-title = Deals Rummy: playing for chips
guide-deals-1 = Deals Rummy is played at both scored tables for a fixed number of deals: <strong>2, 3 or 6</strong>, every one of them played. Every seat starts with the same chips: <strong>80 for each deal</strong> of the match (160 in a match of 2 deals, 240 in one of 3, 480 in one of 6). Each deal is scored as usual, and its winner takes each loser's points, in chips, from that loser: a seat that loses with 25 points pays 25 chips, a drop pays its 20 or 40. A deal that nobody wins moves no chips.
guide-deals-2 = After the last deal, the seat with the most chips wins the match. If two or more seats tie for the most, they play one more deal between themselves (the others sit it out, keeping their chips), and again while they are still tied. The chips in play never change: what one seat wins, another has paid.
guide-deals-3 = The seats show each bot's chips and the line under them yours; the scorecard shows every seat's chips, what they won or paid this deal, its place, and which deal of the match it was (<span class="ui">{ stage-deal-of }</span>, or a tie-break deal). On the command line, <code>indian-rummy simulate --profile classic --format deals3 --bots mira,kiran,tara --games 1</code> plays one match between bots and prints the chips, and <code>indian-rummy rules</code> states the rule.
## partner
guide-partner-title = Playing with friends
guide-partner-1 = Where the game is served by its partner server (<code>indian-rummy serve</code>), friends can play each other from their own devices: two at the two-player table (one deal, Pool 101 or Deals Rummy), or two to six at the classic table (one deal, Pool 101, Pool 201 or Deals Rummy), with bots in any seat but the first if you like. A plain copy of the site without the server has no <span class="ui">{ invite-open }</span> button, and partner play always needs the network; the practice and scored tables still work offline.
guide-partner-2 = Inviting
guide-partner-3 = Press <span class="ui">{ invite-open }</span>, pick the table and the format and, if you like, type your name. The first seat is yours. For each other seat choose <strong>A friend</strong> (and, if you like, their name) or one of the bots; at the classic table <span class="ui">{ invite-add-seat }</span> adds one, up to six. Then press <span class="ui">{ invite-make }</span>.
guide-partner-4 = An invite link appears for each friend, and your own link. Send each friend their own invite link by message or mail (<span class="ui">{ link-copy }</span>, or <span class="ui">{ link-share }</span> where the device offers it). Keep <strong>your own link</strong>.
guide-partner-5 = Press <span class="ui">{ invite-open-table }</span>. Until each friend arrives, their invite link stays in the strip above your hand, ready to send again.
guide-partner-6 = When your friend first opens the invite link, the strip asks them which name you should see beside their seat. They can keep the one you typed for them or choose their own; either way both screens show it.
guide-partner-7 = Live, or any time
guide-partner-8 = There is nothing to choose: the same match works both ways. When both of you have the table open, every draw and discard appears on the other screen as it happens, and the strip says whether your partner is online. When one of you closes the page, the match simply waits. The strip shows whose turn it is and since when (from the start of the match, if nobody has moved yet), so either of you can take a turn whenever it suits, minutes or days later. If your turn comes while the table is in a background tab, the tab's title says so.
guide-partner-9 = Told when it is your turn
guide-partner-10 = Turn on <span class="ui">{ push-switch }</span> in the strip above your hand and this device shows a notification when your turn comes, or when the deal ends, even with the page closed: "Asha threw 7♦ — your turn." Your browser asks whether the site may show notifications only then, never before. Tapping the notification opens your seat; a newer one replaces the older, so a long match does not pile them up. The notification names only what you could see at the table, and the link it opens stays on your device. Turn the switch off and this device is told no more about that match. Where the browser cannot show notifications (or you refused them), there is no switch, and the tab's title and the app's badge still mark your turn while the page is open.
guide-partner-11 = Bots and the turn clock
guide-partner-12 = A bot's seat is played by the server, at a pace you can follow, whether or not anyone has the table open; its moves are kept with everyone else's, so a restart of the server loses none of them. The strip lists every other seat: who is online, who is away, and which seats are bots.
guide-partner-13 = A match made for live play can have a <strong>turn clock</strong>: 30 or 60 seconds a turn, plus a reserve of 60 seconds for the whole match, spent only by the turns that take longer. The strip counts the turn's time down and warns in the last ten seconds. When the time is up, the table plays the turn for you: it draws from the draw pile and throws that card (it never declares). After three such turns in a row you drop out of the deal, paying the drop's points. The clock is kept on the server, so reloading the page or losing the connection does not stop it. Without a clock the match waits as long as it takes. When the clock plays a turn, you are told what it played (<q>The clock played for you: drew from the stock and threw 7♣.</q>) and the others see that your time ran out.
guide-partner-14 = The bot tables can have the same clock: choose <span class="ui">{ chooser-clock }</span> in <span class="ui">{ chooser-open }</span> (off, 30 or 60 seconds a turn; it goes into the address as <code>clock=30</code>). Your turns are timed by the page with the same seconds and reserve; the bots play at their own pace. A move made while the connection to a friends' match is lost is sent once the connection is back, if it is still possible then.
guide-partner-15 = An any-time match can instead give each turn <strong>a day, or a few days</strong> (up to 14). Nothing is played for you then; the strip says until when you may play. Once a seat's time for the turn is over, the others see <span class="ui">{ partner-end-wait }</span>: pressed, the late seat drops out of the deal and pays the drop's points, or, if it had already drawn, the card it drew is thrown for it and the turn moves on.
guide-partner-16 = The link is the key
guide-partner-17 = Each link names the match and carries a long secret that opens one seat. There is no account and no password: whoever holds a link plays that seat. Send the invite link only to the friend it is for and keep your own to yourself. The secret sits in the part of the address after <code>#</code>, which browsers never send to a server, so it does not turn up in the server's logs.
guide-partner-18 = Coming back later
guide-partner-19 = Open your own link again, in this browser or on another device, and you are back at your seat with the table as it stands, including whatever your partner did meanwhile. The table is kept on the server, not in the page. Above it, <span class="ui">{ partner-since-title }</span> lists what the others did while you were away (a card drawn from the draw pile is never named); <span class="ui">{ partner-since-done }</span> puts the list away. On this device the <span class="ui">{ invite-open }</span> dialog also lists the matches you have opened recently, and <span class="ui">{ partner-your-link }</span> in the strip shows your link once more. If the seat is already open in another tab or on another device, the table says so and offers to play here instead.
guide-partner-20 = { partner-rematch }
guide-partner-21 = When the match is over, either of you can press <span class="ui">{ partner-rematch }</span>: a new match at the same table, with the same names and a fresh shuffle. The other screen offers <span class="ui">{ partner-rematch-join }</span>. Nothing needs to be sent again: the links you already have open the finished match, which offers <span class="ui">{ partner-rematch-join }</span> too, and the same secret opens your seat in the new one.
## your-games
guide-your-games-title = { games-open }
guide-your-games-1 = <span class="ui">{ games-open }</span> in the bar under the table lists, newest first, every deal you finished at the scored tables (the two-player and classic tables, against the bots) and every match with friends you opened on this device: the table, the format, who you played, how it ended and when. The practice table is never listed: nothing of it is kept.
guide-your-games-2 = These records stay in this browser's storage for this site, on this device only: nothing is sent anywhere. Another browser or another device has its own list, and a private window keeps nothing (the list then says so).
guide-your-games-3 = <span class="ui">{ games-review }</span> opens the deal's review, as after the deal: the chart of your turns with their marks, the step-through with every hand and <span class="ui">{ review-try }</span>. The game engine in the page works it out again from the deal's record, which takes a few seconds; the table you are playing stays as it was.
guide-your-games-4 = <span class="ui">{ games-open-match }</span>, beside a match with friends, opens your seat with its link: the server has the match.
guide-your-games-5 = <span class="ui">{ games-export }</span> saves the deal's match as a JSON log, the one the command line reviews: <code>indian-rummy review LOG.json</code>.
guide-your-games-6 = <span class="ui">{ games-import }</span> reads such a log back. The game engine checks it by playing it again: each deal it finished is kept as a game, with its review's marks. A file that is not a match's log is refused with the reason, and nothing kept changes.
guide-your-games-7 = Keys: <kbd>Tab</kbd> reaches the newest game; the arrow keys, <kbd>Home</kbd> and <kbd>End</kbd> move from game to game, and <kbd>Tab</kbd> then goes on to its other button. <kbd>Escape</kbd> closes a review and then the list.
guide-your-games-8 = { games-forget }
guide-your-games-9 = <span class="ui">{ games-forget }</span>, at the foot of the list, asks first (<span class="ui">{ games-forget-keep }</span> has the focus); <span class="ui">{ games-forget-yes }</span> then removes from this device every kept game, review and unfinished match, and the match you are playing is not kept again (the next one is). It cannot be undone. A record the page cannot read (damaged, or from another version of the game) is skipped and the list says how many there were; <span class="ui">{ games-forget }</span> removes those too.
## progress
guide-progress-title = { games-show-progress }
guide-progress-1 = <span class="ui">{ games-show-progress }</span>, beside <span class="ui">{ games-show-list }</span> in the same dialog, draws what the kept deals say about your play, so that you can see a trend: how many deals you played, won and dropped, and the points a deal cost you on average; a table of deals played, won and dropped against each opponent; a chart of the points each deal cost you, oldest first; and a chart of the review's marks per deal (blunders, mistakes and inaccuracies, each its own line: solid, dashed and dotted), with the points a deal lost against the coach's choices. Under each chart a sentence sums it up, and a table lists every deal with its figures, for a screen reader or a closer look.
guide-progress-2 = The marks come from each deal's review. Deals not yet reviewed are reviewed when <span class="ui">{ games-show-progress }</span> opens, one at a time (it says so while it works), and their marks are kept, so the next time <span class="ui">{ games-show-progress }</span> opens at once. <span class="ui">{ games-forget }</span> empties it too.
## colophon
guide-colophon = The text of this guide, the cards and the table art were all made for this project. The rules follow the common two-deck, thirteen-card game, with this table's own choices stated above: aces are wild when the indicator is a joker, no group may consist only of wild cards, a wrong declaration is forgiven, and an empty draw pile ends the deal with no winner.
## learn
guide-learn-title = { learn-open }
guide-learn-1 = <span class="ui">{ learn-open }</span> is where to practise between deals: short lessons, puzzles from real deals with a rating, a daily puzzle, and your own mistakes coming back until you get them right. Open it from the table, or at <a>this address</a>. Each position is played on the table as you know it: your hand in its trays, the open card, the closed pile and what each seat threw. You make the move with the mouse, a finger or the keyboard, and the table tells you whether the coach would have made it, and why.
guide-learn-2 = Lessons
guide-learn-3 = Eight lessons, in the order a player needs them: groups and the pure sequence first; using a joker well, and never in the pure sequence; sets or runs; which pile to draw from; what to throw (distance first, then outs, then points); reading what the next player took and passed; when to drop (20, 40 or playing on); and when you can declare, with what a wrong declaration costs. Each is a short introduction and a few positions from real deals. A wrong move is explained and tried again; a lesson is done once each of its positions is answered right. Which lessons you have done is kept on this device.
guide-learn-4 = Puzzles and ratings
guide-learn-5 = The puzzles come from the bots' real deals. Each is a position seen from one seat with one question: draw from the closed pile or take the open card, which card to throw, declare now, or drop or play on. Its answer is the coach's choice, and a deeper look at the position (many deals played out from it) found it better than every other choice by a clear margin. Each puzzle has a theme, so you can practise one thing at a time. You and every puzzle have a rating: solving a puzzle raises yours, more for a harder one, and missing it lowers it. Your rating is kept on this device.
guide-learn-6 = The daily puzzle and the streak
guide-learn-7 = Every day has its puzzle of the day. Solve it day after day and your streak grows; miss a day and it starts again.
guide-learn-8 = { mistakes-title }
guide-learn-9 = Each turn that the review of one of your kept deals marks as a mistake or a blunder becomes a puzzle of yours, from the same moment of the same deal: the draw or the throw that lost the points. It comes back the day after the review. Answered right on its day, it comes back three days later; answered right again, it is solved and leaves <span class="ui">{ mistakes-title }</span>. A wrong answer brings it back the next day, to start again. <span class="ui">{ games-show-progress }</span> in <span class="ui">{ games-open }</span> shows how many are waiting, how many are due today and how many you have solved. A mistake leaves with its deal when the deal is no longer kept (<span class="ui">{ games-forget }</span>).
