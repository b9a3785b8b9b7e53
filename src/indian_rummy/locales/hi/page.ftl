# टेबल वाले पन्ने के अपने शब्द (web/index.html और उसके मॉड्यूल): पन्ना, हाथ, गड्डियाँ,
# बटन, टेबल चुनना, ड्रॉप, अंक, फेंके पत्ते, टाइमर, इंस्टॉल और ऑफ़लाइन, इंजन की
# दिक्कतें। इंजन के व्यू जो कहते हैं, वह table.ftl में है।

## पन्ना

page-title = इंडियन रमी अभ्यास टेबल
page-title-scored = इंडियन रमी { $table }
page-description =
    .content = 13 पत्तों की इंडियन रमी ब्राउज़र में मुफ़्त सीखें और खेलें: मीरा के साथ अभ्यास करें, साथ बैठे कोच के साथ बॉट के ख़िलाफ़ अंकों वाली टेबल पर खेलें, या दोस्तों के साथ खेलें। आपके मैच और खेल इसी डिवाइस पर रहते हैं; पहली बार के बाद ऑफ़लाइन चलता है।
brand-name = इंडियन रमी
brand-practice = अभ्यास टेबल
brand-scored-table = { table-named } टेबल · { $format }
page-game = खेल
page-status-setting-up = टेबल लग रही है…
page-seed = सीड { $seed }
page-seed-none = सीड —
page-deal-number = बाज़ी { $deal }
guided-title = सीखने की पहली बाज़ी
guided-text = बटन सीखने के लिए पहले से जमाया हुआ हाथ। आम खेल के लिए “{ game-new-deal }” दबाएँ।

## नामों और मानों की सूची

page-list-or = { $items } या { $last }
page-list-comma = {", "}
page-list-or-between = {" या "}

## सीटें

seat-ready = { $name } तैयार है।
seat-cards = { $count ->
    [0] कोई पत्ता नहीं
    [one] { $count } पत्ता
   *[other] { $count } पत्ते
}
seat-points = { $points ->
    [one] { $points } अंक
   *[other] { $points } अंक
}
seat-chips = { $chips ->
    [0] { $chips } चिप्स
    [one] { $chips } चिप
   *[other] { $chips } चिप्स
}
seat-playing-now = { $gender ->
    [feminine] अभी खेल रही हैं
   *[other] अभी खेल रहे हैं
}
seat-plays-next = अगली बारी
seat-dealer = डीलर
seat-dropped = ड्रॉप किया
seat-out-of-deal = इस बाज़ी से बाहर
seat-out-of-match = मैच से बाहर
seat-not-played-full = अभी चाल नहीं चली।
seat-not-played-brief = अभी चाल नहीं
seats-title = { $format } · { $count ->
    [0] { $count } सीटें
    [one] { $count } सीट
   *[other] { $count } सीटें
}
seats-your-total = आपका कुल: { $limit } में से { $total }
seats-your-chips = आपके { $chips ->
    [0] { $chips } चिप्स
    [one] { $chips } चिप
   *[other] { $chips } चिप्स
}
seats-you-next = अगली बारी आपकी

## गड्डियाँ

piles =
    .aria-label = गड्डियाँ और वाइल्ड जोकर
pile-stock =
    .aria-label = बंद गड्डी
pile-stock-title = बंद गड्डी
pile-stock-name = बंद गड्डी, { $count ->
    [0] कोई पत्ता नहीं बचा
    [one] { $count } पत्ता बचा
   *[other] { $count } पत्ते बचे
}
pile-discard =
    .aria-label = खुली गड्डी
pile-discard-title = खुली गड्डी
pile-discard-name = खुली गड्डी, { $count ->
    [0] कोई पत्ता नहीं
    [one] { $count } पत्ता
   *[other] { $count } पत्ते
}, सबसे ऊपर { $card }
pile-discard-empty = खुली गड्डी, खाली
pile-wild-title = वाइल्ड
pile-indicator-not-dealt =
    .aria-label = कट जोकर अभी नहीं खुला
