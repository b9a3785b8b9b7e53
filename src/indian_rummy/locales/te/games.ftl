# మీ ఆటలు (ఈ పరికరం దాచేవి), ప్రగతి (అంకెలు, చార్టులు), ముగిసిన డీల్ సమీక్ష బోర్డు.

## మీ ఆటలు.

games-open = మీ ఆటలు
games-title = మీ ఆటలు
games-about = ఈ పరికరంలో మాత్రమే దాచినవి: స్కోర్ టేబుళ్లలో ముగిసిన ప్రతి డీల్, ఇక్కడ తెరిచిన ప్రతి స్నేహితుల మ్యాచ్. ఏదీ ఈ పరికరం దాటి వెళ్లదు.
games-views =
    .aria-label = చూపు
games-show-list = ఆటలు
games-show-progress = ప్రగతి
games-list-title = ఆటలు, కొత్తవి ముందు
games-keys = Tab‌తో జాబితాకు వెళ్లండి, తర్వాత బాణం కీలు ఒక ఆట నుంచి ఇంకో ఆటకు జరుపుతాయి.
games-empty = ఇంకా దాచిన ఆటలు లేవు. స్కోర్ టేబుళ్లలో ముగిసిన డీల్స్, స్నేహితుల మ్యాచ్‌లు ఇక్కడ కనిపిస్తాయి.
games-import = మ్యాచ్ ఇంపోర్ట్ (JSON లాగ్)
games-forget = నా ఆటలు తొలగించండి…
games-forget-ask = ఈ పరికరం దాచిన ప్రతి ఆట, సమీక్ష, ముగియని మ్యాచ్ తొలగించాలా? దీన్ని వెనక్కి తీసుకోలేరు.
games-forget-keep = ఉంచండి
games-forget-yes = తొలగించండి
games-forgotten = తొలగించాం: ఈ పరికరంలో ఇప్పుడు ఏ ఆటలూ లేవు.
games-close = మూసేయండి
games-not-keeping = ఈ బ్రౌజర్ పేజీని ఏదీ దాచనివ్వదు, అందుకే కొత్త ఆటలు దాచడం లేదు.
# $why: ఒక్కో రికార్డులో ఉన్న తప్పు, "; "తో కలిపి.
games-unreadable = { $count ->
    [one] దాచిన { $count } రికార్డ్ చదవలేకపోయాం, దాన్ని వదిలేశాం ({ $why }).
   *[other] దాచిన { $count } రికార్డులు చదవలేకపోయాం, వాటిని వదిలేశాం ({ $why }).
}
# దాచిన రికార్డ్ ఎందుకు చదవలేకపోయాం, లేదా ఏదీ ఎందుకు దాచలేం.
keep-damaged = పాడైంది
keep-not-a-record = దాచిన రికార్డ్ కాదు
keep-not-a-game = దాచిన ఆట కాదు
keep-other-version = ఫార్మాట్ { $found }, { $version } కాదు
keep-nothing = ఈ బ్రౌజర్ ఈ పేజీ కోసం ఏదీ దాచదు
keep-full = ఈ పరికరంలో ఈ పేజీ స్టోరేజ్ నిండిపోయింది
keep-refused = ఈ బ్రౌజర్ దాన్ని దాచడానికి ఒప్పుకోలేదు
keep-unread = ఈ బ్రౌజర్ తాను దాచినదాన్ని చదవడానికి ఒప్పుకోలేదు

## జాబితాలో ఒక ఆట.

# ముగిసిన డీల్: "పూల్ 101, డీల్ 3 · క్లాసిక్".
games-deal-title = { $format }, డీల్ { $deal } · { $table }
games-partner-title = స్నేహితుల మ్యాచ్ · { $format }
games-partner-title-table = స్నేహితుల మ్యాచ్ · { $format } · { $table }
games-a-match = ఒక మ్యాచ్
games-with = { $names }‌తో
games-won = మీరు గెలిచారు
games-lost = మీరు ఓడారు
games-dropped = మీరు డ్రాప్ చేశారు
games-dead = డీల్ రద్దు
games-draw = ఎవరూ గెలవలేదు
games-not-over = ఇంకా ముగియలేదు
# డీల్ ఫలితం, పాయింట్లు: "మీరు ఓడారు (కిరణ్ గెలిచారు), 23 పాయింట్లు".
games-outcome = { $outcome }, { $points ->
    [one] { $points } పాయింట్
   *[other] { $points } పాయింట్లు
}
games-outcome-winner = { $outcome } ({ $winner } గెలిచారు), { $points ->
    [one] { $points } పాయింట్
   *[other] { $points } పాయింట్లు
}
games-review = సమీక్ష
games-export = ఎక్స్‌పోర్ట్
games-open-match = తెరవండి
games-exported = డీల్ { $deal } మ్యాచ్ JSON లాగ్‌గా సేవ్ అయింది: indian-rummy review దాన్ని చదువుతుంది.

