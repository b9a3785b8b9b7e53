# Words every page needs: the language control, the cards' names, the bots' names.

language-label = Language

## A card's name for screen readers: the words, then what its corner shows
## ($label, like 5♥), then ", wild" for a wild card. $rank is 1 (ace) to 13
## (king); $suit is S, H, D or C.

card-rank = { $rank ->
    [1] ace
    [2] two
    [3] three
    [4] four
    [5] five
    [6] six
    [7] seven
    [8] eight
    [9] nine
    [10] ten
    [11] jack
    [12] queen
   *[13] king
}
card-suit = { $suit ->
    [S] spades
    [H] hearts
    [D] diamonds
   *[C] clubs
}
card-words = { card-rank } of { card-suit }
card-joker = printed joker
card-name = { $words }, { $label }
card-name-wild = { $words }, { $label }, wild
# What wild rank the deal has: "Tens are wild".
rank-plural = { $rank ->
    [1] Aces
    [2] Twos
    [3] Threes
    [4] Fours
    [5] Fives
    [6] Sixes
    [7] Sevens
    [8] Eights
    [9] Nines
    [10] Tens
    [11] Jacks
    [12] Queens
   *[13] Kings
}

## The bots. Each is a term with its grammatical gender (Mira and Tara are women,
## Kiran a man: the engine's pronoun for each, her or his), which a sentence may select
## on ({ -mira.gender -> ... }). The code names a bot by its key, bot-<key>, whose
## .gender is its term's: every sentence about a person is given the person's $gender
## (feminine, masculine, or other for a name as typed; locales/README.md, "Persons").

-mira = Mira
    .gender = feminine
-kiran = Kiran
    .gender = masculine
-tara = Tara
    .gender = feminine

bot-mira = { -mira }
    .gender = { -mira.gender ->
        [masculine] masculine
       *[feminine] feminine
    }
bot-kiran = { -kiran }
    .gender = { -kiran.gender ->
        [masculine] masculine
       *[feminine] feminine
    }
bot-tara = { -tara }
    .gender = { -tara.gender ->
        [masculine] masculine
       *[feminine] feminine
    }
# A bot seated twice, its second seat: "Kiran 2" ($name is the bot's name).
seat-bot-numbered = { $name } { $number }

