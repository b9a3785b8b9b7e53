# पार्टनर सर्वर के अपने शब्द: पुश सूचनाएँ, "आपके जाने के बाद", मना किए गए अनुरोध।
# $name सीट का नाम है: किसी व्यक्ति का, जैसा लिखा गया, या बॉट का संदेश (bot-mira)।

## "आपके जाने के बाद": हर चाल एक संदेश। $done सीट ने क्या किया (इंजन के शब्द)।

since-moved = { $name } ने { $done }
since-and = { $first } और { $then }
since-your-time-ran-out = आपका समय खत्म हो गया: टेबल ने आपकी ओर से { $done }
since-time-ran-out = { $name } का समय खत्म हो गया: टेबल ने उनकी ओर से { $done }
since-deal-began = बाज़ी { $deal } शुरू हुई
since-earlier-moves = { $count ->
    [0] पहले की { $count } चालें
    [one] पहले की { $count } चाल
   *[other] पहले की { $count } चालें
}

## पुश सूचनाएँ: शीर्षक, और ताज़ा चालें ($moves)।

push-your-turn-title = आपकी बारी
push-your-turn = { $moves } — अब आपकी बारी।
push-deal-over-title = बाज़ी { $deal } खत्म हुई
push-deal-over = { $moves } — बाज़ी खत्म हुई।
push-match-over-title = मैच खत्म हुआ
push-match-over = { $moves } — मैच खत्म हुआ।
push-moves-then = { $before }; { $then }

## मना किए गए अनुरोध। $shape वह JSON है जो अनुरोध में होना चाहिए था, जैसा है वैसा;
## $given जो भेजा गया; $reason पार्सर के अपने (अंग्रेज़ी) शब्द।

server-forbidden = इस लिंक का टोकन इस मैच की कोई सीट नहीं खोलता।
server-no-match = ऐसा कोई मैच नहीं है।
server-unavailable = मैच सर्वर अभी अपने रिकॉर्ड तक नहीं पहुँच पा रहा, इसलिए कुछ नहीं बदला; थोड़ी देर में फिर कोशिश करें।
server-unreadable = सर्वर की एक खराबी के कारण यह मैच नहीं खुल सकता; इसकी सूचना दे दी गई है।
server-fault = सर्वर पर कुछ गड़बड़ हो गई; इस अनुरोध से कुछ नहीं बदला। इसकी सूचना दे दी गई है।
server-refused = सर्वर ने यह अनुरोध नहीं माना: { $reason }
server-slow-down = बहुत ज़्यादा अनुरोध; थोड़ा धीरे।
server-too-many-matches = इस पते से अभी के लिए जितने मैच बन सकते थे, बन चुके; बाद में फिर कोशिश करें।
server-too-many-bots = इस पते से अभी के लिए जितनी बॉट सीटें शुरू हो सकती थीं, हो चुकीं (घंटे में { $per_hour }); बाद में फिर कोशिश करें, या कम बॉट बिठाएँ।
server-too-many-reviews = इस पते के लिए अभी जितनी समीक्षाएँ बन सकती थीं, बन चुकीं; { $seconds } सेकंड बाद फिर कोशिश करें।
server-too-many-connections = इस पते के सर्वर से { $most ->
    [one] { $most } कनेक्शन खुला है
   *[other] { $most } कनेक्शन खुले हैं
}, जितने खुल सकते हैं; एक बंद करें या थोड़ी देर में फिर कोशिश करें।
server-headers-late = अनुरोध के हेडर { $seconds } सेकंड में नहीं पहुँचे।
server-body-late = अनुरोध का पूरा हिस्सा { $seconds } सेकंड में नहीं पहुँचा।
server-body-incomplete = अनुरोध का पूरा हिस्सा नहीं पहुँचा।
server-too-large = अनुरोध में ज़्यादा से ज़्यादा { $most ->
    [one] { $most } बाइट
   *[other] { $most } बाइट
} हो सकते हैं।
server-not-utf8 = अनुरोध UTF-8 टेक्स्ट नहीं है।
server-not-json = अनुरोध सही JSON नहीं है: { $reason }।
# $field अनुरोध में फ़ील्ड की जगह (keys.p256dh); $types JSON के अपने नाम।
server-field-type = अनुरोध का { $field } एक JSON { $types } होना चाहिए, { $given } नहीं।
server-binary-frame = अनुरोध UTF-8 JSON का टेक्स्ट फ़्रेम होता है, बाइनरी नहीं।
server-not-utf8-json = अनुरोध UTF-8 JSON टेक्स्ट होता है।
server-hello-shape = पहला संदेश { $shape } होता है।
server-seq = seq उन चालों की गिनती है जो पेज देख चुका है, 0 से { $most } तक, { $given } नहीं।
server-name-shape = नया नाम { $shape } के रूप में भेजें।
server-push-off-shape = पुश बंद करने के लिए { $shape } भेजें।
server-push-shape = सदस्यता ब्राउज़र का { $shape } होती है।
server-push-language = पुश सूचनाओं की भाषा { $languages } में से एक होती है, { $given } नहीं।
server-push-endpoint = यह एंडपॉइंट किसी ब्राउज़र की पुश सेवा का नहीं है: { $given }।
server-push-keys = सदस्यता की कुंजियाँ { $shape } होती हैं, { $given } नहीं।
server-push-key-size = सदस्यता की keys.{ $key } base64url में { $size ->
    [one] { $size } बाइट
   *[other] { $size } बाइट
} की होती है, { $given } नहीं।
server-push-not-p256 = सदस्यता की keys.p256dh कोई P-256 पब्लिक कुंजी नहीं है।

