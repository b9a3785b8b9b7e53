# table: இயந்திரத்தின் பார்வைகளும் பதில்களும் சொல்வது (protocol/text.py, protocol/review.py,
# bots/reasons.py, மறுப்புகள்). $card சீட்டின் மூலைக் குறி (5♥); $name இருக்கையின் பெயர்
# (ஒருவர் தட்டச்சு செய்தது, அல்லது பாட்டின் bot- செய்தி); $points, $count, $steps, $deal எண்கள்.
# ஒரு பெயருக்கு வேற்றுமை உருபு சேர்க்க முடியாது (மீராவின், ரவியுடன்): வாக்கியம் பெயரை
# எழுவாயாக வைக்கும் ("மீரா ஆடும் முறை"). ஒருவரைப் பற்றிய வினை மரியாதைப் பன்மை (-ஆர்).

## வாக்கியப் பகுதிகளை இணைத்தல்.

# "a மற்றும் b"; மூன்று அல்லது மேல் உள்ளடங்கும்: "a மற்றும் b மற்றும் c".
list-and = { $first } மற்றும் { $rest }
list-comma = { $first }, { $rest }
sentences = { $first } { $rest }

## நிலை வரி (தமிழில் பெரிய எழுத்து இல்லை).

status-shuffling = சீட்டு கலைக்கப்படுகிறது
status-you-win-match = நீங்கள் மேட்சை வென்றீர்கள்
status-wins-match = { $name } மேட்சை வென்றார்
status-no-winner = வெற்றியாளர் இல்லை · மூடிய டெக் காலி
status-dead-deal-turns = வெற்றியாளர் இல்லை · { $turns ->
    [one] { $turns } முறை
   *[other] { $turns } முறைகள்
}
status-you-win = நீங்கள் வென்றீர்கள்
status-wins = { $name } வென்றார்
status-you-dropped = நீங்கள் டிராப் செய்தீர்கள் · { $name } ஆடும் முறை
status-out-of-deal = இந்த ஆட்டத்திலிருந்து வெளியே · { $name } ஆடும் முறை
status-turn = { $name } ஆடும் முறை
status-your-turn-draw = உங்கள் முறை · சீட்டு எடுங்கள்
status-your-turn-discard = உங்கள் முறை · சீட்டு போடுங்கள்
status-nobody = யாருமில்லை
bot-upper = { $bot ->
    [mira] மீரா
    [kiran] கிரண்
   *[tara] தாரா
}

## மேட்ச் எங்கே நிற்கிறது, வைல்டு மதிப்பு ($rank: 1 ஏஸ் முதல் 13 ராஜா).

stage-deal = ஆட்டம் { $deal }
stage-deal-of = ஆட்டம் { $deal } / { $deals }
stage-tie-break = சமநிலை உடைக்கும் ஆட்டம் { $deal }
wild-rank = { rank-plural } வைல்டு
wild-rank-joker-indicator = { rank-plural } வைல்டு (கட் ஜோக்கர் ஒரு பிரிண்டட் ஜோக்கர்)

## ஒரு இருக்கை தன் கடைசி முறையில் செய்தது. $source: stock அல்லது discard ($card எடுத்தது),
## அல்லது none (எடுக்காமல் டிக்ளேர்).

move-dropped = { $name } டிராப் செய்தார் ({ $points ->
    [one] { $points } புள்ளி
   *[other] { $points } புள்ளிகள்
}).
move-drew = { $source ->
    [stock] { $name } மூடிய டெக்கிலிருந்து எடுத்தார்.
   *[discard] { $name } திறந்த டெக்கிலிருந்து { $card } எடுத்தார்.
}
move-drew-discarded = { $source ->
    [stock] { $name } மூடிய டெக்கிலிருந்து எடுத்து { $thrown } போட்டார்.
   *[discard] { $name } திறந்த டெக்கிலிருந்து { $card } எடுத்து { $thrown } போட்டார்.
}
move-declared = { $source ->
    [stock] { $name } மூடிய டெக்கிலிருந்து எடுத்து டிக்ளேர் செய்தார்.
    [discard] { $name } திறந்த டெக்கிலிருந்து { $card } எடுத்து டிக்ளேர் செய்தார்.
   *[none] { $name } டிக்ளேர் செய்தார்.
}
move-declared-wrongly = { $source ->
    [stock] { $name } மூடிய டெக்கிலிருந்து எடுத்து, முழுமையாகாத கையை டிக்ளேர் செய்தார் ({ $points ->
        [one] { $points } புள்ளி
       *[other] { $points } புள்ளிகள்
    }); இந்த ஆட்டத்திலிருந்து வெளியே.
    [discard] { $name } திறந்த டெக்கிலிருந்து { $card } எடுத்து, முழுமையாகாத கையை டிக்ளேர் செய்தார் ({ $points ->
        [one] { $points } புள்ளி
       *[other] { $points } புள்ளிகள்
    }); இந்த ஆட்டத்திலிருந்து வெளியே.
   *[none] { $name } முழுமையாகாத கையை டிக்ளேர் செய்தார் ({ $points ->
       [one] { $points } புள்ளி
      *[other] { $points } புள்ளிகள்
   }); இந்த ஆட்டத்திலிருந்து வெளியே.
}

