# టేబుల్: ఇంజన్ వ్యూలు, జవాబులు చెప్పేవి (protocol/text.py, protocol/review.py,
# bots/reasons.py, తిరస్కరణలు). $card ముక్క లేబుల్ (5♥); $name సీటు పేరు (మనిషి టైప్ చేసినది,
# బాట్‌ది దాని bot- మెసేజ్); $points, $count, $steps, $deal సంఖ్యలు.
# వేరొకరి గురించి క్రియలు గౌరవ బహువచనంలో (-ారు): స్త్రీకీ పురుషుడికీ ఒకటే.

## వాక్యంలో భాగాలు కలపడం.

list-and = { $first }, { $rest }
list-comma = { $first }, { $rest }
sentences = { $first } { $rest }

## స్టేటస్ లైన్ (తెలుగులో పెద్ద అక్షరాలు లేవు).

status-shuffling = ముక్కలు కలుపుతున్నాం
status-you-win-match = మ్యాచ్ మీరు గెలిచారు
status-wins-match = మ్యాచ్ { $name } గెలిచారు
status-no-winner = ఎవరూ గెలవలేదు · మూసిన కట్ట ఖాళీ
status-dead-deal-turns = ఎవరూ గెలవలేదు · { $turns ->
    [one] { $turns } వంతు అయిపోయింది
   *[other] { $turns } వంతులు అయిపోయాయి
}
status-you-win = మీరు గెలిచారు
status-wins = { $name } గెలిచారు
status-you-dropped = మీరు డ్రాప్ చేశారు · { $name } వంతు
status-out-of-deal = ఈ డీల్ నుంచి మీరు బయట · { $name } వంతు
status-turn = { $name } వంతు
status-your-turn-draw = మీ వంతు · ముక్క తీయండి
status-your-turn-discard = మీ వంతు · ముక్క పడేయండి
status-nobody = ఎవరూ లేరు
bot-upper = { $bot ->
    [mira] { bot-mira }
    [kiran] { bot-kiran }
   *[tara] { bot-tara }
}

## మ్యాచ్ ఎక్కడ ఉంది, వైల్డ్ ర్యాంక్ ($rank: 1 ఆసు నుంచి 13 రాజు).

stage-deal = డీల్ { $deal }
stage-deal-of = డీల్ { $deal } / { $deals }
stage-tie-break = టై-బ్రేక్ డీల్ { $deal }
wild-rank = { rank-plural } వైల్డ్ జోకర్లు
wild-rank-joker-indicator = { rank-plural } వైల్డ్ జోకర్లు (కట్ జోకర్‌గా ప్రింటెడ్ జోకర్ వచ్చింది)

## ఒక సీటు తన చివరి వంతులో ఏం చేసింది. $source: stock లేదా discard, లేదా none.

move-dropped = { $name } డ్రాప్ చేశారు ({ $points ->
    [one] { $points } పాయింట్
   *[other] { $points } పాయింట్లు
}).
move-drew = { $source ->
    [stock] { $name } మూసిన కట్ట నుంచి ముక్క తీశారు.
   *[discard] { $name } తెరిచిన కట్ట నుంచి { $card } తీసుకున్నారు.
}
move-drew-discarded = { $source ->
    [stock] { $name } మూసిన కట్ట నుంచి ముక్క తీసి { $thrown } పడేశారు.
   *[discard] { $name } తెరిచిన కట్ట నుంచి { $card } తీసుకుని { $thrown } పడేశారు.
}
move-declared = { $source ->
    [stock] { $name } మూసిన కట్ట నుంచి ముక్క తీసి డిక్లేర్ చేశారు.
    [discard] { $name } తెరిచిన కట్ట నుంచి { $card } తీసుకుని డిక్లేర్ చేశారు.
   *[none] { $name } డిక్లేర్ చేశారు.
}
move-declared-wrongly = { $source ->
    [stock] { $name } మూసిన కట్ట నుంచి ముక్క తీసి, ముక్కలు పూర్తి కాకుండానే డిక్లేర్ చేశారు ({ $points ->
        [one] { $points } పాయింట్
       *[other] { $points } పాయింట్లు
    }); ఈ డీల్ నుంచి బయటకు వెళ్లారు.
    [discard] { $name } తెరిచిన కట్ట నుంచి { $card } తీసుకుని, ముక్కలు పూర్తి కాకుండానే డిక్లేర్ చేశారు ({ $points ->
        [one] { $points } పాయింట్
       *[other] { $points } పాయింట్లు
    }); ఈ డీల్ నుంచి బయటకు వెళ్లారు.
   *[none] { $name } ముక్కలు పూర్తి కాకుండానే డిక్లేర్ చేశారు ({ $points ->
       [one] { $points } పాయింట్
      *[other] { $points } పాయింట్లు
   }); ఈ డీల్ నుంచి బయటకు వెళ్లారు.
}

## ఒక వంతు మాటల్లో, భాగానికి ఒకటి (list-andతో కలిపి), సీటు చిన్న పెట్టెకు చిన్నగా (brief-*).

