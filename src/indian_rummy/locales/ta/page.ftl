# மேஜைப் பக்கத்தின் சொந்தச் சொற்கள் (web/index.html, அதன் module-கள்): பக்கம், கை, டெக்குகள்,
# பொத்தான்கள், தேர்வுப் படிவம், டிராப், புள்ளிகள், போட்டவை, டைமர், நிறுவுதல், இணையம் இல்லாமல்,
# இயந்திரத்தின் சிக்கல்கள். இயந்திரம் சொல்வது table.ftl-இல்.
# பொத்தான்களின் பெயர்கள் வாக்கியத்துக்குள் மேற்கோளில்: "அடுக்கித் தா".

## பக்கம்

page-title = இந்தியன் ரம்மி பயிற்சி மேஜை
# புள்ளி மேஜையின் தலைப்பு: $table பிராண்டுக்கு அருகில் உள்ள சொற்கள்.
page-title-scored = இந்தியன் ரம்மி { $table }
page-description =
    .content = 13 சீட்டு இந்தியன் ரம்மியை உலாவியில் இலவசமாகக் கற்று ஆடுங்கள்: மீராவுடன் பயிற்சி, பக்கத்தில் கோச்சுடன் பாட்களுக்கு எதிராகப் புள்ளி மேஜைகள், அல்லது நண்பர்களுடன். உங்கள் மேட்சுகளும் ஆட்டங்களும் இந்தச் சாதனத்திலேயே இருக்கும்; முதல் வருகைக்குப் பின் இணையம் இல்லாமலும் ஆடலாம்.
brand-name = இந்தியன் ரம்மி
brand-practice = பயிற்சி மேஜை
# $table மேஜையின் தலைப்பு, $format மேட்ச் வகை ("பூல் 101").
brand-scored-table = { table-named } மேஜை · { $format }
page-game = கேம்
page-status-setting-up = மேஜை தயாராகிறது…
page-seed = விதை { $seed }
page-seed-none = விதை —
# சர்வர் மேஜை விதைக்குப் பதிலாக ஆட்டத்தின் எண்ணைக் காட்டும்.
page-deal-number = ஆட்டம் { $deal }
guided-title = வழிகாட்டும் முதல் ஆட்டம்
guided-text = பொத்தான்களைக் கற்க அமைத்த கை. வழக்கமான ஆட்டத்துக்கு “{ game-new-deal }” அழுத்துங்கள்.

## பெயர்கள், மதிப்புகளின் பட்டியல்

# "5, 10 அல்லது 20": $items கடைசி தவிர மற்ற மதிப்புகள், page-list-comma இணைத்தவை.
page-list-or = { $items } அல்லது { $last }
page-list-comma = {", "}
page-list-or-between = {" அல்லது "}

## இருக்கைகள்

seat-ready = { $name } தயார்.
seat-cards = { $count ->
    [one] { $count } சீட்டு
   *[other] { $count } சீட்டுகள்
}
seat-points = { $points ->
    [one] { $points } புள்ளி
   *[other] { $points } புள்ளி
}
seat-chips = { $chips ->
    [one] { $chips } சிப்
   *[other] { $chips } சிப்ஸ்
}
seat-playing-now = இப்போது முறை
seat-plays-next = அடுத்த முறை
seat-dealer = டீலர்
seat-dropped = டிராப்
seat-out-of-deal = இந்த ஆட்டத்தில் இல்லை
seat-out-of-match = மேட்சிலிருந்து வெளியே
seat-not-played-full = இன்னும் ஆடவில்லை.
seat-not-played-brief = இன்னும் ஆடவில்லை
# $format மேட்ச் வகை ("பூல் 101").
seats-title = { $format } · { $count ->
    [one] { $count } இருக்கை
   *[other] { $count } இருக்கைகள்
}
seats-your-total = உங்கள் மொத்தம்: { $total } / { $limit }
seats-your-chips = { $chips ->
    [one] உங்கள் சிப்: { $chips }
   *[other] உங்கள் சிப்ஸ்: { $chips }
}
seats-you-next = அடுத்து நீங்கள்

## டெக்குகள்