## ஒரு முறை சொற்களில், ஒவ்வொரு பகுதியாக (since-and இணைக்கும்). இவை "நீங்கள் போன பின்"
## பட்டியலில் ஒருவரின் பெயருக்குப் பின்னும் ("மீரா: …"), மேஜை ஆடிய முறைக்கும் வருவதால்
## எழுவாய் சாராத வடிவம். brief-*: இருக்கையின் சிறு பெட்டிக்கு ("எடுத்தது 5♦ · போட்டது K♣").

turn-drew = மூடிய டெக்கிலிருந்து எடுத்தது
turn-took = { $card } எடுத்தது
turn-threw = { $card } போட்டது
turn-dropped = டிராப் ({ $points ->
    [one] { $points } புள்ளி
   *[other] { $points } புள்ளிகள்
})
turn-declared = டிக்ளேர்
turn-declared-wrongly = தவறான டிக்ளேர் ({ $points ->
    [one] { $points } புள்ளி
   *[other] { $points } புள்ளிகள்
})
brief-move = { $first } · { $rest }
brief-drew = எடுத்தது
brief-took = எடுத்தது { $card }
brief-threw = போட்டது { $card }
brief-dropped = டிராப் ({ $points })
brief-declared = { $first ->
    [yes] டிக்ளேர்
   *[no] டிக்ளேர்
}
brief-declared-wrongly = { $first ->
    [yes] தவறான டிக்ளேர் ({ $points })
   *[no] தவறான டிக்ளேர் ({ $points })
}

## "அடுக்கித் தா" கண்டது.

arranged-complete = கை முழுமை: டிக்ளேர் செய்யுங்கள்.
arranged-complete-discard = கை முழுமை: { $card } போட்டு டிக்ளேர் செய்யுங்கள்.
arranged-missing = இன்னும் தேவை: { $missing }.
arranged-a-pure-run = ஒரு ப்யூர் சீக்வென்ஸ்
arranged-a-second-run = இரண்டாவது சீக்வென்ஸ்
arranged-both-runs = இரண்டு சீக்வென்ஸும் உள்ளன.
arranged-loose = { $count ->
    [one] { $count } சீட்டு தனியாக உள்ளது.
   *[other] { $count } சீட்டுகள் தனியாக உள்ளன.
}
arranged-loose-points = { $count ->
    [one] { $count } சீட்டு தனியாக உள்ளது; இப்போதைய நிலையில் கை { $points ->
        [one] { $points } புள்ளி
       *[other] { $points } புள்ளிகள்
    }.
   *[other] { $count } சீட்டுகள் தனியாக உள்ளன; இப்போதைய நிலையில் கை { $points ->
       [one] { $points } புள்ளி
      *[other] { $points } புள்ளிகள்
   }.
}
arranged-points = இப்போதைய நிலையில் கை { $points ->
    [one] { $points } புள்ளி
   *[other] { $points } புள்ளிகள்
}.
arranged-suggested-discard = போடலாம்: { $card }.

## வழிகாட்டும் முதல் ஆட்டம்.

guided-start = வழிகாட்டும் முதல் ஆட்டம்: பத்துகள் வைல்டு. “{ action-declare }” முயன்று பாருங்கள், பிறகு மூடிய டெக்கிலிருந்து எடுங்கள்.
guided-press-arrange = உங்கள் குரூப்களைப் பார்க்க “{ action-arrange }” அழுத்துங்கள்.
# $tray 1 முதல் 4.
guided-move-card = { $card } சீட்டைத் தட்டு { $tray }-க்கு நகர்த்துங்கள் (அதைத் தேர்ந்து, → { $tray }), அல்லது “{ action-arrange }” அழுத்துங்கள்.
guided-discard-declare = இப்போது { $card } தேர்ந்து “{ action-discard-declare }” அழுத்துங்கள்.

## ஒருவர் தன் கோரிக்கைக்குப் பின் பெறுவது.

drew-stock = மூடிய டெக்கிலிருந்து { $card } எடுத்தீர்கள்.
drew-discard = திறந்த டெக்கிலிருந்து { $card } எடுத்தீர்கள்; இந்த முறை அது உங்கள் கையிலேயே இருக்கும்.
discarded = { $card } போட்டீர்கள்.
dropped = இந்த ஆட்டத்திலிருந்து { $points ->
    [one] { $points } புள்ளிக்கு
   *[other] { $points } புள்ளிகளுக்கு
} டிராப் செய்தீர்கள்.
auto-drop-set = ஆட்டோ டிராப் அமைந்தது: உங்கள் முறை வந்ததும் { $points ->
    [one] { $points } புள்ளிக்கு
   *[other] { $points } புள்ளிகளுக்கு
} டிராப் ஆவீர்கள்.
auto-dropped = உங்கள் முறை வந்தது; நீங்கள் கேட்டபடி { $points ->
    [one] { $points } புள்ளிக்கு
   *[other] { $points } புள்ளிகளுக்கு
} டிராப் செய்யப்பட்டது.
declared-wrongly = அந்தக் கை முழுமையாகவில்லை: டிக்ளேர் { $points ->
    [one] { $points } புள்ளி
   *[other] { $points } புள்ளிகள்
} செலவு, நீங்கள் இந்த ஆட்டத்திலிருந்து வெளியே.
# $seed ஆட்டத்தின் விதை எண், சொல்லாக.
shuffled-start = விதை { $seed } கொண்டு கலைத்த புதிய ஆட்டம்.
resumed = விட்ட இடத்திலேயே: இந்த மேட்சின் ஆட்டம் { $deal }.
# இப்போது ஏன் டிராப் செய்ய முடியாது: $reason ஒரு மறுப்பு.
drop-reason = { $reason }.