turn-drew = మూసిన కట్ట నుంచి తీశారు
turn-took = { $card } తీసుకున్నారు
turn-threw = { $card } పడేశారు
turn-dropped = డ్రాప్ చేశారు ({ $points ->
    [one] { $points } పాయింట్
   *[other] { $points } పాయింట్లు
})
turn-declared = డిక్లేర్ చేశారు
turn-declared-wrongly = ముక్కలు పూర్తి కాకుండానే డిక్లేర్ చేశారు ({ $points ->
    [one] { $points } పాయింట్
   *[other] { $points } పాయింట్లు
})
brief-move = { $first } · { $rest }
brief-drew = తీశారు
brief-took = { $card } తీసుకున్నారు
brief-threw = { $card } పడేశారు
brief-dropped = డ్రాప్ ({ $points })
brief-declared = { $first ->
    [yes] డిక్లేర్ చేశారు
   *[no] డిక్లేర్ చేశారు
}
brief-declared-wrongly = { $first ->
    [yes] తప్పు డిక్లేర్ ({ $points })
   *[no] తప్పు డిక్లేర్ ({ $points })
}

## “సర్ది పెట్టండి” ఏం కనుగొంది.

arranged-complete = పూర్తయింది: డిక్లేర్ చేయండి.
arranged-complete-discard = పూర్తయింది: { $card } పడేసి డిక్లేర్ చేయండి.
arranged-missing = ఇంకా కావాలి: { $missing }.
arranged-a-pure-run = ఒక ప్యూర్ సీక్వెన్స్
arranged-a-second-run = రెండో సీక్వెన్స్
arranged-both-runs = రెండు సీక్వెన్సులూ ఉన్నాయి.
arranged-loose = { $count ->
    [one] { $count } ముక్క ఏ గ్రూపులోనూ లేదు.
   *[other] { $count } ముక్కలు ఏ గ్రూపులోనూ లేవు.
}
arranged-loose-points = { $count ->
    [one] { $count } ముక్క ఏ గ్రూపులోనూ లేదు; ప్రస్తుతం మీ ముక్కల లెక్క { $points ->
        [one] { $points } పాయింట్
       *[other] { $points } పాయింట్లు
    }.
   *[other] { $count } ముక్కలు ఏ గ్రూపులోనూ లేవు; ప్రస్తుతం మీ ముక్కల లెక్క { $points ->
       [one] { $points } పాయింట్
      *[other] { $points } పాయింట్లు
   }.
}
arranged-points = ప్రస్తుతం మీ ముక్కల లెక్క { $points ->
    [one] { $points } పాయింట్
   *[other] { $points } పాయింట్లు
}.
arranged-suggested-discard = పడేయడానికి సూచన: { $card }.

## గైడెడ్ మొదటి డీల్.

guided-start = గైడెడ్ మొదటి డీల్: పదులు వైల్డ్ జోకర్లు. ముందు “{ action-declare }” నొక్కి చూడండి, తర్వాత మూసిన కట్ట నుంచి ముక్క తీయండి.
guided-press-arrange = మీ గ్రూపులు చూడటానికి “{ action-arrange }” నొక్కండి.
# $tray 1 నుంచి 4.
guided-move-card = { $card }ని వరుస { $tray }కి జరపండి (దాన్ని ఎంచుకుని → { $tray } నొక్కండి), లేదా “{ action-arrange }” నొక్కండి.
guided-discard-declare = ఇప్పుడు { $card } ఎంచుకుని “{ action-discard-declare }” నొక్కండి.

## సీటు తన అభ్యర్థనల తర్వాత చూసేది.

drew-stock = మూసిన కట్ట నుంచి మీకు { $card } వచ్చింది.
drew-discard = తెరిచిన కట్ట నుంచి { $card } తీసుకున్నారు; ఈ వంతులో అది మీ దగ్గరే ఉంటుంది.
discarded = మీరు { $card } పడేశారు.
dropped = మీరు ఈ డీల్ నుంచి డ్రాప్ చేశారు: { $points ->
    [one] { $points } పాయింట్
   *[other] { $points } పాయింట్లు
}.
auto-drop-set = ఆటో-డ్రాప్ ఆన్: మీ వంతు రాగానే { $points ->
    [one] { $points } పాయింట్‌తో
   *[other] { $points } పాయింట్లతో
} డ్రాప్ అవుతారు.
auto-dropped = మీ వంతు వచ్చింది, మీరు అడిగినట్టే { $points ->
    [one] { $points } పాయింట్‌తో
   *[other] { $points } పాయింట్లతో
} డ్రాప్ చేశారు.
declared-wrongly = ఆ ముక్కలు పూర్తి కాలేదు: డిక్లేర్ చేసినందుకు { $points ->
    [one] { $points } పాయింట్ పడింది
   *[other] { $points } పాయింట్లు పడ్డాయి
}, మీరు ఈ డీల్ నుంచి బయట.
# $seed డీల్ సీడ్, స్ట్రింగ్‌గా.
shuffled-start = సీడ్ { $seed } నుంచి కొత్త డీల్.
resumed = మీరు ఆపిన చోటే: ఈ మ్యాచ్‌లో డీల్ { $deal }.
drop-reason = { $reason }.

