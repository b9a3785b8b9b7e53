# Partner play: the invite, the links, the strip beside a partner table, the pages
# a link that cannot open a table shows, the rematch, notifications of your turn.

## Playing with friends: the button, the invite form and what it makes.

invite-open = Play with friends
invite-title = Play with friends
invite-about = Friends at their own screens, and bots if you like, scored as at the scored tables. Play at the same time, or each take a turn whenever it suits: the match waits. Partner play needs the network.
invite-make = Make the match
invite-cancel = Cancel
invite-your-matches = Your matches on this device
invite-a-match = A match
# After a match's title in the list of this device's matches: when it was opened ($day: "3 Dec").
invite-opened = · opened { $day }
invite-offline = Partner play needs the network, and this device is offline.
invite-no-answer = Partner play needs the network: the partner server did not answer. Try again once you are online.
invite-no-offer = The partner server did not say which tables it offers. Try again in a moment.
invite-not-made = The match could not be made. Try again in a moment.
# $why: the server's reason.
invite-not-made-because = The match could not be made: { $why }
invite-ready-title = Your match is ready
invite-ready-bots = The bots are seated. Keep your own link: it brings you back to this table from any device.
invite-ready-many = Send each friend their own invite link: whoever opens one takes that seat. Keep your own link: it brings you back to this table from any device.
invite-ready-one = Send the invite link to your friend (whoever opens it takes the other seat). Keep your own link: it brings you back to this table from any device.
invite-open-table = Open the table
invite-own-link = Your own link, to come back with
invite-close = Close
# The language the invited friends' table opens in (their link says it).
invite-language = Language of the invite
invite-link-for-friend = Invite link for your friend
invite-link-for = Invite link for { $name }
invite-link-for-seat = Invite link for seat { $seat }

## A link with Copy link and Share.

link-copy = Copy link
link-copied = Copied.
link-copy-by-hand = Select the link and copy it.
link-share = Share…
link-share-title = Indian Rummy
link-share-text = Play a match of Indian Rummy with me:

## The form: the table, the format, the seats, the turn clock.

invite-table = Table
invite-table-twine = Two players, two decks; no wild card from the discard pile, and only a complete hand may be declared.
invite-table-classic = Two to six players, from one or two decks; a wild card may be taken from the discard pile.
# A table's title with how many play at it: "Classic · 2 to 6 players".
invite-table-players = { $title } · { $count ->
    [one] { $count } player
   *[other] { $count } players
}
invite-table-players-range = { $title } · { $fewest } to { $most } players
invite-format = Format
invite-format-deals = { $deals ->
    [one] { $deals } deal
   *[other] { $deals } deals
} for chips, { $chips } each to start; each deal's winner takes the others' points in chips, and the most chips win.
invite-format-one = One hand; the lower score wins.
invite-format-pool = Deal after deal; reaching { $limit ->
    [one] { $limit } point
   *[other] { $limit } points
} puts you out.
invite-seats = Seats
invite-your-name = Your name (optional)
invite-add-seat = Add a seat
invite-clock = Turn clock
invite-clock-none = None: play any time
invite-clock-turn = { $seconds } s a turn, { $reserve } s reserve (live play)
invite-clock-days = { $days ->
    [one] A turn within a day (any time)
   *[other] A turn within { $days } days (any time)
}
invite-seat-friend = A friend
# A bot in the seat's choices ($name: the bot's name).
invite-seat-bot = { $name } (bot)
invite-seat = Seat { $seat }
invite-seat-name = Seat { $seat }: friend's name (optional)
invite-seat-remove = Remove
    .aria-label = Remove seat { $seat }

## The partner table: the strip under the status line.

partner-play = partner play
partner-joining = Joining the match…
partner-strip =
    .aria-label = The other players
