"""The lab's column names and the words some columns hold, as readers see them: the keys are
the stable snake_case names of `explorer.lab.tables` (what a CSV for code heads its columns
with); a spreadsheet in the reader's language, and the page's tables, show these instead."""

from __future__ import annotations

from explorer.i18n import N_, _

# Every column of the lab's tables and CSVs (keys as in `explorer.lab.tables`), as readers see it;
# an estimate's `_se`, `_low` and `_high` columns are named from its own (`SUFFIXES`)
COLUMNS: dict[str, str] = {
    # TRANSLATORS: a CSV/table column: the edition's id (a short code such as original-2008; house
    # rules: their link text, refresh-2021~cap:2)
    "ruleset": N_("ruleset id"),
    "edition": N_("edition"),
    # TRANSLATORS: a CSV column: a short code that changes whenever any rule value changes
    "ruleset_hash": N_("ruleset content hash"),
    # TRANSLATORS: a CSV column: the rulebooks the rules come from
    "sources": N_("source documents"),
    "players": N_("players"),
    "p": N_("p"),
    # TRANSLATORS: a CSV column: the storyteller's expected points per turn
    "storyteller_expected": N_("storyteller's expected points"),
    # TRANSLATORS: a CSV column: true on the row where the curve is highest
    "is_max": N_("maximum"),
    # TRANSLATORS: a CSV column: the lowest p that keeps 90% of the storyteller's best score
    "forgiving_p_low": N_("forgiving range: lowest p"),
    "forgiving_p_high": N_("forgiving range: highest p"),
    "forgiving_width": N_("forgiving range: width"),
    "source": N_("source"),
    "outcome": N_("outcome"),
    "share": N_("share"),
    "role": N_("role"),
    "points": N_("points"),
    "turns": N_("turns"),
    "end_reason": N_("how the game ended"),
    "seat": N_("seat"),
    "win_share": N_("share of wins"),
    # TRANSLATORS: a CSV column: a seat's share of wins less a fair share (negative: less)
    "gap": N_("gap from a fair share"),
    "games": N_("games"),
    "deck": N_("deck"),
    # TRANSLATORS: a CSV column: yes where the pile ends every game within two turns
    "degenerate": N_("degenerate (the pile ends every game within two turns)"),
    "best_p": N_("best p"),
    "storyteller_expected_at_best_p": N_("storyteller's expected points at the best p"),
    "turns_mean": N_("mean turns"),
    "turns_min": N_("fewest turns"),
    "turns_max": N_("most turns"),
    # TRANSLATORS: the 10th percentile of single games
    "turns_p10": N_("turns, 10th percentile"),
    "turns_p90": N_("turns, 90th percentile"),
    "pile_ends_every_game_after": N_("the pile ends every game after (turns)"),
    "ended_by_pile": N_("ended by the pile"),
    "ended_by_score_target": N_("ended by score target"),
    "winner_score_mean": N_("winner's mean score"),
    "winner_margin_mean": N_("winner's mean margin"),
    "winner_margin_p10": N_("winner's margin, 10th percentile"),
    "winner_margin_p90": N_("winner's margin, 90th percentile"),
    "shared_wins": N_("shared wins"),
    "seat1_win_share": N_("seat 1's share of wins"),
    "fair_share": N_("fair share"),
    # TRANSLATORS: a CSV column: seat 1's share of wins less a fair share (negative: less)
    "seat1_gap": N_("seat 1's gap from a fair share"),
    # TRANSLATORS: a CSV column: the deck the others are compared with (84 cards)
    "reference_deck": N_("reference deck"),
    # TRANSLATORS: a CSV column: the share of games the pile ends, less that share with the
    # reference deck
    "ended_by_pile_gap": N_("ended by the pile, less with the reference deck"),
    "all_found": N_("all found"),
    "none_found": N_("none found"),
    "some_found": N_("some found"),
    "storyteller_mean": N_("storyteller's mean points"),
    "voter_mean": N_("voter's mean points"),
    "voter_mean_source": N_("voter's mean points: source"),
    # TRANSLATORS: CSV columns repeating the settings each row was computed with
    "setting_players": N_("setting: players"),
    "setting_p": N_("setting: p"),
    "setting_spread": N_("setting: spread"),
    "setting_alpha": N_("setting: α"),
    "setting_q": N_("setting: q"),
    "setting_deck": N_("setting: deck"),
    "setting_rounds": N_("setting: simulated rounds"),
    "setting_games": N_("setting: simulated games"),
    "setting_sweep_games": N_("setting: games per player count"),
    "setting_seed": N_("setting: seed"),
    "setting_editions": N_("setting: editions"),
    # TRANSLATORS: a CSV column: the house rules shown, as their link text
    "setting_house": N_("setting: house rules"),
    "version": N_("version"),
    # TRANSLATORS: a CSV column: the day the file was written
    "exported": N_("exported on"),
    # TRANSLATORS: a CSV column: the address of the lab's view the file comes from
    "link": N_("link to this view"),
}
SUFFIXES: dict[str, str] = {
    # TRANSLATORS: a CSV column named from another: "mean turns, standard error"
    "_se": N_("{column}, standard error"),
    # TRANSLATORS: a CSV column named from another: "mean turns, 95% interval: low"
    "_low": N_("{column}, 95% interval: low"),
    "_high": N_("{column}, 95% interval: high"),
}
# The words some columns hold, as readers see them (a spreadsheet in the reader's language)
WORDS: dict[str, dict[str, str]] = {
    "source": {"exact": N_("exact"), "simulated": N_("simulated")},
    "voter_mean_source": {"exact": N_("exact"), "simulated": N_("simulated")},
    "outcome": {"none": N_("nobody found"), "some": N_("some found"), "all": N_("all found")},
    "role": {"storyteller": N_("storyteller"), "voter": N_("a voter")},
    "end_reason": {
        "score_target": N_("someone reached the score target"),
        "deck": N_("the pile ran out"),
    },
}


def column_label(key: str) -> str:
    """A column's name in the reader's language (keys not listed stay as they are)."""
    if key in COLUMNS:
        return _(COLUMNS[key])
    for suffix, template in SUFFIXES.items():
        base = key.removesuffix(suffix)
        if base != key and base in COLUMNS:
            return _(template).format(column=_(COLUMNS[base]))
    return key