piles =
    .aria-label = டெக்குகளும் வைல்டு சீட்டும்
pile-stock =
    .aria-label = மூடிய டெக்
pile-stock-title = மூடிய டெக்
pile-stock-name = மூடிய டெக், { $count ->
    [one] { $count } சீட்டு
   *[other] { $count } சீட்டுகள்
} மீதம்
pile-discard =
    .aria-label = திறந்த டெக்
pile-discard-title = திறந்த டெக்
pile-discard-name = திறந்த டெக், { $count ->
    [one] { $count } சீட்டு
   *[other] { $count } சீட்டுகள்
}, மேலே { $card }
pile-discard-empty = திறந்த டெக், காலி
pile-wild-title = வைல்டு
pile-indicator-not-dealt =
    .aria-label = கட் ஜோக்கர் இன்னும் போடப்படவில்லை
# $card கட் ஜோக்கர் சொற்களில், $wild எது வைல்டு ("பத்துகள் வைல்டு").
pile-indicator-name = கட் ஜோக்கர்: { $card }. { $wild }
pile-indicator-empty = கட் ஜோக்கர்

## கை

hand-title = உங்கள் கை
hand-count = { $count ->
    [one] { $count } சீட்டு
   *[other] { $count } சீட்டுகள்
}
hand-selected = தேர்ந்தவை: { $count }
hand-distance-complete = முழுமை: டிக்ளேர் செய்யலாம்
hand-distance = { $count ->
    [one] டிக்ளேருக்கு { $count } சீட்டு தூரம்
   *[other] டிக்ளேருக்கு { $count } சீட்டுகள் தூரம்
}
# $distance: hand-distance அல்லது hand-distance-complete.
hand-distance-news = உங்கள் கை: { $distance }.
hand-tray =
    .aria-label = தட்டு { $tray }
# ஒரு தட்டின் அல்லது குரூப்பின் சீட்டுகள் என்ன (none: இன்னும் குரூப் இல்லை).
group-pure-run = ப்யூர் சீக்வென்ஸ்
group-run = சீக்வென்ஸ்
group-set = செட்
group-none = அடுக்கிக்கொண்டே இருங்கள்
group-kind = { $kind ->
    [pure_run] { group-pure-run }
    [run] { group-run }
    [set] { group-set }
   *[none] { group-none }
}
# $label இயந்திரம் தட்டின் சீட்டுகளை அழைக்கும் பெயர் ("ப்யூர் சீக்வென்ஸ்").
hand-tray-name = தட்டு { $tray }: { $label }, { $count ->
    [one] { $count } சீட்டு
   *[other] { $count } சீட்டுகள்
}
hand-tray-name-valid = தட்டு { $tray }: { $label }, சரியான குரூப், { $count ->
    [one] { $count } சீட்டு
   *[other] { $count } சீட்டுகள்
}
# இப்போது எடுத்த சீட்டின் குறி.
hand-card-new-tag = புதிது
# $card சீட்டின் பெயர் (card-name).
hand-card-picked = { $card }, திறந்த டெக்கிலிருந்து எடுத்தது
hand-card-drawn = { $card }, புதிது, இப்போது எடுத்தது
hand-card-hinted = { $card }, குறிப்பு சொல்லும் சீட்டு

## பொத்தான்கள்

move-bar =
    .aria-label = தேர்ந்த சீட்டுகளை நகர்த்து
move-to-tray = → { $tray }
    .aria-label = தட்டு { $tray }-க்கு நகர்த்து
action-group = குரூப்
action-sort = சார்ட்
action-discard = தேர்ந்ததைப் போடு
action-declare = டிக்ளேர் செய்
action-discard-declare = போட்டு டிக்ளேர்
action-arrange = அடுக்கித் தா
action-hint = குறிப்பு
game-bar =
    .aria-label = கேம்
game-new-deal = புதிய ஆட்டம்
game-new-match = புதிய மேட்ச்
game-guide = முழு வழிகாட்டி
game-print-guide = வழிகாட்டியை அச்சிடு
game-install = கேமை நிறுவு
coach-hint = குறிப்பு: { $hint }
result-review = இந்த ஆட்டத்தை ஆய்வு செய்
result-reviewing = ஆட்டம் ஆய்வாகிறது…
result-reviewing-turn = முறை { $turn } / { $turns } ஆய்வாகிறது…

