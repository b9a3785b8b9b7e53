# टेबल: इंजन के व्यू और जवाब जो कहते हैं (protocol/text.py, protocol/review.py,
# bots/reasons.py, मनाही)। $card पत्ते का लेबल है (5♥); $name सीट का नाम (व्यक्ति का जैसा लिखा,
# बॉट का उसका bot- संदेश); $points, $count, $steps, $deal संख्याएँ हैं।

## वाक्य के हिस्से जोड़ना।

list-and = { $first } और { $rest }
list-comma = { $first }, { $rest }
sentences = { $first } { $rest }

## स्टेटस लाइन (अंग्रेज़ी में बड़े अक्षर; हिन्दी में वैसी ही)।

status-shuffling = पत्ते फेंटे जा रहे हैं
status-you-win-match = मैच आपने जीता
status-wins-match = मैच { $name } ने जीता
status-no-winner = कोई नहीं जीता · बंद गड्डी खाली
status-dead-deal-turns = कोई नहीं जीता · { $turns ->
    [0] { $turns } बारियाँ पूरी
    [one] { $turns } बारी पूरी
   *[other] { $turns } बारियाँ पूरी
}
status-you-win = आपकी जीत
status-wins = { $name } की जीत
status-you-dropped = आपने ड्रॉप किया · { $name } की बारी
status-out-of-deal = आप इस बाज़ी से बाहर · { $name } की बारी
status-turn = { $name } की बारी
status-your-turn-draw = आपकी बारी · पत्ता उठाएँ
status-your-turn-discard = आपकी बारी · पत्ता फेंकें
status-nobody = कोई नहीं
bot-upper = { $bot ->
    [mira] { bot-mira }
    [kiran] { bot-kiran }
   *[tara] { bot-tara }
}

## मैच कहाँ है, और वाइल्ड रैंक।

stage-deal = बाज़ी { $deal }
stage-deal-of = बाज़ी { $deal } ({ $deals } में से)
stage-tie-break = टाई-ब्रेक बाज़ी { $deal }
wild-rank = { rank-plural } वाइल्ड हैं
wild-rank-joker-indicator = { rank-plural } वाइल्ड हैं (कट जोकर छपा हुआ जोकर है)

## किसी सीट ने अपनी पिछली चाल में क्या किया।

move-dropped = { $name } ने ड्रॉप किया ({ $points ->
    [one] { $points } अंक
   *[other] { $points } अंक
})।
move-drew = { $source ->
    [stock] { $name } ने बंद गड्डी से पत्ता उठाया।
   *[discard] { $name } ने खुली गड्डी से { $card } उठाया।
}
move-drew-discarded = { $source ->
    [stock] { $name } ने बंद गड्डी से पत्ता उठाया और { $thrown } फेंका।
   *[discard] { $name } ने खुली गड्डी से { $card } उठाया और { $thrown } फेंका।
}
move-declared = { $source ->
    [stock] { $name } ने बंद गड्डी से पत्ता उठाया और डिक्लेयर किया।
    [discard] { $name } ने खुली गड्डी से { $card } उठाया और डिक्लेयर किया।
   *[none] { $name } ने डिक्लेयर किया।
}
move-declared-wrongly = { $source ->
    [stock] { $name } ने बंद गड्डी से पत्ता उठाया और अधूरा हाथ डिक्लेयर किया ({ $points ->
        [one] { $points } अंक
       *[other] { $points } अंक
    }); अब वे इस बाज़ी से बाहर हैं।
    [discard] { $name } ने खुली गड्डी से { $card } उठाया और अधूरा हाथ डिक्लेयर किया ({ $points ->
        [one] { $points } अंक
       *[other] { $points } अंक
    }); अब वे इस बाज़ी से बाहर हैं।
   *[none] { $name } ने अधूरा हाथ डिक्लेयर किया ({ $points ->
        [one] { $points } अंक
       *[other] { $points } अंक
    }); अब वे इस बाज़ी से बाहर हैं।
}

## वही चाल छोटे में, सीट के छोटे डिब्बे के लिए।

