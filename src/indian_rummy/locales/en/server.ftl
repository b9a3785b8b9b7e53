# What the partner server writes itself: push notifications, "Since you left", refusals.
# $name is a seat's name: a person's as typed, or a bot's message (bot-mira).

## "Since you left": one move each; the page puts them in a list, push.py one after
## another. $done is what the seat did (the engine's turn words: "drew", "threw 5♦").

since-moved = { $name } { $done }
since-and = { $first } and { $then }
since-your-time-ran-out = Your time ran out: the table { $done } for you
since-time-ran-out = { $name }'s time ran out: the table { $done } for them
since-deal-began = Deal { $deal } began
since-earlier-moves = { $count ->
    [one] { $count } earlier move
   *[other] { $count } earlier moves
}

## Push notifications: a title, and a body that tells the latest moves ($moves).

push-your-turn-title = Your turn
push-your-turn = { $moves } — your turn.
push-deal-over-title = Deal { $deal } is over
push-deal-over = { $moves } — the deal is over.
push-match-over-title = The match is over
push-match-over = { $moves } — the match is over.
push-moves-then = { $before }; { $then }

## Refusals of a request. $shape is the JSON a request should have sent, as it is;
## $given is what it sent (quoted); $reason a parser's own words (English).

server-forbidden = This link's token does not open a seat at this match.
server-no-match = There is no such match.
server-unavailable = The match server cannot reach its records just now, so nothing was changed; try again in a moment.
server-unreadable = This match cannot be opened because of a fault on the server; it has been reported.
server-fault = Something went wrong on the server; nothing was changed by this request. It has been reported.
server-refused = { $reason }
server-slow-down = Too many requests; slow down.
server-too-many-matches = This address has made as many matches as it may for now; try again later.
server-too-many-bots = This address has started as many bot seats as it may for now ({ $per_hour } an hour); try again later, or seat fewer bots.
server-too-many-reviews = This address has had as many reviews worked out as it may for now; try again in { $seconds } s.
server-too-many-connections = This address has { $most ->
    [one] { $most } connection
   *[other] { $most } connections
} open to the server, as many as it may; close one or try again shortly.
server-headers-late = The request's headers did not arrive within { $seconds } s.
server-body-late = The request's body did not arrive in full within { $seconds } s.
server-body-incomplete = The request's body did not arrive in full.
server-too-large = A request body holds at most { $most ->
    [one] { $most } byte
   *[other] { $most } bytes
}.
server-not-utf8 = The request body is not UTF-8 text.
server-not-json = The request body is not valid JSON: { $reason }.
# $field names a field by its place in the request (keys.p256dh); $types are JSON's names.
server-field-type = The request's { $field } must be a JSON { $types }, not { $given }.
server-binary-frame = A request is a text frame of UTF-8 JSON, not a binary one.
server-not-utf8-json = A request is UTF-8 JSON text.
server-hello-shape = The first message is { $shape }.
server-seq = seq is the number of actions the page has seen, 0 to { $most }, not { $given }.
server-name-shape = A new name is { $shape }.
server-push-off-shape = Turning pushes off is { $shape }.
server-push-shape = A subscription is the browser's { $shape }.
server-push-language = The language of push notifications is one of { $languages }, not { $given }.
server-push-endpoint = The endpoint is not at a browser's push service: { $given }.
server-push-keys = The subscription's keys are { $shape }, not { $given }.
server-push-key-size = The subscription's keys.{ $key } is { $size ->
    [one] { $size } byte
   *[other] { $size } bytes
} in base64url, not { $given }.
server-push-not-p256 = The subscription's keys.p256dh is not a P-256 public key.

## Refusals a player meets at the table.

server-conflict = Other moves kept reaching the table first; this is the table as it is now.
server-deal-too-long = This deal has reached { $most ->
    [one] { $most } move
   *[other] { $most } moves
}, the most one deal may hold: no more can be made in it
server-rematch-not-over = A rematch can start once this match is over.
server-name-length = A name has 1 to { $most } characters.
server-seat-name-length = Seat { $seat }: a name has 1 to { $most } characters.
server-name-taken = { $name } already sits at this table; choose another name.
server-no-wait = This match gives no days a turn, or no turn is being waited for.
server-own-turn = It is your own turn: play it.
# $until: the day and time (UTC) the late seat's turn ends, like "05 Dec 18:30".
server-still-has-time = { $name } still has time: { $days ->
    [one] { $days } day
   *[other] { $days } days
} a turn, until { $until } UTC.
server-busy = The server has as many live tables open as it can hold; try again in a moment.

## A new match the API refuses (the page's form offers only what it accepts).
## $table is the table's key (twine, classic); $given what was sent, quoted.

server-or = { $before } or { $then }
server-new-match-shape = A new match is a JSON object.
server-new-match-setting = A new match has no { $given } setting (only { $settings }).
server-new-match-table = Partner play is at the { $tables } table, not { $given }.
server-new-match-format = A { $table } match plays { $formats }, not { $given }.
server-new-match-seats = A { $table } match has { $count ->
    [one] { $count } seat
   *[other] { $count } seats
}, each { $seat }.
server-new-match-seats-range = A { $table } match has { $fewest } to { $most } seats, each { $seat }.
server-seat-one-bot = Seat 1 is the person who makes the match, not a bot.
server-seat-unknown-bot = Seat { $seat }: there is no bot called { $given } ({ $bots }).
server-seat-shape = Seat { $seat } is a person, { $person }, or a bot, { $bot } (a bot's seat takes its bot's name).
server-clock = A clock is null (none: play any time), { $live } seconds a turn with a reserve of { $reserve } seconds (live play), or { $any_time }, 1 to { $most_days } days a turn (any time), not { $given }.
