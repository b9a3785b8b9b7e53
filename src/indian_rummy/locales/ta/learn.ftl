# கற்க: புதிர்கள், ரேட்டிங், தினப் புதிர், தொடர் (web/learn/).

## உள்ளே போகும் வழி, பார்வை

learn-open = கற்க
learn-title = கற்க
learn-puzzles-title = உண்மையான ஆட்டங்களிலிருந்து புதிர்கள்
learn-about = ஒவ்வொரு புதிரும் ஒரு உண்மையான ஆட்டத்தின் ஒரு கணம்: கோச் எடுக்கும் படியை எடுங்கள். கண்டுபிடித்தால் உங்கள் ரேட்டிங் ஏறும்; தவறினால் இறங்கும்.
learn-back = மேஜைக்குத் திரும்பு
learn-daily = தினப் புதிர்
learn-next = அடுத்த புதிர்
learn-theme-label = பயிற்சி
learn-theme-any = எல்லாத் தலைப்புகளும்
learn-no-puzzles = புதிர்களை ஏற்ற முடியவில்லை ({ $why }).
learn-none-left = இந்தத் தலைப்பில் முயல இனி புதிர் இல்லை: வேறொன்றைத் தேருங்கள்.

## தலைப்புகள்: ஒரு புதிர் எதைப் பற்றியது

learn-theme-take = திறந்த சீட்டை எடு
learn-theme-stock = திறந்த சீட்டை விடு
learn-theme-pure = முதலில் ப்யூர் சீக்வென்ஸ்
learn-theme-wild = வைல்டு சீட்டுகளைப் பயன்படுத்து
learn-theme-distance = டிக்ளேருக்கு அருகில் வைக்கும் சீட்டைப் போடு
learn-theme-outs = அதிக வாய்ப்புகளை வைத்திரு
learn-theme-points = பெரிய சீட்டுகளைக் கழி
learn-theme-feeding = அடுத்தவருக்குச் சீட்டு கொடுக்காதே
learn-theme-drop = நேரத்தில் டிராப்
learn-theme-play-on = டிராப் வேண்டாம்: தொடர்ந்து ஆடு
learn-theme-declare = இப்போதே டிக்ளேர்

## உங்கள் ரேட்டிங்கும் தொடரும் ($rating: ஒரு எண்; $change: குறியுடன், "+12", "−8")

learn-rating = உங்கள் ரேட்டிங்: { $rating }
learn-rating-change = உங்கள் ரேட்டிங்: { $rating } ({ $change })
learn-streak = தொடர்ந்து தீர்த்த தினப் புதிர்கள்: { $count ->
    [one] { $count } நாள்.
   *[other] { $count } நாட்கள்.
}
learn-daily-solved = இன்றையது தீர்ந்தது.
learn-daily-missed = இன்றையது தவறியது: நாளை புதியது.
learn-daily-title = தினப் புதிர், { $date } · ரேட்டிங் { $rating }
learn-daily-title-theme = தினப் புதிர், { $date } · ரேட்டிங் { $rating } · { $theme }
learn-puzzle-title = புதிர் · ரேட்டிங் { $rating }
learn-puzzle-title-theme = புதிர் · ரேட்டிங் { $rating } · { $theme }
learn-solved = தீர்ந்தது. உங்கள் ரேட்டிங்: { $rating } ({ $change }).
learn-missed = தவறியது. உங்கள் ரேட்டிங்: { $rating } ({ $change }).
learn-not-rated = இந்தப் புதிருக்கு முன்பே பதில் சொல்லியிருக்கிறீர்கள்: இந்த முறை ரேட்டிங் மாறாது.

## பலகை

learn-opening = நிலை அமைகிறது…
learn-failed = புதிரைத் திறக்க முடியவில்லை: { $why }
learn-checking = { $choice }: கோச் பார்க்கிறது…
learn-question-draw = உங்கள் முறை: மூடிய டெக்கிலிருந்து எடுப்பீர்களா, திறந்த சீட்டை எடுப்பீர்களா?
learn-question-throw = எடுத்துவிட்டீர்கள். எந்தச் சீட்டைப் போடுவீர்கள்?
learn-question-drop = உங்கள் முதல் முறை: இப்போதே டிராப் செய்வீர்களா, தொடர்ந்து ஆடுவீர்களா?
learn-question-declare = இப்போதே டிக்ளேர் செய்ய முடியுமா? அல்லது தொடர்ந்து ஆடுவீர்களா?
learn-board-piles = டெக்குகளும் வைல்டு சீட்டும்
learn-board-others = மற்ற ஆட்டக்காரர்கள்
learn-mark-coach = கோச்சின் தேர்வு
learn-mark-yours = உங்கள் தேர்வு
learn-right = சரி: கோச்சின் தேர்வு
learn-wrong = கோச்சின் தேர்வு இல்லை
learn-right-said = இங்கே சிறந்த படி { $choice }.
learn-wrong-said = நீங்கள் தேர்ந்தது: { $yours }. கோச்சின் தேர்வு: { $answer }, சுமார் { $loss ->
    [one] { $loss } புள்ளி
   *[other] { $loss } புள்ளிகள்
} நல்லது.
learn-figures-title = கோச்சின் கணக்கு: ஒவ்வொரு தேர்வும் உங்களுக்குச் செலவாகும் என எதிர்பார்க்கும் புள்ளிகள் (குறைவு என்றால் நல்லது)
learn-figure = { $choice }: { $points ->
    [one] { $points } புள்ளி
   *[other] { $points } புள்ளிகள்
}{ $marks ->
    [none] {""}
   *[other] {" "}({ $marks })
}