## నష్టం ఉన్నచోట పూర్తి కాని ముక్కలతో డిక్లేర్ ముందు అడిగేది.

confirm-declaration = ఈ ముక్కలు పూర్తి కాలేదు: { $missing }. ఇప్పుడు డిక్లేర్ చేస్తే { $points ->
    [one] { $points } పాయింట్ పడుతుంది
   *[other] { $points } పాయింట్లు పడతాయి
}, మీ డీల్ ముగుస్తుంది.
confirm-no-pure-run = ప్యూర్ సీక్వెన్స్ లేదు
confirm-no-second-run = రెండో సీక్వెన్స్ లేదు
confirm-cards-unmatched = గ్రూపులో లేనివి: { $cards }
confirm-count-unmatched = { $count ->
    [one] { $count } ముక్క గ్రూపులో లేదు
   *[other] { $count } ముక్కలు గ్రూపులో లేవు
}
confirm-not-grouped = అన్ని ముక్కలూ గ్రూపుల్లో లేవు

## టైమర్ ఒక సీటు వంతు ఆడింది. $taken: తెరిచిన కట్ట నుంచి తీసిన ముక్క.

clock-dropped-you = వరుసగా మూడో వంతు మీ సమయం అయిపోయింది: టైమర్ మిమ్మల్ని డ్రాప్ చేసింది ({ $points ->
    [one] { $points } పాయింట్
   *[other] { $points } పాయింట్లు
}).
clock-dropped-them = వరుసగా మూడో వంతు { $name } సమయం అయిపోయింది: టైమర్ వారిని డ్రాప్ చేసింది ({ $points ->
    [one] { $points } పాయింట్
   *[other] { $points } పాయింట్లు
}).
clock-threw-you = మీ సమయం అయిపోయింది: టైమర్ మీ తరఫున { $card } పడేసింది.
clock-threw-them = { $name } సమయం అయిపోయింది: టైమర్ { $card } పడేసింది.
clock-played-you = { $source ->
    [stock] టైమర్ మీ తరఫున ఆడింది: మూసిన కట్ట నుంచి తీసి { $card } పడేసింది.
   *[discard] టైమర్ మీ తరఫున ఆడింది: తెరిచిన కట్ట నుంచి { $taken } తీసుకుని { $card } పడేసింది.
}
clock-played-them = { $source ->
    [stock] { $name } సమయం అయిపోయింది: టైమర్ మూసిన కట్ట నుంచి తీసి { $card } పడేసింది.
   *[discard] { $name } సమయం అయిపోయింది: టైమర్ తెరిచిన కట్ట నుంచి { $taken } తీసుకుని { $card } పడేసింది.
}

## డీల్ ఫలితం. $pronoun: her, his లేదా their.

result-draw-title = మూసిన కట్ట ఖాళీ: ఎవరూ గెలవలేదు.
result-draw-text = ఎవరూ డిక్లేర్ చేయకముందే మూసిన కట్ట అయిపోయింది, అందుకే ఈ డీల్ ఎవరూ గెలవలేదు.
result-dead-stock-title = మూసిన కట్ట మళ్లీ అయిపోయింది: డీల్ రద్దు.
result-dead-stock-text = పడేసిన ముక్కలతో మూసిన కట్టను { $rebuilds ->
    [one] ఒకసారి
   *[other] { $rebuilds } సార్లు
} మళ్లీ పేర్చాం, ఎవరూ డిక్లేర్ చేయకముందే అది మళ్లీ అయిపోయింది: ఈ డీల్ ఎవరూ గెలవలేదు, ఎవరికీ పాయింట్లు పడవు.
result-dead-turns-title = { $turns ->
    [one] { $turns } వంతు
   *[other] { $turns } వంతులు
}, డిక్లేర్ లేదు: డీల్ రద్దు.
result-dead-turns-text = మొత్తం { $turns ->
    [one] { $turns } వంతు
   *[other] { $turns } వంతుల
} తర్వాత డీల్ ముగుస్తుంది. ఎవరూ డిక్లేర్ చేయలేదు, అందుకే ఈ డీల్ ఎవరూ గెలవలేదు, ఎవరికీ పాయింట్లు పడవు.
result-last-standing-you-title = మిగతా అందరూ బయట.
result-last-standing-you-text = ఈ డీల్ మీరు గెలిచారు: మిగతా అందరూ డ్రాప్ చేశారు లేదా ముక్కలు పూర్తి కాకుండానే డిక్లేర్ చేశారు.
result-last-standing-title = ఆటలో మిగిలింది { $name } ఒక్కరే.
result-last-standing-text = ఈ డీల్ { $name } గెలిచారు: మిగతా అందరూ డ్రాప్ చేశారు లేదా ముక్కలు పూర్తి కాకుండానే డిక్లేర్ చేశారు.
result-you-declared-title = ప్రతి ముక్కా తన చోటులో.
result-you-declared-text = మీరు పూర్తి ముక్కలతో డిక్లేర్ చేశారు.
result-declared-title = { $name } ముక్కలు పూర్తయ్యాయి.
result-declared-text = { $pronoun ->
    [her] { $name } డిక్లేర్ చేశారు; ఇవీ ఆమె గ్రూపులు.
    [his] { $name } డిక్లేర్ చేశారు; ఇవీ ఆయన గ్రూపులు.
   *[their] { $name } డిక్లేర్ చేశారు; ఇవీ వారి గ్రూపులు.
}