pile-indicator-name = कट जोकर: { $card }। { $wild }
pile-indicator-empty = कट जोकर

## हाथ

hand-title = आपका हाथ
hand-count = { $count ->
    [0] कोई पत्ता नहीं
    [one] { $count } पत्ता
   *[other] { $count } पत्ते
}
hand-selected = { $count ->
    [one] { $count } चुना
   *[other] { $count } चुने
}
hand-distance-complete = पूरा: डिक्लेयर के लिए तैयार
hand-distance = { $count ->
    [0] डिक्लेयर से { $count } पत्ते दूर
    [one] डिक्लेयर से { $count } पत्ता दूर
   *[other] डिक्लेयर से { $count } पत्ते दूर
}
hand-distance-news = आपका हाथ { $distance } है।
hand-tray =
    .aria-label = खाना { $tray }
group-pure-run = प्योर सीक्वेंस
group-run = सीक्वेंस
group-set = सेट
group-none = जमाते रहें
group-kind = { $kind ->
    [pure_run] { group-pure-run }
    [run] { group-run }
    [set] { group-set }
   *[none] { group-none }
}
hand-tray-name = खाना { $tray }: { $label }, { $count ->
    [0] कोई पत्ता नहीं
    [one] { $count } पत्ता
   *[other] { $count } पत्ते
}
hand-tray-name-valid = खाना { $tray }: { $label }, सही ग्रुप, { $count ->
    [0] कोई पत्ता नहीं
    [one] { $count } पत्ता
   *[other] { $count } पत्ते
}
hand-card-new-tag = नया
hand-card-picked = { $card }, खुली गड्डी से उठाया
hand-card-drawn = { $card }, नया, अभी उठाया
hand-card-hinted = { $card }, सुझाव वाला पत्ता

## बटन

move-bar =
    .aria-label = चुने पत्ते खिसकाएँ
move-to-tray = → { $tray }
    .aria-label = खाना { $tray } में ले जाएँ
action-group = ग्रुप बनाएँ
action-sort = छाँटें
action-discard = चुना पत्ता फेंकें
action-declare = हाथ डिक्लेयर करें
action-discard-declare = फेंकें और डिक्लेयर करें
action-arrange = मेरे लिए जमाएँ
action-hint = सुझाव
game-bar =
    .aria-label = खेल
game-new-deal = नई फेंटी बाज़ी
game-new-match = नया मैच
game-guide = पूरी गाइड
game-print-guide = गाइड छापें
game-install = गेम इंस्टॉल करें
coach-hint = सुझाव: { $hint }
result-review = इस बाज़ी की समीक्षा
result-reviewing = बाज़ी की समीक्षा हो रही है…
result-reviewing-turn = { $turns } में से चाल { $turn } की समीक्षा हो रही है…

## इस चाल में क्या करना है (बटनों के नीचे की पंक्ति)

step-next-player = अगले खिलाड़ी
step-lost = नए इंजन के साथ फिर शुरू करने के लिए “{ game-new-deal }” दबाएँ।
step-bot-playing = { $name } { $gender ->
        [feminine] खेल रही हैं…
       *[other] खेल रहे हैं…
    }