turn-drew = बंद गड्डी से पत्ता उठाया
turn-took = { $card } उठाया
turn-threw = { $card } फेंका
turn-dropped = ड्रॉप किया ({ $points ->
    [one] { $points } अंक
   *[other] { $points } अंक
})
turn-declared = डिक्लेयर किया
turn-declared-wrongly = अधूरा हाथ डिक्लेयर किया ({ $points ->
    [one] { $points } अंक
   *[other] { $points } अंक
})
brief-move = { $first } · { $rest }
brief-drew = बंद गड्डी से उठाया
brief-took = { $card } उठाया
brief-threw = { $card } फेंका
brief-dropped = ड्रॉप ({ $points })
brief-declared = { $first ->
    [yes] डिक्लेयर किया
   *[no] डिक्लेयर किया
}
brief-declared-wrongly = { $first ->
    [yes] गलत डिक्लेयर ({ $points })
   *[no] गलत डिक्लेयर ({ $points })
}

## जमाएँ ने क्या पाया।

arranged-complete = हाथ पूरा है: डिक्लेयर करें।
arranged-complete-discard = हाथ पूरा है: { $card } फेंकें और डिक्लेयर करें।
arranged-missing = अभी चाहिए: { $missing }।
arranged-a-pure-run = एक प्योर सीक्वेंस
arranged-a-second-run = एक दूसरा सीक्वेंस
arranged-both-runs = दोनों सीक्वेंस बन गए हैं।
arranged-loose = { $count ->
    [0] { $count } पत्ते किसी ग्रुप में नहीं हैं।
    [one] { $count } पत्ता किसी ग्रुप में नहीं है।
   *[other] { $count } पत्ते किसी ग्रुप में नहीं हैं।
}
arranged-loose-points = { $count ->
    [0] { $count } पत्ते किसी ग्रुप में नहीं हैं
    [one] { $count } पत्ता किसी ग्रुप में नहीं है
   *[other] { $count } पत्ते किसी ग्रुप में नहीं हैं
}; अभी हाथ { $points ->
    [0] के कोई अंक नहीं बनते
    [one] का { $points } अंक बनता है
   *[other] के { $points } अंक बनते हैं
}।
arranged-points = अभी हाथ { $points ->
    [0] के कोई अंक नहीं बनते
    [one] का { $points } अंक बनता है
   *[other] के { $points } अंक बनते हैं
}।
arranged-suggested-discard = फेंकने का सुझाव: { $card }।

## साथ-साथ खेली जाने वाली पहली बाज़ी।

guided-start = पहली बाज़ी, साथ-साथ: दहले वाइल्ड हैं। पहले “{ action-declare }” आज़माकर देखें, फिर बंद गड्डी से पत्ता उठाएँ।
guided-press-arrange = अपने ग्रुप देखने के लिए “{ action-arrange }” दबाएँ।
guided-move-card = { $card } को खाना { $tray } में रखें (उसे चुनें, फिर → { $tray }), या “{ action-arrange }” दबाएँ।
guided-discard-declare = अब { $card } चुनें और “{ action-discard-declare }” दबाएँ।

## सीट के अपने अनुरोधों के बाद का संदेश।

drew-stock = आपने बंद गड्डी से { $card } उठाया।
drew-discard = आपने खुली गड्डी से { $card } उठाया; इस चाल में यह आपके हाथ में ही रहेगा।
discarded = आपने { $card } फेंका।
dropped = आपने इस बाज़ी से ड्रॉप किया: { $points ->
    [one] { $points } अंक
   *[other] { $points } अंक
}।
auto-drop-set = ऑटो-ड्रॉप चालू है: आपकी बारी आते ही आप { $points ->
    [one] { $points } अंक
   *[other] { $points } अंक
} देकर ड्रॉप करेंगे।
auto-dropped = आपकी बारी आई और आपके कहे अनुसार आपने { $points ->
    [one] { $points } अंक
   *[other] { $points } अंक
} देकर ड्रॉप किया।
declared-wrongly = वह हाथ पूरा नहीं था: डिक्लेयर { $points ->
    [one] का { $points } अंक लगा
   *[other] के { $points } अंक लगे
} और आप इस बाज़ी से बाहर हैं।
shuffled-start = सीड { $seed } से नई फेंटी हुई बाज़ी।
resumed = आप वहीं हैं जहाँ छोड़ा था: इस मैच की बाज़ी { $deal }।
drop-reason = { $reason }।

