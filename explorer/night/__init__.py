"""Game night: keeping the score of a real table, round by round, under its box's rules.

A whole evening is a frozen value (`evening.Night`: the players, the box's edition or house
rules, the deck, the rounds entered as storyteller + the owners of the cards each voter chose).
`tally` scores it through the engine's round scoring (`explorer.round.scoring`: check, then
compute), adds the rounds up, and says when the game ended and why from the ruleset's
`end_conditions` (the score target at the end of a round; the draw pile counted by
`explorer.rules.endgame`), and who won. `editions` scores the same evening under every edition
side by side and finds the first round where they disagree. `words` writes all of it in the
reader's language, only when it is shown: the values above hold facts, never sentences.

An evening is copied from phone to phone by its link: `stamp` says which copy a night is (the
evening's identity and revision) and how two copies stand (older, newer, diverged); `changes`
what changed between two states of an evening and who gained or lost; `countdown` how far the
next round is from the end; `notices` words those for the page.

May import `errors`, `limits`, `i18n`, `text`, `rules` and `round`; never Streamlit or Plotly.
"""