step-waiting = { $name } की चाल का इंतज़ार है।
step-over-next-deal = यह बाज़ी खत्म: “{ scores-next-deal }” दबाकर आगे खेलें।
step-over-again = यह बाज़ी खत्म: फिर खेलने के लिए “{ $again }” दबाएँ।
step-over = यह बाज़ी खत्म।
step-draw-keys = पत्ता उठाएँ: बंद गड्डी से (कुंजी D) या खुली गड्डी से।
step-draw = पत्ता उठाएँ: बंद गड्डी से या खुली गड्डी से।
step-several-selected = { $count ->
    [0] { $count } पत्ते चुने
    [one] { $count } पत्ता चुना
   *[other] { $count } पत्ते चुने
}: → 1…4 या “{ action-group }” उन्हें खिसकाता है। फेंकने के लिए सिर्फ़ एक चुनें।
step-select-discard = फेंकने के लिए एक पत्ता चुनें: तब “{ action-discard }” और “{ action-discard-declare }” चालू होंगे।
step-picked-back = यह पत्ता आपने अभी खुली गड्डी से उठाया है: इस चाल में यह वापस नहीं जा सकता। फेंकने के लिए कोई और चुनें।
step-discard-incomplete = “{ action-discard }” से आपकी चाल पूरी होती है। आपका हाथ अभी पूरा नहीं: अभी डिक्लेयर करने पर अंक लगेंगे।
step-discard = “{ action-discard }” से आपकी चाल पूरी होती है; “{ action-discard-declare }” आपका हाथ दिखाता है।
notice-bot-playing = { $name } { $gender ->
        [feminine] खेल रही हैं…
       *[other] खेल रहे हैं…
    } उसके बाद आपकी बारी।
error-move-not-possible = यह चाल अभी नहीं चल सकती।

## कुंजियों की पंक्ति

keys = कुंजियाँ:
keys-draw = <kbd>D</kbd> बंद गड्डी से पत्ता उठाती है,
keys-throw = <kbd>T</kbd> चुना पत्ता फेंकती है,
keys-declare = <kbd>E</kbd> डिक्लेयर करती है,
keys-arrange = <kbd>A</kbd> आपका हाथ जमाती है,
keys-hint = <kbd>H</kbd> सुझाव देती है,
keys-drop = <kbd>X</kbd> ड्रॉप करती है,
keys-cards = तीर वाली कुंजियाँ पत्तों के बीच चलती हैं, <kbd>Enter</kbd> एक पत्ता चुनती है, <kbd>Space</kbd> उसे खिसकाने के लिए उठाती है (फिर तीर वाली कुंजियाँ, जगह पर रखने के लिए <kbd>Space</kbd>, रद्द करने के लिए <kbd>Escape</kbd>)।

## कुंजियों से पत्ते खिसकाना (पढ़कर सुनाया जाता है)

drag-cards = { $count ->
    [0] कोई पत्ता नहीं
    [one] { $count } पत्ता
   *[other] { $count } पत्ते
}
drag-picked-up = { $what } उठाया। { $place } तीर वाली कुंजियाँ खिसकाती हैं, Space रखती है, Escape रद्द करती है।
drag-place-empty = खाना { $tray }, खाली।
drag-place-start = खाना { $tray }, शुरू में, { $card } से पहले।
drag-place-end = खाना { $tray }, आखिर में, { $card } के बाद।
drag-place-between = खाना { $tray }, { $before } और { $after } के बीच।
drag-cancelled = रद्द: पत्ते जहाँ थे वहीं हैं।
drag-dropped-card = पत्ता खाना { $tray } में रखा।
drag-dropped-cards = { $count ->
    [0] { $count } पत्ते खाना { $tray } में रखे।
    [one] { $count } पत्ता खाना { $tray } में रखा।
   *[other] { $count } पत्ते खाना { $tray } में रखे।
}

## ऐसे कदम से पहले सवाल जो वापस नहीं हो सकता

confirm-keep-playing = खेलते रहें
confirm-declare-title = यह हाथ डिक्लेयर करें?
confirm-declare-anyway = फिर भी डिक्लेयर करें
confirm-new-match-title = यह मैच छोड़ें?
confirm-new-match-text = चल रहा मैच ({ $where }) यहीं खत्म होगा और उसके अंक मिट जाएँगे। नया मैच पहली बाज़ी से शुरू होगा।
confirm-new-match-where = { $format }, { $stage ->
    [stage-deal] बाज़ी { $deal }
    [stage-deal-of] बाज़ी { $deal } ({ $deals } में से)
   *[stage-tie-break] टाई-ब्रेक बाज़ी { $deal }
}
confirm-new-match = नया मैच शुरू करें