## अधूरा हाथ डिक्लेयर करने से पहले का सवाल।

confirm-declaration = यह हाथ पूरा नहीं है: { $missing }। अभी डिक्लेयर करने पर { $points ->
    [one] { $points } अंक लगेगा
   *[other] { $points } अंक लगेंगे
} और आपकी बाज़ी खत्म हो जाएगी।
confirm-no-pure-run = प्योर सीक्वेंस नहीं है
confirm-no-second-run = दूसरा सीक्वेंस नहीं है
confirm-cards-unmatched = { $cards } किसी ग्रुप में नहीं
confirm-count-unmatched = { $count ->
    [0] { $count } पत्ते किसी ग्रुप में नहीं
    [one] { $count } पत्ता किसी ग्रुप में नहीं
   *[other] { $count } पत्ते किसी ग्रुप में नहीं
}
confirm-not-grouped = हर पत्ता किसी ग्रुप में नहीं है

## टाइमर ने किसी सीट की चाल चली।

clock-dropped-you = लगातार तीसरी बार आपका समय खत्म हुआ: टाइमर ने आपको ड्रॉप कर दिया ({ $points ->
    [one] { $points } अंक
   *[other] { $points } अंक
})।
clock-dropped-them = लगातार तीसरी बार { $name } का समय खत्म हुआ: टाइमर ने उन्हें ड्रॉप कर दिया ({ $points ->
    [one] { $points } अंक
   *[other] { $points } अंक
})।
clock-threw-you = आपका समय खत्म हुआ: टाइमर ने आपकी ओर से { $card } फेंका।
clock-threw-them = { $name } का समय खत्म हुआ: टाइमर ने { $card } फेंका।
clock-played-you = { $source ->
    [stock] टाइमर ने आपकी चाल चली: बंद गड्डी से पत्ता उठाया और { $card } फेंका।
   *[discard] टाइमर ने आपकी चाल चली: खुली गड्डी से { $taken } उठाया और { $card } फेंका।
}
clock-played-them = { $source ->
    [stock] { $name } का समय खत्म हुआ: टाइमर ने बंद गड्डी से पत्ता उठाया और { $card } फेंका।
   *[discard] { $name } का समय खत्म हुआ: टाइमर ने खुली गड्डी से { $taken } उठाया और { $card } फेंका।
}

## बाज़ी का नतीजा।

result-draw-title = बंद गड्डी खाली: कोई नहीं जीता।
result-draw-text = किसी के डिक्लेयर करने से पहले बंद गड्डी खत्म हो गई, इसलिए यह बाज़ी कोई नहीं जीता।
result-dead-stock-title = बंद गड्डी फिर खत्म हो गई: बाज़ी रद्द।
result-dead-stock-text = बंद गड्डी फेंके पत्तों से { $rebuilds ->
    [one] एक बार
   *[other] { $rebuilds } बार
} फिर बनी और किसी के डिक्लेयर करने से पहले फिर खत्म हो गई: यह बाज़ी कोई नहीं जीता और किसी के अंक नहीं गए।
result-dead-turns-title = { $turns ->
    [0] { $turns } बारियाँ, कोई डिक्लेयर नहीं: बाज़ी रद्द।
    [one] { $turns } बारी, कोई डिक्लेयर नहीं: बाज़ी रद्द।
   *[other] { $turns } बारियाँ, कोई डिक्लेयर नहीं: बाज़ी रद्द।
}
result-dead-turns-text = कुल { $turns ->
    [0] { $turns } बारियों
    [one] { $turns } बारी
   *[other] { $turns } बारियों
} के बाद बाज़ी खत्म हो जाती है। किसी ने डिक्लेयर नहीं किया, इसलिए यह बाज़ी कोई नहीं जीता और किसी के अंक नहीं गए।
result-last-standing-you-title = बाकी सब बाहर हैं।
result-last-standing-you-text = यह बाज़ी आपने जीती: बाकी हर सीट ने ड्रॉप किया या अधूरा हाथ डिक्लेयर किया।
result-last-standing-title = अब बस { $name } { $gender ->
        [feminine] बची हैं
       *[other] बचे हैं
    }।