## புள்ளிகள் செலவாகும் இடத்தில், முழுமையாகாத கையை டிக்ளேர் செய்யும் முன் கேட்பது.

confirm-declaration = இந்தக் கை முழுமையாகவில்லை: { $missing }. இப்போது டிக்ளேர் செய்தால் { $points ->
    [one] { $points } புள்ளி
   *[other] { $points } புள்ளிகள்
} செலவு, உங்கள் ஆட்டம் முடியும்.
confirm-no-pure-run = ப்யூர் சீக்வென்ஸ் இல்லை
confirm-no-second-run = இரண்டாவது சீக்வென்ஸ் இல்லை
confirm-cards-unmatched = { $cards } பொருந்தவில்லை
confirm-count-unmatched = { $count ->
    [one] { $count } சீட்டு பொருந்தவில்லை
   *[other] { $count } சீட்டுகள் பொருந்தவில்லை
}
confirm-not-grouped = எல்லாச் சீட்டுகளும் குரூப்பில் இல்லை

## டைமர் ஒருவரின் முறையை ஆடியது. $taken: திறந்த டெக்கிலிருந்து எடுத்த சீட்டு.

clock-dropped-you = தொடர்ந்து மூன்றாவது முறையாக உங்கள் நேரம் முடிந்தது: டைமர் உங்களை டிராப் செய்தது ({ $points ->
    [one] { $points } புள்ளி
   *[other] { $points } புள்ளிகள்
}).
clock-dropped-them = தொடர்ந்து மூன்றாவது முறையாக { $name } நேரம் முடிந்தது: டைமர் அவரை டிராப் செய்தது ({ $points ->
    [one] { $points } புள்ளி
   *[other] { $points } புள்ளிகள்
}).
clock-threw-you = உங்கள் நேரம் முடிந்தது: டைமர் உங்களுக்காக { $card } போட்டது.
clock-threw-them = { $name } நேரம் முடிந்தது: டைமர் { $card } போட்டது.
clock-played-you = { $source ->
    [stock] டைமர் உங்களுக்காக ஆடியது: மூடிய டெக்கிலிருந்து எடுத்து { $card } போட்டது.
   *[discard] டைமர் உங்களுக்காக ஆடியது: திறந்த டெக்கிலிருந்து { $taken } எடுத்து { $card } போட்டது.
}
clock-played-them = { $source ->
    [stock] { $name } நேரம் முடிந்தது: டைமர் மூடிய டெக்கிலிருந்து எடுத்து { $card } போட்டது.
   *[discard] { $name } நேரம் முடிந்தது: டைமர் திறந்த டெக்கிலிருந்து { $taken } எடுத்து { $card } போட்டது.
}

## ஆட்டத்தின் முடிவு. $pronoun: her, his, their; தமிழில் மூன்றுக்கும் "அவர்" (மரியாதை).

result-draw-title = மூடிய டெக் காலி: வெற்றியாளர் இல்லை.
result-draw-text = யாரும் டிக்ளேர் செய்யும் முன் மூடிய டெக் தீர்ந்தது, அதனால் இந்த ஆட்டத்தில் யாரும் வெல்லவில்லை.
result-dead-stock-title = மூடிய டெக் மீண்டும் தீர்ந்தது: செல்லாத ஆட்டம்.
result-dead-stock-text = போட்ட சீட்டுகளிலிருந்து மூடிய டெக் { $rebuilds ->
    [one] ஒரு முறை
   *[other] { $rebuilds } முறை
} மீண்டும் அமைக்கப்பட்டு, யாரும் டிக்ளேர் செய்யும் முன் மீண்டும் தீர்ந்தது: இந்த ஆட்டத்தில் யாரும் வெல்லவில்லை, யாரும் செலுத்துவதில்லை.
result-dead-turns-title = { $turns ->
    [one] { $turns } முறை
   *[other] { $turns } முறைகள்
}, டிக்ளேர் இல்லை: செல்லாத ஆட்டம்.
result-dead-turns-text = ஒரு ஆட்டம் மொத்தம் { $turns ->
    [one] { $turns } முறையில்
   *[other] { $turns } முறைகளில்
} முடியும். யாரும் டிக்ளேர் செய்யவில்லை, அதனால் யாரும் வெல்லவில்லை, யாரும் செலுத்துவதில்லை.
result-last-standing-you-title = மற்ற அனைவரும் வெளியே.
result-last-standing-you-text = இந்த ஆட்டத்தை நீங்கள் வென்றீர்கள்: மற்ற ஒவ்வொருவரும் டிராப் செய்தனர் அல்லது முழுமையாகாத கையை டிக்ளேர் செய்தனர்.
result-last-standing-title = கடைசியாக நிற்பவர் { $name }.
result-last-standing-text = இந்த ஆட்டத்தை { $name } வென்றார்: மற்ற ஒவ்வொருவரும் டிராப் செய்தனர் அல்லது முழுமையாகாத கையை டிக்ளேர் செய்தனர்.
result-you-declared-title = எல்லாச் சீட்டும் அதனதன் இடத்தில்.
result-you-declared-text = முழுமையான கையை டிக்ளேர் செய்தீர்கள்.
result-declared-title = { $pronoun ->
    [her] { $name } கையை முடித்துவிட்டார்.
    [his] { $name } கையை முடித்துவிட்டார்.
   *[their] { $name } கையை முடித்துவிட்டார்.
}
result-declared-text = { $pronoun ->
    [her] { $name } டிக்ளேர் செய்தார்; அவருடைய குரூப்கள் காட்டப்படுகின்றன.
    [his] { $name } டிக்ளேர் செய்தார்; அவருடைய குரூப்கள் காட்டப்படுகின்றன.
   *[their] { $name } டிக்ளேர் செய்தார்; அவருடைய குரூப்கள் காட்டப்படுகின்றன.
}

