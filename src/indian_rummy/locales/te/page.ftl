# టేబుల్ పేజీ సొంత మాటలు (web/index.html, దాని మాడ్యూళ్లు): పేజీ, చేతి ముక్కలు, కట్టలు,
# బటన్లు, టేబుల్ ఎంపిక, డ్రాప్, స్కోర్లు, పడేసినవి, టైమర్, ఇన్‌స్టాల్, ఆఫ్‌లైన్, ఇంజన్ సమస్యలు.
# ఇంజన్ వ్యూలు చెప్పేది table.ftl‌లో ఉంటుంది. బటన్ పేర్లు వాక్యంలో “…” మధ్య.

## పేజీ

page-title = ఇండియన్ రమ్మీ ప్రాక్టీస్ టేబుల్
# స్కోర్ టేబుల్ పేజీ శీర్షిక: $table బ్రాండ్ పక్కన ఉన్న మాటలు.
page-title-scored = ఇండియన్ రమ్మీ { $table }
page-description =
    .content = 13 ముక్కల ఇండియన్ రమ్మీ బ్రౌజర్‌లో ఉచితంగా నేర్చుకోండి, ఆడండి: మీరాతో ప్రాక్టీస్ చేయండి, పక్కన కోచ్‌తో బాట్లతో స్కోర్ టేబుళ్లలో ఆడండి, లేదా స్నేహితులతో ఆడండి. మీ మ్యాచ్‌లు, ఆటలు ఈ పరికరంలోనే ఉంటాయి; మొదటిసారి తెరిచాక ఆఫ్‌లైన్‌లోనూ పనిచేస్తుంది.
brand-name = ఇండియన్ రమ్మీ
brand-practice = ప్రాక్టీస్ టేబుల్
# $table టేబుల్ పేరు, $format మ్యాచ్ రకం ("పూల్ 101").
brand-scored-table = { table-named } టేబుల్ · { $format }
page-game = ఆట
page-status-setting-up = టేబుల్ సిద్ధం చేస్తున్నాం…
page-seed = సీడ్ { $seed }
page-seed-none = సీడ్ —
# సర్వర్ టేబుల్ సీడ్ బదులు డీల్ సంఖ్య చూపిస్తుంది.
page-deal-number = డీల్ { $deal }
guided-title = గైడెడ్ మొదటి డీల్
guided-text = బటన్లు నేర్చుకోవడానికి ముందే సర్దిన ముక్కలు. మామూలు ఆటకు “{ game-new-deal }” నొక్కండి.

## పేర్ల, విలువల జాబితాలు

# "5, 10 లేదా 20": $items చివరిది తప్ప మిగతా విలువలు, page-list-commaతో కలిపి.
page-list-or = { $items } లేదా { $last }
page-list-comma = {", "}
page-list-or-between = {" లేదా "}

## సీట్లు

seat-ready = { $name } సిద్ధంగా ఉన్నారు.
seat-cards = { $count ->
    [one] { $count } ముక్క
   *[other] { $count } ముక్కలు
}
seat-points = { $points ->
    [one] { $points } పాయింట్
   *[other] { $points } పాయింట్లు
}
seat-chips = { $chips ->
    [one] { $chips } చిప్
   *[other] { $chips } చిప్స్
}
seat-playing-now = ఇప్పుడు ఆడుతున్నారు
seat-plays-next = తర్వాత వంతు
seat-dealer = డీలర్
seat-dropped = డ్రాప్ చేశారు
seat-out-of-deal = ఈ డీల్ నుంచి బయట
seat-out-of-match = మ్యాచ్ నుంచి బయట
seat-not-played-full = ఇంకా ఆడలేదు.
seat-not-played-brief = ఇంకా ఆడలేదు
# $format మ్యాచ్ రకం ("పూల్ 101").
seats-title = { $format } · { $count ->
    [one] { $count } సీటు
   *[other] { $count } సీట్లు
}
seats-your-total = మీ మొత్తం: { $total } / { $limit }
seats-your-chips = { $chips ->
    [one] మీ చిప్: { $chips }
   *[other] మీ చిప్స్: { $chips }
}
seats-you-next = తర్వాత మీ వంతు

## కట్టలు

