# ప్రతి పేజీకి కావలసిన పదాలు: భాష ఎంపిక, ముక్కల పేర్లు, బాట్‌ల పేర్లు.

language-label = భాష

## స్క్రీన్ రీడర్ కోసం ముక్క పేరు: మాటల్లో, తర్వాత మూలలో కనిపించేది ($label, ఉదా. 5♥),
## వైల్డ్ ముక్కకు ", వైల్డ్". $rank 1 (ఆసు) నుంచి 13 (రాజు); $suit S, H, D లేదా C.

card-rank = { $rank ->
    [1] ఆసు
    [2] రెండు
    [3] మూడు
    [4] నాలుగు
    [5] ఐదు
    [6] ఆరు
    [7] ఏడు
    [8] ఎనిమిది
    [9] తొమ్మిది
    [10] పది
    [11] జాకీ
    [12] రాణి
   *[13] రాజు
}
card-suit = { $suit ->
    [S] ఇస్పేటు
    [H] ఆఠీను
    [D] డైమను
   *[C] కళావరు
}
# ఆటగాళ్లు ముందు గుర్తు (suit), తర్వాత ముక్క చెబుతారు: "ఆఠీను రాణి", "ఇస్పేటు ఆసు".
card-words = { card-suit } { card-rank }
card-joker = ప్రింటెడ్ జోకర్
card-name = { $words }, { $label }
card-name-wild = { $words }, { $label }, వైల్డ్
# ఏ ముక్కలు వైల్డ్: "పదులు వైల్డ్ జోకర్లు" (ఎక్కాల్లోని బహువచనాలు: రెళ్లు, మూళ్లు).
rank-plural = { $rank ->
    [1] ఆసులు
    [2] రెళ్లు
    [3] మూళ్లు
    [4] నాలుగులు
    [5] ఐదులు
    [6] ఆరులు
    [7] ఏడులు
    [8] ఎనిమిదులు
    [9] తొమ్మిదులు
    [10] పదులు
    [11] జాకీలు
    [12] రాణులు
   *[13] రాజులు
}

## బాట్‌లు: ప్రతిదీ దాని వ్యాకరణ లింగంతో ఒక టర్మ్ (మీరా, తార స్త్రీలు, కిరణ్ పురుషుడు);
## కోడ్ బాట్‌ను దాని కీతో పిలుస్తుంది, bot-<key>. వారి గురించి వాక్యాలు గౌరవ బహువచనం
## (-ారు: "మీరా గెలిచారు"), ఇది అందరికీ ఒకటే: $gender అవసరం లేదు.

-mira = మీరా
    .gender = feminine
-kiran = కిరణ్
    .gender = masculine
-tara = తార
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
# ఒకే బాట్ రెండో సీటులో: "కిరణ్ 2".
seat-bot-numbered = { $name } { $number }