## ఒక సీటుకు ఆ పాయింట్లు ఎందుకు.

note-declared = పూర్తి ముక్కలతో డిక్లేర్ చేశారు.
note-last-one-in = డీల్‌లో చివరి వరకు నిలిచారు.
note-dead-deal = డీల్ రద్దు: ఎవరూ ఏమీ కట్టనక్కర్లేదు.
note-dropped = డ్రాప్: { $points ->
    [one] { $points } పాయింట్
   *[other] { $points } పాయింట్లు
}.
note-declared-wrongly = ముక్కలు పూర్తి కాకుండానే డిక్లేర్: పూర్తి { $points ->
    [one] { $points } పాయింట్
   *[other] { $points } పాయింట్లు
}.
note-every-card-counts-no-pure-run = ప్రతి ముక్కా లెక్కలోకి: ప్యూర్ సీక్వెన్స్ లేదు.
note-every-card-counts-no-second-run = ప్రతి ముక్కా లెక్కలోకి: ప్యూర్ సీక్వెన్స్‌తో పాటు రెండో సీక్వెన్స్ లేదు.
note-loose-count = గ్రూపుల బయట ఉన్న ముక్కలే లెక్కలోకి.

## డీల్ లేదా మ్యాచ్ ముగిశాక ఆలస్యంగా వచ్చిన క్లిక్.

over-deal-next = ఈ డీల్ ముగిసింది: ఆడటానికి తర్వాత డీల్ పంచండి
over-deal-new = ఈ డీల్ ముగిసింది: కొత్త డీల్ మొదలుపెట్టండి
over-match = ఈ మ్యాచ్ ముగిసింది
over-match-new = ఈ మ్యాచ్ ముగిసింది: కొత్త మ్యాచ్ మొదలుపెట్టండి

## డిక్లేర్‌కు ఏం తక్కువ (నియమాల తీర్పు).

verdict-valid = సరైన డిక్లేర్
verdict-a-pure-run = ఒక ప్యూర్ సీక్వెన్స్ (జోకర్ లేకుండా వరుసగా మూడు లేదా ఎక్కువ ముక్కలు)
verdict-a-second-run = వేరే, రెండో సీక్వెన్స్
verdict-still-needed = ఇంకా కావాలి: { $missing }.
verdict-unmatched = { $count ->
    [one] అన్ని ముక్కలూ గ్రూపుల్లో లేవు: { $cards } మిగిలిపోయింది.
   *[other] అన్ని ముక్కలూ గ్రూపుల్లో లేవు: { $cards } మిగిలిపోయాయి.
}
verdict-just-picked = { $card } ఇప్పుడే తెరిచిన కట్ట నుంచి తీసుకున్నారు, అందుకే ఈ వంతులో దాన్ని చివరగా పడేయలేరు.

## కోచ్ కారణాలు (సూచనలు). $steps: డిక్లేర్‌కు ఎన్ని ముక్కల దూరం (0: పూర్తి).

reason-declare-now = ఇప్పుడే డిక్లేర్ చేయండి: మీ ముక్కలు పూర్తయ్యాయి.
reason-declare-throw = ఇప్పుడే డిక్లేర్ చేయండి: { $card } పడేస్తే మిగతా 13 ముక్కలు పూర్తవుతాయి.
reason-drop = ఇప్పుడే డ్రాప్ చేయండి: { $points ->
    [one] { $points } పాయింట్
   *[other] { $points } పాయింట్లు
}; ఆడుతూ పోతే ఇక్కడి నుంచి సగటున సుమారు { $loss } పాయింట్లు పోతాయి.
# $joins: ముక్క వేరే ముక్కలతో కలిస్తే yes; $stays: మిగతావి అంతే దూరంలో ఉంటే yes;
# $points: డీల్ ఓడితే ఆ ముక్క లెక్క, చెప్పక్కర్లేనప్పుడు 0.
reason-throw = { $card } పడేయండి: { $joins ->
        [yes] మీ మిగతా ముక్కలు
       *[no] అది మీ ఏ ముక్కతోనూ కలవదు, మిగతా ముక్కలు
    } { $stays ->
        [yes] ఇప్పటిలాగే
       *[no] ఇప్పుడు
    } { $steps ->
        [0] పూర్తి
        [one] డిక్లేర్‌కు { $steps } ముక్క దూరం
       *[other] డిక్లేర్‌కు { $steps } ముక్కల దూరం
    }{ $points ->
        [0] .
       *[other] ; ఓడిపోతే అది { $points } పాయింట్లుగా లెక్కకు వస్తుంది.
    }