piles =
    .aria-label = కట్టలు, వైల్డ్ జోకర్
pile-stock =
    .aria-label = మూసిన కట్ట
pile-stock-title = మూసిన కట్ట
pile-stock-name = మూసిన కట్ట, { $count ->
    [one] { $count } ముక్క మిగిలింది
   *[other] { $count } ముక్కలు మిగిలాయి
}
pile-discard =
    .aria-label = తెరిచిన కట్ట
pile-discard-title = తెరిచిన కట్ట
pile-discard-name = తెరిచిన కట్ట, { $count ->
    [one] { $count } ముక్క
   *[other] { $count } ముక్కలు
}, పైన { $card }
pile-discard-empty = తెరిచిన కట్ట, ఖాళీ
pile-wild-title = వైల్డ్
pile-indicator-not-dealt =
    .aria-label = కట్ జోకర్ ఇంకా తీయలేదు
# $card కట్ జోకర్ మాటల్లో, $wild ఏది వైల్డ్ ("పదులు వైల్డ్ జోకర్లు").
pile-indicator-name = కట్ జోకర్: { $card }. { $wild }
pile-indicator-empty = కట్ జోకర్

## చేతి ముక్కలు

hand-title = మీ ముక్కలు
hand-count = { $count ->
    [one] { $count } ముక్క
   *[other] { $count } ముక్కలు
}
hand-selected = { $count } ఎంచుకున్నారు
hand-distance-complete = పూర్తి: డిక్లేర్ చేయొచ్చు
hand-distance = { $count ->
    [one] డిక్లేర్‌కు { $count } ముక్క దూరం
   *[other] డిక్లేర్‌కు { $count } ముక్కల దూరం
}
# $distance: hand-distance లేదా hand-distance-complete.
hand-distance-news = మీ ముక్కలు: { $distance }.
hand-tray =
    .aria-label = వరుస { $tray }
# ఒక వరుస లేదా గ్రూపు ముక్కలు ఏమిటి (none: ఇంకా గ్రూపు కాలేదు).
group-pure-run = ప్యూర్ సీక్వెన్స్
group-run = సీక్వెన్స్
group-set = సెట్
group-none = సర్దుతూ ఉండండి
group-kind = { $kind ->
    [pure_run] { group-pure-run }
    [run] { group-run }
    [set] { group-set }
   *[none] { group-none }
}
# $label ఇంజన్ ఆ వరుసకు పెట్టే పేరు ("ప్యూర్ సీక్వెన్స్").
hand-tray-name = వరుస { $tray }: { $label }, { $count ->
    [one] { $count } ముక్క
   *[other] { $count } ముక్కలు
}
hand-tray-name-valid = వరుస { $tray }: { $label }, సరైన గ్రూపు, { $count ->
    [one] { $count } ముక్క
   *[other] { $count } ముక్కలు
}
# ఇప్పుడే తీసిన ముక్కపై గుర్తు.
hand-card-new-tag = కొత్తది
# $card ముక్క పేరు (card-name).
hand-card-picked = { $card }, తెరిచిన కట్ట నుంచి తీసుకున్నది
hand-card-drawn = { $card }, కొత్తది, ఇప్పుడే తీసినది
hand-card-hinted = { $card }, సూచనలోని ముక్క

## బటన్లు

move-bar =
    .aria-label = ఎంచుకున్న ముక్కలను జరపండి
move-to-tray = → { $tray }
    .aria-label = వరుస { $tray } లోకి జరపండి
action-group = గ్రూపు
action-sort = సార్ట్
action-discard = పడేయండి
action-declare = డిక్లేర్ చేయండి
action-discard-declare = పడేసి డిక్లేర్
action-arrange = సర్ది పెట్టండి
action-hint = సూచన
game-bar =
    .aria-label = ఆట
game-new-deal = కొత్త డీల్
game-new-match = కొత్త మ్యాచ్
game-guide = పూర్తి గైడ్
game-print-guide = గైడ్ ప్రింట్
game-install = ఇన్‌స్టాల్ చేయండి
coach-hint = సూచన: { $hint }
result-review = ఈ డీల్ సమీక్ష
result-reviewing = డీల్‌ను సమీక్షిస్తున్నాం…
result-reviewing-turn = వంతు { $turn } / { $turns } సమీక్షిస్తున్నాం…