## ड्रॉप

drop = ड्रॉप
drop-for = { drop } · { $cost ->
    [one] { $cost } अंक
   *[other] { $cost } अंक
}
drop-why = अभी { $cost ->
    [one] { $cost } अंक
   *[other] { $cost } अंक
} देकर यह बाज़ी छोड़ें।
drop-why-keys = अभी { $cost ->
    [one] { $cost } अंक
   *[other] { $cost } अंक
} देकर यह बाज़ी छोड़ें (कुंजी X)।
drop-confirm-title = इस बाज़ी से ड्रॉप करें?
drop-confirm = { $cost ->
    [one] { $cost } अंक
   *[other] { $cost } अंक
} देकर ड्रॉप करें
drop-costs = इसमें { $cost ->
    [one] { $cost } अंक लगेगा
   *[other] { $cost } अंक लगेंगे
}।
drop-costs-out = इसमें { $cost ->
    [one] { $cost } अंक लगेगा
   *[other] { $cost } अंक लगेंगे
}: आपके { $total } के साथ { $limit } में से { $after } हो जाएँगे, और आप पूल से बाहर हो जाएँगे।
drop-ends-deal = { $costs } इसके साथ बाज़ी खत्म: { $winner } { $gender ->
        [feminine] जीतेंगी
       *[other] जीतेंगे
    }।
drop-other-seat = दूसरी सीट
drop-sit-out = { $costs } इस बाज़ी के बचे हिस्से में आप बाहर बैठेंगे और दूसरे खिलाड़ी खेलते रहेंगे।
drop-auto = मेरी बारी आने पर ड्रॉप करें
drop-auto-cost = { $cost ->
    [one] { $cost } अंक
   *[other] { $cost } अंक
} देकर।
drop-auto-cost-out = { $cost ->
    [one] { $cost } अंक
   *[other] { $cost } अंक
} देकर, जिससे आप पूल से बाहर हो जाएँगे।

## बाज़ी के बाद अंक

scores-title = इस बाज़ी के अंक
scores-history = बाज़ी दर बाज़ी
scores-history-region =
    .aria-label = बाज़ी दर बाज़ी
scores-next-deal = अगली बाज़ी
score-won = बाज़ी जीती
score-lost = हारे
score-dropped = ड्रॉप किया
score-invalid = गलत डिक्लेयर
score-dead = बाज़ी रद्द
score-winner = विजेता
score-sits-out = बाहर बैठे
score-out = बाहर
score-in = खेल में
# हिन्दी में क्रम: पहला, दूसरा, तीसरा, चौथा, फिर "5वाँ"।
score-place = { $place ->
    [1] पहला
    [2] दूसरा
    [3] तीसरा
    [4] चौथा
    [6] छठा
   *[other] { $place }वाँ
}
score-loose = बचे पत्ते ({ $count })
score-cards = पत्ते
score-cards-of = { $name } के पत्ते
scorecard-pool = { $format }: { $limit ->
    [one] { $limit } अंक
   *[other] { $limit } अंक
} पर बाहर
scorecard-chips = { $format }: शुरू में हर किसी के { $chips ->
    [0] { $chips } चिप्स
    [one] { $chips } चिप
   *[other] { $chips } चिप्स
}
scorecard-seat = सीट
scorecard-this-deal = यह बाज़ी
scorecard-chips-head = चिप्स
scorecard-total = कुल
scorecard-points = अंक
scorecard-place = स्थान
scorecard-status = स्थिति
scorecard-hand = हाथ
standings-deal = बाज़ी { $deal }
standings-caption = { $format }: बाज़ी दर बाज़ी अंक
match-you-win = { $format } मैच आप जीते।
match-winner = { $format } मैच { $name } { $gender ->
        [feminine] जीतीं
       *[other] जीते
    }।

