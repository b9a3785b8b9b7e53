# दोस्तों के साथ खेल: न्योता, लिंक, टेबल के पास की पट्टी, वे पन्ने जो तब दिखते हैं
# जब कोई लिंक टेबल नहीं खोल पाता, दोबारा मैच, और आपकी बारी की सूचना।

## दोस्तों के साथ खेलें: बटन, न्योते का फ़ॉर्म और उससे बना मैच।

invite-open = दोस्तों के साथ खेलें
invite-title = दोस्तों के साथ खेलें
invite-about = दोस्त अपनी-अपनी स्क्रीन पर, और चाहें तो बॉट भी; अंक वैसे ही गिने जाते हैं जैसे अंकों वाली टेबल पर। एक साथ खेलें, या जब सुविधा हो तब अपनी चाल चलें: मैच इंतज़ार करता है। दोस्तों के साथ खेलने के लिए इंटरनेट चाहिए।
invite-make = मैच बनाएँ
invite-cancel = रद्द करें
invite-your-matches = इस डिवाइस पर आपके मैच
invite-a-match = एक मैच
invite-opened = · { $day } को खोला
invite-offline = दोस्तों के साथ खेलने के लिए इंटरनेट चाहिए, और यह डिवाइस ऑफ़लाइन है।
invite-no-answer = दोस्तों के साथ खेलने के लिए इंटरनेट चाहिए: मैच सर्वर ने जवाब नहीं दिया। ऑनलाइन होने पर फिर कोशिश करें।
invite-no-offer = मैच सर्वर ने नहीं बताया कि वह कौन-सी टेबल देता है। थोड़ी देर में फिर कोशिश करें।
invite-not-made = मैच नहीं बन सका। थोड़ी देर में फिर कोशिश करें।
invite-not-made-because = मैच नहीं बन सका: { $why }
invite-ready-title = आपका मैच तैयार है
invite-ready-bots = बॉट बैठ गए हैं। अपना लिंक संभालकर रखें: यह आपको किसी भी डिवाइस से इसी टेबल पर वापस लाता है।
invite-ready-many = हर दोस्त को उसका अपना न्योता लिंक भेजें: जो लिंक खोलेगा, वह सीट उसकी होगी। अपना लिंक संभालकर रखें: यह आपको किसी भी डिवाइस से इसी टेबल पर वापस लाता है।
invite-ready-one = अपने दोस्त को न्योता लिंक भेजें (जो इसे खोलेगा, दूसरी सीट उसकी होगी)। अपना लिंक संभालकर रखें: यह आपको किसी भी डिवाइस से इसी टेबल पर वापस लाता है।
invite-open-table = टेबल खोलें
invite-own-link = आपका अपना लिंक, वापस आने के लिए
invite-close = बंद करें
invite-language = न्योते की भाषा
invite-link-for-friend = आपके दोस्त के लिए न्योता लिंक
invite-link-for = { $name } के लिए न्योता लिंक
invite-link-for-seat = सीट { $seat } के लिए न्योता लिंक

## कॉपी और शेयर वाला लिंक।

link-copy = लिंक कॉपी करें
link-copied = कॉपी हो गया।
link-copy-by-hand = लिंक चुनकर कॉपी करें।
link-share = शेयर करें…
link-share-title = इंडियन रमी
link-share-text = मेरे साथ इंडियन रमी का एक मैच खेलें:

## फ़ॉर्म: टेबल, फ़ॉर्मेट, सीटें, टाइमर।

invite-table = टेबल
invite-table-twine = दो खिलाड़ी, दो गड्डियाँ; खुली गड्डी से वाइल्ड जोकर नहीं उठा सकते, और सिर्फ़ पूरा हाथ ही डिक्लेयर हो सकता है।
invite-table-classic = दो से छह खिलाड़ी, एक या दो गड्डियों से; खुली गड्डी से वाइल्ड जोकर उठा सकते हैं।
invite-table-players = { $title } · { $count ->
    [one] { $count } खिलाड़ी
   *[other] { $count } खिलाड़ी
}
invite-table-players-range = { $title } · { $fewest } से { $most } खिलाड़ी
invite-format = फ़ॉर्मेट
invite-format-deals = चिप्स के लिए { $deals ->
    [0] { $deals } बाज़ियाँ
    [one] { $deals } बाज़ी
   *[other] { $deals } बाज़ियाँ
}, शुरू में हर किसी के पास { $chips }; हर बाज़ी का विजेता बाकियों के अंक चिप्स में लेता है, और सबसे ज़्यादा चिप्स वाला जीतता है।
invite-format-one = एक हाथ; कम अंक वाला जीतता है।
invite-format-pool = बाज़ी पर बाज़ी; { $limit ->
    [one] { $limit } अंक
   *[other] { $limit } अंक
} तक पहुँचते ही आप बाहर।
invite-seats = सीटें
invite-your-name = आपका नाम (ज़रूरी नहीं)
invite-add-seat = सीट जोड़ें
invite-clock = टाइमर
invite-clock-none = कोई नहीं: जब चाहें खेलें
invite-clock-turn = हर चाल { $seconds } सेकंड, { $reserve } सेकंड अतिरिक्त (एक साथ खेल)
invite-clock-days = { $days ->
    [one] हर चाल एक दिन के भीतर (जब चाहें)
   *[other] हर चाल { $days } दिन के भीतर (जब चाहें)
}
invite-seat-friend = एक दोस्त
invite-seat-bot = { $name } (बॉट)
invite-seat = सीट { $seat }
invite-seat-name = सीट { $seat }: दोस्त का नाम (ज़रूरी नहीं)
invite-seat-remove = हटाएँ
    .aria-label = सीट { $seat } हटाएँ

