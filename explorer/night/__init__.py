"""Game night: keeping the score of a real table, round by round, under its box's rules.

A whole evening is a frozen value (`evening.Night`: the players, the box's edition or house
rules, the deck, the rounds entered as storyteller + the owners of the cards each voter chose).
`tally` plays its rounds in the whole-game core (`explorer.round.game`: each round scored by
the engine's round scoring, the totals added up, the end of the game and why from the ruleset's
`end_conditions`, the winners). `editions` scores the same evening under every edition side by
side and finds the first round where they disagree. The whole game's words
(`explorer.round.game_words`) write all of it in the reader's language, only when it is shown:
the values here hold facts, never sentences.

An evening is copied from phone to phone by its link: `stamp` says which copy a night is (the
evening's identity and revision) and how two copies stand (older, newer, diverged); `changes`
what changed between two states of an evening and who gained or lost; `countdown` how far the
next round is from the end; `notices` words those for the page.

May import `errors`, `limits`, `i18n`, `text`, `rules` and `round`; never Streamlit or Plotly.
"""