## படி கேட்பது (பொத்தான்களுக்குக் கீழே உள்ள வரி)

step-next-player = அடுத்த ஆட்டக்காரர்
step-lost = புதிய இயந்திரத்துடன் மீண்டும் தொடங்க “{ game-new-deal }” அழுத்துங்கள்.
step-bot-playing = { $name } ஆடுகிறார்…
step-waiting = { $name } ஆடுவதற்குக் காத்திருக்கிறோம்.
step-over-next-deal = இந்த ஆட்டம் முடிந்தது: “{ scores-next-deal }” அடுத்ததைத் தொடங்கும்.
# $again புதிய ஆட்டப் பொத்தானின் சொற்கள்.
step-over-again = இந்த ஆட்டம் முடிந்தது: மீண்டும் ஆட “{ $again }” அழுத்துங்கள்.
step-over = இந்த ஆட்டம் முடிந்தது.
step-draw-keys = ஒரு சீட்டு எடுங்கள்: மூடிய டெக் (விசை D) அல்லது திறந்த டெக்.
step-draw = ஒரு சீட்டு எடுங்கள்: மூடிய டெக் அல்லது திறந்த டெக்.
step-several-selected = { $count ->
    [one] { $count } சீட்டு தேர்ந்தது
   *[other] { $count } சீட்டுகள் தேர்ந்தவை
}: → 1…4 அல்லது “{ action-group }” அவற்றை நகர்த்தும். போட ஒன்றை மட்டும் தேருங்கள்.
step-select-discard = போட ஒரு சீட்டைத் தேருங்கள்: அப்போது “{ action-discard }”, “{ action-discard-declare }” இயங்கும்.
step-picked-back = அந்தச் சீட்டை இப்போதுதான் திறந்த டெக்கிலிருந்து எடுத்தீர்கள்: இந்த முறை திரும்பப் போட முடியாது. போட வேறொன்றைத் தேருங்கள்.
step-discard-incomplete = “{ action-discard }” உங்கள் முறையை முடிக்கும். உங்கள் கை இன்னும் முழுமையாகவில்லை: இப்போது டிக்ளேர் செய்தால் புள்ளிகள் செலவு.
step-discard = “{ action-discard }” உங்கள் முறையை முடிக்கும்; “{ action-discard-declare }” உங்கள் கையைக் காட்டும்.
notice-bot-playing = { $name } ஆடுகிறார்… அடுத்து உங்கள் முறை.
error-move-not-possible = அந்த நகர்வு இப்போது முடியாது.

## விசைகள் வரி

keys = விசைகள்:
keys-draw = <kbd>D</kbd> மூடிய டெக்கிலிருந்து எடுக்கும்,
keys-throw = <kbd>T</kbd> தேர்ந்த சீட்டைப் போடும்,
keys-declare = <kbd>E</kbd> டிக்ளேர் செய்யும்,
keys-arrange = <kbd>A</kbd> உங்கள் கையை அடுக்கும்,
keys-hint = <kbd>H</kbd> குறிப்பு தரும்,
keys-drop = <kbd>X</kbd> டிராப் செய்யும்,
keys-cards = அம்பு விசைகள் சீட்டுகளுக்கு இடையே நகரும், <kbd>Enter</kbd> ஒன்றைத் தேரும், <kbd>Space</kbd> அதை நகர்த்தத் தூக்கும் (அம்பு விசைகள், பிறகு <kbd>Space</kbd> அந்த இடத்தில் வைக்கும், <kbd>Escape</kbd> ரத்து செய்யும்).

## விசைகளால் சீட்டுகளை நகர்த்துதல் (வாசித்துக் காட்டப்படும்)

