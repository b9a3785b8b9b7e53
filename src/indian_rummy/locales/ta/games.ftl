# உங்கள் ஆட்டங்கள் (இந்தச் சாதனம் சேமிப்பவை), முன்னேற்றம் (அதன் எண்களும் வரைபடங்களும்),
# முடிந்த ஆட்டத்தின் ஆய்வுப் பலகை.

## உங்கள் ஆட்டங்கள்.

games-open = உங்கள் ஆட்டங்கள்
games-title = உங்கள் ஆட்டங்கள்
games-about = இந்தச் சாதனத்தில் மட்டுமே சேமிக்கப்படும்: புள்ளி மேஜைகளில் முடிந்த ஒவ்வொரு ஆட்டமும், இங்கே திறந்த ஒவ்வொரு நண்பர் மேட்சும். எதுவும் சாதனத்தை விட்டு வெளியே போகாது.
games-views =
    .aria-label = காட்சி
games-show-list = ஆட்டங்கள்
games-show-progress = முன்னேற்றம்
games-list-title = ஆட்டங்கள், புதியது முதலில்
games-keys = Tab மூலம் பட்டியலுக்குச் சென்று, அம்பு விசைகளால் ஆட்டத்திலிருந்து ஆட்டத்துக்கு நகருங்கள்.
games-empty = இன்னும் சேமித்த ஆட்டம் இல்லை. புள்ளி மேஜைகளில் முடிந்த ஆட்டங்களும் நண்பர் மேட்சுகளும் இங்கே வரும்.
games-import = மேட்சை இறக்குமதி செய் (JSON பதிவு)
games-forget = என் ஆட்டங்களை மற…
games-forget-ask = இந்தச் சாதனம் சேமிக்கும் எல்லா ஆட்டங்களையும், ஆய்வுகளையும், முடியாத மேட்சுகளையும் மறக்கவா? இதைத் திரும்பப் பெற முடியாது.
games-forget-keep = வைத்திரு
games-forget-yes = மறந்துவிடு
games-forgotten = மறந்தாயிற்று: இந்தச் சாதனத்தில் இப்போது எந்த ஆட்டமும் இல்லை.
games-close = மூடு
games-not-keeping = இந்த உலாவி பக்கத்தை எதையும் சேமிக்க விடுவதில்லை, அதனால் புதிய ஆட்டங்கள் சேமிக்கப்படாது.
# $why: ஒவ்வொரு பதிவிலும் இருந்த குறை, "; " இணைத்தவை.
games-unreadable = { $count ->
    [one] சேமித்த { $count } பதிவைப் படிக்க முடியவில்லை, அது விடப்பட்டது ({ $why }).
   *[other] சேமித்த { $count } பதிவுகளைப் படிக்க முடியவில்லை, அவை விடப்பட்டன ({ $why }).
}
# சேமித்த பதிவை ஏன் படிக்க முடியவில்லை, அல்லது ஏன் எதையும் சேமிக்க முடியாது.
keep-damaged = சேதமடைந்தது
keep-not-a-record = சேமித்த பதிவு இல்லை
keep-not-a-game = சேமித்த ஆட்டம் இல்லை
keep-other-version = வடிவம் { $found }, { $version } அல்ல
keep-nothing = இந்த உலாவி இந்தப் பக்கத்துக்கு எதையும் சேமிப்பதில்லை
keep-full = இந்தச் சாதனத்தில் பக்கத்துக்கான சேமிப்பிடம் நிரம்பிவிட்டது
keep-refused = இந்த உலாவி அதைச் சேமிக்க மறுத்தது
keep-unread = இந்த உலாவி தான் சேமித்ததைப் படிக்க மறுத்தது

## பட்டியலில் ஒரு ஆட்டம்.

# முடிந்த ஆட்டம்: "பூல் 101, ஆட்டம் 3 · கிளாசிக்".
games-deal-title = { $format }, ஆட்டம் { $deal } · { $table }
games-partner-title = நண்பர் மேட்ச் · { $format }
games-partner-title-table = நண்பர் மேட்ச் · { $format } · { $table }
games-a-match = ஒரு மேட்ச்
games-with = { $names } உடன்
games-won = நீங்கள் வென்றீர்கள்
games-lost = நீங்கள் தோற்றீர்கள்
games-dropped = நீங்கள் டிராப் செய்தீர்கள்
games-dead = செல்லாத ஆட்டம்
games-draw = வெற்றியாளர் இல்லை
games-not-over = இன்னும் முடியவில்லை
# ஆட்டத்தின் முடிவும் புள்ளிகளும்: "நீங்கள் தோற்றீர்கள் (கிரண் வென்றார்), 23 புள்ளிகள்".
games-outcome = { $outcome }, { $points ->
    [one] { $points } புள்ளி
   *[other] { $points } புள்ளிகள்
}
games-outcome-winner = { $outcome } ({ $winner } வென்றார்), { $points ->
    [one] { $points } புள்ளி
   *[other] { $points } புள்ளிகள்
}
games-review = ஆய்வு
games-export = ஏற்றுமதி
games-open-match = திற
games-exported = ஆட்டம் { $deal }-இன் மேட்ச் JSON பதிவாகச் சேமிக்கப்பட்டது: indian-rummy review அதைப் படிக்கும்.

