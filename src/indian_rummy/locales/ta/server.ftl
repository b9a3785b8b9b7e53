# நண்பர் சர்வர் தானே எழுதுவது: push அறிவிப்புகள், "நீங்கள் போன பின்", மறுப்புகள்.
# $name இருக்கையின் பெயர்: ஒருவர் தட்டச்சு செய்தது, அல்லது பாட்டின் செய்தி (bot-mira).

## "நீங்கள் போன பின்": ஒவ்வொன்றும் ஒரு நகர்வு; பக்கம் பட்டியலாக, push.py ஒன்றன் பின் ஒன்றாக.
## $done அந்த இருக்கை செய்தது (இயந்திரத்தின் turn- சொற்கள், எழுவாய் சாராதவை: "5♦ போட்டது").

since-moved = { $name }: { $done }
since-and = { $first }, { $then }
since-your-time-ran-out = உங்கள் நேரம் முடிந்தது: மேஜை உங்களுக்காக ஆடியது ({ $done })
since-time-ran-out = { $name }: நேரம் முடிந்தது, மேஜை அவருக்காக ஆடியது ({ $done })
since-deal-began = ஆட்டம் { $deal } தொடங்கியது
since-earlier-moves = { $count ->
    [one] முந்தைய { $count } நகர்வு
   *[other] முந்தைய { $count } நகர்வுகள்
}

## Push அறிவிப்புகள்: தலைப்பு, கடைசி நகர்வுகளைச் சொல்லும் உடல் ($moves).

push-your-turn-title = உங்கள் முறை
push-your-turn = { $moves } — உங்கள் முறை.
push-deal-over-title = ஆட்டம் { $deal } முடிந்தது
push-deal-over = { $moves } — ஆட்டம் முடிந்தது.
push-match-over-title = மேட்ச் முடிந்தது
push-match-over = { $moves } — மேட்ச் முடிந்தது.
push-moves-then = { $before }; { $then }

## கோரிக்கையின் மறுப்புகள். $shape கோரிக்கை அனுப்ப வேண்டிய JSON, அப்படியே;
## $given அது அனுப்பியது (மேற்கோளில்); $reason பாகுபடுத்தியின் சொந்தச் சொற்கள் (ஆங்கிலம்).

server-forbidden = இந்த இணைப்பின் டோக்கன் இந்த மேட்சில் எந்த இருக்கையையும் திறக்காது.
server-no-match = அப்படி ஒரு மேட்ச் இல்லை.
server-unavailable = மேட்ச் சர்வரால் இப்போது தன் பதிவுகளை அணுக முடியவில்லை, அதனால் எதுவும் மாறவில்லை; சிறிது நேரத்தில் மீண்டும் முயலுங்கள்.
server-unreadable = சர்வரில் உள்ள கோளாறால் இந்த மேட்சைத் திறக்க முடியவில்லை; அது தெரிவிக்கப்பட்டுள்ளது.
server-fault = சர்வரில் ஏதோ தவறு நடந்தது; இந்தக் கோரிக்கையால் எதுவும் மாறவில்லை. அது தெரிவிக்கப்பட்டுள்ளது.
server-refused = { $reason }
server-slow-down = மிக அதிகக் கோரிக்கைகள்; மெதுவாக.
server-too-many-matches = இந்த முகவரி இப்போதைக்கு அனுமதிக்கப்பட்ட அளவு மேட்சுகளை உருவாக்கிவிட்டது; பின்னர் முயலுங்கள்.
server-too-many-bots = இந்த முகவரி இப்போதைக்கு அனுமதிக்கப்பட்ட அளவு பாட் இருக்கைகளைத் தொடங்கிவிட்டது (மணிக்கு { $per_hour }); பின்னர் முயலுங்கள், அல்லது குறைவான பாட்களை அமர்த்துங்கள்.
server-too-many-reviews = இந்த முகவரிக்கு இப்போதைக்கு அனுமதிக்கப்பட்ட அளவு ஆய்வுகள் செய்யப்பட்டுவிட்டன; { $seconds } வி கழித்து மீண்டும் முயலுங்கள்.
server-too-many-connections = இந்த முகவரிக்கு சர்வருடன் { $most ->
    [one] { $most } இணைப்பு திறந்துள்ளது
   *[other] { $most } இணைப்புகள் திறந்துள்ளன
}, அனுமதிக்கப்பட்ட அளவு; ஒன்றை மூடுங்கள் அல்லது சிறிது நேரத்தில் முயலுங்கள்.
server-headers-late = கோரிக்கையின் headers { $seconds } வி-க்குள் வரவில்லை.
server-body-late = கோரிக்கையின் body { $seconds } வி-க்குள் முழுமையாக வரவில்லை.
server-body-incomplete = கோரிக்கையின் body முழுமையாக வரவில்லை.
server-too-large = கோரிக்கையின் body அதிகபட்சம் { $most ->
    [one] { $most } byte
   *[other] { $most } bytes
}.
server-not-utf8 = கோரிக்கையின் body UTF-8 உரை இல்லை.
server-not-json = கோரிக்கையின் body சரியான JSON இல்லை: { $reason }.
# $field கோரிக்கையில் அதன் இடத்தால் ஒரு புலத்தைக் குறிக்கும் (keys.p256dh); $types JSON-இன் பெயர்கள்.
server-field-type = கோரிக்கையின் { $field } ஒரு JSON { $types } ஆக இருக்க வேண்டும், { $given } அல்ல.
server-binary-frame = கோரிக்கை UTF-8 JSON உள்ள text frame, binary அல்ல.
server-not-utf8-json = கோரிக்கை UTF-8 JSON உரை.
server-hello-shape = முதல் செய்தி { $shape }.
server-seq = seq என்பது பக்கம் பார்த்த செயல்களின் எண்ணிக்கை, 0 முதல் { $most }, { $given } அல்ல.
server-name-shape = புதிய பெயர் { $shape }.
server-push-off-shape = அறிவிப்புகளை அணைப்பது { $shape }.
server-push-shape = subscription என்பது உலாவியின் { $shape }.
server-push-language = push அறிவிப்புகளின் மொழி { $languages } இல் ஒன்று, { $given } அல்ல.
server-push-endpoint = endpoint உலாவியின் push சேவையில் இல்லை: { $given }.
server-push-keys = subscription-இன் keys { $shape }, { $given } அல்ல.
server-push-key-size = subscription-இன் keys.{ $key } base64url-இல் { $size ->
    [one] { $size } byte
   *[other] { $size } bytes
}, { $given } அல்ல.
server-push-not-p256 = subscription-இன் keys.p256dh ஒரு P-256 public key இல்லை.