result-last-standing-text = यह बाज़ी { $name } ने जीती: बाकी हर सीट ने ड्रॉप किया या अधूरा हाथ डिक्लेयर किया।
result-you-declared-title = हर पत्ता अपनी जगह पर।
result-you-declared-text = आपने पूरा हाथ डिक्लेयर किया।
result-declared-title = { $name } का हाथ पूरा हो गया।
result-declared-text = { $name } ने डिक्लेयर किया; उनके ग्रुप दिख रहे हैं।

## किस सीट के कितने अंक, और क्यों।

note-declared = पूरा हाथ डिक्लेयर किया।
note-last-one-in = बाज़ी में आखिर तक टिके रहे।
note-dead-deal = बाज़ी रद्द: कोई अंक नहीं।
note-dropped = ड्रॉप: { $points ->
    [one] { $points } अंक
   *[other] { $points } अंक
}।
note-declared-wrongly = अधूरा हाथ डिक्लेयर किया: पूरे { $points ->
    [one] { $points } अंक
   *[other] { $points } अंक
}।
note-every-card-counts-no-pure-run = हर पत्ता गिना गया: प्योर सीक्वेंस नहीं।
note-every-card-counts-no-second-run = हर पत्ता गिना गया: प्योर सीक्वेंस के साथ दूसरा सीक्वेंस नहीं।
note-loose-count = सिर्फ़ ग्रुप से बाहर के पत्ते गिने गए।

## बाज़ी या मैच खत्म होने के बाद की देर से आई क्लिक।

over-deal-next = यह बाज़ी खत्म हो गई: आगे खेलने के लिए अगली बाज़ी बाँटें
over-deal-new = यह बाज़ी खत्म हो गई: नई फेंटी हुई बाज़ी शुरू करें
over-match = यह मैच खत्म हो गया
over-match-new = यह मैच खत्म हो गया: नया मैच शुरू करें

## डिक्लेयर में क्या कमी है।

verdict-valid = सही डिक्लेयर
verdict-a-pure-run = एक प्योर सीक्वेंस (बिना जोकर के, क्रम में तीन या ज़्यादा पत्ते)
verdict-a-second-run = एक दूसरा, अलग सीक्वेंस
verdict-still-needed = अभी चाहिए: { $missing }।
verdict-unmatched = { $count ->
    [one] हर पत्ता किसी ग्रुप में नहीं बैठता: { $cards } बाहर है।
   *[other] हर पत्ता किसी ग्रुप में नहीं बैठता: { $cards } बाहर हैं।
}
verdict-just-picked = { $card } अभी खुली गड्डी से उठाया गया है, इसलिए इस चाल में यह आपका आखिरी फेंका पत्ता नहीं हो सकता।

## कोच के सुझाव की वजहें। $steps: डिक्लेयर से कितने पत्ते दूर (0: पूरा)।

reason-declare-now = अभी डिक्लेयर करें: आपके पत्तों से पूरा हाथ बनता है।
reason-declare-throw = अभी डिक्लेयर करें: { $card } फेंकें, आपके बाकी 13 पत्तों से पूरा हाथ बनता है।
reason-drop = अभी ड्रॉप करें: { $points ->
    [one] { $points } अंक
   *[other] { $points } अंक
}; आगे खेलने पर यहाँ से औसतन करीब { $loss } अंक जाते हैं।
reason-throw = { $card } फेंकें: { $joins ->
        [yes] आपके बाकी पत्ते
       *[no] यह आपके किसी पत्ते से नहीं जुड़ता, और बाकी पत्ते
    } { $steps ->
        [0] पूरे
        [one] डिक्लेयर से { $steps } पत्ता दूर
       *[other] डिक्लेयर से { $steps } पत्ते दूर
    } { $stays ->
        [yes] ही रहते हैं
       *[no] हैं
    }{ $points ->
        [0] ।
       *[other] ; हारने पर यह पत्ता { $points } अंक गिना जाएगा।
    }