## ఇప్పుడు ఏం చేయాలి (బటన్ల కింది లైన్)

step-next-player = తర్వాతి ఆటగాడు
step-lost = కొత్త ఇంజన్‌తో మళ్లీ మొదలుపెట్టడానికి “{ game-new-deal }” నొక్కండి.
step-bot-playing = { $name } ఆడుతున్నారు…
step-waiting = { $name } ఆడేవరకు ఆగండి.
step-over-next-deal = ఈ డీల్ ముగిసింది: “{ scores-next-deal }” తర్వాతి డీల్‌ను మొదలుపెడుతుంది.
# $again కొత్త డీల్ బటన్ మాటలు.
step-over-again = ఈ డీల్ ముగిసింది: మళ్లీ ఆడటానికి “{ $again }” నొక్కండి.
step-over = ఈ డీల్ ముగిసింది.
step-draw-keys = ఒక ముక్క తీయండి: మూసిన కట్ట (కీ D) లేదా తెరిచిన కట్ట.
step-draw = ఒక ముక్క తీయండి: మూసిన కట్ట లేదా తెరిచిన కట్ట.
step-several-selected = { $count ->
    [one] { $count } ముక్క ఎంచుకున్నారు
   *[other] { $count } ముక్కలు ఎంచుకున్నారు
}: → 1…4 లేదా “{ action-group }” వాటిని జరుపుతుంది. పడేయడానికి ఒక్కటే ఎంచుకోండి.
step-select-discard = పడేయడానికి ఒక ముక్క ఎంచుకోండి: అప్పుడు “{ action-discard }”, “{ action-discard-declare }” పనిచేస్తాయి.
step-picked-back = ఆ ముక్కను ఇప్పుడే తెరిచిన కట్ట నుంచి తీసుకున్నారు: ఈ వంతులో అది తిరిగి వెళ్లదు. పడేయడానికి ఇంకొకటి ఎంచుకోండి.
step-discard-incomplete = “{ action-discard }”తో మీ వంతు ముగుస్తుంది. మీ ముక్కలు ఇంకా పూర్తి కాలేదు: ఇప్పుడు డిక్లేర్ చేస్తే పాయింట్లు పడతాయి.
step-discard = “{ action-discard }”తో మీ వంతు ముగుస్తుంది; “{ action-discard-declare }” మీ ముక్కలను చూపిస్తుంది.
notice-bot-playing = { $name } ఆడుతున్నారు… తర్వాత మీ వంతు.
error-move-not-possible = ఇప్పుడు ఆ కదలిక కుదరదు.

## కీల లైన్

keys = కీలు:
keys-draw = <kbd>D</kbd> మూసిన కట్ట నుంచి తీస్తుంది,
keys-throw = <kbd>T</kbd> ఎంచుకున్న ముక్కను పడేస్తుంది,
keys-declare = <kbd>E</kbd> డిక్లేర్ చేస్తుంది,
keys-arrange = <kbd>A</kbd> మీ ముక్కలను సర్దుతుంది,
keys-hint = <kbd>H</kbd> సూచన ఇస్తుంది,
keys-drop = <kbd>X</kbd> డ్రాప్ చేస్తుంది,
keys-cards = బాణం కీలు ముక్కల మధ్య కదులుతాయి, <kbd>Enter</kbd> ఒకదాన్ని ఎంచుకుంటుంది, <kbd>Space</kbd> జరపడానికి దాన్ని ఎత్తుతుంది (బాణం కీలు, తర్వాత చోటులో పెట్టడానికి <kbd>Space</kbd>, రద్దుకు <kbd>Escape</kbd>).

## కీలతో ముక్కలు జరపడం (చదివి వినిపించేది)