## क्या फेंका गया

discards-button = फेंके पत्ते
discards-of = { $name } के { discards-button } { $count }
discards-of-yours = आपके { discards-button } { $count }
discards-title = क्या फेंका गया
discards-about = इस बाज़ी में हर सीट के फेंके पत्ते, पहले फेंका पहले। जो पत्ता किसी सीट ने खुली गड्डी से उठाया, उस पर लिखा है किसने उठाया।
discards-close = बंद करें
discards-none = अभी कुछ नहीं फेंका।
discards-thrown = { $count ->
    [0] कोई पत्ता नहीं फेंका
    [one] { $count } पत्ता फेंका
   *[other] { $count } पत्ते फेंके
}
discards-taken-by = { $name } ने उठाया
discards-taken-by-you = आपने उठाया
discards-taken-by-another = किसी और सीट ने उठाया
discards-first-open-card = पहला खुला पत्ता, { $taken }

## टेबल चुनना

chooser-open = टेबल चुनें
chooser-title = टेबल चुनें
chooser-table = टेबल
chooser-format = फ़ॉर्मेट
chooser-players-field = खिलाड़ी
chooser-opponents = विरोधी
chooser-clock = टाइमर
chooser-sit-down = बैठें
chooser-cancel = रद्द करें
chooser-players = { $count ->
    [one] { $count } खिलाड़ी
   *[other] { $count } खिलाड़ी
}
chooser-players-range = { $low } से { $high } खिलाड़ी
chooser-deals-rummy = डील्स रमी ({ $deals ->
    [0] { $deals } बाज़ियाँ
    [one] { $deals } बाज़ी
   *[other] { $deals } बाज़ियाँ
})
chooser-drops = ड्रॉप { $costs }
chooser-no-drops = न अंक, न ड्रॉप
chooser-no-wild-pickup = खुली गड्डी से वाइल्ड जोकर नहीं उठा सकते
chooser-full-count = गलत डिक्लेयर पर पूरे अंक लगते हैं
chooser-bots-in-turn = बारी-बारी से { $bots }
chooser-seats-in-turn = पहली सीट आपकी; बाकी सीटों पर बारी-बारी से { $bots }।
chooser-seats-one-bot = पहली सीट आपकी; बाकी हर सीट पर { $bot }।
chooser-clock-off = बंद
chooser-clock-seconds = हर चाल { $seconds } सेकंड, { $reserve } सेकंड रिज़र्व
chooser-clock-about = हर चाल के { $seconds } सेकंड हैं। चाल इससे लंबी चले तो रिज़र्व खर्च होता है, जो पूरे मैच के लिए { $reserve } सेकंड है; दोनों खत्म होने पर टेबल आपकी चाल खुद चलेगी।
chooser-continue-name = जारी रखें
chooser-continue = { chooser-continue-name }: { $match }
chooser-replaces = “{ chooser-sit-down }” दबाने पर नया मैच शुरू होगा, और आपका रखा हुआ मैच ({ $match }) नहीं रहेगा।

## पते में जो माँगा, जब वह नहीं हो सकता

address-bad-seed = पते में सीड “{ $asked }” 1 से { $most } तक की कोई पूरी संख्या नहीं है, इसलिए यह टेबल घड़ी से लिया सीड { $seed } लेती है।
address-seed-refused = इंजन ने सीड { $seed } नहीं लिया, इसलिए यह टेबल घड़ी से लिया सीड { $clock } लेती है।
address-no-table = “{ $asked }” नाम की कोई टेबल नहीं है (टेबलें हैं: { $tables }), इसलिए यह { table-named } टेबल है।
address-no-format = { table-named } टेबल पर { $formats } खेला जाता है, “{ $asked }” नहीं, इसलिए यह { $format } है।
address-no-players = { table-named } टेबल पर { $seats } बैठते हैं, “{ $asked }” नहीं, इसलिए इस टेबल पर { $players ->
    [one] { $players } खिलाड़ी है
   *[other] { $players } खिलाड़ी हैं
}।
address-no-bot = “{ $asked }” नाम का कोई बॉट नहीं है (बॉट हैं: { $bots }), इसलिए टेबल के बॉट बारी-बारी से सीटें लेते हैं।
address-no-clock = टाइमर हर चाल { $clocks } सेकंड देता है, “{ $asked }” नहीं, इसलिए इस टेबल पर टाइमर नहीं है।