reason-keep = { $card } रखें: { $name } ने { $took } उठाया।
reason-keep-passed = { $card } रखें: { $name } ने { $took } उठाया और { $passed } छोड़ दिया।
reason-take-wild = खुली गड्डी से { $card } उठाएँ: यह वाइल्ड है और किसी भी पत्ते की जगह ले सकता है।
reason-your-cards = आपके पत्तों
reason-take = खुली गड्डी से { $card } उठाएँ: यह { $cards } से जुड़ता है।
reason-take-closer = खुली गड्डी से { $card } उठाएँ: यह { $cards } से जुड़ता है और इससे आपका हाथ { $steps ->
        [0] पूरा हो जाता है
        [one] डिक्लेयर से { $steps } पत्ता दूर रह जाता है
       *[other] डिक्लेयर से { $steps } पत्ते दूर रह जाता है
    }।
reason-pass-empty = बंद गड्डी से उठाएँ: खुली गड्डी खाली है।
reason-pass-wild = बंद गड्डी से उठाएँ: { $card } वाइल्ड है, और इस टेबल पर वाइल्ड पत्ता खुली गड्डी पर ही रहता है।
reason-pass-little = बंद गड्डी से उठाएँ: { $card } से थोड़ी मदद मिलती, पर अनदेखा पत्ता ज़्यादा मदद कर सकता है और दूसरों को कुछ नहीं बताता।
reason-pass-no-help = बंद गड्डी से उठाएँ: { $card } से आपका हाथ डिक्लेयर के ज़रा भी करीब नहीं आता।

## बाज़ी की समीक्षा।

reviewed-dead-deal = रद्द बाज़ी: इसे कोई नहीं जीता। { $summary }
reviewed-no-turns = इस बाज़ी में आपकी कोई चाल समीक्षा के लिए नहीं है।
reviewed-summary = { $turns ->
        [0] { $turns } चालें
        [one] { $turns } चाल
       *[other] { $turns } चालें
    }: { $good } अच्छी, { $inaccuracies ->
        [0] कोई चूक नहीं
        [one] { $inaccuracies } चूक
       *[other] { $inaccuracies } चूकें
    }, { $mistakes ->
        [0] कोई गलती नहीं
        [one] { $mistakes } गलती
       *[other] { $mistakes } गलतियाँ
    }, { $blunders ->
        [0] कोई भारी भूल नहीं
        [one] { $blunders } भारी भूल
       *[other] { $blunders } भारी भूलें
    }।
reviewed-declaration-cost = हाथ पूरा नहीं था: डिक्लेयर { $points ->
    [one] का { $points } अंक लगा
   *[other] के { $points } अंक लगे
}।
reviewed-worse = { $choice } के मुकाबले करीब { $points ->
    [one] { $points } अंक का नुकसान।
   *[other] { $points } अंकों का नुकसान।
}
reviewed-drop-held = ड्रॉप करने { $points ->
    [one] का { $points } अंक लगता है
   *[other] के { $points } अंक लगते हैं
} और आगे खेलने पर करीब { $loss } अंक जाने की उम्मीद थी, पर यह सिर्फ़ अंदाज़ा है: कोच तभी ड्रॉप करता है जब ड्रॉप से { $margin ->
    [one] { $margin } अंक
   *[other] { $margin } अंक
} या उससे ज़्यादा बचें।
reviewed-drop-out = ड्रॉप करने { $points ->
    [one] का { $points } अंक लगता है
   *[other] के { $points } अंक लगते हैं
} और इससे आप पूल से बाहर हो जाते हैं (आपका कुल { $total } हो जाता है; सीमा { $limit } है), जबकि आगे खेलकर आप टिके रह सकते हैं।
reviewed-coach-agrees = कोच भी यही करता।
reviewed-as-good = कोच की पसंद नहीं, पर उतनी ही अच्छी।
reviewed-coach-then = { $first }; फिर आपके पत्तों के हिसाब से { $rest }
did-drop = ड्रॉप किया ({ $points ->
    [one] { $points } अंक
   *[other] { $points } अंक
})
did-draw-stock = बंद गड्डी से { $card } उठाया
did-take = खुली गड्डी से { $card } उठाया
did-declare-throwing = { $card } फेंककर डिक्लेयर किया
did-declare-13 = बिना पत्ता उठाए 13 पत्ते डिक्लेयर किए
did-throw = { $card } फेंका
choice-take = खुली गड्डी से { $card } उठाएँ
choice-draw = बंद गड्डी से उठाएँ
choice-drop = ड्रॉप करें
choice-throw = { $card } फेंकें
choice-declare = डिक्लेयर करें
choice-ing-take = खुली गड्डी से { $card } उठाने
choice-ing-draw = बंद गड्डी से उठाने
choice-ing-drop = ड्रॉप करने
choice-ing-throw = { $card } फेंकने
choice-ing-declare = डिक्लेयर करने