## ஒருவருக்கு அந்தப் புள்ளிகள் ஏன்.

note-declared = முழுமையான கை டிக்ளேர்.
note-last-one-in = ஆட்டத்தில் கடைசியாக நின்றவர்.
note-dead-deal = செல்லாத ஆட்டம்: செலுத்த எதுவும் இல்லை.
note-dropped = டிராப்: { $points ->
    [one] { $points } புள்ளி
   *[other] { $points } புள்ளிகள்
}.
note-declared-wrongly = முழுமையாகாத கை டிக்ளேர்: முழு { $points ->
    [one] { $points } புள்ளி
   *[other] { $points } புள்ளிகள்
}.
note-every-card-counts-no-pure-run = எல்லாச் சீட்டும் கணக்கில்: ப்யூர் சீக்வென்ஸ் இல்லை.
note-every-card-counts-no-second-run = எல்லாச் சீட்டும் கணக்கில்: ப்யூர் சீக்வென்ஸுடன் இரண்டாவது சீக்வென்ஸ் இல்லை.
note-loose-count = குரூப்பில் சேராத சீட்டுகள் மட்டுமே கணக்கில்.

## ஆட்டம் அல்லது மேட்ச் முடிந்த பின் தாமதமான அழுத்தல்.

over-deal-next = இந்த ஆட்டம் முடிந்தது: தொடர அடுத்த ஆட்டத்தைத் தொடங்குங்கள்
over-deal-new = இந்த ஆட்டம் முடிந்தது: கலைத்த புதிய ஆட்டத்தைத் தொடங்குங்கள்
over-match = இந்த மேட்ச் முடிந்தது
over-match-new = இந்த மேட்ச் முடிந்தது: புதிய மேட்சைத் தொடங்குங்கள்

## டிக்ளேரில் குறைவது (விதிகளின் தீர்ப்பு).

verdict-valid = சரியான டிக்ளேர்
verdict-a-pure-run = ஒரு ப்யூர் சீக்வென்ஸ் (ஜோக்கர் இல்லாமல் வரிசையில் மூன்று அல்லது அதற்கு மேற்பட்ட சீட்டுகள்)
verdict-a-second-run = தனியாக இரண்டாவது சீக்வென்ஸ்
verdict-still-needed = இன்னும் தேவை: { $missing }.
verdict-unmatched = { $count ->
    [one] எல்லாச் சீட்டும் குரூப்பில் பொருந்தவில்லை: { $cards } பொருந்தவில்லை.
   *[other] எல்லாச் சீட்டும் குரூப்பில் பொருந்தவில்லை: { $cards } பொருந்தவில்லை.
}
verdict-just-picked = { $card } இப்போதுதான் திறந்த டெக்கிலிருந்து எடுக்கப்பட்டது, அதனால் இந்த முறை அதைக் கடைசியாகப் போட முடியாது.

## கோச்சின் காரணங்கள் (குறிப்புகள்). $steps: டிக்ளேருக்கு இன்னும் எத்தனை சீட்டுகள் (0: முழுமை).

reason-declare-now = இப்போதே டிக்ளேர் செய்யுங்கள்: உங்கள் சீட்டுகள் முழுமையான கை.
reason-declare-throw = இப்போதே டிக்ளேர் செய்யுங்கள்: { $card } போட்டால் மற்ற 13 சீட்டுகள் முழுமையான கை.
reason-drop = இப்போதே டிராப் செய்யுங்கள்: { $points ->
    [one] { $points } புள்ளி
   *[other] { $points } புள்ளிகள்
}; தொடர்ந்து ஆடினால் இங்கிருந்து சராசரியாக சுமார் { $loss } இழப்பு.
# $joins: சீட்டு மற்றவற்றுடன் சேர்ந்தால் yes; $stays: மீதி அதே தூரத்தில் இருந்தால் yes;
# $points: ஆட்டம் தோற்றால் அந்தச் சீட்டின் புள்ளிகள், சொல்லத் தேவையில்லை என்றால் 0.
reason-throw = { $card } போடுங்கள்: { $joins ->
        [yes] உங்கள் மற்ற சீட்டுகள்
       *[no] அது உங்கள் எந்தச் சீட்டுடனும் சேராது, மீதிச் சீட்டுகள்
    } { $stays ->
        [yes] அப்படியே
       *[no] இப்போது
    } { $steps ->
        [0] முழுமை
        [one] டிக்ளேருக்கு { $steps } சீட்டு தூரம்
       *[other] டிக்ளேருக்கு { $steps } சீட்டுகள் தூரம்
    }{ $points ->
        [0] .
       *[other] ; நீங்கள் தோற்றால் அது { $points } புள்ளிகள் கணக்கில் வரும்.
    }