reason-keep = { $card } ఉంచుకోండి: { $name } { $took } తీసుకున్నారు.
reason-keep-passed = { $card } ఉంచుకోండి: { $name } { $took } తీసుకున్నారు, { $passed } వదిలేశారు.
reason-take-wild = తెరిచిన కట్ట నుంచి { $card } తీసుకోండి: అది వైల్డ్, ఏ ముక్కకు బదులైనా పనికొస్తుంది.
# reason-take, reason-take-closer‌లో "{ $cards }తో" ముందు వస్తుంది: "మీ ముక్కలతో".
reason-your-cards = మీ ముక్కల
reason-take = తెరిచిన కట్ట నుంచి { $card } తీసుకోండి: అది { $cards }తో కలుస్తుంది.
reason-take-closer = తెరిచిన కట్ట నుంచి { $card } తీసుకోండి: అది { $cards }తో కలుస్తుంది, మీ ముక్కలు { $steps ->
        [0] పూర్తవుతాయి
        [one] డిక్లేర్‌కు { $steps } ముక్క దూరానికి వస్తాయి
       *[other] డిక్లేర్‌కు { $steps } ముక్కల దూరానికి వస్తాయి
    }.
reason-pass-empty = మూసిన కట్ట నుంచి తీయండి: తెరిచిన కట్ట ఖాళీ.
reason-pass-wild = మూసిన కట్ట నుంచి తీయండి: { $card } వైల్డ్, ఈ టేబుల్‌లో వైల్డ్ ముక్క తెరిచిన కట్టలోనే ఉంటుంది.
reason-pass-little = మూసిన కట్ట నుంచి తీయండి: { $card } కొంచెం పనికొస్తుంది, కానీ కనిపించని ముక్క ఇంకా ఎక్కువ పనికి రావచ్చు, పైగా మిగతావాళ్లకు ఏమీ తెలియదు.
reason-pass-no-help = మూసిన కట్ట నుంచి తీయండి: { $card } వల్ల మీ ముక్కలు డిక్లేర్‌కు దగ్గర కావు.

## డీల్ సమీక్ష.

reviewed-dead-deal = డీల్ రద్దు: ఎవరూ గెలవలేదు. { $summary }
reviewed-no-turns = ఈ డీల్‌లో సమీక్షించడానికి మీ వంతులు లేవు.
reviewed-summary = { $turns ->
        [one] { $turns } వంతు
       *[other] { $turns } వంతులు
    }: { $good } మంచివి, { $inaccuracies ->
        [one] { $inaccuracies } చిన్న పొరపాటు
       *[other] { $inaccuracies } చిన్న పొరపాట్లు
    }, { $mistakes ->
        [one] { $mistakes } తప్పు
       *[other] { $mistakes } తప్పులు
    }, { $blunders ->
        [one] { $blunders } పెద్ద తప్పు
       *[other] { $blunders } పెద్ద తప్పులు
    }.
reviewed-declaration-cost = ముక్కలు పూర్తి కాలేదు: డిక్లేర్ చేసినందుకు { $points ->
    [one] { $points } పాయింట్ పడింది
   *[other] { $points } పాయింట్లు పడ్డాయి
}.
# $choice: కోచ్ ఎంపిక (choice-ing-*), "…కంటే" ముందు.
reviewed-worse = { $points ->
    [one] { $choice } కంటే సుమారు { $points } పాయింట్ ఎక్కువ నష్టం.
   *[other] { $choice } కంటే సుమారు { $points } పాయింట్లు ఎక్కువ నష్టం.
}
reviewed-drop-held = డ్రాప్ చేస్తే { $points ->
    [one] { $points } పాయింట్ పడుతుంది
   *[other] { $points } పాయింట్లు పడతాయి
}, ఆడుతూ పోతే సుమారు { $loss } పోతాయని అంచనా, కానీ అది అంచనా మాత్రమే: డ్రాప్ వల్ల { $margin ->
    [one] { $margin } పాయింట్
   *[other] { $margin } పాయింట్లు
} లేదా అంతకంటే ఎక్కువ మిగిలితేనే కోచ్ డ్రాప్ చేస్తుంది.
reviewed-drop-out = డ్రాప్ చేస్తే { $points ->
    [one] { $points } పాయింట్ పడి
   *[other] { $points } పాయింట్లు పడి
} మీరు పూల్ నుంచి బయటకు వెళ్తారు (మీ మొత్తం { $total } అవుతుంది; పరిమితి { $limit }), ఆడుతూ పోతే ఆటలో నిలవొచ్చు.
reviewed-coach-agrees = కోచ్ కూడా ఇదే ఎంచుకుంటుంది.
reviewed-as-good = కోచ్ ఎంపిక కాదు, కానీ అంతే మంచిది.
# కోచ్ ఎంపికలు ఒక వంతు దశల్లో: "తెరిచిన కట్ట నుంచి 5♥ తీసుకోండి; తర్వాత మీ ముక్కలతో K♦ పడేయండి".
reviewed-coach-then = { $first }; తర్వాత మీ ముక్కలతో { $rest }
# సీటు చేసింది ("మీరు …": review-did).
did-drop = డ్రాప్ చేశారు ({ $points ->
    [one] { $points } పాయింట్
   *[other] { $points } పాయింట్లు
})
did-draw-stock = మూసిన కట్ట నుంచి { $card } తీశారు
did-take = తెరిచిన కట్ట నుంచి { $card } తీసుకున్నారు
did-declare-throwing = { $card } పడేసి డిక్లేర్ చేశారు
did-declare-13 = ముక్క తీయకుండానే 13 ముక్కలతో డిక్లేర్ చేశారు
did-throw = { $card } పడేశారు
# ఒక ఎంపిక, సలహాగా ("K♦ పడేయండి") మరియు పోలికగా ("K♦ పడేయడం").
choice-take = తెరిచిన కట్ట నుంచి { $card } తీసుకోండి
choice-draw = మూసిన కట్ట నుంచి తీయండి
choice-drop = డ్రాప్ చేయండి
choice-throw = { $card } పడేయండి
choice-declare = డిక్లేర్ చేయండి
choice-ing-take = తెరిచిన కట్ట నుంచి { $card } తీసుకోవడం
choice-ing-draw = మూసిన కట్ట నుంచి తీయడం
choice-ing-drop = డ్రాప్ చేయడం
choice-ing-throw = { $card } పడేయడం
choice-ing-declare = డిక్లేర్ చేయడం