## इस डिवाइस पर रखा मैच

keeping-match-title = { $bots } के साथ { $format }, बाज़ी { $deal }
keeping-refused = यह टेबल चलती रहेगी, पर यह डिवाइस इसे याद नहीं रख सकता ({ $why }): पन्ना दोबारा खोलने पर मैच नए सिरे से शुरू होगा।
keeping-unreadable = इस टेबल का जो मैच इस डिवाइस पर रखा था, वह पढ़ा नहीं जा सका ({ $why }), इसलिए नया मैच शुरू होता है।
keeping-unknown = इस टेबल का जो मैच इस डिवाइस पर रखा था, उसे यह पन्ना नहीं पढ़ सकता, इसलिए नया मैच शुरू होता है।
keeping-not-resumed = इस डिवाइस पर रखा मैच फिर शुरू नहीं हो सका ({ $why }), इसलिए नया मैच शुरू होता है।
keeping-engine-refused = इंजन ने उसे नहीं लिया

## टाइमर

clock-yours = आपका समय: { $left } सेकंड
clock-yours-warning = आपका समय: { $left } सेकंड बचे! फिर टेबल आपकी चाल खुद चलेगी।
clock-theirs = { $name } का समय: { $left } सेकंड
clock-theirs-warning = { $name } का समय: { $left } सेकंड बचे! फिर टेबल { $name } की चाल खुद चलेगी।
clock-yours-turn = आपका समय: { $left } सेकंड, फिर { $reserve } सेकंड रिज़र्व
clock-theirs-turn = { $name } का समय: { $left } सेकंड, फिर { $reserve } सेकंड रिज़र्व
clock-warning = { $left ->
    [one] आपकी चाल का { $left } सेकंड बचा है।
   *[other] आपकी चाल के { $left } सेकंड बचे हैं।
}
clock-reserve = टाइमर: हर चाल { $turn } सेकंड, { $reserve } सेकंड रिज़र्व बचा।

## गेम इंजन की दिक्कतें

engine-stopped = गेम इंजन रुक गया
engine-lost = गेम इंजन ने काम करना बंद कर दिया ({ $reason })। फिर शुरू करने के लिए “{ game-new-deal }” दबाएँ।
engine-lost-silent = उसने जवाब देना बंद कर दिया
engine-lost-bot = { $name } की चाल वापस नहीं आई
engine-a-bot = एक बॉट
engine-lost-unreadable = उसका संदेश पढ़ा नहीं जा सका
engine-lost-failed = वह बिगड़ गया
engine-lost-failed-because = वह बिगड़ गया: { $detail }
engine-fatal-status = टेबल शुरू नहीं हो सकी
engine-fatal = { $why } पन्ना दोबारा खोलने से मदद मिल सकती है।
engine-could-not-start = गेम इंजन शुरू नहीं हो सका।
engine-could-not-start-because = गेम इंजन शुरू नहीं हो सका: { $detail }
engine-too-slow = गेम इंजन शुरू नहीं हो सका: लोड होने में बहुत देर लगी।
engine-no-workers = यह ब्राउज़र गेम इंजन नहीं चला सकता (मॉड्यूल वर्कर चाहिए)।
engine-sent-unreadable = गेम इंजन ने कुछ ऐसा भेजा जो पढ़ा नहीं जा सका।
engine-versions-differ = यह पन्ना और इसका गेम इंजन अलग-अलग संस्करणों के हैं (पन्ना { $page }, इंजन { $engine })। दोनों को मिलाने के लिए पन्ना दोबारा खोलें।
engine-move-failed = गेम इंजन के अंदर कुछ गड़बड़ हुई, इसलिए वह चाल नहीं चली गई। “{ game-new-deal }” नए सिरे से शुरू करती है।
engine-bot-turn-failed = एक बॉट की चाल नहीं चल सकी: { $detail }
page-partner-joining = मैच में जुड़ रहे हैं…
page-partner-needs-network = साथी के साथ खेलने के लिए नेटवर्क चाहिए, और यह पन्ना अपना वह हिस्सा लोड नहीं कर सका।

