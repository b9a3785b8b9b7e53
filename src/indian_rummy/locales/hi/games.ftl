# आपके खेल (जो यह डिवाइस रखता है), प्रगति (उसके आँकड़े और चार्ट) और खत्म हुई
# बाज़ी की समीक्षा।

## आपके खेल।

games-open = आपके खेल
games-title = आपके खेल
games-about = सिर्फ़ इसी डिवाइस पर रखे जाते हैं: अंकों वाली टेबल की हर खत्म बाज़ी और यहाँ खोला गया दोस्तों वाला हर मैच। कुछ भी इस डिवाइस से बाहर नहीं जाता।
games-views =
    .aria-label = क्या देखें
games-show-list = खेल
games-show-progress = प्रगति
games-list-title = खेल, सबसे नए पहले
games-keys = Tab से सूची पर जाएँ, फिर तीर वाली कुंजियों से एक खेल से दूसरे पर।
games-empty = अभी कोई खेल नहीं रखा गया। अंकों वाली टेबल की खत्म बाज़ियाँ और दोस्तों वाले मैच यहाँ दिखेंगे।
games-import = मैच लाएँ (JSON लॉग)
games-forget = मेरे खेल भुला दें…
games-forget-ask = इस डिवाइस पर रखा हर खेल, हर समीक्षा और हर अधूरा मैच भुला दें? यह वापस नहीं होगा।
games-forget-keep = रहने दें
games-forget-yes = भुला दें
games-forgotten = भुला दिया: अब यह डिवाइस कोई खेल नहीं रखता।
games-close = बंद करें
games-not-keeping = यह ब्राउज़र पन्ने को कुछ भी रखने नहीं देता, इसलिए नए खेल नहीं रखे जाएँगे।
games-unreadable = { $count ->
    [one] रखा गया { $count } रिकॉर्ड पढ़ा नहीं जा सका, उसे छोड़ दिया गया ({ $why })।
   *[other] रखे गए { $count } रिकॉर्ड पढ़े नहीं जा सके, उन्हें छोड़ दिया गया ({ $why })।
}
keep-damaged = खराब
keep-not-a-record = रखा गया रिकॉर्ड नहीं
keep-not-a-game = रखा गया खेल नहीं
keep-other-version = रूप { $found } का, { $version } का नहीं
keep-nothing = यह ब्राउज़र इस पन्ने के लिए कुछ नहीं रखता
keep-full = इस डिवाइस पर पन्ने की जगह भर गई है
keep-refused = इस ब्राउज़र ने इसे रखने से मना कर दिया
keep-unread = इस ब्राउज़र ने रखा हुआ पढ़ने से मना कर दिया

## सूची में एक खेल।

games-deal-title = { $format }, बाज़ी { $deal } · { $table }
games-partner-title = दोस्तों वाला मैच · { $format }
games-partner-title-table = दोस्तों वाला मैच · { $format } · { $table }
games-a-match = एक मैच
games-with = { $names } के साथ
games-won = आप जीते
games-lost = आप हारे
games-dropped = आपने ड्रॉप किया
games-dead = बाज़ी रद्द
games-draw = कोई नहीं जीता
games-not-over = अभी खत्म नहीं हुआ
games-outcome = { $outcome }, { $points ->
    [one] { $points } अंक
   *[other] { $points } अंक
}
games-outcome-winner = { $outcome } ({ $winner } { $gender ->
        [feminine] जीतीं
       *[other] जीते
    }), { $points ->
    [one] { $points } अंक
   *[other] { $points } अंक
}
games-review = समीक्षा
games-export = सहेजें
games-open-match = खोलें
games-exported = बाज़ी { $deal } का मैच JSON लॉग के रूप में सहेजा गया: indian-rummy review इसे पढ़ता है।

## समीक्षा निकालना, मैच लाना।

games-engine-not-ready = खेल का इंजन अभी तैयार नहीं है: पत्ते बँटने के बाद फिर कोशिश करें।
games-engine-cannot = इंजन इस बाज़ी की समीक्षा नहीं कर सका।
games-engine-stopped = खेल का इंजन रुक गया: नई बाज़ी शुरू करें, फिर कोशिश करें।
games-working-out = बाज़ी { $deal } की समीक्षा निकाली जा रही है…
games-working-out-turn = बाज़ी { $deal } की समीक्षा निकाली जा रही है: { $turns } में से चाल { $turn }…
games-not-a-log = { $file } किसी मैच का JSON लॉग नहीं है: कुछ नहीं लाया गया।
games-checking = { $file } जाँचा जा रहा है…
games-reviewing = { $file } से बाज़ी { $deal }/{ $deals } की समीक्षा हो रही है…
games-not-imported = { $file } नहीं लाया गया: { $why }
games-imported = { $count ->
    [0] { $file } से कोई बाज़ी नहीं लाई गई।
    [one] { $file } से { $count } बाज़ी लाई गई।
   *[other] { $file } से { $count } बाज़ियाँ लाई गईं।
}
games-working-out-all = जिन बाज़ियों की समीक्षा नहीं हुई, उनकी समीक्षा निकाली जा रही है: { $count } में से { $done }…
games-not-reviewed = बाज़ी { $deal } की समीक्षा नहीं हो सकी: { $why }
games-reviewed = { $count ->
    [0] किसी बाज़ी की समीक्षा नहीं हुई।
    [one] { $count } बाज़ी की समीक्षा हुई।
   *[other] { $count } बाज़ियों की समीक्षा हुई।
}