## సమీక్షలోని ఒక వంతు నుంచి కొనసాగించిన డీల్.

# మీ సీటు నుంచి డీల్ ఎలా ముగిసింది ($how: declared, లేదా last).
ending-you-won = { $how ->
    [declared] మీరు డిక్లేర్ చేసి గెలిచారు.
   *[other] మిగతా అందరూ బయట: మీరు గెలిచారు.
}
ending-lost = { $how ->
    [declared] { $name } డిక్లేర్ చేశారు
   *[other] { $name } చివరి వరకు నిలిచారు
}: మీకు { $points ->
    [one] { $points } పాయింట్ పడింది
   *[other] { $points } పాయింట్లు పడ్డాయి
}.
ending-other-won = { $how ->
    [declared] { $name } డిక్లేర్ చేశారు.
   *[other] { $name } చివరి వరకు నిలిచారు.
}
ending-dropped = మీరు { $points ->
    [one] { $points } పాయింట్‌కు
   *[other] { $points } పాయింట్లకు
} డ్రాప్ చేశారు; { $name } గెలిచారు.
ending-invalid = మీరు ముక్కలు పూర్తి కాకుండానే డిక్లేర్ చేశారు: { $points ->
    [one] { $points } పాయింట్
   *[other] { $points } పాయింట్లు
}; { $name } గెలిచారు.
ending-dead = డీల్ రద్దు: ఎవరూ గెలవలేదు.

## తిరస్కరణలు: జవాబులోని తప్పు ఏం చెబుతుంది. $value అభ్యర్థనలో వచ్చిన తప్పు విలువ.

