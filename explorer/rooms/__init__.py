"""Rooms: several people, each on their own phone, in one shared thing the engine keeps (a
class answering the quiz together while the teacher watches; a table playing the practice game,
each player's hand on their own phone; a table scoring one game night).

`room` holds what every room has (a join code, a host, members with names and secrets, a
ruleset, a version) and the changes it can go through, `names` the rules a member's name keeps;
`kind` what a kind of room adds (its state, who may move it, what each member sees: the
hidden-information rule is the engine's); `quiz` the class quiz; `practice` the practice table
across phones (`table` its state and actions, `practice_view` what each phone sees,
`practice_wire` its record); `evening` a game night live on every phone at the table; `codes`
join codes and members' secrets; `wire` a room as a store keeps it; `store` the bounds and the
embedded store, `redis_store` the shared one, `config` which one the settings choose; `service`
the calls a page makes (compare-and-set on the version); `throttle` how many wrong codes a
visit may type; `qr` the join link as a QR code (segno).

Imports: `errors`, `limits`, `i18n`, `text`, `rules`, `round`, `learn` (the quiz's public
functions), `game` (the practice table's game, bots and all) and `night` (a live evening's
copy); `redis` (only when a Redis store is configured) and `segno`; no Streamlit.
"""