drag-cards = { $count ->
    [one] { $count } சீட்டு
   *[other] { $count } சீட்டுகள்
}
# $what: drag-cards அல்லது சீட்டின் பெயர், $place: drag-place-* இல் ஒன்று.
drag-picked-up = { $what } தூக்கப்பட்டது. { $place } அம்பு விசைகள் நகர்த்தும், Space வைக்கும், Escape ரத்து செய்யும்.
drag-place-empty = தட்டு { $tray }, காலி.
drag-place-start = தட்டு { $tray }, தொடக்கத்தில், { $card } முன்.
drag-place-end = தட்டு { $tray }, கடைசியில், { $card } பின்.
drag-place-between = தட்டு { $tray }, { $before }, { $after } இடையே.
drag-cancelled = ரத்து: சீட்டுகள் இருந்த இடத்திலேயே.
drag-dropped-card = சீட்டு தட்டு { $tray }-இல் வைக்கப்பட்டது.
drag-dropped-cards = { $count ->
    [one] { $count } சீட்டு தட்டு { $tray }-இல் வைக்கப்பட்டது.
   *[other] { $count } சீட்டுகள் தட்டு { $tray }-இல் வைக்கப்பட்டன.
}

## திரும்பப் பெற முடியாத படிக்கு முன் கேள்விகள்

confirm-keep-playing = தொடர்ந்து ஆடு
confirm-declare-title = இந்தக் கையை டிக்ளேர் செய்யவா?
confirm-declare-anyway = பரவாயில்லை, டிக்ளேர் செய்
confirm-new-match-title = இந்த மேட்சை விட்டுவிடவா?
# $where மேட்ச் ("பூல் 101", அல்லது confirm-new-match-where).
confirm-new-match-text = நடந்துகொண்டிருக்கும் மேட்ச் ({ $where }) இங்கே முடியும், அதன் புள்ளிகள் போய்விடும். புதிய மேட்ச் முதல் ஆட்டத்திலிருந்து தொடங்கும்.
confirm-new-match-where = { $format }, { $stage ->
    [stage-deal] ஆட்டம் { $deal }
    [stage-deal-of] ஆட்டம் { $deal } / { $deals }
   *[stage-tie-break] சமநிலை உடைக்கும் ஆட்டம் { $deal }
}
confirm-new-match = புதிய மேட்ச் தொடங்கு

## டிராப்

drop = டிராப்
drop-for = { drop } · { $cost ->
    [one] { $cost } புள்ளி
   *[other] { $cost } புள்ளிகள்
}
drop-why = இந்த ஆட்டத்தை இப்போதே { $cost ->
    [one] { $cost } புள்ளிக்கு
   *[other] { $cost } புள்ளிகளுக்கு
} விடுங்கள்.
drop-why-keys = இந்த ஆட்டத்தை இப்போதே { $cost ->
    [one] { $cost } புள்ளிக்கு
   *[other] { $cost } புள்ளிகளுக்கு
} விடுங்கள் (விசை X).
drop-confirm-title = இந்த ஆட்டத்திலிருந்து டிராப் செய்யவா?
drop-confirm = { $cost ->
    [one] { $cost } புள்ளிக்கு
   *[other] { $cost } புள்ளிகளுக்கு
} டிராப்
drop-costs = இதற்கு { $cost ->
    [one] { $cost } புள்ளி
   *[other] { $cost } புள்ளிகள்
} செலவு.
drop-costs-out = இதற்கு { $cost ->
    [one] { $cost } புள்ளி
   *[other] { $cost } புள்ளிகள்
} செலவு: உங்கள் { $total } புள்ளிகளுடன் சேர்த்து { $after } / { $limit } ஆகி, உங்களைப் பூலிலிருந்து வெளியேற்றும்.
# $costs: drop-costs அல்லது drop-costs-out.
drop-ends-deal = { $costs } அதோடு ஆட்டம் முடியும்: { $winner } வெல்வார்.
drop-other-seat = மற்றவர்
drop-sit-out = { $costs } இந்த ஆட்டத்தின் மீதியில் நீங்கள் ஆடமாட்டீர்கள், மற்றவர்கள் தொடர்ந்து ஆடுவார்கள்.
drop-auto = என் முறை வந்ததும் டிராப்
drop-auto-cost = { $cost ->
    [one] { $cost } புள்ளிக்கு
   *[other] { $cost } புள்ளிகளுக்கு
}.
drop-auto-cost-out = { $cost ->
    [one] { $cost } புள்ளிக்கு
   *[other] { $cost } புள்ளிகளுக்கு
}; இது உங்களைப் பூலிலிருந்து வெளியேற்றும்.