refusal-card-not-in-hand = ఆ ముక్క మీ దగ్గర లేదు
refusal-deal-over = ఈ డీల్ ముగిసింది
refusal-out-of-deal = మీరు ఈ డీల్ నుంచి బయట ఉన్నారు
refusal-not-your-turn = ఇది { $name } వంతు
refusal-wait-turn = మీ వంతు కోసం ఆగండి: ఇది { $name } వంతు
refusal-drawn-already = మీరు ఇప్పటికే ముక్క తీశారు: ఇప్పుడు ఒక ముక్క పడేయండి
refusal-draw-first = ముందు ఒక ముక్క తీయండి
refusal-stock-empty = మూసిన కట్ట ఖాళీ
refusal-discard-empty = తెరిచిన కట్ట ఖాళీ
refusal-wild-pickup = { $card } వైల్డ్: ఈ టేబుల్‌లో వైల్డ్ ముక్కను తెరిచిన కట్ట నుంచి తీసుకోలేరు
refusal-no-drops = ఈ టేబుల్‌లో డ్రాప్ లేదు
refusal-drop-after-draw = డ్రాప్ ముక్క తీయకముందే, తర్వాత కాదు
refusal-just-picked = { $card } ఇప్పుడే తెరిచిన కట్ట నుంచి తీసుకున్నారు: అదే వంతులో అది తిరిగి వెళ్లదు
refusal-declare-13 = 13 ముక్కలతో, ఏదీ పడేయకుండా డిక్లేర్ చేయండి
refusal-final-discard-first = ముందు చివరగా పడేసే ముక్కను ఎంచుకోండి: 14 ముక్కలతో డిక్లేర్ చేస్తే ఒకటి పడేయాలి.
refusal-select-card = ముందు ఒక ముక్కను ఎంచుకోండి
refusal-match-over = మ్యాచ్ ముగిసింది
refusal-deal-not-over = ఈ డీల్ ఇంకా జరుగుతోంది
refusal-no-deal-yet = ఇంకా డీల్ లేదు: ముందు కొత్త ఆట మొదలుపెట్టండి
refusal-not-bot-turn = ఇది బాట్ వంతు కాదు
refusal-no-hints = స్నేహితులతో ఆటలో సూచనలు ఉండవు
refusal-no-clock = ఈ టేబుల్‌కు టైమర్ లేదు
refusal-auto-drop-own-turn = ఇది మీ వంతే: కావాలంటే ఇప్పుడే డ్రాప్ చేయండి
refusal-auto-drop-drawn = మీరు ఇప్పటికే ముక్క తీశారు: తీశాక డ్రాప్ లేదు
refusal-review-not-over = డీల్ ముగిశాకే దాన్ని సమీక్షించవచ్చు
refusal-review-deal = డీల్ { $value } ముగియలేదు, లేదా అలాంటి డీల్ లేదు
refusal-served-match = ఈ మ్యాచ్ సర్వర్‌లో తయారైంది
refusal-new-served = కొత్త మ్యాచ్ సర్వర్‌లో తయారవుతుంది
refusal-resume-served = సర్వర్‌లో తయారైన మ్యాచ్ అక్కడే కొనసాగుతుంది
refusal-review-kept-served = దాచిన మ్యాచ్‌ను మీ సొంత పరికరంలోనే సమీక్షిస్తారు
refusal-branch-served = ఒక వంతు నుంచి డీల్‌ను మీ సొంత పరికరంలోనే కొనసాగిస్తారు
refusal-branch-turn-number = వంతు అంటే దాని సంఖ్య, 1 నుంచి, { $value } కాదు
refusal-branch-turn = { $turns ->
    [0] డీల్ { $deal }లో మళ్లీ ఆడటానికి మీ వంతులు లేవు
    [one] డీల్ { $deal }లో మీ వంతు ఒక్కటే, { $value } కాదు
   *[other] డీల్ { $deal }లో మీ వంతులు { $turns }, { $value } కాదు
}
refusal-no-branch = ఏ డీల్‌నూ కొనసాగించడం లేదు: ముందు సమీక్షలోని ఒక వంతును మళ్లీ ఆడండి
refusal-branch-request = కొనసాగించే డీల్ { $requests }కి జవాబిస్తుంది, { $value }కి కాదు
refusal-branch-over = కొనసాగించిన ఈ డీల్ ముగిసింది: ఎలా ముగిసిందో చూడండి, లేదా ఆ వంతును మళ్లీ ఆడండి
refusal-practice-not-kept = ప్రాక్టీస్ డీల్‌ను దాచరు
refusal-kept-over = దాచిన మ్యాచ్ ముగిసింది
refusal-kept-replay = దాచిన మ్యాచ్ మళ్లీ నడవడం లేదు: { $reason }
refusal-position-object = పొజిషన్ ఒక ఆబ్జెక్ట్, { $value } కాదు
refusal-position-moves = పొజిషన్ కదలికలు ఒక స్ట్రింగ్‌లో మాటలు, { $value } కాదు
refusal-position-replay = ఈ పొజిషన్ మళ్లీ నడవడం లేదు: { $value }
refusal-position-seat = ఈ పొజిషన్‌లో సీటు { $value } వంతు కాదు
refusal-position-drawn = పొజిషన్‌లో ముక్క "stock" లేదా "discard" నుంచి, { $value } నుంచి కాదు
refusal-puzzle-served = పజిల్స్ మీ సొంత పరికరంలోనే ఆడతారు
refusal-puzzle-what = పజిల్ ఒక పొజిషన్ దగ్గర, లేదా దాచిన మ్యాచ్‌లోని ఒక వంతు దగ్గర తెరుచుకుంటుంది (దాని match, deal, seat, turn, step)
refusal-puzzle-step = వంతులో దశ "draw" లేదా "discard", { $value } కాదు
refusal-puzzle-no-draw = డీల్ { $deal }లో వంతు { $turn } ముక్క తీయకుండానే మొదలైంది: దాని తర్వాత అడగడానికి పడేయడం లేదు
refusal-no-puzzle = ఏ పజిల్ తెరిచి లేదు: ముందు ఒకటి తెరవండి
refusal-puzzle-request = పజిల్‌లో ఒకే దశ: { $requests }, { $value } కాదు
refusal-puzzle-answered = ఈ పజిల్‌కు జవాబిచ్చారు: మళ్లీ ప్రయత్నించడానికి ఇంకొకటి తెరవండి
refusal-review-kept-replay = ఈ దాచిన మ్యాచ్ మళ్లీ నడవడం లేదు: { $reason }
refusal-kept-unreadable = ఈ దాచిన మ్యాచ్‌ను చదవలేకపోయాం: { $reason }
refusal-kept-deal = ఈ దాచిన మ్యాచ్‌లో ముగిసిన డీల్ { $value } లేదు
refusal-kept-no-deal = ఈ దాచిన మ్యాచ్‌లో ముగిసిన డీల్ ఏదీ లేదు
refusal-kept-options = దాచిన మ్యాచ్ ఆప్షన్లు ఒక JSON ఆబ్జెక్ట్
refusal-kept-export = మ్యాచ్ అంటే దాని ఎక్స్‌పోర్ట్ (ఒక JSON ఆబ్జెక్ట్), { $value } కాదు
refusal-seats-bots = ఈ టేబుల్‌లో మీది తప్ప ప్రతి సీటూ బాట్‌దే
refusal-first-seat = మొదటి సీటు మీది, బాట్‌ది కాదు
# ఒక సీటు తిరస్కరణ: దాని సంఖ్య, తర్వాత కారణం.
refusal-seat = సీటు { $seat }: { $reason }
refusal-name-length = పేరులో 1 నుంచి { $most } అక్షరాలు ఉండాలి
refusal-name-control = పేరులో కంట్రోల్ అక్షరాలు ఉండకూడదు
refusal-no-bot = { $value } అనే బాట్ లేదు ({ $bots })