## प्रगति।

progress-title = प्रगति
progress-none = अभी कोई खत्म बाज़ी नहीं रखी गई: अंकों वाली टेबल पर एक बाज़ी खेलें।
progress-nobody = कोई नहीं
progress-played = खेली गई बाज़ियाँ
progress-won = जीतीं
progress-dropped = ड्रॉप कीं
progress-points = हर बाज़ी के अंक
progress-by-opponent = हर विरोधी के साथ बाज़ियाँ
progress-opponent = विरोधी
progress-deals = बाज़ियाँ
progress-each-deal = हर बाज़ी, सबसे पुरानी पहले
    .aria-label = हर बाज़ी, सबसे पुरानी पहले
progress-deal = बाज़ी
progress-against = किसके साथ
progress-result = नतीजा
progress-points-head = अंक
progress-blunders = भारी भूलें
progress-mistakes = गलतियाँ
progress-inaccuracies = चूकें
progress-points-lost = गँवाए अंक
progress-outcome = { $outcome ->
    [won] जीते
    [lost] हारे
    [dropped] ड्रॉप
    [dead] रद्द
   *[other] { $outcome }
}
progress-points-title = हर बाज़ी में आपके गए अंक, सबसे पुरानी पहले
progress-points-words = { $deals ->
    [0] { $deals } बाज़ियाँ
    [one] { $deals } बाज़ी
   *[other] { $deals } बाज़ियाँ
}, औसतन हर बाज़ी { $average ->
    [0] { $average } अंक
    [one] { $average } अंक
   *[other] { $average } अंक
}।
progress-points-trend = पहली { $firstDeals ->
    [0] { $firstDeals } बाज़ियों में
    [one] { $firstDeals } बाज़ी में
   *[other] { $firstDeals } बाज़ियों में
} औसतन हर बाज़ी { $before ->
    [one] { $before } अंक
   *[other] { $before } अंक
}; आखिरी { $lastDeals ->
    [0] { $lastDeals } बाज़ियों में
    [one] { $lastDeals } बाज़ी में
   *[other] { $lastDeals } बाज़ियों में
} { $after }।
progress-points-table = नीचे की तालिका में हर बाज़ी है।
progress-marks-title = हर बाज़ी में समीक्षा के निशान, सबसे पुरानी पहले
progress-marks-words = { $deals ->
    [0] समीक्षा की गई { $deals } बाज़ियों में
    [one] समीक्षा की गई { $deals } बाज़ी में
   *[other] समीक्षा की गई { $deals } बाज़ियों में
}: { $blunders ->
    [0] कोई भारी भूल नहीं
    [one] { $blunders } भारी भूल
   *[other] { $blunders } भारी भूलें
}, { $mistakes ->
    [0] कोई गलती नहीं
    [one] { $mistakes } गलती
   *[other] { $mistakes } गलतियाँ
}, { $inaccuracies ->
    [0] कोई चूक नहीं
    [one] { $inaccuracies } चूक
   *[other] { $inaccuracies } चूकें
}; कोच की चालों के मुकाबले औसतन हर बाज़ी { $loss ->
    [0] { $loss } अंक
    [one] { $loss } अंक
   *[other] { $loss } अंक
} गँवाए।
progress-marks-none = अभी किसी बाज़ी की समीक्षा नहीं हुई।
progress-key-blunders = भारी भूलें: अटूट लकीर
progress-key-mistakes = गलतियाँ: टूटी लकीर
progress-key-inaccuracies = चूकें: बिंदुओं वाली लकीर
progress-your-mistakes = आपकी गलतियाँ
progress-mistakes-waiting = बाकी
progress-mistakes-due = आज की
progress-mistakes-solved = सुलझ गईं
progress-mistakes-about = समीक्षा जिस चाल को गलती या भारी भूल बताए, वह सीखें में तब तक वापस आती है जब तक आप उसे दो बार सही न कर लें।
progress-mistakes-learn = सीखें में इनका अभ्यास करें

## बाज़ी की समीक्षा।

review-title = बाज़ी की समीक्षा
review-title-deal = बाज़ी { $deal } की समीक्षा
review-deals =
    .aria-label = किस बाज़ी की समीक्षा