## समीक्षा की किसी चाल से आगे खेली गई बाज़ी।

ending-you-won = { $how ->
    [declared] आपने डिक्लेयर किया और बाज़ी जीती।
   *[other] बाकी सब बाहर हो गए: आप जीते।
}
ending-lost = { $how ->
    [declared] { $name } ने डिक्लेयर किया
   *[other] { $name } आखिर तक { $gender ->
        [feminine] टिकी रहीं
       *[other] टिके रहे
    }
}: { $points ->
    [0] आपके कोई अंक नहीं लगे
    [one] आपका { $points } अंक लगा
   *[other] आपके { $points } अंक लगे
}।
ending-other-won = { $how ->
    [declared] { $name } ने डिक्लेयर किया।
   *[other] { $name } आखिर तक { $gender ->
        [feminine] टिकी रहीं
       *[other] टिके रहे
    }।
}
ending-dropped = आपने { $points ->
    [one] { $points } अंक
   *[other] { $points } अंक
} देकर ड्रॉप किया; { $name } { $gender ->
        [feminine] जीतीं
       *[other] जीते
    }।
ending-invalid = आपने अधूरा हाथ डिक्लेयर किया: { $points ->
    [one] { $points } अंक
   *[other] { $points } अंक
}; { $name } { $gender ->
        [feminine] जीतीं
       *[other] जीते
    }।
ending-dead = बाज़ी रद्द: कोई नहीं जीता।

## मनाही: जवाब की गलती क्या कहती है। $value अनुरोध में आई गलत चीज़ है।