## ప్రోగ్రామ్‌కు వచ్చే తిరస్కరణలు (తప్పు ఆకారంలో అభ్యర్థన), ఆటగాడికి కాదు.

refusal-request-object = అభ్యర్థన ఒక JSON ఆబ్జెక్ట్
refusal-request-id = అభ్యర్థన id ఒక పూర్ణాంకం
refusal-request-args = args ఒక JSON ఆబ్జెక్ట్
refusal-request-type = తెలియని అభ్యర్థన రకం: { $value }
refusal-json = అభ్యర్థన సరైన JSON కాదు: { $reason }
# $reason: నియమాల సొంత మాటలు, డెవలపర్ల కోసం.
refusal-rules = { $reason }
refusal-seed = సీడ్ 1 నుంచి { $most } వరకు పూర్ణ సంఖ్య, { $value } కాదు
refusal-players = ఆటగాళ్లు 2 నుంచి 6 వరకు పూర్ణ సంఖ్య, { $value } కాదు
refusal-clock = clock అంటే null లేదా {"{"}"turn": S{"}"}, S వీటిలో ఒకటి: { $turns }; { $value } కాదు
refusal-auto-drop-on = on అంటే true లేదా false, { $value } కాదు
refusal-deal-number = deal అంటే డీల్ సంఖ్య, { $value } కాదు
refusal-draw-source = ముక్క 'stock' లేదా 'discard' నుంచి, { $value } నుంచి కాదు
refusal-card-id = ముక్కను దాని id తో చెప్పాలి, { $value } కాదు
refusal-card-twice = ఒక ముక్క రెండుసార్లు వచ్చింది
refusal-cards-list = cards అంటే ముక్కల id‌ల జాబితా
refusal-tray = వరుసలు 1 నుంచి 4, { $value } కాదు
refusal-tray-place = వరుసలో చోటు 0 నుంచి 14 వరకు సంఖ్య, { $value } కాదు
refusal-no-seat = ఈ టేబుల్‌లో సీటు { $value } లేదు
refusal-no-seat-match = ఈ మ్యాచ్‌లో సీటు { $value } లేదు
refusal-seats = seats అంటే సీట్ల జాబితా, { $value } కాదు
refusal-seat-shape = సీటు { $seat } పేరు, బాట్ ఉన్న ఆబ్జెక్ట్, { $value } కాదు
refusal-seat-key = సీటు { $seat }లో { $value } లేదు
refusal-seat-bot = సీటు { $seat }: బాట్ సీటుకు బాట్ల జాబితా (indian_rummy.bots) లోని పేరు ఉండాలి, { $value } కాదు
refusal-match-object = మ్యాచ్ ఒక JSON ఆబ్జెక్ట్
refusal-match-log = మ్యాచ్ లాగ్ ఒక జాబితా
refusal-log-record = లాగ్ రికార్డ్ ఒక JSON ఆబ్జెక్ట్
refusal-log-action = లాగ్‌లో తెలియని చర్య: { $value }
refusal-log-deal = డీల్ { $value } లాగ్ రికార్డ్ డీల్ { $deal } జరుగుతుండగా వచ్చింది
refusal-log-replay = లాగ్ రికార్డ్ { $record } మళ్లీ నడవడం లేదు: { $field } { $value }, { $expected } కాదు
refusal-no-decision = { $value } అనే నిర్ణయం లేదు

## టేబుళ్లు, మ్యాచ్ రకాల పేర్లు.

table-title-practice = ప్రాక్టీస్
table-title-twine = ఇద్దరి ఆట
table-title-classic = క్లాసిక్
table-named = { $table ->
    [practice] { table-title-practice }
    [twine] { table-title-twine }
    [classic] { table-title-classic }
   *[other] { $title }
}
format-title-deal = ఒక డీల్
format-title-pool101 = పూల్ 101
format-title-pool201 = పూల్ 201
format-title-deals2 = డీల్స్ రమ్మీ, 2 డీల్స్
format-title-deals3 = డీల్స్ రమ్మీ, 3 డీల్స్
format-title-deals6 = డీల్స్ రమ్మీ, 6 డీల్స్

# పేరు టైప్ చేయని ఆటగాడికి టేబుల్ ఇచ్చే పేరు.
name-you = మీరు
