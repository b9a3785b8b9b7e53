# నేర్చుకోండి: పజిల్స్, రేటింగ్, రోజు పజిల్, వరుసగా సాధించిన రోజులు (web/learn/).

## లోపలికి దారి, వ్యూ

learn-open = నేర్చుకోండి
learn-title = నేర్చుకోండి
learn-puzzles-title = నిజమైన డీల్స్ నుంచి పజిల్స్
learn-about = ప్రతి పజిల్ ఒక నిజమైన డీల్‌లోని ఒక క్షణం: కోచ్ వేసే అడుగే మీరూ వేయండి. సరిగ్గా కనిపెడితే మీ రేటింగ్ పెరుగుతుంది; తప్పితే తగ్గుతుంది.
learn-back = టేబుల్‌కు తిరిగి
learn-daily = రోజు పజిల్
learn-next = తర్వాత పజిల్
learn-theme-label = ప్రాక్టీస్
learn-theme-any = అన్ని అంశాలు
learn-no-puzzles = పజిల్స్ లోడ్ కాలేదు ({ $why }).
learn-none-left = ఈ అంశంలో ప్రయత్నించడానికి ఇంకే పజిల్ లేదు: వేరేది ఎంచుకోండి.

## అంశాలు: ఒక పజిల్ దేని గురించి

learn-theme-take = తెరిచిన ముక్క తీసుకోండి
learn-theme-stock = తెరిచిన ముక్క వదిలేయండి
learn-theme-pure = ముందు ప్యూర్ సీక్వెన్స్
learn-theme-wild = వైల్డ్ జోకర్లను వాడండి
learn-theme-distance = డిక్లేర్‌కు దగ్గరగా ఉంచే ముక్క పడేయండి
learn-theme-outs = కలిసే ముక్కలు ఎక్కువ ఉంచుకోండి
learn-theme-points = పెద్ద ముక్కలు వదిలించుకోండి
learn-theme-feeding = తర్వాతి ఆటగాడికి పనికొచ్చేది పడేయకండి
learn-theme-drop = సమయానికి డ్రాప్
learn-theme-play-on = డ్రాప్ వద్దు: ఆడుతూ ఉండండి
learn-theme-declare = ఇప్పుడే డిక్లేర్

## మీ రేటింగ్, వరుసగా సాధించిన రోజులు ($rating: ఒక సంఖ్య; $change: గుర్తుతో, "+12", "−8")

learn-rating = మీ రేటింగ్: { $rating }
learn-rating-change = మీ రేటింగ్: { $rating } ({ $change })
learn-streak = వరుసగా సాధించిన రోజు పజిల్స్: { $count ->
    [one] { $count } రోజు.
   *[other] { $count } రోజులు.
}
learn-daily-solved = ఈ రోజుది సాధించారు.
learn-daily-missed = ఈ రోజుది తప్పింది: రేపు కొత్తది.
learn-daily-title = రోజు పజిల్, { $date } · రేటింగ్ { $rating }
learn-daily-title-theme = రోజు పజిల్, { $date } · రేటింగ్ { $rating } · { $theme }
learn-puzzle-title = పజిల్ · రేటింగ్ { $rating }
learn-puzzle-title-theme = పజిల్ · రేటింగ్ { $rating } · { $theme }
learn-solved = సాధించారు. మీ రేటింగ్: { $rating } ({ $change }).
learn-missed = తప్పింది. మీ రేటింగ్: { $rating } ({ $change }).
learn-not-rated = ఈ పజిల్‌కు మీరు ఇంతకు ముందే జవాబిచ్చారు: ఈసారి రేటింగ్ మారదు.

## బోర్డు

learn-opening = స్థితిని సిద్ధం చేస్తున్నాం…
learn-failed = పజిల్ తెరవలేకపోయాం: { $why }
learn-checking = { $choice }: కోచ్ చూస్తోంది…
learn-question-draw = మీ వంతు: మూసిన కట్ట నుంచి ముక్క తీస్తారా, తెరిచిన ముక్క తీసుకుంటారా?
learn-question-throw = ముక్క తీశారు. ఏ ముక్క పడేస్తారు?
learn-question-drop = మీ మొదటి వంతు: ఇప్పుడే డ్రాప్ చేస్తారా, ఆడుతూ ఉంటారా?
learn-question-declare = ఇప్పుడు డిక్లేర్ చేయగలరా? లేక ఆడుతూ ఉంటారా?
learn-board-piles = కట్టలు, వైల్డ్ జోకర్
learn-board-others = మిగతా ఆటగాళ్లు
learn-mark-coach = కోచ్ ఎంపిక
learn-mark-yours = మీ ఎంపిక
learn-right = సరైనది: కోచ్ ఎంపిక
learn-wrong = కోచ్ ఎంపిక కాదు
learn-right-said = ఇక్కడ { $choice } అన్నిటికంటే మంచి అడుగు.
learn-wrong-said = మీ ఎంపిక: { $yours }. కోచ్ ఎంపిక: { $answer }, దాదాపు { $loss ->
    [one] { $loss } పాయింట్
   *[other] { $loss } పాయింట్లు
} మెరుగు.
learn-figures-title = కోచ్ లెక్కలు: ప్రతి ఎంపికకు మీకు పడతాయని అంచనా వేసిన పాయింట్లు (ఎంత తక్కువైతే అంత మంచిది)
learn-figure = { $choice }: { $points ->
    [one] { $points } పాయింట్
   *[other] { $points } పాయింట్లు
}{ $marks ->
    [none] {""}
   *[other] {" "}({ $marks })
}