drag-cards = { $count ->
    [one] { $count } ముక్క
   *[other] { $count } ముక్కలు
}
# $what: drag-cards లేదా ముక్క పేరు, $place: drag-place-*లో ఒకటి.
drag-picked-up = { $what } ఎత్తారు. { $place } బాణం కీలు జరుపుతాయి, Space కింద పెడుతుంది, Escape రద్దు చేస్తుంది.
drag-place-empty = వరుస { $tray }, ఖాళీ.
drag-place-start = వరుస { $tray }, మొదట్లో, { $card } ముందు.
drag-place-end = వరుస { $tray }, చివర్లో, { $card } తర్వాత.
drag-place-between = వరుస { $tray }, { $before }, { $after } మధ్య.
drag-cancelled = రద్దు: ముక్కలు ఉన్న చోటే ఉన్నాయి.
drag-dropped-card = ముక్కను వరుస { $tray }లో పెట్టారు.
drag-dropped-cards = { $count ->
    [one] { $count } ముక్కను వరుస { $tray }లో పెట్టారు.
   *[other] { $count } ముక్కలను వరుస { $tray }లో పెట్టారు.
}

## వెనక్కి తీసుకోలేని అడుగు ముందు ప్రశ్నలు

confirm-keep-playing = ఆడుతూ ఉండండి
confirm-declare-title = ఈ ముక్కలతో డిక్లేర్ చేయాలా?
confirm-declare-anyway = అయినా డిక్లేర్
confirm-new-match-title = ఈ మ్యాచ్ వదిలేయాలా?
# $where మ్యాచ్ ("పూల్ 101", లేదా confirm-new-match-where).
confirm-new-match-text = జరుగుతున్న మ్యాచ్ ({ $where }) ఇక్కడితో ముగుస్తుంది, దాని స్కోర్లు పోతాయి. కొత్త మ్యాచ్ మొదటి డీల్ నుంచి మొదలవుతుంది.
confirm-new-match-where = { $format }, { $stage ->
    [stage-deal] డీల్ { $deal }
    [stage-deal-of] డీల్ { $deal } / { $deals }
   *[stage-tie-break] టై-బ్రేక్ డీల్ { $deal }
}
confirm-new-match = కొత్త మ్యాచ్ మొదలుపెట్టండి

## డ్రాప్

drop = డ్రాప్
drop-for = { drop } · { $cost ->
    [one] { $cost } పాయింట్
   *[other] { $cost } పాయింట్లు
}
drop-why = { $cost ->
    [one] { $cost } పాయింట్‌తో
   *[other] { $cost } పాయింట్లతో
} ఇప్పుడే ఈ డీల్ వదిలేయండి.
drop-why-keys = { $cost ->
    [one] { $cost } పాయింట్‌తో
   *[other] { $cost } పాయింట్లతో
} ఇప్పుడే ఈ డీల్ వదిలేయండి (కీ X).
drop-confirm-title = ఈ డీల్ నుంచి డ్రాప్ చేయాలా?
drop-confirm = { $cost ->
    [one] { $cost } పాయింట్‌తో
   *[other] { $cost } పాయింట్లతో
} డ్రాప్
drop-costs = దీనికి { $cost ->
    [one] { $cost } పాయింట్ పడుతుంది
   *[other] { $cost } పాయింట్లు పడతాయి
}.
drop-costs-out = దీనికి { $cost ->
    [one] { $cost } పాయింట్ పడుతుంది
   *[other] { $cost } పాయింట్లు పడతాయి
}: మీ { $total }తో కలిపి { $after } / { $limit } అవుతుంది, మీరు పూల్ నుంచి బయటకు వెళ్తారు.
# $costs: drop-costs లేదా drop-costs-out.
drop-ends-deal = { $costs } దీంతో డీల్ ముగుస్తుంది: { $winner } గెలుస్తారు.
drop-other-seat = అవతలి వారు
drop-sit-out = { $costs } మిగతా డీల్ మీరు కూర్చుని చూస్తారు, మిగతావాళ్లు ఆడుతూ ఉంటారు.
drop-auto = నా వంతు రాగానే డ్రాప్
drop-auto-cost = { $cost ->
    [one] { $cost } పాయింట్‌కు
   *[other] { $cost } పాయింట్లకు
}.
drop-auto-cost-out = { $cost ->
    [one] { $cost } పాయింట్‌కు
   *[other] { $cost } పాయింట్లకు
}, దీంతో మీరు పూల్ నుంచి బయటకు వెళ్తారు.

## డీల్ తర్వాత స్కోర్లు