## इंस्टॉल और ऑफ़लाइन

install-use-menu = यह गेम इंस्टॉल करने या होम स्क्रीन पर जोड़ने के लिए ब्राउज़र का मेन्यू खोलें।
install-how-ios = iPhone या iPad पर इंस्टॉल करने के लिए गेम को Safari में खोलें, Share दबाएँ, फिर Add to Home Screen।
install-how-android = Android पर इंस्टॉल करने के लिए ब्राउज़र का मेन्यू (⋮) खोलें और Install app या Add to Home screen चुनें।
install-how-firefox = कंप्यूटर पर Firefox वेब ऐप इंस्टॉल नहीं करता। गेम को Chrome या Edge में खोलकर ब्राउज़र के मेन्यू (Install app) से इंस्टॉल करें, या बस बुकमार्क कर लें।
install-how-edge = Edge में इंस्टॉल करने के लिए मेन्यू (…) खोलें और Apps चुनें, फिर Install this site as an app।
install-how-chrome = Chrome में इंस्टॉल करने के लिए पते की पट्टी के दाईं ओर इंस्टॉल का निशान दबाएँ, या मेन्यू (⋮) खोलकर Install app चुनें (कुछ संस्करणों में यह Cast, save and share के अंदर है)।
install-how-safari = Mac पर Safari में इंस्टॉल करने के लिए File चुनें, फिर Add to Dock।
install-how-other = इंस्टॉल करने के लिए ब्राउज़र के मेन्यू में Install app (Chrome, Edge) ढूँढें, या फ़ोन पर Add to Home Screen (Safari: Share, फिर Add to Home Screen)।
install-installed = इंस्टॉल हो गया। गेम को अपने ऐप्स या होम स्क्रीन से खोलें; यह ऑफ़लाइन भी चलता है।
install-already = गेम पहले से इंस्टॉल किए ऐप की तरह चल रहा है।
install-not-offered = इस ब्राउज़र ने यहाँ गेम इंस्टॉल करने की पेशकश नहीं की। { $how } वैसे भी गेम इस टैब में पूरा चलता है।
install-accepted = गेम इंस्टॉल हो रहा है। इंस्टॉल होने के बाद यह आपके ऐप्स से खुलेगा और ऑफ़लाइन चलेगा।
install-dismissed = इंस्टॉल नहीं हुआ। बाद में “{ game-install }” बटन से या ब्राउज़र के मेन्यू से इंस्टॉल कर सकते हैं।
install-standalone-link = गेम को नए टैब में अलग से खोलें
install-host-declined = इस गेम के आसपास वाले पन्ने ने इंस्टॉल का अनुरोध नहीं लिया। { $how } या गेम को नए टैब में अलग से खोलें, जहाँ वह इंस्टॉल हो सकता है और ऑफ़लाइन चलता है।
install-host-handles = इस गेम के आसपास वाली साइट इंस्टॉल का काम देख रही है।
install-asking-host = इस गेम के आसपास वाले पन्ने से इसे इंस्टॉल करने को कह रहे हैं…
