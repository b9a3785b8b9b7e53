# Learn: puzzles, ratings, the daily puzzle and the streak (web/learn/).

## The way in, and the view

learn-open = Learn
learn-title = Learn
learn-puzzles-title = Puzzles from real deals
learn-about = Each puzzle is a moment of a real deal: take the step the coach would. Find it and your rating rises; miss it and it falls.
learn-back = Back to the table
learn-daily = Daily puzzle
learn-next = Next puzzle
learn-theme-label = Practise
learn-theme-any = Every theme
learn-no-puzzles = The puzzles could not be loaded ({ $why }).
learn-none-left = No puzzle left to try in this theme: choose another.

## The themes: what a puzzle is about

learn-theme-take = Take the open card
learn-theme-stock = Leave the open card
learn-theme-pure = The pure sequence first
learn-theme-wild = Use your wild cards
learn-theme-distance = The throw that keeps you closest
learn-theme-outs = Keep the most outs
learn-theme-points = Shed the high cards
learn-theme-feeding = Don't feed the next player
learn-theme-drop = Drop in time
learn-theme-play-on = Don't drop: play on
learn-theme-declare = Declare now

## Your rating and the streak ($rating: a number; $change: it signed, "+12", "−8")

learn-rating = Your rating: { $rating }
learn-rating-change = Your rating: { $rating } ({ $change })
learn-streak = Daily puzzles solved in a row: { $count ->
    [one] { $count } day.
   *[other] { $count } days.
}
learn-daily-solved = Today's is solved.
learn-daily-missed = Today's was missed: a new one tomorrow.
learn-daily-title = Daily puzzle, { $date } · rated { $rating }
learn-daily-title-theme = Daily puzzle, { $date } · rated { $rating } · { $theme }
learn-puzzle-title = Puzzle · rated { $rating }
learn-puzzle-title-theme = Puzzle · rated { $rating } · { $theme }
learn-solved = Solved. Your rating: { $rating } ({ $change }).
learn-missed = Missed. Your rating: { $rating } ({ $change }).
learn-not-rated = You had answered this puzzle before: not rated this time.

## The board

learn-opening = Setting out the position…
learn-failed = The puzzle could not be opened: { $why }
learn-checking = { $choice }: the coach is looking…
learn-question-draw = Your turn: draw from the draw pile, or take the open card?
learn-question-throw = You have drawn. Which card do you throw?
learn-question-drop = Your first turn: drop now, or play on?
learn-question-declare = Can you declare now? Or do you play on?
learn-board-piles = Piles and wild card
learn-board-others = The other players
learn-mark-coach = the coach's choice
learn-mark-yours = your choice
learn-right = Right: the coach's choice
learn-wrong = Not the coach's choice
learn-right-said = { $choice } is the best step here.
learn-wrong-said = You chose: { $yours }. The coach's choice: { $answer }, about { $loss ->
    [one] { $loss } point
   *[other] { $loss } points
} better.
learn-figures-title = The coach's figures: the points each choice is expected to cost you (the fewer, the better)
learn-figure = { $choice }: { $points ->
    [one] { $points } point
   *[other] { $points } points
}{ $marks ->
    [none] {""}
   *[other] {" "}({ $marks })
}