## ஆய்வுகளைக் கணக்கிடுதல், இறக்குமதி.

games-engine-not-ready = கேம் இயந்திரம் தயாராக இல்லை: மேஜையில் சீட்டு போட்டதும் மீண்டும் முயலுங்கள்.
games-engine-cannot = இயந்திரத்தால் இந்த ஆட்டத்தை ஆய்வு செய்ய முடியவில்லை.
games-engine-stopped = கேம் இயந்திரம் நின்றுவிட்டது: புதிய ஆட்டத்தைத் தொடங்கி, மீண்டும் முயலுங்கள்.
games-working-out = ஆட்டம் { $deal }-இன் ஆய்வு தயாராகிறது…
games-working-out-turn = ஆட்டம் { $deal }-இன் ஆய்வு தயாராகிறது: முறை { $turn } / { $turns }…
games-not-a-log = { $file } மேட்சின் JSON பதிவு இல்லை: எதுவும் இறக்குமதி ஆகவில்லை.
games-checking = { $file } சரிபார்க்கப்படுகிறது…
games-reviewing = { $file }: ஆட்டம் { $deal } / { $deals } ஆய்வாகிறது…
games-not-imported = { $file } இறக்குமதி ஆகவில்லை: { $why }
games-imported = { $count ->
    [one] { $file }-இலிருந்து { $count } ஆட்டம் இறக்குமதி ஆனது.
   *[other] { $file }-இலிருந்து { $count } ஆட்டங்கள் இறக்குமதி ஆயின.
}
games-working-out-all = இன்னும் ஆய்வு செய்யாத ஆட்டங்களின் ஆய்வு தயாராகிறது: { $done } / { $count }…
games-not-reviewed = ஆட்டம் { $deal }-ஐ ஆய்வு செய்ய முடியவில்லை: { $why }
games-reviewed = { $count ->
    [one] { $count } ஆட்டம் ஆய்வு செய்யப்பட்டது.
   *[other] { $count } ஆட்டங்கள் ஆய்வு செய்யப்பட்டன.
}

## முன்னேற்றம்.

progress-title = முன்னேற்றம்
progress-none = இன்னும் முடிந்த ஆட்டம் சேமிக்கப்படவில்லை: புள்ளி மேஜையில் ஒரு ஆட்டம் ஆடுங்கள்.
progress-nobody = யாருமில்லை
progress-played = ஆடிய ஆட்டங்கள்
progress-won = வென்றவை
progress-dropped = டிராப்
progress-points = ஆட்டத்துக்குப் புள்ளிகள்
progress-by-opponent = எதிராளி வாரியாக ஆட்டங்கள்
progress-opponent = எதிராளி
progress-deals = ஆட்டங்கள்
progress-each-deal = ஒவ்வொரு ஆட்டமும், பழையது முதலில்
    .aria-label = ஒவ்வொரு ஆட்டமும், பழையது முதலில்