## సమీక్షలు తయారుచేయడం, ఇంపోర్ట్.

games-engine-not-ready = ఆట ఇంజన్ ఇంకా సిద్ధంగా లేదు: టేబుల్ పంచాక మళ్లీ ప్రయత్నించండి.
games-engine-cannot = ఇంజన్ ఈ డీల్‌ను సమీక్షించలేకపోయింది.
games-engine-stopped = ఆట ఇంజన్ ఆగిపోయింది: కొత్త డీల్ మొదలుపెట్టి, మళ్లీ ప్రయత్నించండి.
games-working-out = డీల్ { $deal } సమీక్ష తయారవుతోంది…
games-working-out-turn = డీల్ { $deal } సమీక్ష తయారవుతోంది: వంతు { $turn } / { $turns }…
games-not-a-log = { $file } మ్యాచ్ JSON లాగ్ కాదు: ఏదీ ఇంపోర్ట్ కాలేదు.
games-checking = { $file } చూస్తున్నాం…
games-reviewing = { $file } నుంచి డీల్ { $deal } / { $deals } సమీక్షిస్తున్నాం…
games-not-imported = { $file } ఇంపోర్ట్ కాలేదు: { $why }
games-imported = { $count ->
    [one] { $file } నుంచి { $count } డీల్ ఇంపోర్ట్ అయింది.
   *[other] { $file } నుంచి { $count } డీల్స్ ఇంపోర్ట్ అయ్యాయి.
}
games-working-out-all = ఇంకా సమీక్షించని డీల్స్ సమీక్షలు తయారవుతున్నాయి: { $done } / { $count }…
games-not-reviewed = డీల్ { $deal } సమీక్షించలేకపోయాం: { $why }
games-reviewed = { $count ->
    [one] { $count } డీల్ సమీక్షించాం.
   *[other] { $count } డీల్స్ సమీక్షించాం.
}

## ప్రగతి.

progress-title = ప్రగతి
progress-none = ఇంకా దాచిన ముగిసిన డీల్స్ లేవు: స్కోర్ టేబుల్‌లో ఒక డీల్ ఆడండి.
progress-nobody = ఎవరూ లేరు
progress-played = ఆడిన డీల్స్
progress-won = గెలిచినవి
progress-dropped = డ్రాప్
progress-points = డీల్‌కు పాయింట్లు
progress-by-opponent = ప్రత్యర్థి వారీగా డీల్స్
progress-opponent = ప్రత్యర్థి
progress-deals = డీల్స్
progress-each-deal = ప్రతి డీల్, పాతవి ముందు
    .aria-label = ప్రతి డీల్, పాతవి ముందు