refusal-card-not-in-hand = यह पत्ता आपके हाथ में नहीं है
refusal-deal-over = यह बाज़ी खत्म हो चुकी है
refusal-out-of-deal = आप इस बाज़ी से बाहर हैं
refusal-not-your-turn = अभी { $name } की बारी है
refusal-wait-turn = अपनी बारी का इंतज़ार करें: अभी { $name } की बारी है
refusal-drawn-already = आप पत्ता उठा चुके हैं: अब एक पत्ता फेंकें
refusal-draw-first = पहले एक पत्ता उठाएँ
refusal-stock-empty = बंद गड्डी खाली है
refusal-discard-empty = खुली गड्डी खाली है
refusal-wild-pickup = { $card } वाइल्ड है: इस टेबल पर वाइल्ड पत्ता खुली गड्डी से नहीं उठा सकते
refusal-no-drops = इस टेबल पर ड्रॉप नहीं होता
refusal-drop-after-draw = ड्रॉप पत्ता उठाने से पहले करें, बाद में नहीं
refusal-just-picked = { $card } अभी खुली गड्डी से उठाया है: इसी चाल में वह वापस नहीं जा सकता
refusal-declare-13 = 13 पत्तों के साथ बिना फेंके डिक्लेयर करें
refusal-final-discard-first = पहले आखिरी फेंकने वाला पत्ता चुनें: 14 पत्तों के साथ डिक्लेयर में एक पत्ता फेंका जाता है।
refusal-select-card = पहले एक पत्ता चुनें
refusal-match-over = मैच खत्म हो चुका है
refusal-deal-not-over = यह बाज़ी अभी चल रही है
refusal-no-deal-yet = अभी कोई बाज़ी नहीं: पहले नया खेल शुरू करें
refusal-not-bot-turn = अभी किसी बॉट की बारी नहीं है
refusal-no-hints = दोस्तों के साथ खेल में सुझाव नहीं मिलते
refusal-no-clock = इस टेबल पर टाइमर नहीं है
refusal-auto-drop-own-turn = अभी आपकी बारी है: चाहें तो अभी ड्रॉप करें
refusal-auto-drop-drawn = आप पत्ता उठा चुके हैं: उठाने के बाद ड्रॉप नहीं होता
refusal-review-not-over = बाज़ी खत्म होने के बाद ही उसकी समीक्षा हो सकती है
refusal-review-deal = बाज़ी { $value } खत्म नहीं हुई, या ऐसी कोई बाज़ी नहीं है
refusal-served-match = यह मैच सर्वर पर बना था
refusal-new-served = नया मैच सर्वर पर बनता है
refusal-resume-served = सर्वर पर बना मैच वहीं आगे खेला जाता है
refusal-review-kept-served = रखे हुए मैच की समीक्षा आपके अपने डिवाइस पर होती है
refusal-branch-served = किसी चाल से बाज़ी आगे खेलना आपके अपने डिवाइस पर होता है
refusal-branch-turn-number = चाल उसका क्रमांक होती है, 1 से, { $value } नहीं
refusal-branch-turn = { $turns ->
    [0] बाज़ी { $deal } में आपकी कोई चाल नहीं जिसे फिर से खेला जाए
    [one] बाज़ी { $deal } में आपकी 1 चाल है, { $value } नहीं
   *[other] बाज़ी { $deal } में आपकी { $turns } चालें हैं, { $value } नहीं
}
refusal-no-branch = कोई बाज़ी आगे नहीं खेली जा रही: पहले समीक्षा की कोई चाल फिर से आज़माएँ
refusal-branch-request = आगे खेली जा रही बाज़ी { $requests } का जवाब देती है, { $value } का नहीं
refusal-branch-over = आगे खेली गई यह बाज़ी खत्म हो गई: देखें कैसे खत्म हुई, या चाल फिर से आज़माएँ
refusal-practice-not-kept = अभ्यास की बाज़ी रखी नहीं जाती
refusal-kept-over = रखा हुआ मैच खत्म हो चुका है
refusal-kept-replay = रखा हुआ मैच दोबारा नहीं चलता: { $reason }
refusal-position-object = स्थिति एक ऑब्जेक्ट होती है, { $value } नहीं
refusal-position-moves = स्थिति की चालें एक स्ट्रिंग में शब्द होती हैं, { $value } नहीं
refusal-position-replay = यह स्थिति दोबारा नहीं चलती: { $value }
refusal-position-seat = इस स्थिति में सीट { $value } की बारी नहीं है
refusal-position-drawn = स्थिति में पत्ता "stock" या "discard" से उठता है, { $value } से नहीं
refusal-puzzle-served = पहेलियाँ आपके अपने डिवाइस पर खेली जाती हैं
refusal-puzzle-what = पहेली किसी स्थिति पर खुलती है, या रखे हुए मैच की किसी चाल पर (उसके match, deal, seat, turn और step)
refusal-puzzle-step = चाल का कदम "draw" या "discard" होता है, { $value } नहीं
refusal-puzzle-no-draw = बाज़ी { $deal } की चाल { $turn } बिना पत्ता उठाए शुरू हुई: उसके बाद पूछने को कोई पत्ता फेंकना नहीं है
refusal-no-puzzle = कोई पहेली खुली नहीं है: पहले एक खोलें
refusal-puzzle-request = पहेली एक कदम लेती है: { $requests }, { $value } नहीं
refusal-puzzle-answered = इस पहेली का जवाब दिया जा चुका है: फिर आज़माने के लिए दूसरी खोलें
refusal-review-kept-replay = यह रखा हुआ मैच दोबारा नहीं चलता: { $reason }
refusal-kept-unreadable = यह रखा हुआ मैच पढ़ा नहीं जा सकता: { $reason }
refusal-kept-deal = इस रखे हुए मैच में बाज़ी { $value } खत्म हुई नहीं मिली
refusal-kept-no-deal = इस रखे हुए मैच में कोई खत्म हुई बाज़ी नहीं है
refusal-kept-options = रखे हुए मैच के विकल्प एक JSON ऑब्जेक्ट होते हैं
refusal-kept-export = मैच उसका एक्सपोर्ट (एक JSON ऑब्जेक्ट) होता है, { $value } नहीं
refusal-seats-bots = इस टेबल पर आपकी सीट के सिवा हर सीट बॉट की है
refusal-first-seat = पहली सीट आपकी है, किसी बॉट की नहीं
refusal-seat = सीट { $seat }: { $reason }
refusal-name-length = नाम में 1 से { $most } अक्षर होते हैं
refusal-name-control = नाम में कंट्रोल अक्षर नहीं हो सकते
refusal-no-bot = { $value } नाम का कोई बॉट नहीं ({ $bots })