progress-deal = ஆட்டம்
progress-against = எதிராக
progress-result = முடிவு
progress-points-head = புள்ளிகள்
progress-blunders = பெருந்தவறுகள்
progress-mistakes = தவறுகள்
progress-inaccuracies = சிறு பிழைகள்
progress-points-lost = இழந்த புள்ளிகள்
progress-outcome = { $outcome ->
    [won] வெற்றி
    [lost] தோல்வி
    [dropped] டிராப்
    [dead] செல்லாத ஆட்டம்
   *[other] { $outcome }
}
progress-points-title = ஒவ்வொரு ஆட்டமும் உங்களுக்குச் செலவான புள்ளிகள், பழையது முதலில்
progress-points-words = { $deals ->
    [one] { $deals } ஆட்டம்
   *[other] { $deals } ஆட்டங்கள்
}, சராசரியாக ஆட்டத்துக்கு { $average ->
    [one] { $average } புள்ளி
   *[other] { $average } புள்ளிகள்
}.
progress-points-trend = முதல் { $firstDeals ->
    [one] { $firstDeals } ஆட்டம்
   *[other] { $firstDeals } ஆட்டங்கள்
}: சராசரியாக ஆட்டத்துக்கு { $before ->
    [one] { $before } புள்ளி
   *[other] { $before } புள்ளிகள்
}; கடைசி { $lastDeals ->
    [one] { $lastDeals } ஆட்டம்
   *[other] { $lastDeals } ஆட்டங்கள்
}: { $after }.
progress-points-table = கீழே உள்ள அட்டவணை ஒவ்வொரு ஆட்டத்தையும் காட்டும்.
progress-marks-title = ஒவ்வொரு ஆட்டத்திலும் ஆய்வின் குறிகள், பழையது முதலில்
progress-marks-words = { $deals ->
    [one] ஆய்வு செய்த { $deals } ஆட்டத்தில்
   *[other] ஆய்வு செய்த { $deals } ஆட்டங்களில்
}: { $blunders ->
    [one] { $blunders } பெருந்தவறு
   *[other] { $blunders } பெருந்தவறுகள்
}, { $mistakes ->
    [one] { $mistakes } தவறு
   *[other] { $mistakes } தவறுகள்
}, { $inaccuracies ->
    [one] { $inaccuracies } சிறு பிழை
   *[other] { $inaccuracies } சிறு பிழைகள்
}; கோச்சின் தேர்வுகளை விட ஆட்டத்துக்கு { $loss ->
    [one] { $loss } புள்ளி
   *[other] { $loss } புள்ளிகள்
} இழப்பு.
progress-marks-none = இன்னும் எந்த ஆட்டமும் ஆய்வு செய்யப்படவில்லை.
progress-key-blunders = பெருந்தவறுகள்: தொடர் கோடு
progress-key-mistakes = தவறுகள்: உடைந்த கோடு
progress-key-inaccuracies = சிறு பிழைகள்: புள்ளிக் கோடு
progress-your-mistakes = உங்கள் தவறுகள்
progress-mistakes-waiting = காத்திருப்பவை
progress-mistakes-due = இன்று வருபவை
progress-mistakes-solved = தீர்ந்தவை
progress-mistakes-about = ஆய்வு தவறு அல்லது பெருந்தவறு என்று குறித்த ஒவ்வொரு முறையும், இரண்டு முறை சரியாகப் பதில் சொல்லும் வரை "கற்க" பகுதியில் திரும்ப வரும்.
progress-mistakes-learn = "கற்க" பகுதியில் பயிற்சி செய்யுங்கள்

## ஒரு ஆட்டத்தின் ஆய்வு.

review-title = ஆட்டத்தின் ஆய்வு
review-title-deal = ஆட்டம் { $deal }-இன் ஆய்வு
review-deals =
    .aria-label = ஆய்வு செய்ய வேண்டிய ஆட்டம்
review-deal = ஆட்டம் { $deal }
review-how = ஒவ்வொரு முறையும் அப்போது நீங்கள் பார்க்க முடிந்ததை வைத்து, கோச்சின் தேர்வோடு ஒப்பிட்டு மதிப்பிடப்படுகிறது: அது உங்களுக்கு எத்தனை புள்ளிகள் செலவாகும் என்ற எதிர்பார்ப்பால். வழிகாட்டியின் கோச் பகுதியைப் பாருங்கள்.
review-chart-title = உங்கள் ஆட்டம், முறை முறையாக
review-keys = Tab மூலம் வரைபடத்தின் முறைக்குச் சென்று, அம்பு விசைகள், Home, End மூலம் முறையிலிருந்து முறைக்கு நகருங்கள்.
review-key-far = தொடர் கோடு: டிக்ளேருக்கு எத்தனை சீட்டுகள் (இடது)
review-key-chance = உடைந்த கோடு: வெல்லும் வாய்ப்பு (வலது)
review-key-marks = ?! சிறு பிழை · ? தவறு · ?? பெருந்தவறு
review-step-title = ஆட்டத்தை முறை முறையாகப் பாருங்கள்
review-your-cards =
    .aria-label = உங்கள் சீட்டுகள்