## दोस्तों वाली टेबल: स्थिति-पंक्ति के नीचे की पट्टी।

partner-play = दोस्तों के साथ
partner-joining = मैच से जुड़ रहे हैं…
partner-strip =
    .aria-label = बाकी खिलाड़ी
partner-turn-mark = आपकी बारी · { $title }
partner-retrying = कनेक्शन टूटा · फिर से जुड़ रहे हैं…
partner-crowded = यह सीट दूसरे डिवाइस पर खुली है, इसलिए इस पन्ने ने मैच देखना बंद कर दिया। यहाँ खेलने के लिए पन्ना फिर से लोड करें।
partner-records = मैच सर्वर अभी अपने रिकॉर्ड तक नहीं पहुँच पा रहा; चालें उसके लौटने तक रुकी रहेंगी।
partner-is-bot = { $name } बॉट है
partner-is-online = { $name } ऑनलाइन है
partner-is-away = { $name } अभी यहाँ नहीं है
partner-match-with = { $names } के साथ { $format }
partner-turn = { $name } की बारी।
partner-turn-since = { $since } से { $name } की बारी।
partner-turn-waits = मैच इंतज़ार करता है; { $name } जब चाहें खेल { $gender ->
        [feminine] सकती हैं
       *[other] सकते हैं
    }।
partner-when-today = { $clock } ({ $ago })
partner-when-day = { $day } { $clock } ({ $ago })
partner-ago-now = अभी-अभी
partner-ago-minutes = { $count ->
    [one] { $count } मिनट पहले
   *[other] { $count } मिनट पहले
}
partner-ago-hours = { $count ->
    [0] { $count } घंटे पहले
    [one] { $count } घंटा पहले
   *[other] { $count } घंटे पहले
}
partner-ago-days = { $count ->
    [one] { $count } दिन पहले
   *[other] { $count } दिन पहले
}
partner-clock-alert = { $count ->
    [one] आपकी बारी का { $count } सेकंड बचा है।
   *[other] आपकी बारी के { $count } सेकंड बचे हैं।
}
partner-days-per-turn = { $days ->
    [one] हर चाल एक दिन
   *[other] हर चाल { $days } दिन
}
partner-days-yours = आपकी बारी: { $until } तक खेलें ({ $perTurn }), वरना बाकी खिलाड़ी आपका इंतज़ार खत्म कर सकते हैं।
partner-days-yours-over = इस चाल का आपका समय खत्म हो गया: अभी खेलें, वरना बाकी खिलाड़ी आपका इंतज़ार खत्म कर सकते हैं।
partner-days-theirs = { $name } के पास खेलने के लिए { $until } तक का समय है ({ $perTurn })।
partner-days-theirs-over = इस चाल का { $name } का समय खत्म हो गया ({ $perTurn })।
partner-end-wait = इंतज़ार खत्म करें
partner-end-wait-throw = { partner-end-wait }: { $name } का उठाया पत्ता फेंकें
partner-end-wait-drop = { partner-end-wait }: { $name } ड्रॉप करें
partner-since-title = आपके जाने के बाद
partner-since-move = { $move }।
partner-since-done = ठीक है
partner-your-link = वापस आने का आपका लिंक
partner-own-link = आपका अपना लिंक (इसे किसी को न दें)
partner-final-scores = आखिरी अंक देखें
partner-play-here = यहीं खेलें
partner-move-waits = मैच से कनेक्शन नहीं है; फिर से जुड़ रहे हैं… कनेक्शन लौटते ही वह चाल भेज दी जाएगी।
partner-unreachable = मैच सर्वर तक नहीं पहुँच सके; थोड़ी देर में फिर कोशिश करें।
partner-offline = मैच सर्वर ने जवाब नहीं दिया: ऑनलाइन होने पर फिर कोशिश करें।

## जब कोई लिंक टेबल नहीं खोल पाता।