## प्रोग्राम की मनाही (गलत बनावट का अनुरोध), खिलाड़ी तक नहीं पहुँचती।

refusal-request-object = अनुरोध एक JSON ऑब्जेक्ट होता है
refusal-request-id = अनुरोध की id एक पूर्णांक होती है
refusal-request-args = args एक JSON ऑब्जेक्ट होता है
refusal-request-type = अनजाना अनुरोध: { $value }
refusal-json = अनुरोध सही JSON नहीं है: { $reason }
refusal-rules = यह टेबल ऐसे नहीं बनती: { $reason }
refusal-seed = सीड 1 से { $most } तक की पूर्ण संख्या होता है, { $value } नहीं
refusal-players = खिलाड़ी 2 से 6 तक होते हैं, { $value } नहीं
refusal-clock = टाइमर null होता है या {"{"}"turn": S{"}"}, जहाँ S इनमें से एक है: { $turns }; { $value } नहीं
refusal-auto-drop-on = on true या false होता है, { $value } नहीं
refusal-deal-number = deal बाज़ी की संख्या होती है, { $value } नहीं
refusal-draw-source = पत्ता 'stock' या 'discard' से उठता है, { $value } से नहीं
refusal-card-id = पत्ता उसकी id से बताया जाता है, { $value } से नहीं
refusal-card-twice = एक पत्ता दो बार बताया गया है
refusal-cards-list = cards पत्तों की id की सूची होती है
refusal-tray = खाने 1 से 4 तक होते हैं, { $value } नहीं
refusal-tray-place = खाने में जगह 0 से 14 तक की संख्या होती है, { $value } नहीं
refusal-no-seat = इस टेबल पर सीट { $value } नहीं है
refusal-no-seat-match = इस मैच में सीट { $value } नहीं है
refusal-seats = seats सीटों की सूची होती है, { $value } नहीं
refusal-seat-shape = सीट { $seat } नाम और बॉट वाला ऑब्जेक्ट होती है, { $value } नहीं
refusal-seat-key = सीट { $seat } में { $value } नहीं होता
refusal-seat-bot = सीट { $seat }: बॉट की सीट बॉट-सूची (indian_rummy.bots) के नाम से बनती है, { $value } से नहीं
refusal-match-object = मैच एक JSON ऑब्जेक्ट होता है
refusal-match-log = मैच का लॉग एक सूची होता है
refusal-log-record = लॉग का हर रिकॉर्ड एक JSON ऑब्जेक्ट होता है
refusal-log-action = लॉग में अनजानी चाल: { $value }
refusal-log-deal = बाज़ी { $value } का लॉग रिकॉर्ड बाज़ी { $deal } के दौरान आया
refusal-log-replay = लॉग रिकॉर्ड { $record } दोबारा नहीं चलता: { $field } { $value }, { $expected } नहीं
refusal-no-decision = ऐसा कोई फ़ैसला नहीं: { $value }

## टेबल और मैच के तरीकों के नाम।

table-title-practice = अभ्यास
table-title-twine = दो खिलाड़ी
table-title-classic = क्लासिक
# वाक्य के भीतर टेबल का नाम ("क्लासिक टेबल"): $table उसकी कुंजी, $title उसका नाम।
table-named = { $table ->
    [practice] अभ्यास
    [twine] दो खिलाड़ियों वाली
    [classic] क्लासिक
   *[other] { $title }
}
format-title-deal = एक बाज़ी
format-title-pool101 = पूल 101
format-title-pool201 = पूल 201
format-title-deals2 = डील्स रमी, 2 बाज़ियाँ
format-title-deals3 = डील्स रमी, 3 बाज़ियाँ
format-title-deals6 = डील्स रमी, 6 बाज़ियाँ

# The name a table gives the player who typed none.
name-you = आप
