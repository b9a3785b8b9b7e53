# పార్ట్‌నర్ సర్వర్ తానే రాసేది: పుష్ నోటిఫికేషన్లు, “మీరు వెళ్లాక”, తిరస్కరణలు.
# $name సీటు పేరు: మనిషి టైప్ చేసినది, లేదా బాట్ మెసేజ్ (bot-mira).

## “మీరు వెళ్లాక”: ఒక్కో కదలిక; పేజీ వాటిని జాబితాగా, push.py ఒకదాని తర్వాత ఒకటిగా చూపిస్తుంది.
## $done సీటు చేసింది (ఇంజన్ వంతు మాటలు: "తీశారు", "5♦ పడేశారు").

since-moved = { $name } { $done }
since-and = { $first }, { $then }
since-your-time-ran-out = మీ సమయం అయిపోయింది; టేబుల్ మీ తరఫున ఆడింది: { $done }
since-time-ran-out = { $name } సమయం అయిపోయింది; టేబుల్ వారి తరఫున ఆడింది: { $done }
since-deal-began = డీల్ { $deal } మొదలైంది
since-earlier-moves = { $count ->
    [one] అంతకుముందు { $count } కదలిక
   *[other] అంతకుముందు { $count } కదలికలు
}

## పుష్ నోటిఫికేషన్లు: శీర్షిక, తాజా కదలికలు చెప్పే మాటలు ($moves).

push-your-turn-title = మీ వంతు
push-your-turn = { $moves } — మీ వంతు.
push-deal-over-title = డీల్ { $deal } ముగిసింది
push-deal-over = { $moves } — డీల్ ముగిసింది.
push-match-over-title = మ్యాచ్ ముగిసింది
push-match-over = { $moves } — మ్యాచ్ ముగిసింది.
push-moves-then = { $before }; { $then }

## అభ్యర్థన తిరస్కరణలు. $shape అభ్యర్థన పంపాల్సిన JSON, ఉన్నది ఉన్నట్టు;
## $given అది పంపింది (కొటేషన్లలో); $reason పార్సర్ సొంత మాటలు (ఇంగ్లీషు).

server-forbidden = ఈ లింక్ టోకెన్ ఈ మ్యాచ్‌లో ఏ సీటునూ తెరవదు.
server-no-match = అలాంటి మ్యాచ్ లేదు.
server-unavailable = మ్యాచ్ సర్వర్ ప్రస్తుతం తన రికార్డులను చేరలేకపోతోంది, అందుకే ఏదీ మారలేదు; కాసేపట్లో మళ్లీ ప్రయత్నించండి.
server-unreadable = సర్వర్‌లో లోపం వల్ల ఈ మ్యాచ్ తెరుచుకోదు; దాని గురించి రిపోర్ట్ చేశాం.
server-fault = సర్వర్‌లో ఏదో తప్పు జరిగింది; ఈ అభ్యర్థన వల్ల ఏదీ మారలేదు. దాని గురించి రిపోర్ట్ చేశాం.
server-refused = { $reason }
server-slow-down = చాలా ఎక్కువ అభ్యర్థనలు; నెమ్మదిగా.
server-too-many-matches = ఈ అడ్రస్ ప్రస్తుతానికి తయారుచేయగలిగినన్ని మ్యాచ్‌లు తయారుచేసింది; తర్వాత మళ్లీ ప్రయత్నించండి.
server-too-many-bots = ఈ అడ్రస్ ప్రస్తుతానికి కుదిరినన్ని బాట్ సీట్లు మొదలుపెట్టింది (గంటకు { $per_hour }); తర్వాత మళ్లీ ప్రయత్నించండి, లేదా తక్కువ బాట్లను కూర్చోబెట్టండి.
server-too-many-reviews = ఈ అడ్రస్‌కు ప్రస్తుతానికి కుదిరినన్ని సమీక్షలు చేశాం; { $seconds } సె. తర్వాత మళ్లీ ప్రయత్నించండి.
server-too-many-connections = ఈ అడ్రస్ నుంచి సర్వర్‌కు { $most ->
    [one] { $most } కనెక్షన్ తెరిచి ఉంది
   *[other] { $most } కనెక్షన్లు తెరిచి ఉన్నాయి
}, కుదిరినన్ని; ఒకటి మూసేయండి లేదా కాసేపట్లో మళ్లీ ప్రయత్నించండి.
server-headers-late = అభ్యర్థన హెడర్లు { $seconds } సె.లో రాలేదు.
server-body-late = అభ్యర్థన బాడీ { $seconds } సె.లో పూర్తిగా రాలేదు.
server-body-incomplete = అభ్యర్థన బాడీ పూర్తిగా రాలేదు.
server-too-large = అభ్యర్థన బాడీలో గరిష్ఠంగా { $most ->
    [one] { $most } బైట్
   *[other] { $most } బైట్లు
}.
server-not-utf8 = అభ్యర్థన బాడీ UTF-8 టెక్స్ట్ కాదు.
server-not-json = అభ్యర్థన బాడీ సరైన JSON కాదు: { $reason }.
# $field అభ్యర్థనలో ఫీల్డ్ చోటు (keys.p256dh); $types JSON పేర్లు.
server-field-type = అభ్యర్థనలోని { $field } ఒక JSON { $types } కావాలి, { $given } కాదు.
server-binary-frame = అభ్యర్థన UTF-8 JSON ఉన్న టెక్స్ట్ ఫ్రేమ్, బైనరీ ఫ్రేమ్ కాదు.
server-not-utf8-json = అభ్యర్థన UTF-8 JSON టెక్స్ట్.
server-hello-shape = మొదటి మెసేజ్ { $shape }.
server-seq = seq అంటే పేజీ చూసిన చర్యల సంఖ్య, 0 నుంచి { $most }, { $given } కాదు.
server-name-shape = కొత్త పేరు { $shape }.
server-push-off-shape = పుష్ ఆపడం { $shape }.
server-push-shape = సబ్‌స్క్రిప్షన్ అంటే బ్రౌజర్ ఇచ్చే { $shape }.
server-push-language = పుష్ నోటిఫికేషన్ల భాష వీటిలో ఒకటి: { $languages }, { $given } కాదు.
server-push-endpoint = ఎండ్‌పాయింట్ బ్రౌజర్ పుష్ సర్వీస్‌లో లేదు: { $given }.
server-push-keys = సబ్‌స్క్రిప్షన్ కీలు { $shape }, { $given } కాదు.
server-push-key-size = సబ్‌స్క్రిప్షన్ keys.{ $key } base64url‌లో { $size ->
    [one] { $size } బైట్
   *[other] { $size } బైట్లు
}, { $given } కాదు.
server-push-not-p256 = సబ్‌స్క్రిప్షన్ keys.p256dh P-256 పబ్లిక్ కీ కాదు.