scores-title = ఈ డీల్ పాయింట్లు
scores-history = డీల్ వారీగా
scores-history-region =
    .aria-label = డీల్ వారీగా
scores-next-deal = తర్వాత డీల్
score-won = డీల్ గెలిచారు
score-lost = ఓడారు
score-dropped = డ్రాప్
score-invalid = తప్పు డిక్లేర్
score-dead = డీల్ రద్దు
score-winner = విజేత
score-sits-out = ఆడటం లేదు
score-out = బయట
score-in = ఆటలో
# డీల్స్ రమ్మీ మ్యాచ్‌లో స్థానం: తెలుగు క్రమసంఖ్య "1వ", "2వ".
score-place = { $place }వ
score-loose = విడి ({ $count })
score-cards = ముక్కలు
# బటన్ పేరు, స్క్రీన్ రీడర్‌కు: "ముక్కలు (మీరా)".
score-cards-of = ముక్కలు ({ $name })
scorecard-pool = { $format }: { $limit ->
    [one] { $limit } పాయింట్‌కు
   *[other] { $limit } పాయింట్లకు
} బయట
scorecard-chips = { $format }: మొదట్లో ఒక్కొక్కరికి { $chips ->
    [one] { $chips } చిప్
   *[other] { $chips } చిప్స్
}
scorecard-seat = సీటు
scorecard-this-deal = ఈ డీల్
scorecard-chips-head = చిప్స్
scorecard-total = మొత్తం
scorecard-points = పాయింట్లు
scorecard-place = స్థానం
scorecard-status = స్థితి
scorecard-hand = ముక్కలు
standings-deal = డీల్ { $deal }
standings-caption = { $format }: డీల్ వారీగా పాయింట్లు
match-you-win = { $format } మ్యాచ్ మీరు గెలిచారు.
match-winner = { $format } మ్యాచ్ { $name } గెలిచారు.

## పడేసినవి

discards-button = పడేసినవి
# సీటు “పడేసినవి” బటన్ పేరు, దాని మాటలతో సహా: "మీరా పడేసినవి 3".
discards-of = { $name } { discards-button } { $count }
discards-of-yours = మీరు { discards-button } { $count }
discards-title = ఏమేం పడేశారు
discards-about = ఈ డీల్‌లో ఒక్కో సీటు పడేసిన ముక్కలు, ముందు పడేసినది ముందు. తెరిచిన కట్ట నుంచి ఎవరైనా తీసుకున్న ముక్క దగ్గర ఎవరు తీసుకున్నారో ఉంటుంది.
discards-close = మూసేయండి
discards-none = ఇంకా ఏదీ పడేయలేదు.
discards-thrown = { $count ->
    [one] { $count } ముక్క పడేశారు
   *[other] { $count } ముక్కలు పడేశారు
}
discards-taken-by = { $name } తీసుకున్నారు
discards-taken-by-you = మీరు తీసుకున్నారు
discards-taken-by-another = వేరొకరు తీసుకున్నారు
discards-first-open-card = మొదటి తెరిచిన ముక్క, { $taken }

## టేబుల్ ఎంపిక

