# हर पन्ने के शब्द: भाषा चुनने का नियंत्रण, पत्तों के नाम, बॉट के नाम।

language-label = भाषा

## स्क्रीन रीडर के लिए पत्ते का नाम: पहले शब्द, फिर कोने में जो दिखता है ($label, जैसे 5♥),
## वाइल्ड पत्ते के लिए ", वाइल्ड"। $rank 1 (इक्का) से 13 (बादशाह); $suit S, H, D या C।

card-rank = { $rank ->
    [1] इक्का
    [2] दुक्की
    [3] तिक्की
    [4] चौका
    [5] पंजा
    [6] छक्का
    [7] सत्ता
    [8] अट्ठा
    [9] नहला
    [10] दहला
    [11] गुलाम
    [12] बेगम
   *[13] बादशाह
}
card-suit = { $suit ->
    [S] हुकुम
    [H] पान
    [D] ईंट
   *[C] चिड़ी
}
# दुक्की, तिक्की और बेगम स्त्रीलिंग हैं: "पान की बेगम", बाकी "पान का पंजा"।
card-words = { card-suit } { $rank ->
    [2] की
    [3] की
    [12] की
   *[other] का
} { card-rank }
card-joker = छपा हुआ जोकर
card-name = { $words }, { $label }
card-name-wild = { $words }, { $label }, वाइल्ड
rank-plural = { $rank ->
    [1] इक्के
    [2] दुक्कियाँ
    [3] तिक्कियाँ
    [4] चौके
    [5] पंजे
    [6] छक्के
    [7] सत्ते
    [8] अट्ठे
    [9] नहले
    [10] दहले
    [11] गुलाम
    [12] बेगमें
   *[13] बादशाह
}

## बॉट। हर बॉट एक टर्म है, अपने व्याकरणिक लिंग के साथ (मीरा और तारा स्त्री, किरण पुरुष);
## कोड बॉट को उसकी कुंजी से पुकारता है, bot-<key>, जिसका .gender उसके टर्म का है। किसी
## व्यक्ति के बारे में हर वाक्य को उसका $gender मिलता है (feminine, masculine, या लिखे
## गए नाम के लिए other), और क्रिया उसी से मेल खाती है: "मीरा जीतीं", "किरण जीते"।

-mira = मीरा
    .gender = feminine
-kiran = किरण
    .gender = masculine
-tara = तारा
    .gender = feminine

bot-mira = { -mira }
    .gender = { -mira.gender ->
        [masculine] masculine
       *[feminine] feminine
    }
bot-kiran = { -kiran }
    .gender = { -kiran.gender ->
        [masculine] masculine
       *[feminine] feminine
    }
bot-tara = { -tara }
    .gender = { -tara.gender ->
        [masculine] masculine
       *[feminine] feminine
    }
seat-bot-numbered = { $name } { $number }