## ஆட்டத்துக்குப் பின் புள்ளிகள்

scores-title = இந்த ஆட்டத்தின் புள்ளிகள்
scores-history = ஆட்டம் ஆட்டமாக
scores-history-region =
    .aria-label = ஆட்டம் ஆட்டமாக
scores-next-deal = அடுத்த ஆட்டம்
score-won = ஆட்டத்தில் வெற்றி
score-lost = தோல்வி
score-dropped = டிராப்
score-invalid = தவறான டிக்ளேர்
score-dead = செல்லாத ஆட்டம்
score-winner = வெற்றியாளர்
score-sits-out = ஆடவில்லை
score-out = வெளியே
score-in = உள்ளே
# டீல்ஸ் ரம்மியில் இடம்: $form வரிசை எண்ணின் CLDR வகை; தமிழில் எல்லாம் other ("1-வது").
score-place = { $form ->
   *[other] { $place }-வது
}
score-loose = தனிச் சீட்டுகள் ({ $count })
score-cards = சீட்டுகள்
# பொத்தானின் பெயர், திரை வாசிப்பானுக்கு: "சீட்டுகள் (மீரா)".
score-cards-of = சீட்டுகள் ({ $name })
scorecard-pool = { $format }: { $limit ->
    [one] { $limit } புள்ளியில்
   *[other] { $limit } புள்ளிகளில்
} வெளியே
scorecard-chips = { $format }: தொடக்கத்தில் ஒவ்வொருவருக்கும் { $chips ->
    [one] { $chips } சிப்
   *[other] { $chips } சிப்ஸ்
}
scorecard-seat = இருக்கை
scorecard-this-deal = இந்த ஆட்டம்
scorecard-chips-head = சிப்ஸ்
scorecard-total = மொத்தம்
scorecard-points = புள்ளிகள்
scorecard-place = இடம்
scorecard-status = நிலை
scorecard-hand = கை
standings-deal = ஆட்டம் { $deal }
standings-caption = { $format }: ஆட்டம் ஆட்டமாகப் புள்ளிகள்
match-you-win = { $format } மேட்சை நீங்கள் வென்றீர்கள்.
match-winner = { $format } மேட்சை { $name } வென்றார்.

## போட்டவை

discards-button = போட்டவை
# இருக்கையின் “போட்டவை” பொத்தானின் பெயர், அதன் சொற்களுடன்: "மீரா போட்டவை 3".
discards-of = { $name } { discards-button } { $count }
discards-of-yours = நீங்கள் { discards-button } { $count }
discards-title = போட்ட சீட்டுகள்
discards-about = இந்த ஆட்டத்தில் ஒவ்வொருவரும் போட்டவை, முதலில் போட்டது முதலில். திறந்த டெக்கிலிருந்து யாராவது எடுத்த சீட்டில் யார் எடுத்தார் என்று இருக்கும்.
discards-close = மூடு
discards-none = இன்னும் எதுவும் போடவில்லை.
discards-thrown = { $count ->
    [one] { $count } சீட்டு போடப்பட்டது
   *[other] { $count } சீட்டுகள் போடப்பட்டன
}
discards-taken-by = எடுத்தவர்: { $name }
discards-taken-by-you = நீங்கள் எடுத்தீர்கள்
discards-taken-by-another = வேறொருவர் எடுத்தார்
discards-first-open-card = முதல் திறந்த சீட்டு, { $taken }

## மேஜையைத் தேர்தல்