chooser-open = టేబుల్ ఎంచుకోండి
chooser-title = టేబుల్ ఎంచుకోండి
chooser-table = టేబుల్
chooser-format = రకం
chooser-players-field = ఆటగాళ్లు
chooser-opponents = ప్రత్యర్థులు
chooser-clock = టైమర్
chooser-sit-down = కూర్చోండి
chooser-cancel = రద్దు
chooser-players = { $count ->
    [one] { $count } ఆటగాడు
   *[other] { $count } ఆటగాళ్లు
}
chooser-players-range = { $low } నుంచి { $high } ఆటగాళ్లు
chooser-deals-rummy = డీల్స్ రమ్మీ ({ $deals ->
    [one] { $deals } డీల్
   *[other] { $deals } డీల్స్
})
chooser-drops = డ్రాప్ { $costs }
chooser-no-drops = పాయింట్లు లేవు, డ్రాప్ లేదు
chooser-no-wild-pickup = తెరిచిన కట్ట నుంచి వైల్డ్ జోకర్ తీసుకోలేరు
chooser-full-count = తప్పు డిక్లేర్‌కు పూర్తి పాయింట్లు పడతాయి
chooser-bots-in-turn = { $bots } వంతుల వారీగా
chooser-seats-in-turn = మొదటి సీటు మీది; మిగతా సీట్లలో { $bots } వంతుల వారీగా కూర్చుంటారు.
chooser-seats-one-bot = మొదటి సీటు మీది; మిగతా ప్రతి సీటులో { $bot } కూర్చుంటారు.
chooser-clock-off = లేదు
chooser-clock-seconds = ఒక వంతుకు { $seconds } సె., { $reserve } సె. రిజర్వ్
chooser-clock-about = ఒక్కో వంతుకు { $seconds } సె. అంతకంటే ఎక్కువ తీసుకునే వంతు రిజర్వ్‌ను ఖర్చు చేస్తుంది, మొత్తం మ్యాచ్‌కు { $reserve } సె.; రెండూ అయిపోతే టేబుల్ మీ తరఫున ఆడుతుంది.
# $match: keeping-match-title.
chooser-continue-name = కొనసాగించండి
chooser-continue = { chooser-continue-name }: { $match }
chooser-replaces = “{ chooser-sit-down }” మీ { $match } బదులు కొత్త మ్యాచ్ మొదలుపెడుతుంది.

## అడ్రస్ అడిగింది కుదరనప్పుడు

address-bad-seed = అడ్రస్‌లోని సీడ్ “{ $asked }” 1 నుంచి { $most } వరకు పూర్ణ సంఖ్య కాదు, అందుకే ఈ టేబుల్ గడియారం నుంచి తీసిన సీడ్ { $seed } వాడుతోంది.
address-seed-refused = ఇంజన్ సీడ్ { $seed }ని ఒప్పుకోలేదు, అందుకే ఈ టేబుల్ గడియారం నుంచి తీసిన సీడ్ { $clock } వాడుతోంది.
# $tables అడ్రస్‌లో వాడే టేబుళ్ల పేర్లు, $table పంచిన టేబుల్ పేరు.
address-no-table = “{ $asked }” అనే టేబుల్ లేదు (టేబుళ్లు: { $tables }), అందుకే ఇది { table-named } టేబుల్.
address-no-format = { table-named } టేబుల్‌లో { $formats } ఆడతారు, “{ $asked }” కాదు, అందుకే ఇది { $format }.
address-no-players = { table-named } టేబుల్‌లో { $seats } కూర్చుంటారు, “{ $asked }” కాదు, అందుకే ఈ టేబుల్‌లో { $players ->
    [one] { $players } ఆటగాడు
   *[other] { $players } ఆటగాళ్లు
}.
address-no-bot = “{ $asked }” అనే బాట్ లేదు (బాట్లు: { $bots }), అందుకే టేబుల్ బాట్లు వంతుల వారీగా సీట్లలో కూర్చుంటారు.
address-no-clock = టైమర్ ఒక వంతుకు { $clocks } సెకన్లు ఇస్తుంది, “{ $asked }” కాదు, అందుకే ఈ టేబుల్‌కు టైమర్ లేదు.

## ఈ పరికరంలో దాచిన మ్యాచ్

keeping-match-title = { $format }, { $bots }‌తో, డీల్ { $deal }
keeping-refused = ఈ టేబుల్ ఆట కొనసాగుతుంది, కానీ ఈ పరికరం దాన్ని గుర్తుంచుకోలేదు ({ $why }): రీలోడ్ చేస్తే మ్యాచ్ మళ్లీ మొదలవుతుంది.
keeping-unreadable = ఈ టేబుల్ కోసం ఈ పరికరంలో దాచిన మ్యాచ్‌ను చదవలేకపోయాం ({ $why }), అందుకే కొత్త మ్యాచ్ మొదలవుతుంది.
keeping-unknown = ఈ టేబుల్ కోసం ఈ పరికరంలో దాచిన మ్యాచ్ ఈ పేజీ చదవగలిగేది కాదు, అందుకే కొత్త మ్యాచ్ మొదలవుతుంది.
keeping-not-resumed = ఈ పరికరంలో దాచిన మ్యాచ్‌ను కొనసాగించలేకపోయాం ({ $why }), అందుకే కొత్త మ్యాచ్ మొదలవుతుంది.
keeping-engine-refused = ఇంజన్ దాన్ని ఒప్పుకోలేదు