## టేబుల్ దగ్గర ఆటగాడికి వచ్చే తిరస్కరణలు.

server-conflict = వేరే కదలికలు ముందే టేబుల్‌ను చేరుతూ వచ్చాయి; ఇదీ ఇప్పటి టేబుల్.
server-deal-too-long = ఈ డీల్ { $most ->
    [one] { $most } కదలికకు
   *[other] { $most } కదలికలకు
} చేరింది, ఒక డీల్‌లో ఉండగలిగినన్ని: ఇక ఇందులో కదలికలు కుదరవు
server-rematch-not-over = ఈ మ్యాచ్ ముగిశాకే రీమ్యాచ్ మొదలవుతుంది.
server-name-length = పేరులో 1 నుంచి { $most } అక్షరాలు ఉండాలి.
server-seat-name-length = సీటు { $seat }: పేరులో 1 నుంచి { $most } అక్షరాలు ఉండాలి.
server-name-taken = { $name } ఇప్పటికే ఈ టేబుల్‌లో ఉన్నారు; వేరే పేరు ఎంచుకోండి.
server-no-wait = ఈ మ్యాచ్‌లో వంతుకు రోజులు లేవు, లేదా ఎవరి వంతు కోసమూ ఆగడం లేదు.
server-own-turn = ఇది మీ సొంత వంతు: ఆడండి.
# $until: ఆలస్యమైన సీటు వంతు ముగిసే రోజు, సమయం (UTC), ఉదా. "05 Dec 18:30".
server-still-has-time = { $name }‌కి ఇంకా సమయం ఉంది: వంతుకు { $days ->
    [one] { $days } రోజు
   *[other] { $days } రోజులు
}, { $until } UTC వరకు.
server-busy = సర్వర్ పట్టగలిగినన్ని లైవ్ టేబుళ్లు తెరిచి ఉన్నాయి; కాసేపట్లో మళ్లీ ప్రయత్నించండి.

## API తిరస్కరించే కొత్త మ్యాచ్ (పేజీ ఫారం అది ఒప్పుకునేవే ఇస్తుంది).
## $table టేబుల్ కీ (twine, classic); $given పంపింది, కొటేషన్లలో.

server-or = { $before } లేదా { $then }
server-new-match-shape = కొత్త మ్యాచ్ ఒక JSON ఆబ్జెక్ట్.
server-new-match-setting = కొత్త మ్యాచ్‌కు { $given } అనే సెట్టింగ్ లేదు (ఉన్నవి { $settings } మాత్రమే).
server-new-match-table = స్నేహితులతో ఆట { $tables } టేబుల్‌లో, { $given } కాదు.
server-new-match-format = { $table } మ్యాచ్‌లో { $formats } ఆడతారు, { $given } కాదు.
server-new-match-seats = { $table } మ్యాచ్‌లో { $count ->
    [one] { $count } సీటు
   *[other] { $count } సీట్లు
}, ఒక్కొక్కటి { $seat }.
server-new-match-seats-range = { $table } మ్యాచ్‌లో { $fewest } నుంచి { $most } సీట్లు, ఒక్కొక్కటి { $seat }.
server-seat-one-bot = సీటు 1 మ్యాచ్ తయారుచేసే మనిషిది, బాట్‌ది కాదు.
server-seat-unknown-bot = సీటు { $seat }: { $given } అనే బాట్ లేదు ({ $bots }).
server-seat-shape = సీటు { $seat } ఒక మనిషి, { $person }, లేదా ఒక బాట్, { $bot } (బాట్ సీటుకు ఆ బాట్ పేరే).
server-clock = టైమర్ అంటే null (లేదు: ఎప్పుడైనా ఆడండి), ఒక వంతుకు { $live } సెకన్లు, { $reserve } సెకన్ల రిజర్వ్‌తో (లైవ్ ఆట), లేదా { $any_time }, వంతుకు 1 నుంచి { $most_days } రోజులు (ఎప్పుడైనా), { $given } కాదు.