partner-page-tab = { $title } · इंडियन रमी
partner-page-wrong = यह लिंक कोई सीट नहीं खोलता
partner-page-wrong-text = हो सकता है लिंक अधूरा कॉपी हुआ हो, या वह किसी दूसरे मैच का हो। जिस दोस्त ने न्योता दिया, उनसे लिंक फिर से भेजने को कहें, या मैच बनाते समय मिला लिंक इस्तेमाल करें।
partner-page-missing = ऐसा कोई मैच नहीं है
partner-page-missing-text = इस सर्वर पर इस नाम का कोई मैच नहीं है। हो सकता है लिंक गलत लिखा गया हो, या वह किसी दूसरे सर्वर पर बना हो। नया मैच बनाकर नया न्योता लिंक भेजें।
partner-page-network = दोस्तों के साथ खेलने के लिए इंटरनेट चाहिए
partner-page-network-text = मैच सर्वर ने जवाब नहीं दिया, इसलिए यह मैच अभी नहीं खुल सकता। आपकी सीट और टेबल सर्वर पर सुरक्षित हैं: ऑनलाइन होने पर फिर कोशिश करें। अभ्यास की टेबल ऑफ़लाइन भी चलती है।
partner-page-static = दोस्तों के साथ खेल यहाँ उपलब्ध नहीं है
partner-page-static-text = खेल की यह कॉपी मैच सर्वर के बिना एक साधारण वेबसाइट है, इसलिए इसमें मैच नहीं हो सकता। दोस्तों वाले लिंक वहाँ चलते हैं जहाँ खेल `indian-rummy serve` से चलाया जाता है। अभ्यास की टेबल यहाँ चलती है।
partner-page-busy = यह सीट किसी दूसरी स्क्रीन पर खुली है
partner-page-busy-text = आपका लिंक अभी किसी दूसरे टैब या डिवाइस पर इस्तेमाल हो रहा है। आप चाहें तो यहीं खेल सकते हैं; दूसरी स्क्रीन टेबल देखती रहेगी।
partner-page-over = यह मैच खत्म हो गया
partner-page-over-text = यह मैच पूरा खेला जा चुका है। आखिरी अंक देखें; दोबारा मैच वहीं से शुरू होता है।
partner-page-server = मैच सर्वर यह मैच नहीं खोल सका
partner-page-server-text = सर्वर पर कुछ गड़बड़ हो गई। थोड़ी देर में फिर कोशिश करें।
partner-practice = अभ्यास की टेबल
partner-try-again = फिर कोशिश करें

## न्योते पर आए खिलाड़ी का नाम।

partner-name-form =
    .aria-label = आपका नाम
partner-name-ask = { $partner } को आप “{ $name }” दिखते हैं। आपका नाम:
partner-name-ask-table = टेबल पर आप “{ $name }” दिखते हैं। आपका नाम:
partner-name-save = नाम सहेजें
partner-name-later = अभी नहीं
partner-name-saved = अब { $partner } को आप { $name } दिखते हैं।
partner-name-saved-table = अब टेबल पर आप { $name } दिखते हैं।
partner-name-not-saved = नाम सहेजा नहीं जा सका। थोड़ी देर में फिर कोशिश करें।

## दोबारा मैच।

partner-rematch = दोबारा मैच
partner-rematch-join = दोबारा मैच में शामिल हों
partner-rematch-offer = फिर से खेलें: वही टेबल और वही नाम, नई बाज़ी। बाकी खिलाड़ी अपनी स्क्रीन या लिंक से जुड़ते हैं।
partner-rematch-made = दोबारा मैच तैयार है: वही टेबल और वही नाम, नई बाज़ी। आपका अपना लिंक वहाँ भी आपकी सीट खोलता है।
partner-rematch-ready = दोबारा मैच तैयार है: “{ partner-rematch-join }” से आप अपनी सीट पर पहुँचेंगे।
partner-rematch-failed = दोस्तों के साथ खेलने के लिए इंटरनेट चाहिए: दोबारा मैच नहीं बन सका। ऑनलाइन होने पर फिर कोशिश करें।

## आपकी बारी की सूचना।

push-switch = मेरी बारी आने पर मुझे बताएँ
push-on = आपकी बारी आने पर इस डिवाइस को बताया जाएगा, पन्ना बंद होने पर भी।
push-off = इस डिवाइस पर इस मैच की अब कोई सूचना नहीं आएगी।
push-blocked-ask = इस साइट की सूचनाएँ बंद हैं, इसलिए यह स्विच बंद रहेगा। जब तक यह पन्ना खुला है, इसका टैब बताता रहेगा कि आपकी बारी कब है।
push-blocked = इस साइट की सूचनाएँ बंद हैं, इसलिए यह स्विच बंद रहेगा।
push-no-service = यह ब्राउज़र अपनी सूचना सेवा तक नहीं पहुँच सका, इसलिए अभी आपकी बारी की सूचना नहीं मिल सकती।
push-no-key = मैच सर्वर अभी सूचनाएँ नहीं भेज सकता।
push-not-kept = मैच सर्वर ने सूचना का अनुरोध नहीं रखा।
push-not-heard = मैच सर्वर तक बात नहीं पहुँची; फिर कोशिश करें।
push-failed = यह नहीं हो पाया; थोड़ी देर में फिर कोशिश करें।