reason-keep = { $card } வைத்துக்கொள்ளுங்கள்: { $name } { $took } எடுத்தார்.
reason-keep-passed = { $card } வைத்துக்கொள்ளுங்கள்: { $name } { $took } எடுத்தார், { $passed } விட்டுவிட்டார்.
reason-take-wild = திறந்த டெக்கிலிருந்து { $card } எடுங்கள்: அது வைல்டு, எந்தச் சீட்டுக்கும் பதிலாக நிற்கும்.
reason-your-cards = உங்கள் சீட்டுகள்
reason-take = திறந்த டெக்கிலிருந்து { $card } எடுங்கள்: அது { $cards } உடன் சேரும்.
reason-take-closer = திறந்த டெக்கிலிருந்து { $card } எடுங்கள்: அது { $cards } உடன் சேர்ந்து, உங்கள் கையை { $steps ->
        [0] முழுமையாக்கும்
        [one] டிக்ளேருக்கு { $steps } சீட்டு தூரத்துக்குக் கொண்டுவரும்
       *[other] டிக்ளேருக்கு { $steps } சீட்டுகள் தூரத்துக்குக் கொண்டுவரும்
    }.
reason-pass-empty = மூடிய டெக்கிலிருந்து எடுங்கள்: திறந்த டெக் காலி.
reason-pass-wild = மூடிய டெக்கிலிருந்து எடுங்கள்: { $card } வைல்டு, இந்த மேஜையில் வைல்டு சீட்டு திறந்த டெக்கிலேயே இருக்கும்.
reason-pass-little = மூடிய டெக்கிலிருந்து எடுங்கள்: { $card } கொஞ்சம் உதவும், ஆனால் பார்க்காத சீட்டு அதிகம் உதவலாம், மற்றவர்களுக்கு எதையும் காட்டாது.
reason-pass-no-help = மூடிய டெக்கிலிருந்து எடுங்கள்: { $card } உங்கள் கையை டிக்ளேருக்கு நெருங்கச் செய்யாது.

## ஒரு ஆட்டத்தின் ஆய்வு.

reviewed-dead-deal = செல்லாத ஆட்டம்: யாரும் வெல்லவில்லை. { $summary }
reviewed-no-turns = இந்த ஆட்டத்தில் ஆய்வு செய்ய உங்கள் முறைகள் இல்லை.
reviewed-summary = { $turns ->
        [one] { $turns } முறை
       *[other] { $turns } முறைகள்
    }: { $good } நன்று, { $inaccuracies ->
        [one] { $inaccuracies } சிறு பிழை
       *[other] { $inaccuracies } சிறு பிழைகள்
    }, { $mistakes ->
        [one] { $mistakes } தவறு
       *[other] { $mistakes } தவறுகள்
    }, { $blunders ->
        [one] { $blunders } பெருந்தவறு
       *[other] { $blunders } பெருந்தவறுகள்
    }.
reviewed-declaration-cost = கை முழுமையாகவில்லை: டிக்ளேர் { $points ->
    [one] { $points } புள்ளி
   *[other] { $points } புள்ளிகள்
} செலவானது.
# $choice: கோச்சின் தேர்வு (choice-ing-*).
reviewed-worse = { $points ->
    [one] { $choice } என்பதை விடச் சுமார் { $points } புள்ளி மோசம்.
   *[other] { $choice } என்பதை விடச் சுமார் { $points } புள்ளிகள் மோசம்.
}
# கோச் சொல்லாத டிராப்: அதன் விலை ($points), கோச்சின் தேர்வு இழக்கும் என எதிர்பார்த்தது ($loss),
# டிராப் சேமிக்க வேண்டிய அளவு ($margin); அல்லது பூலின் வரம்பு.
reviewed-drop-held = டிராப் { $points ->
    [one] { $points } புள்ளி
   *[other] { $points } புள்ளிகள்
} செலவு; தொடர்ந்து ஆடினால் சுமார் { $loss } இழப்பு என எதிர்பார்ப்பு, ஆனால் அது ஒரு மதிப்பீடு மட்டுமே: டிராப் { $margin ->
    [one] { $margin } அல்லது அதற்கு மேற்பட்ட புள்ளிகளைச்
   *[other] { $margin } அல்லது அதற்கு மேற்பட்ட புள்ளிகளைச்
} சேமித்தால்தான் கோச் டிராப் செய்யும்.
reviewed-drop-out = டிராப் { $points ->
    [one] { $points } புள்ளி
   *[other] { $points } புள்ளிகள்
} செலவு, அது உங்களைப் பூலிலிருந்து வெளியேற்றும் (உங்கள் மொத்தம் { $total }; வரம்பு { $limit }); தொடர்ந்து ஆடினால் உள்ளேயே இருக்கலாம்.
reviewed-coach-agrees = கோச்சும் ஒப்புக்கொள்கிறது.
reviewed-as-good = கோச்சின் தேர்வு இல்லை, ஆனால் அதே அளவு நல்லது.
# ஒரு முறையின் படிகளில் கோச்சின் தேர்வுகள்: "திறந்த டெக்கிலிருந்து 5♥ எடுங்கள்; பிறகு உங்கள் சீட்டுகளிலிருந்து K♦ போடுங்கள்".
reviewed-coach-then = { $first }; பிறகு உங்கள் சீட்டுகளிலிருந்து { $rest }
# அந்த இருக்கை செய்தது.
did-drop = டிராப் செய்தீர்கள் ({ $points ->
    [one] { $points } புள்ளி
   *[other] { $points } புள்ளிகள்
})
did-draw-stock = மூடிய டெக்கிலிருந்து { $card } எடுத்தீர்கள்
did-take = திறந்த டெக்கிலிருந்து { $card } எடுத்தீர்கள்
did-declare-throwing = { $card } போட்டு டிக்ளேர் செய்தீர்கள்
did-declare-13 = எடுக்காமல் 13 சீட்டுகளுடன் டிக்ளேர் செய்தீர்கள்
did-throw = { $card } போட்டீர்கள்
# ஒரு தேர்வு, அறிவுரையாக ("K♦ போடுங்கள்") மற்றும் ஒப்பீட்டில் ("K♦ போடுவது", பிறகு "என்பதை விட").
choice-take = திறந்த டெக்கிலிருந்து { $card } எடுங்கள்
choice-draw = மூடிய டெக்கிலிருந்து எடுங்கள்
choice-drop = டிராப் செய்யுங்கள்
choice-throw = { $card } போடுங்கள்
choice-declare = டிக்ளேர் செய்யுங்கள்
choice-ing-take = திறந்த டெக்கிலிருந்து { $card } எடுப்பது
choice-ing-draw = மூடிய டெக்கிலிருந்து எடுப்பது
choice-ing-drop = டிராப் செய்வது
choice-ing-throw = { $card } போடுவது
choice-ing-declare = டிக்ளேர் செய்வது