## టైమర్

clock-yours = మీ సమయం: { $left } సె.
clock-yours-warning = మీ సమయం: ఇంకా { $left } సె. మాత్రమే! తర్వాత టేబుల్ మీ తరఫున ఆడుతుంది.
clock-theirs = { $name } సమయం: { $left } సె.
clock-theirs-warning = { $name } సమయం: ఇంకా { $left } సె. మాత్రమే! తర్వాత టేబుల్ { $name } తరఫున ఆడుతుంది.
clock-yours-turn = మీ సమయం: { $left } సె., తర్వాత { $reserve } సె. రిజర్వ్
clock-theirs-turn = { $name } సమయం: { $left } సె., తర్వాత { $reserve } సె. రిజర్వ్
clock-warning = { $left ->
    [one] మీ వంతులో ఇంకా { $left } సెకను మిగిలింది.
   *[other] మీ వంతులో ఇంకా { $left } సెకన్లు మిగిలాయి.
}
clock-reserve = టైమర్: ఒక వంతుకు { $turn } సె., ఇంకా { $reserve } సె. రిజర్వ్ మిగిలింది.

## ఆట ఇంజన్ సమస్యలు

engine-stopped = ఆట ఇంజన్ ఆగిపోయింది
# $reason: engine-lost-*లో ఒకటి.
engine-lost = ఆట ఇంజన్ పనిచేయడం ఆగిపోయింది ({ $reason }). మళ్లీ మొదలుపెట్టడానికి “{ game-new-deal }” నొక్కండి.
engine-lost-silent = అది జవాబివ్వడం ఆపేసింది
engine-lost-bot = { $name } వంతు తిరిగి రాలేదు
engine-a-bot = ఒక బాట్
engine-lost-unreadable = దాని మెసేజ్ చదవలేకపోయాం
engine-lost-failed = అది విఫలమైంది
# $detail బ్రౌజర్ సొంత మాటలు, ఇంగ్లీషులో.
engine-lost-failed-because = అది విఫలమైంది: { $detail }
engine-fatal-status = టేబుల్ మొదలు కాలేదు
# $why కింది వాక్యాల్లో ఒకటి.
engine-fatal = { $why } పేజీని రీలోడ్ చేస్తే పనిచేయొచ్చు.
engine-could-not-start = ఆట ఇంజన్ మొదలు కాలేదు.
engine-could-not-start-because = ఆట ఇంజన్ మొదలు కాలేదు: { $detail }
engine-too-slow = ఆట ఇంజన్ మొదలు కాలేదు: లోడ్ అవ్వడానికి చాలా సమయం పట్టింది.
engine-no-workers = ఈ బ్రౌజర్ ఆట ఇంజన్‌ను నడపలేదు (module workers కావాలి).
engine-sent-unreadable = ఆట ఇంజన్ చదవలేనిది పంపింది.
engine-versions-differ = ఈ పేజీ, దాని ఆట ఇంజన్ వేర్వేరు వెర్షన్లవి (పేజీ { $page }, ఇంజన్ { $engine }). రెండూ ఒకటి కావడానికి పేజీని రీలోడ్ చేయండి.
engine-move-failed = ఆట ఇంజన్ లోపల ఏదో తప్పు జరిగింది, అందుకే ఆ కదలిక జరగలేదు. “{ game-new-deal }” మళ్లీ మొదలుపెడుతుంది.
engine-bot-turn-failed = బాట్ వంతు విఫలమైంది: { $detail }
page-partner-joining = మ్యాచ్‌లో చేరుతున్నాం…
page-partner-needs-network = స్నేహితులతో ఆటకు నెట్‌వర్క్ కావాలి, ఈ పేజీ తన భాగాన్ని లోడ్ చేయలేకపోయింది.

## ఇన్‌స్టాల్, ఆఫ్‌లైన్ (బ్రౌజర్ మెనూ పేర్లు బ్రౌజర్ చూపించినట్టే, ఇంగ్లీషులో)