chooser-open = மேஜையைத் தேருங்கள்
chooser-title = மேஜையைத் தேருங்கள்
chooser-table = மேஜை
chooser-format = வகை
chooser-players-field = ஆட்டக்காரர்கள்
chooser-opponents = எதிராளிகள்
chooser-clock = டைமர்
chooser-sit-down = ஆடத் தொடங்கு
chooser-cancel = ரத்து
chooser-players = { $count ->
    [one] { $count } நபர்
   *[other] { $count } பேர்
}
chooser-players-range = { $low } முதல் { $high } பேர்
chooser-deals-rummy = டீல்ஸ் ரம்மி ({ $deals ->
    [one] { $deals } ஆட்டம்
   *[other] { $deals } ஆட்டங்கள்
})
chooser-drops = டிராப் { $costs }
chooser-no-drops = புள்ளிகள் இல்லை, டிராப் இல்லை
chooser-no-wild-pickup = திறந்த டெக்கிலிருந்து வைல்டு சீட்டு எடுக்கக் கூடாது
chooser-full-count = தவறான டிக்ளேருக்கு முழுப் புள்ளிகள்
chooser-bots-in-turn = { $bots } மாறி மாறி
chooser-seats-in-turn = முதல் இருக்கை உங்களுடையது; மற்ற இருக்கைகளில் { $bots } மாறி மாறி அமர்வார்கள்.
chooser-seats-one-bot = முதல் இருக்கை உங்களுடையது; மற்ற எல்லா இருக்கைகளிலும் { $bot }.
chooser-clock-off = இல்லை
chooser-clock-seconds = முறைக்கு { $seconds } வி, கூடுதல் நேரம் { $reserve } வி
chooser-clock-about = ஒவ்வொரு முறைக்கும் { $seconds } வி. அதைத் தாண்டும் முறை கூடுதல் நேரத்தைச் செலவழிக்கும், முழு மேட்சுக்கும் { $reserve } வி; இரண்டும் தீர்ந்தால் மேஜை உங்களுக்காக ஆடும்.
# $match: keeping-match-title.
chooser-continue-name = தொடருங்கள்
chooser-continue = { chooser-continue-name }: { $match }
chooser-replaces = “{ chooser-sit-down }” புதிய மேட்சைத் தொடங்கும்; உங்கள் மேட்ச் ({ $match }) அதோடு முடியும்.

## முகவரி கேட்பது முடியாதபோது

address-bad-seed = முகவரியில் உள்ள விதை “{ $asked }” 1 முதல் { $most } வரையிலான முழு எண் அல்ல, அதனால் இந்த மேஜை கடிகாரத்திலிருந்து எடுத்த விதை { $seed } பயன்படுத்துகிறது.
address-seed-refused = இயந்திரம் விதை { $seed } ஏற்கவில்லை, அதனால் இந்த மேஜை கடிகாரத்திலிருந்து எடுத்த விதை { $clock } பயன்படுத்துகிறது.
# $tables முகவரியில் வரக்கூடிய மேஜைப் பெயர்கள், $table போட்ட மேஜையின் தலைப்பு.
address-no-table = “{ $asked }” என்ற மேஜை இல்லை (மேஜைகள்: { $tables }), அதனால் இது { table-named } மேஜை.
address-no-format = { table-named } மேஜையில் { $formats } ஆடலாம், “{ $asked }” அல்ல, அதனால் இது { $format }.
address-no-players = { table-named } மேஜையில் { $seats } அமரலாம், “{ $asked }” அல்ல, அதனால் இந்த மேஜையில் { $players ->
    [one] { $players } நபர்
   *[other] { $players } பேர்
}.
address-no-bot = “{ $asked }” என்ற பாட் இல்லை (பாட்கள்: { $bots }), அதனால் மேஜையின் பாட்கள் மாறி மாறி அமர்வார்கள்.
address-no-clock = டைமர் முறைக்கு { $clocks } விநாடிகள் தரும், “{ $asked }” அல்ல, அதனால் இந்த மேஜையில் டைமர் இல்லை.

## இந்தச் சாதனத்தில் சேமித்த மேட்ச்