## ஆய்வின் ஒரு முறையிலிருந்து தொடர்ந்து ஆடிய ஆட்டம் (இங்கிருந்து ஆடுங்கள்).

# உங்கள் இருக்கையிலிருந்து ஆட்டம் எப்படி முடிந்தது ($how: declared, அல்லது last: மற்ற அனைவரும்
# டிராப் செய்தனர் அல்லது முழுமையாகாத கையை டிக்ளேர் செய்தனர்).
ending-you-won = { $how ->
    [declared] டிக்ளேர் செய்து வென்றீர்கள்.
   *[other] மற்ற அனைவரும் வெளியே: நீங்கள் வென்றீர்கள்.
}
ending-lost = { $how ->
    [declared] { $name } டிக்ளேர் செய்தார்
   *[other] { $name } கடைசியாக நின்றார்
}: நீங்கள் { $points ->
    [one] { $points } புள்ளி
   *[other] { $points } புள்ளிகள்
} செலுத்தினீர்கள்.
ending-other-won = { $how ->
    [declared] { $name } டிக்ளேர் செய்தார்.
   *[other] { $name } கடைசியாக நின்றார்.
}
ending-dropped = { $points ->
    [one] { $points } புள்ளிக்கு
   *[other] { $points } புள்ளிகளுக்கு
} டிராப் செய்தீர்கள்; { $name } வென்றார்.
ending-invalid = முழுமையாகாத கையை டிக்ளேர் செய்தீர்கள்: { $points ->
    [one] { $points } புள்ளி
   *[other] { $points } புள்ளிகள்
}; { $name } வென்றார்.
ending-dead = செல்லாத ஆட்டம்: யாரும் வெல்லவில்லை.

## மறுப்புகள்: பதிலின் பிழை சொல்வது. $value கோரிக்கையில் இருந்த தவறான மதிப்பு.