install-use-menu = ఈ ఆటను ఇన్‌స్టాల్ చేయడానికి లేదా హోమ్ స్క్రీన్‌కు చేర్చడానికి మీ బ్రౌజర్ మెనూ వాడండి.
install-how-ios = iPhone లేదా iPad‌లో ఇన్‌స్టాల్ చేయడానికి, ఆటను Safari‌లో తెరిచి, “Share” నొక్కి, తర్వాత “Add to Home Screen” నొక్కండి.
install-how-android = Android‌లో ఇన్‌స్టాల్ చేయడానికి, బ్రౌజర్ మెనూ (⋮) తెరిచి “Install app” లేదా “Add to Home screen” ఎంచుకోండి.
install-how-firefox = కంప్యూటర్‌లో Firefox వెబ్ యాప్‌లను ఇన్‌స్టాల్ చేయదు. ఆటను Chrome లేదా Edge‌లో తెరిచి బ్రౌజర్ మెనూ (“Install app”) వాడండి, లేదా బుక్‌మార్క్ చేసుకోండి.
install-how-edge = Edge‌లో ఇన్‌స్టాల్ చేయడానికి, మెనూ (…) తెరిచి “Apps”, తర్వాత “Install this site as an app” ఎంచుకోండి.
install-how-chrome = Chrome‌లో ఇన్‌స్టాల్ చేయడానికి, అడ్రస్ బార్ కుడివైపు ఇన్‌స్టాల్ ఐకాన్ వాడండి, లేదా మెనూ (⋮) తెరిచి “Install app” ఎంచుకోండి (కొన్ని వెర్షన్లలో “Cast, save and share” కింద).
install-how-safari = Mac‌లో Safari‌లో ఇన్‌స్టాల్ చేయడానికి, “File”, తర్వాత “Add to Dock” ఎంచుకోండి.
install-how-other = ఇన్‌స్టాల్ చేయడానికి బ్రౌజర్ మెనూలో “Install app” (Chrome, Edge) లేదా ఫోన్‌లో “Add to Home Screen” (Safari: “Share”, తర్వాత “Add to Home Screen”) చూడండి.
install-installed = ఇన్‌స్టాల్ అయింది. మీ యాప్‌ల నుంచి లేదా హోమ్ స్క్రీన్ నుంచి ఆటను తెరవండి; ఆఫ్‌లైన్‌లోనూ ఆడొచ్చు.
install-already = ఆట ఇప్పటికే ఇన్‌స్టాల్ చేసిన యాప్‌గా నడుస్తోంది.
# $how: install-how-*లో ఒకటి.
install-not-offered = ఈ బ్రౌజర్ ఇక్కడ ఆటను ఇన్‌స్టాల్ చేయమని అడగలేదు. { $how } ఏదైనా, ఆట ఈ ట్యాబ్‌లో పూర్తిగా ఆడొచ్చు.
install-accepted = ఆటను ఇన్‌స్టాల్ చేస్తున్నాం. ఇన్‌స్టాల్ అయ్యాక మీ యాప్‌ల నుంచి తెరుచుకుంటుంది, ఆఫ్‌లైన్‌లోనూ ఆడొచ్చు.
install-dismissed = ఇన్‌స్టాల్ కాలేదు. తర్వాత “{ game-install }”తో లేదా బ్రౌజర్ మెనూ నుంచి ఇన్‌స్టాల్ చేయొచ్చు.
install-standalone-link = విడి ఆటను కొత్త ట్యాబ్‌లో తెరవండి
install-host-declined = ఈ ఆట చుట్టూ ఉన్న పేజీ ఇన్‌స్టాల్ అభ్యర్థనను తీసుకోలేదు. { $how } లేదా విడి ఆటను కొత్త ట్యాబ్‌లో తెరవండి, అక్కడ ఇన్‌స్టాల్ చేసి ఆఫ్‌లైన్‌లో ఆడొచ్చు.
install-host-handles = ఈ ఆట చుట్టూ ఉన్న సైట్ ఇన్‌స్టాల్ చూసుకుంటోంది.
install-asking-host = ఈ ఆట చుట్టూ ఉన్న పేజీని ఇన్‌స్టాల్ చేయమని అడుగుతున్నాం…
