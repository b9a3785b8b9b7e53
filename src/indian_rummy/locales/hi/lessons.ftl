# Learn: the lessons and your mistakes (web/learn/lessons.js, web/learn/mistakes.js).