review-thrown-title = அதற்கு முன் போட்டவை
review-prev = முந்தைய முறை
review-next = அடுத்த முறை
review-try = இந்த முறையை மீண்டும் ஆடு
review-back = ஆய்வுக்குத் திரும்பு
review-close = மூடு
review-good = நன்று
review-inaccuracy = சிறு பிழை
review-mistake = தவறு
review-blunder = பெருந்தவறு
review-away = { $count ->
    [0] முழுமை
    [one] டிக்ளேருக்கு { $count } சீட்டு தூரம்
   *[other] டிக்ளேருக்கு { $count } சீட்டுகள் தூரம்
}
# வரைபடத்தின் ஒரு புள்ளி: "முறை 3: தவறு, டிக்ளேருக்கு 2 சீட்டுகள் தூரம், வெல்லும் வாய்ப்பு 40%".
review-point = முறை { $turn }: { $mark }, { $away }, வெல்லும் வாய்ப்பு { $chance }%
review-no-turns = இந்த ஆட்டத்தில் உங்கள் முறைகள் இல்லை.
review-step-head = முறை { $turn } / { $turns }: { $mark }. அதற்கு முன் உங்கள் கை: { $away }; நீங்கள் வெல்லும் வாய்ப்பு, கோச்சின் மதிப்பீட்டில்: { $chance }%.
review-before = அதற்கு முன்: { $moves }
review-open-card = திறந்த சீட்டு
review-none = இல்லை
review-you-threw = நீங்கள் போட்டது
review-coach = கோச்
review-did = { $did }. கோச்: { $coach }.
review-cards-of = சீட்டுகள்: { $name }
review-choice-drop = டிராப்
review-choice-stock = மூடிய டெக்கிலிருந்து எடு
review-choice-discard = திறந்த டெக்கிலிருந்து { $card } எடு
review-choice-declare = டிக்ளேர் செய்
review-choice-throw = { $card } போடு
review-choice-throw-declare = { $card } போட்டு டிக்ளேர் செய்
review-coachs-choice = கோச்சின் தேர்வு.
review-as-good = கோச்சின் தேர்வு அளவுக்கு நல்லது.
review-worse = { $coach } என்பதை விடச் சுமார் { $loss ->
    [one] { $loss } புள்ளி
   *[other] { $loss } புள்ளிகள்
} மோசம்.
review-try-first = முறை { $turn }: உங்கள் கை, திறந்த சீட்டு { $card }. என்ன செய்வீர்கள்?
review-try-then = { $source ->
    [stock] பிறகு, மூடிய டெக்கிலிருந்து { $card } எடுத்தீர்கள்; அதன் பின் கையில் இருந்த சீட்டுகளுடன்:
   *[discard] பிறகு, திறந்த டெக்கிலிருந்து { $card } எடுத்தீர்கள்; அதன் பின் கையில் இருந்த சீட்டுகளுடன்:
}
# முயன்ற தேர்வும் அதன் ஒப்பீடும்: "மூடிய டெக்கிலிருந்து எடு: கோச்சின் தேர்வு."
review-tried = { $choice }: { $compared }

## இங்கிருந்து ஆடுங்கள்: ஆய்வின் ஒரு முறை மீண்டும், அதிலிருந்து ஆட்டம் தொடர்கிறது.

branch-intro = முறை { $turn } மீண்டும், உண்மையான சீட்டுகளுடன்: மூடிய டெக்கில் உண்மையில் இருந்தவை அதே வரிசையில் உள்ளன, மற்றவர்களிடம் அவர்களின் உண்மையான கைகள், அன்று முடிவெடுத்தபடியே ஆடுவார்கள் (மனிதர் அமர்ந்திருந்த இருக்கைக்குக் கோச் ஆடும்). இதில் எதுவும் சேமிக்கப்படாது.
branch-opening = முறை { $turn } மீண்டும் தயாராகிறது…
branch-draw = முறை { $turn }: மூடிய டெக்கிலிருந்து எடுங்கள், அல்லது திறந்த சீட்டை எடுங்கள்.
branch-throw = முறை { $turn }: ஒரு சீட்டு போடுங்கள்.
branch-open-card = திறந்த சீட்டு
branch-stock = மூடிய டெக்கில் { $count ->
    [one] { $count } சீட்டு
   *[other] { $count } சீட்டுகள்
}
branch-your-cards =
    .aria-label = உங்கள் சீட்டுகள்
branch-log-title = இந்தக் கிளையில் நடந்தவை
branch-at-turn = முறை { $turn }: { $said }
branch-coach-turn = முறை { $turn }, உங்களுக்காகக் கோச்: { $move }
branch-coach-playing = உங்கள் முறை { $turn }-ஐக் கோச் ஆடுகிறது…
branch-others-playing = நீங்கள் இந்த ஆட்டத்திலிருந்து வெளியே: மற்றவர்கள் தொடர்ந்து ஆடுகிறார்கள்…
branch-finish = ஆட்டத்தைக் கோச் முடிக்கட்டும்
branch-stop = கோச்சை நிறுத்து
branch-again = இந்த முறையை மீண்டும் ஆடு
branch-ended = எப்படி முடிகிறது
branch-this = இந்தக் கிளை: { $ending }
branch-real = உண்மையான ஆட்டம்: { $ending }
branch-failed = இந்த முறையை மீண்டும் ஆட முடியவில்லை: { $why }