keeping-match-title = { $format }, எதிராளிகள் { $bots }, ஆட்டம் { $deal }
keeping-refused = இந்த மேஜை தொடரும், ஆனால் இந்தச் சாதனத்தால் அதை நினைவில் வைக்க முடியவில்லை ({ $why }): பக்கத்தை மீண்டும் ஏற்றினால் மேட்ச் புதிதாகத் தொடங்கும்.
keeping-unreadable = இந்த மேஜைக்காக இந்தச் சாதனத்தில் சேமித்த மேட்சைப் படிக்க முடியவில்லை ({ $why }), அதனால் புதிய மேட்ச் தொடங்குகிறது.
keeping-unknown = இந்த மேஜைக்காக இந்தச் சாதனத்தில் சேமித்த மேட்சை இந்தப் பக்கத்தால் படிக்க முடியாது, அதனால் புதிய மேட்ச் தொடங்குகிறது.
keeping-not-resumed = இந்தச் சாதனத்தில் சேமித்த மேட்சைத் தொடர முடியவில்லை ({ $why }), அதனால் புதிய மேட்ச் தொடங்குகிறது.
keeping-engine-refused = இயந்திரம் அதை ஏற்கவில்லை

## டைமர்

clock-yours = உங்கள் நேரம்: { $left } வி
clock-yours-warning = உங்கள் நேரம்: இன்னும் { $left } வி! பிறகு மேஜை உங்களுக்காக ஆடும்.
clock-theirs = { $name } நேரம்: { $left } வி
clock-theirs-warning = { $name } நேரம்: இன்னும் { $left } வி! பிறகு மேஜை அவருக்காக ஆடும்.
clock-yours-turn = உங்கள் நேரம்: { $left } வி, பிறகு கூடுதல் நேரம் { $reserve } வி
clock-theirs-turn = { $name } நேரம்: { $left } வி, பிறகு கூடுதல் நேரம் { $reserve } வி
clock-warning = { $left ->
    [one] உங்கள் முறையில் இன்னும் { $left } விநாடி.
   *[other] உங்கள் முறையில் இன்னும் { $left } விநாடிகள்.
}
clock-reserve = டைமர்: முறைக்கு { $turn } வி, கூடுதல் நேரம் இன்னும் { $reserve } வி.

## கேம் இயந்திரத்தின் சிக்கல்கள்

engine-stopped = கேம் இயந்திரம் நின்றுவிட்டது
# $reason: engine-lost-* இல் ஒன்று.
engine-lost = கேம் இயந்திரம் வேலை செய்வதை நிறுத்தியது ({ $reason }). மீண்டும் தொடங்க “{ game-new-deal }” அழுத்துங்கள்.
engine-lost-silent = அது பதில் சொல்வதை நிறுத்தியது
engine-lost-bot = { $name } ஆடிய முறை திரும்பி வரவில்லை
engine-a-bot = ஒரு பாட்
engine-lost-unreadable = அதன் செய்தியைப் படிக்க முடியவில்லை
engine-lost-failed = அது தோல்வியடைந்தது
# $detail உலாவியின் சொந்தச் சொற்கள், ஆங்கிலத்தில்.
engine-lost-failed-because = அது தோல்வியடைந்தது: { $detail }
engine-fatal-status = மேஜையைத் தொடங்க முடியவில்லை
# $why கீழே உள்ள வாக்கியங்களில் ஒன்று.
engine-fatal = { $why } பக்கத்தை மீண்டும் ஏற்றினால் உதவலாம்.
engine-could-not-start = கேம் இயந்திரத்தைத் தொடங்க முடியவில்லை.
engine-could-not-start-because = கேம் இயந்திரத்தைத் தொடங்க முடியவில்லை: { $detail }
engine-too-slow = கேம் இயந்திரத்தைத் தொடங்க முடியவில்லை: ஏற்ற அதிக நேரம் ஆனது.
engine-no-workers = இந்த உலாவியில் கேம் இயந்திரம் இயங்காது (module worker-கள் தேவை).
engine-sent-unreadable = கேம் இயந்திரம் படிக்க முடியாத ஒன்றை அனுப்பியது.
engine-versions-differ = இந்தப் பக்கமும் அதன் கேம் இயந்திரமும் வெவ்வேறு பதிப்புகள் (பக்கம் { $page }, இயந்திரம் { $engine }). ஒத்துப்போகப் பக்கத்தை மீண்டும் ஏற்றுங்கள்.
engine-move-failed = கேம் இயந்திரத்துக்குள் ஏதோ தவறு நடந்தது, அதனால் அந்த நகர்வு நடக்கவில்லை. “{ game-new-deal }” புதிதாகத் தொடங்கும்.
engine-bot-turn-failed = பாட் ஆடிய முறை தோல்வியடைந்தது: { $detail }
page-partner-joining = மேட்சில் சேர்கிறது…
page-partner-needs-network = நண்பர்களுடன் ஆட இணையம் தேவை, இந்தப் பக்கத்தால் அதன் பகுதியை ஏற்ற முடியவில்லை.