refusal-card-not-in-hand = அந்தச் சீட்டு உங்கள் கையில் இல்லை
refusal-deal-over = இந்த ஆட்டம் முடிந்தது
refusal-out-of-deal = நீங்கள் இந்த ஆட்டத்திலிருந்து வெளியே
refusal-not-your-turn = இப்போது { $name } ஆடும் முறை
refusal-wait-turn = உங்கள் முறைக்குக் காத்திருங்கள்: இப்போது { $name } ஆடும் முறை
refusal-drawn-already = ஏற்கெனவே எடுத்துவிட்டீர்கள்: இப்போது ஒரு சீட்டு போடுங்கள்
refusal-draw-first = முதலில் ஒரு சீட்டு எடுங்கள்
refusal-stock-empty = மூடிய டெக் காலி
refusal-discard-empty = திறந்த டெக் காலி
refusal-wild-pickup = { $card } வைல்டு: இந்த மேஜையில் வைல்டு சீட்டைத் திறந்த டெக்கிலிருந்து எடுக்க முடியாது
refusal-no-drops = இந்த மேஜையில் டிராப் இல்லை
refusal-drop-after-draw = எடுப்பதற்கு முன் டிராப் செய்யுங்கள், பின் அல்ல
refusal-just-picked = { $card } இப்போதுதான் திறந்த டெக்கிலிருந்து எடுக்கப்பட்டது: அதே முறையில் திரும்பப் போட முடியாது
refusal-declare-13 = 13 சீட்டுகளுடன், எதையும் போடாமல் டிக்ளேர் செய்யுங்கள்
refusal-final-discard-first = முதலில் கடைசியாகப் போடும் சீட்டைத் தேருங்கள்: 14 சீட்டுகளுடன் டிக்ளேர் ஒன்றைப் போடும்.
refusal-select-card = முதலில் ஒரு சீட்டைத் தேருங்கள்
refusal-match-over = மேட்ச் முடிந்தது
refusal-deal-not-over = இந்த ஆட்டம் இன்னும் நடக்கிறது
refusal-no-deal-yet = இன்னும் ஆட்டம் இல்லை: முதலில் புதிய கேம் தொடங்குங்கள்
refusal-not-bot-turn = இது பாட் ஆடும் முறை இல்லை
refusal-no-hints = நண்பர்களுடன் ஆடும்போது குறிப்புகள் இல்லை
refusal-no-clock = இந்த மேஜையில் டைமர் இல்லை
refusal-auto-drop-own-turn = இது உங்கள் முறை: வேண்டுமானால் இப்போதே டிராப் செய்யுங்கள்
refusal-auto-drop-drawn = ஏற்கெனவே எடுத்துவிட்டீர்கள்: எடுத்த பின் டிராப் இல்லை
refusal-review-not-over = ஆட்டம் முடிந்த பின்தான் ஆய்வு செய்ய முடியும்
refusal-review-deal = ஆட்டம் { $value } முடியவில்லை, அல்லது அப்படி ஒரு ஆட்டம் இல்லை
refusal-served-match = இந்த மேட்ச் சர்வரில் உருவானது
refusal-new-served = புதிய மேட்ச் சர்வரில் உருவாகும்
refusal-resume-served = சர்வரில் உருவான மேட்ச் அங்கேயே தொடரும்
refusal-review-kept-served = சேமித்த மேட்ச் உங்கள் சாதனத்திலேயே ஆய்வு செய்யப்படும்
refusal-branch-served = ஒரு முறையிலிருந்து தொடர்ந்து ஆடுவது உங்கள் சாதனத்திலேயே
refusal-branch-turn-number = முறை என்பது 1 முதல் ஒரு முறையின் எண், { $value } அல்ல
refusal-branch-turn = { $turns ->
    [0] ஆட்டம் { $deal }-இல் மீண்டும் ஆட உங்கள் முறைகள் இல்லை
    [one] ஆட்டம் { $deal }-இல் உங்களுக்கு ஒரு முறைதான், { $value } அல்ல
   *[other] ஆட்டம் { $deal }-இல் உங்களுக்கு { $turns } முறைகள், { $value } அல்ல
}
refusal-no-branch = தொடர்ந்து ஆடும் ஆட்டம் எதுவும் இல்லை: முதலில் ஆய்வின் ஒரு முறையை மீண்டும் ஆடுங்கள்
refusal-branch-request = தொடர்ந்து ஆடும் ஆட்டம் { $requests } மட்டுமே ஏற்கும், { $value } அல்ல
refusal-branch-over = தொடர்ந்து ஆடிய இந்த ஆட்டம் முடிந்தது: எப்படி முடிந்தது எனப் பாருங்கள், அல்லது அந்த முறையை மீண்டும் ஆடுங்கள்
refusal-practice-not-kept = பயிற்சி ஆட்டம் சேமிக்கப்படுவதில்லை
refusal-kept-over = சேமித்த மேட்ச் முடிந்தது
refusal-kept-replay = சேமித்த மேட்சை மீண்டும் இயக்க முடியவில்லை: { $reason }
refusal-position-object = நிலை ஒரு பொருள் (object), { $value } அல்ல
refusal-position-moves = நிலையின் நகர்வுகள் ஒரு சரத்தில் உள்ள சொற்கள், { $value } அல்ல
refusal-position-replay = நிலையை மீண்டும் இயக்க முடியவில்லை: { $value }
refusal-position-seat = இந்த நிலையில் இருக்கை { $value } ஆடும் முறை இல்லை
refusal-position-drawn = நிலையின் எடுப்பு "stock" அல்லது "discard" இலிருந்து, { $value } அல்ல
refusal-puzzle-served = புதிர்கள் உங்கள் சாதனத்திலேயே ஆடப்படும்
refusal-puzzle-what = புதிர் ஒரு நிலையில் திறக்கும், அல்லது சேமித்த மேட்சின் ஒரு முறையில் (அதன் மேட்ச், ஆட்டம், இருக்கை, முறை, படி)
refusal-puzzle-step = முறையின் படி "draw" அல்லது "discard", { $value } அல்ல
refusal-puzzle-no-draw = ஆட்டம் { $deal }-இன் முறை { $turn } எடுக்காமல் தொடங்கியது: அதன் பின் கேட்கப் போடுதல் இல்லை
refusal-no-puzzle = புதிர் எதுவும் திறந்திருக்கவில்லை: முதலில் ஒன்றைத் திறங்கள்
refusal-puzzle-request = புதிர் ஒரு படிதான் ஏற்கும்: { $requests }, { $value } அல்ல
refusal-puzzle-answered = இந்தப் புதிருக்குப் பதில் ஆனது: மீண்டும் முயல வேறொன்றைத் திறங்கள்
refusal-review-kept-replay = இந்தச் சேமித்த மேட்சை மீண்டும் இயக்க முடியவில்லை: { $reason }
refusal-kept-unreadable = இந்தச் சேமித்த மேட்சைப் படிக்க முடியவில்லை: { $reason }
refusal-kept-deal = இந்தச் சேமித்த மேட்சில் முடிந்த ஆட்டம் { $value } இல்லை
refusal-kept-no-deal = இந்தச் சேமித்த மேட்சில் முடிந்த ஆட்டம் எதுவும் இல்லை
refusal-kept-options = சேமித்த மேட்சின் அமைப்புகள் ஒரு JSON object
refusal-kept-export = Match என்பது மேட்சின் ஏற்றுமதி (ஒரு JSON object), { $value } அல்ல
refusal-seats-bots = இந்த மேஜையில் உங்களுடையது தவிர எல்லா இருக்கைகளும் பாட்கள்
refusal-first-seat = முதல் இருக்கை உங்களுடையது, பாட்டுடையது அல்ல
# ஒரு இருக்கையின் மறுப்பு: அதன் எண், பிறகு காரணம் ($reason, ஒரு மறுப்பு).
refusal-seat = இருக்கை { $seat }: { $reason }
refusal-name-length = பெயரில் 1 முதல் { $most } எழுத்துகள்
refusal-name-control = பெயரில் கட்டுப்பாட்டு எழுத்துகள் கூடாது
refusal-no-bot = { $value } என்ற பாட் இல்லை ({ $bots })