progress-deal = డీల్
progress-against = ఎవరితో
progress-result = ఫలితం
progress-points-head = పాయింట్లు
progress-blunders = పెద్ద తప్పులు
progress-mistakes = తప్పులు
progress-inaccuracies = చిన్న పొరపాట్లు
progress-points-lost = పోయిన పాయింట్లు
progress-outcome = { $outcome ->
    [won] గెలుపు
    [lost] ఓటమి
    [dropped] డ్రాప్
    [dead] డీల్ రద్దు
   *[other] { $outcome }
}
progress-points-title = ప్రతి డీల్‌లో మీకు పడిన పాయింట్లు, పాతవి ముందు
progress-points-words = { $deals ->
    [one] { $deals } డీల్
   *[other] { $deals } డీల్స్
}, సగటున డీల్‌కు { $average ->
    [one] { $average } పాయింట్
   *[other] { $average } పాయింట్లు
}.
progress-points-trend = మొదటి { $firstDeals ->
    [one] { $firstDeals } డీల్
   *[other] { $firstDeals } డీల్స్
}: సగటున డీల్‌కు { $before ->
    [one] { $before } పాయింట్
   *[other] { $before } పాయింట్లు
}; చివరి { $lastDeals ->
    [one] { $lastDeals } డీల్
   *[other] { $lastDeals } డీల్స్
}: { $after }.
progress-points-table = కింది పట్టికలో ప్రతి డీల్ ఉంది.
progress-marks-title = డీల్ వారీగా సమీక్ష గుర్తులు, పాతవి ముందు
progress-marks-words = { $deals ->
    [one] సమీక్షించిన { $deals } డీల్‌లో
   *[other] సమీక్షించిన { $deals } డీల్స్‌లో
}: { $blunders ->
    [one] { $blunders } పెద్ద తప్పు
   *[other] { $blunders } పెద్ద తప్పులు
}, { $mistakes ->
    [one] { $mistakes } తప్పు
   *[other] { $mistakes } తప్పులు
}, { $inaccuracies ->
    [one] { $inaccuracies } చిన్న పొరపాటు
   *[other] { $inaccuracies } చిన్న పొరపాట్లు
}; కోచ్ ఎంపికలతో పోలిస్తే డీల్‌కు { $loss ->
    [one] { $loss } పాయింట్ నష్టం
   *[other] { $loss } పాయింట్లు నష్టం
}.
progress-marks-none = ఇంకా ఏ డీల్ సమీక్షించలేదు.
progress-key-blunders = పెద్ద తప్పులు: నిండు గీత
progress-key-mistakes = తప్పులు: విరిగిన గీత
progress-key-inaccuracies = చిన్న పొరపాట్లు: చుక్కల గీత
progress-your-mistakes = మీ తప్పులు
progress-mistakes-waiting = వేచి ఉన్నవి
progress-mistakes-due = ఈ రోజు రావాల్సినవి
progress-mistakes-solved = సాధించినవి
progress-mistakes-about = సమీక్ష తప్పు లేదా పెద్ద తప్పు అని గుర్తించిన ప్రతి వంతూ, మీరు రెండుసార్లు సరిగ్గా జవాబిచ్చే వరకు “నేర్చుకోండి”లో మళ్లీ వస్తుంది.
progress-mistakes-learn = వాటిని “నేర్చుకోండి”లో ప్రాక్టీస్ చేయండి

## డీల్ సమీక్ష.

review-title = డీల్ సమీక్ష
review-title-deal = డీల్ { $deal } సమీక్ష
review-deals =
    .aria-label = సమీక్షించే డీల్
review-deal = డీల్ { $deal }
review-how = ప్రతి వంతును అప్పుడు మీకు కనిపించినదాని బట్టి, కోచ్ ఎంపికతో పోల్చి చూస్తాం: దాని వల్ల మీకు ఎన్ని పాయింట్లు పడతాయని అంచనానో దాన్ని బట్టి. గైడ్‌లో కోచ్ భాగం చూడండి.
review-chart-title = మీ డీల్, వంతు వారీగా
review-keys = Tab‌తో చార్ట్‌లోని వంతుకు వెళ్లండి, తర్వాత బాణం కీలు, Home, End ఒక వంతు నుంచి ఇంకో వంతుకు జరుపుతాయి.
review-key-far = నిండు గీత: డిక్లేర్‌కు ఎన్ని ముక్కల దూరం (ఎడమ)
review-key-chance = విరిగిన గీత: గెలిచే అవకాశం (కుడి)
review-key-marks = ?! చిన్న పొరపాటు · ? తప్పు · ?? పెద్ద తప్పు
review-step-title = డీల్‌ను అడుగు అడుగుగా చూడండి
review-your-cards =
    .aria-label = మీ ముక్కలు
