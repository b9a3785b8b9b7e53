# guide