## ஒரு நிரல் சந்திக்கும் மறுப்புகள் (தவறான வடிவக் கோரிக்கை), ஆட்டக்காரர் அல்ல.

refusal-request-object = கோரிக்கை ஒரு JSON object
refusal-request-id = கோரிக்கையின் id ஒரு முழு எண்
refusal-request-args = Args ஒரு JSON object
refusal-request-type = தெரியாத கோரிக்கை வகை: { $value }
refusal-json = கோரிக்கை சரியான JSON இல்லை: { $reason }
# $reason: விதிகளின் சொந்தச் சொற்கள், உருவாக்குநர்களுக்கு.
refusal-rules = { $reason }
refusal-seed = விதை 1 முதல் { $most } வரையிலான முழு எண், { $value } அல்ல
refusal-players = Players 2 முதல் 6 வரையிலான முழு எண், { $value } அல்ல
refusal-clock = Clock என்பது null அல்லது {"{"}"turn": S{"}"}, S என்பது { $turns } இல் ஒன்று; { $value } அல்ல
refusal-auto-drop-on = On என்பது true அல்லது false, { $value } அல்ல
refusal-deal-number = Deal என்பது ஆட்டத்தின் எண், { $value } அல்ல
refusal-draw-source = 'stock' அல்லது 'discard' இலிருந்து எடுங்கள், { $value } அல்ல
refusal-card-id = சீட்டு அதன் id ஆல் குறிக்கப்படும், { $value } அல்ல
refusal-card-twice = ஒரு சீட்டு இரண்டு முறை குறிக்கப்பட்டுள்ளது
refusal-cards-list = Cards என்பது சீட்டு id களின் பட்டியல்
refusal-tray = தட்டுகளின் எண் 1 முதல் 4, { $value } அல்ல
refusal-tray-place = தட்டில் இடம் 0 முதல் 14 வரையிலான எண், { $value } அல்ல
refusal-no-seat = இந்த மேஜையில் இருக்கை { $value } இல்லை
refusal-no-seat-match = இந்த மேட்சில் இருக்கை { $value } இல்லை
refusal-seats = Seats என்பது இருக்கைகளின் பட்டியல், { $value } அல்ல
refusal-seat-shape = இருக்கை { $seat } பெயரும் பாட்டும் கொண்ட ஒரு object, { $value } அல்ல
refusal-seat-key = இருக்கை { $seat }-இல் { $value } இல்லை
refusal-seat-bot = இருக்கை { $seat }: பாட்டின் இருக்கை பாட் பதிவேட்டின் (indian_rummy.bots) பெயரால் குறிக்கப்படும், { $value } அல்ல
refusal-match-object = மேட்ச் ஒரு JSON object
refusal-match-log = மேட்சின் பதிவு ஒரு பட்டியல்
refusal-log-record = பதிவின் ஒரு உருப்படி ஒரு JSON object
refusal-log-action = பதிவில் தெரியாத செயல்: { $value }
refusal-log-deal = ஆட்டம் { $value }-இன் பதிவு உருப்படி ஆட்டம் { $deal }-இன் போது வந்தது
refusal-log-replay = பதிவு உருப்படி { $record } மீண்டும் இயங்கவில்லை: { $field } { $value }, { $expected } அல்ல
refusal-no-decision = முடிவு { $value } இல்லை

## மேஜைகளையும் மேட்ச் வகைகளையும் ஆட்டக்காரர் அழைக்கும் பெயர்.

table-title-practice = பயிற்சி
table-title-twine = இருவர்
table-title-classic = கிளாசிக்
table-named = { $table ->
    [practice] { table-title-practice }
    [twine] { table-title-twine }
    [classic] { table-title-classic }
   *[other] { $title }
}
format-title-deal = ஒரு ஆட்டம்
format-title-pool101 = பூல் 101
format-title-pool201 = பூல் 201
format-title-deals2 = டீல்ஸ் ரம்மி, 2 ஆட்டங்கள்
format-title-deals3 = டீல்ஸ் ரம்மி, 3 ஆட்டங்கள்
format-title-deals6 = டீல்ஸ் ரம்மி, 6 ஆட்டங்கள்

# பெயர் தட்டச்சு செய்யாதவருக்கு மேஜை தரும் பெயர்.
name-you = நீங்கள்