## நிறுவுதலும் இணையம் இல்லாமலும்

install-use-menu = இந்தக் கேமை நிறுவ அல்லது முகப்புத் திரையில் சேர்க்க உலாவியின் மெனுவைப் பயன்படுத்துங்கள்.
install-how-ios = iPhone அல்லது iPad-இல் நிறுவ, கேமை Safari-இல் திறந்து, Share தட்டி, பிறகு Add to Home Screen தட்டுங்கள்.
install-how-android = Android-இல் நிறுவ, உலாவி மெனுவைத் (⋮) திறந்து Install app அல்லது Add to Home screen தேருங்கள்.
install-how-firefox = கணினியில் Firefox வலை ஆப்களை நிறுவாது. கேமை Chrome அல்லது Edge-இல் திறந்து உலாவி மெனுவைப் (Install app) பயன்படுத்துங்கள், அல்லது புக்மார்க் செய்யுங்கள்.
install-how-edge = Edge-இல் நிறுவ, மெனுவைத் (…) திறந்து Apps, பிறகு Install this site as an app தேருங்கள்.
install-how-chrome = Chrome-இல் நிறுவ, முகவரிப் பட்டியின் வலது பக்கம் உள்ள நிறுவும் ஐகானைப் பயன்படுத்துங்கள், அல்லது மெனுவைத் (⋮) திறந்து Install app தேருங்கள் (சில பதிப்புகளில் Cast, save and share கீழ்).
install-how-safari = Mac-இல் Safari-இல் நிறுவ, File, பிறகு Add to Dock தேருங்கள்.
install-how-other = நிறுவ, உலாவி மெனுவில் Install app (Chrome, Edge) பாருங்கள், அல்லது போனில் Add to Home Screen (Safari: Share, பிறகு Add to Home Screen).
install-installed = நிறுவப்பட்டது. உங்கள் ஆப்களிலிருந்து அல்லது முகப்புத் திரையிலிருந்து கேமைத் திறங்கள்; இணையம் இல்லாமலும் ஆடலாம்.
install-already = கேம் ஏற்கெனவே நிறுவிய ஆப்பாக இயங்குகிறது.
# $how: install-how-* இல் ஒன்று.
install-not-offered = இந்த உலாவி இங்கே கேமை நிறுவ வழங்கவில்லை. { $how } எப்படியும் இந்த டேபிலேயே கேம் முழுமையாக இயங்கும்.
install-accepted = கேம் நிறுவப்படுகிறது. நிறுவிய பின் உங்கள் ஆப்களிலிருந்து திறக்கும், இணையம் இல்லாமலும் ஆடலாம்.
install-dismissed = நிறுவப்படவில்லை. பின்னர் “{ game-install }” அல்லது உலாவி மெனுவிலிருந்து நிறுவலாம்.
install-standalone-link = தனிக் கேமைப் புதிய டேபில் திறங்கள்
install-host-declined = இந்தக் கேமைச் சுற்றியுள்ள பக்கம் நிறுவும் கோரிக்கையை ஏற்கவில்லை. { $how } அல்லது தனிக் கேமைப் புதிய டேபில் திறங்கள், அங்கே நிறுவி இணையம் இல்லாமலும் ஆடலாம்.
install-host-handles = இந்தக் கேமைச் சுற்றியுள்ள தளம் நிறுவுதலைக் கவனித்துக்கொள்கிறது.
install-asking-host = இந்தக் கேமைச் சுற்றியுள்ள பக்கத்திடம் நிறுவக் கேட்கிறது…
