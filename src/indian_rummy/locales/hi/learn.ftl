# Learn: puzzles, ratings, the daily puzzle and the streak (web/learn/).