review-deal = बाज़ी { $deal }
review-how = हर चाल को उस समय आपको जो दिख रहा था, उसके आधार पर कोच की चाल से परखा जाता है: इस हिसाब से कि उससे आपके कितने अंक जाने की उम्मीद है। गाइड में कोच वाला हिस्सा देखें।
review-chart-title = आपकी बाज़ी, चाल दर चाल
review-keys = Tab से चार्ट की चाल पर जाएँ, फिर तीर वाली कुंजियाँ, Home और End से एक चाल से दूसरी पर।
review-key-far = अटूट लकीर: डिक्लेयर से कितने पत्ते दूर (बाएँ)
review-key-chance = टूटी लकीर: जीतने की संभावना (दाएँ)
review-key-marks = ?! चूक · ? गलती · ?? भारी भूल
review-step-title = बाज़ी को चाल दर चाल देखें
review-your-cards =
    .aria-label = आपके पत्ते
review-thrown-title = इससे पहले क्या फेंका गया
review-prev = पिछली चाल
review-next = अगली चाल
review-try = यह चाल फिर से आज़माएँ
review-back = समीक्षा पर वापस
review-close = बंद करें
review-good = अच्छी
review-inaccuracy = चूक
review-mistake = गलती
review-blunder = भारी भूल
review-away = { $count ->
    [0] पूरा
    [one] डिक्लेयर से { $count } पत्ता दूर
   *[other] डिक्लेयर से { $count } पत्ते दूर
}
review-point = चाल { $turn }: { $mark }, { $away }, जीतने की संभावना { $chance }%
review-no-turns = इस बाज़ी में आपकी कोई चाल नहीं थी।
review-step-head = चाल { $turn }/{ $turns }: { $mark }। उससे पहले आपका हाथ { $away } था; कोच के अनुमान से आपके जीतने की संभावना: { $chance }%।
review-before = उससे पहले: { $moves }
review-open-card = खुला पत्ता
review-none = कोई नहीं
review-you-threw = आपने फेंका
review-coach = कोच
review-did = आपने: { $did }। कोच: { $coach }।
review-cards-of = { $name } के पत्ते
review-choice-drop = ड्रॉप करें
review-choice-stock = बंद गड्डी से पत्ता उठाएँ
review-choice-discard = खुली गड्डी से { $card } उठाएँ
review-choice-declare = डिक्लेयर करें
review-choice-throw = { $card } फेंकें
review-choice-throw-declare = { $card } फेंककर डिक्लेयर करें
review-coachs-choice = कोच की चाल यही है।
review-as-good = कोच की चाल जितनी ही अच्छी।
review-worse = { $coach } के मुकाबले करीब { $loss ->
    [one] { $loss } अंक का नुकसान।
   *[other] { $loss } अंकों का नुकसान।
}
review-try-first = चाल { $turn }: आपका हाथ, खुला पत्ता { $card }। आप क्या करेंगे?
review-try-then = { $source ->
    [stock] फिर, बंद गड्डी से { $card } उठाने के बाद आपके हाथ के पत्तों से:
   *[discard] फिर, खुली गड्डी से { $card } उठाने के बाद आपके हाथ के पत्तों से:
}
review-tried = { $choice }: { $compared }

## यहाँ से आगे खेलें: समीक्षा की कोई चाल फिर से, और वहाँ से आगे बाज़ी।

branch-intro = चाल { $turn } फिर से, असली पत्तों के साथ: बंद गड्डी में वही पत्ते हैं जो सच में थे, उसी क्रम में, और बाकी खिलाड़ियों के पास उनके असली पत्ते हैं और वे पहले की तरह ही फ़ैसले करते हैं (जहाँ कोई इंसान खेला था, वहाँ कोच खेलता है)। इसका कुछ भी रखा नहीं जाता।
branch-opening = चाल { $turn } फिर से बाँटी जा रही है…
branch-draw = चाल { $turn }: बंद गड्डी से पत्ता उठाएँ, या खुला पत्ता लें।
branch-throw = चाल { $turn }: एक पत्ता फेंकें।
branch-open-card = खुला पत्ता
branch-stock = बंद गड्डी में { $count ->
    [0] कोई पत्ता नहीं
    [one] { $count } पत्ता
   *[other] { $count } पत्ते
}
branch-your-cards =
    .aria-label = आपके पत्ते
branch-log-title = फिर से खेली गई बाज़ी में क्या हुआ
branch-at-turn = चाल { $turn }: { $said }
branch-coach-turn = चाल { $turn }, आपकी जगह कोच: { $move }
branch-coach-playing = कोच आपकी चाल { $turn } खेल रहा है…
branch-others-playing = आप इस बाज़ी से बाहर हैं: बाकी खिलाड़ी आगे खेल रहे हैं…
branch-finish = बाकी बाज़ी कोच को खेलने दें
branch-stop = कोच को रोकें
branch-again = यह चाल फिर से खेलें
branch-ended = बाज़ी कैसे खत्म हुई
branch-this = इस बार: { $ending }
branch-real = असली बाज़ी में: { $ending }
branch-failed = यह चाल फिर से नहीं खेली जा सकी: { $why }