# Before the tab's title while your turn waits in a background tab.
partner-turn-mark = Your turn · { $title }
partner-retrying = Connection lost · reconnecting…
partner-crowded = This seat is open on other devices, so this page stopped following the match. Reload it to play here.
partner-records = The match server cannot reach its records just now; moves wait until it is back.
partner-is-bot = { $name } is a bot
partner-is-online = { $name } is online
partner-is-away = { $name } is away
# Two names, or the last of more: "Ravi and Kiran", "Ravi, Meena and Kiran" ($first: the others, joined by commas).
# The match in a list of matches: "Pool 101 with Ravi".
partner-match-with = { $format } with { $names }
partner-turn = { $name }'s turn.
partner-turn-since = { $name }'s turn since { $since }.
partner-turn-waits = The match waits; { $name } can play whenever it suits.
# When a turn began: "14:05 (5 minutes ago)", another day "3 Dec 14:05 (2 days ago)".
partner-when-today = { $clock } ({ $ago })
partner-when-day = { $day } { $clock } ({ $ago })
partner-ago-now = just now
partner-ago-minutes = { $count ->
    [one] { $count } minute ago
   *[other] { $count } minutes ago
}
partner-ago-hours = { $count ->
    [one] { $count } hour ago
   *[other] { $count } hours ago
}
partner-ago-days = { $count ->
    [one] { $count } day ago
   *[other] { $count } days ago
}
partner-clock-alert = { $count ->
    [one] { $count } second left of your turn.
   *[other] { $count } seconds left of your turn.
}
# An any-time match: days a turn ($until: "3 Dec, 14:05").
partner-days-per-turn = { $days ->
    [one] a day a turn
   *[other] { $days } days a turn
}
partner-days-yours = Your turn: play by { $until } ({ $perTurn }), or the others may end your wait.
partner-days-yours-over = Your time for this turn is over: play now, or the others may end your wait.
partner-days-theirs = { $name } has until { $until } to play ({ $perTurn }).
partner-days-theirs-over = { $name }'s time for this turn is over ({ $perTurn }).
# The button that ends a late seat's wait: its name, then what it does.
partner-end-wait = End the wait
partner-end-wait-throw = { partner-end-wait }: throw { $name }'s drawn card
partner-end-wait-drop = { partner-end-wait }: { $name } drops
partner-since-title = Since you left
# One thing that happened while you were away ($move: the server's words).
partner-since-move = { $move }.
partner-since-done = Got it
partner-your-link = Your link to come back
partner-own-link = Your own link (keep it private)
partner-final-scores = See the final scores
partner-play-here = Play here instead
partner-move-waits = Not connected to the match; reconnecting… That move will be sent when the connection is back.
partner-unreachable = The match server could not be reached; try again in a moment.
partner-offline = The partner server did not answer: try again once you are online.

## Pages for a link that cannot open a table.

partner-page-tab = { $title } · Indian Rummy
partner-page-wrong = This link does not open a seat
partner-page-wrong-text = The link may have been copied only in part, or it belongs to another match. Ask the friend who invited you to send it again, or use the link you were given when you made the match.
partner-page-missing = There is no such match
partner-page-missing-text = No match on this server has that name. The link may be mistyped, or it was made on another server. Start a new match and send the new invite link.
partner-page-network = Partner play needs the network
partner-page-network-text = The partner server did not answer, so this match cannot be opened now. Your seat and the table are kept on the server: try again once you are online. The practice table works offline.
partner-page-static = Partner play is not available here
partner-page-static-text = This copy of the game is a plain web site without the partner server, so it cannot hold a match. Partner links work where the game is served by `indian-rummy serve`. The practice table works here.
partner-page-busy = This seat is open on another screen
partner-page-busy-text = Your link is in use in another tab or on another device right now. You can play here instead; the other screen keeps following the table.
partner-page-over = This match is over
partner-page-over-text = This match has been played to its end. Look at the final scores; a rematch starts from there.
partner-page-server = The partner server could not open this match
partner-page-server-text = Something went wrong on the server. Try again in a moment.
partner-practice = Practice table
partner-try-again = Try again

## The invited player's name.

partner-name-form =
    .aria-label = Your name
# $partner: the other player's name; $name: how they see you now.
partner-name-ask = { $partner } sees you as “{ $name }”. Your name:
partner-name-ask-table = The table sees you as “{ $name }”. Your name:
partner-name-save = Save name
partner-name-later = Not now
partner-name-saved = { $partner } now sees you as { $name }.
partner-name-saved-table = The table now sees you as { $name }.
partner-name-not-saved = The name could not be saved. Try again in a moment.

## The rematch.

partner-rematch = Rematch
partner-rematch-join = Join the rematch
partner-rematch-offer = Play again: the same table and names, a new deal. The others join from their own screens or links.
partner-rematch-made = A rematch is ready: the same table and names, a new deal. The link you keep for yourself opens your seat there too.
partner-rematch-ready = A rematch is ready: “{ partner-rematch-join }” takes your seat there.
partner-rematch-failed = Partner play needs the network: the rematch could not be made. Try again once you are online.

## Notifications of your turn.

push-switch = Tell me when it's my turn
push-on = This device will be told when it is your turn, even with the page closed.
push-off = No more notifications for this match on this device.
push-blocked-ask = Notifications are blocked for this site, so the switch stays off. While this page is open its tab still says when it is your turn.
push-blocked = Notifications are blocked for this site, so the switch stays off.
push-no-service = This browser could not reach its push service, so it cannot be told of your turn just now.
push-no-key = The match server cannot send notifications just now.
push-not-kept = The match server did not keep the notification request.
push-not-heard = The match server did not hear that; try again.
push-failed = That did not work; try again in a moment.