## टेबल पर खिलाड़ी को मिलने वाले जवाब।

server-conflict = दूसरी चालें बार-बार पहले पहुँच गईं; टेबल अभी ऐसी है।
server-deal-too-long = इस बाज़ी में { $most ->
    [0] { $most } चालें हो चुकीं
    [one] { $most } चाल हो चुकी
   *[other] { $most } चालें हो चुकीं
}, एक बाज़ी में इससे ज़्यादा नहीं हो सकतीं: अब इसमें और चाल नहीं चली जा सकती
server-rematch-not-over = दोबारा मैच यह मैच खत्म होने के बाद ही शुरू हो सकता है।
server-name-length = नाम में 1 से { $most } अक्षर होते हैं।
server-seat-name-length = सीट { $seat }: नाम में 1 से { $most } अक्षर होते हैं।
server-name-taken = { $name } इस टेबल पर पहले से { $gender ->
        [feminine] बैठी हैं
       *[other] बैठे हैं
    }; कोई दूसरा नाम चुनें।
server-no-wait = इस मैच में चाल के लिए दिन नहीं मिलते, या किसी की चाल का इंतज़ार नहीं हो रहा।
server-own-turn = यह आपकी अपनी बारी है: चाल चलिए।
# $until: देर वाली सीट की बारी कब खत्म होगी (UTC), जैसे "05 Dec 18:30"।
server-still-has-time = { $name } के पास अभी समय है: हर चाल के लिए { $days ->
    [one] { $days } दिन
   *[other] { $days } दिन
}, { $until } UTC तक।
server-busy = सर्वर पर जितनी लाइव टेबल खुल सकती हैं, खुली हैं; थोड़ी देर में फिर कोशिश करें।

## API जिस नए मैच को मना करे (पेज का फ़ॉर्म वही देता है जो चलता है)।
## $table टेबल की कुंजी है (twine, classic); $given जो भेजा गया, उद्धरण में।

server-or = { $before } या { $then }
server-new-match-shape = नया मैच एक JSON ऑब्जेक्ट होता है।
server-new-match-setting = नए मैच में { $given } नाम की कोई सेटिंग नहीं होती (सिर्फ़ { $settings })।
server-new-match-table = पार्टनर के साथ खेल { $tables } टेबल पर होता है, { $given } पर नहीं।
server-new-match-format = { $table } मैच में { $formats } खेला जाता है, { $given } नहीं।
server-new-match-seats = { $table } मैच में { $count ->
    [0] { $count } सीटें होती हैं
    [one] { $count } सीट होती है
   *[other] { $count } सीटें होती हैं
}, हर एक { $seat }।
server-new-match-seats-range = { $table } मैच में { $fewest } से { $most } सीटें होती हैं, हर एक { $seat }।
server-seat-one-bot = सीट 1 मैच बनाने वाले व्यक्ति की होती है, किसी बॉट की नहीं।
server-seat-unknown-bot = सीट { $seat }: { $given } नाम का कोई बॉट नहीं है ({ $bots })।
server-seat-shape = सीट { $seat } या तो किसी व्यक्ति की होती है, { $person }, या किसी बॉट की, { $bot } (बॉट की सीट उसी बॉट के नाम से होती है)।
server-clock = टाइमर या तो null होता है (कोई टाइमर नहीं: जब चाहें खेलें), या { $live }: हर चाल के इतने सेकंड, { $reserve } सेकंड के रिज़र्व के साथ (लाइव खेल), या { $any_time }: हर चाल के लिए 1 से { $most_days } दिन (जब चाहें); { $given } नहीं।