review-thrown-title = దానికి ముందు ఏమేం పడేశారు
review-prev = ముందు వంతు
review-next = తర్వాత వంతు
review-try = ఈ వంతు మళ్లీ ఆడండి
review-back = సమీక్షకు తిరిగి
review-close = మూసేయండి
review-good = మంచిది
review-inaccuracy = చిన్న పొరపాటు
review-mistake = తప్పు
review-blunder = పెద్ద తప్పు
review-away = { $count ->
    [0] పూర్తి
    [one] డిక్లేర్‌కు { $count } ముక్క దూరం
   *[other] డిక్లేర్‌కు { $count } ముక్కల దూరం
}
# చార్ట్‌లో ఒక బిందువు: "వంతు 3: తప్పు, డిక్లేర్‌కు 2 ముక్కల దూరం, గెలిచే అవకాశం 40%".
review-point = వంతు { $turn }: { $mark }, { $away }, గెలిచే అవకాశం { $chance }%
review-no-turns = ఈ డీల్‌లో మీ వంతులు లేవు.
review-step-head = వంతు { $turn } / { $turns }: { $mark }. దానికి ముందు మీ ముక్కలు: { $away }; మీరు గెలిచే అవకాశం, కోచ్ అంచనా: { $chance }%.
review-before = దానికి ముందు: { $moves }
review-open-card = తెరిచిన ముక్క
review-none = ఏదీ లేదు
review-you-threw = మీరు పడేసింది
review-coach = కోచ్
review-did = మీరు { $did }. కోచ్: { $coach }.
review-cards-of = { $name } ముక్కలు
review-choice-drop = డ్రాప్
review-choice-stock = మూసిన కట్ట నుంచి తీయండి
review-choice-discard = తెరిచిన కట్ట నుంచి { $card } తీసుకోండి
review-choice-declare = డిక్లేర్
review-choice-throw = { $card } పడేయండి
review-choice-throw-declare = { $card } పడేసి డిక్లేర్
review-coachs-choice = కోచ్ ఎంపిక.
review-as-good = కోచ్ ఎంపికంత మంచిది.
# $coach: కోచ్ ఎంపిక, "…కంటే" ముందు ("మూసిన కట్ట నుంచి తీయడం").
review-worse = { $loss ->
    [one] { $coach } కంటే సుమారు { $loss } పాయింట్ ఎక్కువ నష్టం.
   *[other] { $coach } కంటే సుమారు { $loss } పాయింట్లు ఎక్కువ నష్టం.
}
review-try-first = వంతు { $turn }: మీ ముక్కలు, తెరిచిన ముక్క { $card }. ఏం చేస్తారు?
review-try-then = { $source ->
    [stock] మీరు మూసిన కట్ట నుంచి { $card } తీశారు. ఆ తర్వాత మీ దగ్గర ఉన్న ముక్కలతో:
   *[discard] మీరు తెరిచిన కట్ట నుంచి { $card } తీసుకున్నారు. ఆ తర్వాత మీ దగ్గర ఉన్న ముక్కలతో:
}
# ప్రయత్నించిన ఎంపిక, అది ఎలా ఉంది: "మూసిన కట్ట నుంచి తీయండి: కోచ్ ఎంపిక."
review-tried = { $choice }: { $compared }

## ఇక్కడి నుంచి ఆడండి: సమీక్షలోని ఒక వంతు మళ్లీ, దాని నుంచి డీల్ ముందుకు.

branch-intro = అసలు ముక్కలతో వంతు { $turn } మళ్లీ: మూసిన కట్టలో అప్పుడు నిజంగా ఉన్న ముక్కలే అదే క్రమంలో ఉంటాయి, మిగతావాళ్ల దగ్గర వారి అసలు ముక్కలే ఉంటాయి, వారు అప్పటిలాగే నిర్ణయిస్తారు (మనుషుల తరఫున కోచ్ ఆడుతుంది). ఇందులో ఏదీ దాచం.
branch-opening = వంతు { $turn } మళ్లీ పంచుతున్నాం…
branch-draw = వంతు { $turn }: మూసిన కట్ట నుంచి తీయండి, లేదా తెరిచిన ముక్క తీసుకోండి.
branch-throw = వంతు { $turn }: ఒక ముక్క పడేయండి.
branch-open-card = తెరిచిన ముక్క
branch-stock = మూసిన కట్టలో { $count ->
    [one] { $count } ముక్క
   *[other] { $count } ముక్కలు
}
branch-your-cards =
    .aria-label = మీ ముక్కలు
branch-log-title = ఈ ప్రయత్నంలో ఏం జరిగింది
branch-at-turn = వంతు { $turn }: { $said }
branch-coach-turn = వంతు { $turn }, మీ తరఫున కోచ్: { $move }
branch-coach-playing = మీ వంతు { $turn } కోచ్ ఆడుతోంది…
branch-others-playing = మీరు ఈ డీల్ నుంచి బయట: మిగతావాళ్లు ఆడుతున్నారు…
branch-finish = డీల్‌ను కోచ్ పూర్తి చేయనివ్వండి
branch-stop = కోచ్‌ను ఆపండి
branch-again = ఈ వంతు మళ్లీ ఆడండి
branch-ended = ఎలా ముగుస్తుంది
branch-this = ఈ ప్రయత్నం: { $ending }
branch-real = అసలు డీల్: { $ending }
branch-failed = ఈ వంతు మళ్లీ ఆడలేకపోయాం: { $why }