## மேஜையில் ஆட்டக்காரர் சந்திக்கும் மறுப்புகள்.

server-conflict = மற்ற நகர்வுகள் முதலில் மேஜையை அடைந்தன; இப்போது இருக்கும் மேஜை இதுதான்.
server-deal-too-long = இந்த ஆட்டம் { $most ->
    [one] { $most } நகர்வை
   *[other] { $most } நகர்வுகளை
} எட்டிவிட்டது, ஒரு ஆட்டத்தின் அதிகபட்சம்: இனி இதில் நகர்வு இல்லை
server-rematch-not-over = இந்த மேட்ச் முடிந்த பின்தான் மறு மேட்ச் தொடங்கும்.
server-name-length = பெயரில் 1 முதல் { $most } எழுத்துகள்.
server-seat-name-length = இருக்கை { $seat }: பெயரில் 1 முதல் { $most } எழுத்துகள்.
server-name-taken = { $name } ஏற்கெனவே இந்த மேஜையில் அமர்ந்துள்ளார்; வேறு பெயரைத் தேருங்கள்.
server-no-wait = இந்த மேட்சில் முறைக்கு நாட்கள் இல்லை, அல்லது எந்த முறைக்கும் காத்திருக்கவில்லை.
server-own-turn = இது உங்கள் சொந்த முறை: ஆடுங்கள்.
# $until: தாமதமான இருக்கையின் முறை முடியும் நாளும் நேரமும் (UTC), எ.கா. "05 Dec 18:30".
server-still-has-time = { $name }: இன்னும் நேரம் உள்ளது: முறைக்கு { $days ->
    [one] { $days } நாள்
   *[other] { $days } நாட்கள்
}, { $until } UTC வரை.
server-busy = சர்வர் தாங்கக்கூடிய அளவு நேரலை மேஜைகள் திறந்துள்ளன; சிறிது நேரத்தில் மீண்டும் முயலுங்கள்.

## API மறுக்கும் புதிய மேட்ச் (பக்கத்தின் படிவம் அது ஏற்பதை மட்டுமே தரும்).
## $table மேஜையின் சாவி (twine, classic); $given அனுப்பியது, மேற்கோளில்.

server-or = { $before } அல்லது { $then }
server-new-match-shape = புதிய மேட்ச் ஒரு JSON object.
server-new-match-setting = புதிய மேட்சில் { $given } அமைப்பு இல்லை ({ $settings } மட்டுமே).
server-new-match-table = நண்பர்களுடன் ஆடுவது { $tables } மேஜையில், { $given } அல்ல.
server-new-match-format = { $table } மேட்ச் { $formats } ஆடும், { $given } அல்ல.
server-new-match-seats = { $table } மேட்சில் { $count ->
    [one] { $count } இருக்கை
   *[other] { $count } இருக்கைகள்
}, ஒவ்வொன்றும் { $seat }.
server-new-match-seats-range = { $table } மேட்சில் { $fewest } முதல் { $most } இருக்கைகள், ஒவ்வொன்றும் { $seat }.
server-seat-one-bot = இருக்கை 1 மேட்சை உருவாக்குபவருடையது, பாட் அல்ல.
server-seat-unknown-bot = இருக்கை { $seat }: { $given } என்ற பாட் இல்லை ({ $bots }).
server-seat-shape = இருக்கை { $seat } ஒரு நபர், { $person }, அல்லது ஒரு பாட், { $bot } (பாட்டின் இருக்கைக்கு அதன் பாட்டின் பெயர்).
server-clock = clock என்பது null (இல்லை: எப்போது வேண்டுமானாலும்), முறைக்கு { $live } விநாடிகளுடன் { $reserve } விநாடிகள் கூடுதல் நேரம் (நேரலை ஆட்டம்), அல்லது { $any_time }, முறைக்கு 1 முதல் { $most_days } நாட்கள் (எப்போது வேண்டுமானாலும்); { $given } அல்ல.
