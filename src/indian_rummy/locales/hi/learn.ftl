# Learn: puzzles, ratings, the daily puzzle and the streak (web/learn/).

## The way in, and the view

learn-open = सीखें
learn-title = सीखें
learn-puzzles-title = असली बाज़ियों की पहेलियाँ
learn-about = हर पहेली किसी असली बाज़ी का एक पल है: वही चाल चलें जो कोच चलता। सही चाल पर आपकी रेटिंग बढ़ती है, चूकने पर घटती है।
learn-back = टेबल पर वापस
learn-daily = आज की पहेली
learn-next = अगली पहेली
learn-theme-label = अभ्यास
learn-theme-any = सभी विषय
learn-no-puzzles = पहेलियाँ लोड नहीं हो सकीं ({ $why })।
learn-none-left = इस विषय में कोई पहेली बाकी नहीं: दूसरा विषय चुनें।

## The themes: what a puzzle is about

learn-theme-take = खुला पत्ता उठाएँ
learn-theme-stock = खुला पत्ता छोड़ें
learn-theme-pure = पहले प्योर सीक्वेंस
learn-theme-wild = वाइल्ड जोकर का इस्तेमाल
learn-theme-distance = वह पत्ता फेंकें जो डिक्लेयर के सबसे पास रखे
learn-theme-outs = ज़्यादा आउट्स रखें
learn-theme-points = बड़े पत्ते निकालें
learn-theme-feeding = अगले खिलाड़ी को पत्ता न दें
learn-theme-drop = समय पर ड्रॉप
learn-theme-play-on = ड्रॉप नहीं: खेलते रहें
learn-theme-declare = अभी डिक्लेयर करें

## Your rating and the streak ($rating: a number; $change: it signed, "+12", "−8")

learn-rating = आपकी रेटिंग: { $rating }
learn-rating-change = आपकी रेटिंग: { $rating } ({ $change })
learn-streak = रोज़ की पहेली लगातार हल: { $count ->
    [one] { $count } दिन।
   *[other] { $count } दिन।
}
learn-daily-solved = आज की पहेली हल हो गई।
learn-daily-missed = आज की पहेली चूक गई: कल नई पहेली।
learn-daily-title = आज की पहेली, { $date } · रेटिंग { $rating }
learn-daily-title-theme = आज की पहेली, { $date } · रेटिंग { $rating } · { $theme }
learn-puzzle-title = पहेली · रेटिंग { $rating }
learn-puzzle-title-theme = पहेली · रेटिंग { $rating } · { $theme }
learn-solved = हल! आपकी रेटिंग: { $rating } ({ $change })।
learn-missed = चूक गए। आपकी रेटिंग: { $rating } ({ $change })।
learn-not-rated = यह पहेली आप पहले हल कर चुके हैं: इस बार रेटिंग नहीं बदली।

## The board

learn-opening = पत्ते बिछ रहे हैं…
learn-failed = पहेली खुल नहीं सकी: { $why }
learn-checking = { $choice }: कोच देख रहा है…
learn-question-draw = आपकी बारी: बंद गड्डी से पत्ता उठाएँगे या खुला पत्ता लेंगे?
learn-question-throw = आपने पत्ता उठा लिया। कौन सा पत्ता फेंकेंगे?
learn-question-drop = आपकी पहली बारी: अभी ड्रॉप करेंगे या खेलते रहेंगे?
learn-question-declare = क्या अभी डिक्लेयर कर सकते हैं? या खेलते रहेंगे?
learn-board-piles = गड्डियाँ और वाइल्ड जोकर
learn-board-others = बाकी खिलाड़ी
learn-mark-coach = कोच की चाल
learn-mark-yours = आपकी चाल
learn-right = सही: कोच की चाल यही है
learn-wrong = कोच की चाल यह नहीं
learn-right-said = यहाँ सबसे अच्छी चाल: { $choice }।
learn-wrong-said = आपने चुना: { $yours }। कोच की चाल: { $answer }, { $loss ->
    [one] लगभग { $loss } अंक बेहतर।
   *[other] लगभग { $loss } अंक बेहतर।
}
learn-figures-title = कोच का हिसाब: हर चाल से आगे कितने अंक जाने की उम्मीद है (जितने कम, उतना अच्छा)
learn-figure = { $choice }: { $points ->
    [one] { $points } अंक
   *[other] { $points } अंक
}{ $marks ->
    [none] {""}
   *[other] {" "}({ $marks })
}
