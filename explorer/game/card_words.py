"""What each card shows, in words: a short sentence written from the parameters that draw it
(main motif, second motif, composition, palette), in the reader's language.

`explorer.game.cards.describe(card)` says it for a card: the card's text alternative, the
`<title>` of its picture (`cards.card_svg`) and, with the card's place on the screen, its
accessible name. Each composition has a whole-sentence template
(the translator writes the sentence; the motifs and the colours are slots), and every motif is
a noun phrase standing on its own in it (its article, gender and case are the translator's), so
a sentence reads naturally in each language: "The moon above the hills, a bird on the slope, at
night."
"""

from __future__ import annotations

from explorer.i18n import _, p_


def _motif(name: str) -> str:
    """The motif as a noun phrase that can stand as the subject of a sentence."""
    words = {
        "moon": p_("card picture", "the moon"),
        "sun": p_("card picture", "the sun"),
        "tree": p_("card picture", "a tree"),
        "house": p_("card picture", "a house"),
        "bird": p_("card picture", "a bird"),
        "fish": p_("card picture", "a fish"),
        "key": p_("card picture", "a key"),
        "boat": p_("card picture", "a sailing boat"),
        "mountain": p_("card picture", "a mountain"),
        "door": p_("card picture", "a door"),
        "eye": p_("card picture", "an eye"),
        "star": p_("card picture", "a star"),
        "ladder": p_("card picture", "a ladder"),
        "balloon": p_("card picture", "a hot-air balloon"),
        "snail": p_("card picture", "a snail"),
        "clock": p_("card picture", "a clock"),
        "whale": p_("card picture", "a whale"),
        "lighthouse": p_("card picture", "a lighthouse"),
        "flower": p_("card picture", "a flower"),
        "cloud": p_("card picture", "a cloud"),
        # TRANSLATORS: a rabbit drawn on a card, not the rabbit pawn of the score track
        "rabbit": p_("card picture", "a rabbit"),
        "umbrella": p_("card picture", "an umbrella"),
        "crown": p_("card picture", "a crown"),
        "feather": p_("card picture", "a feather"),
    }
    return words[name]


def _colours(mood: str) -> str:
    """The palette as a phrase that ends a sentence ("at night", "in forest greens")."""
    words = {
        "night": p_("card colours", "at night"),
        "dusk": p_("card colours", "at dusk"),
        "dawn": p_("card colours", "at dawn"),
        "sea": p_("card colours", "in sea blues and greens"),
        "forest": p_("card colours", "in forest greens"),
        "fire": p_("card colours", "in fiery reds"),
        "winter": p_("card colours", "in wintry blues and whites"),
    }
    return words[mood]


def _sentence(composition: str) -> str:
    """The composition's sentence: {motif} is the big picture, {second} the small one, {mood}
    the colours. Each motif slot must read as a subject on its own (no case ending or article
    contracted onto it), as the motif words are translated once for every template."""
    sentences = {
        # TRANSLATORS: a card's picture. {motif} and {second} are things drawn ("the moon", "a
        # bird"), {mood} the colours ("at night"). Keep {motif} and {second} where a subject can
        # stand (no preposition or case ending on them)
        "hills": _("{motif} above the hills, {second} on the slope, {mood}."),
        # TRANSLATORS: a card's picture; see "above the hills" for the slots
        "sea-view": _(
            "{motif} over the sea, reflected in the water, {second} on the horizon, {mood}."
        ),
        # TRANSLATORS: a card's picture; see "above the hills" for the slots
        "floating": _("{motif} on a floating island, {second} in the sky, {mood}."),
        # TRANSLATORS: a card's picture; see "above the hills" for the slots
        "doorway": _("{motif} in an arched doorway, {second} on the threshold, {mood}."),
        # TRANSLATORS: a card's picture; {motif} is drawn very big, {second} small below it
        "giant": _("{motif} filling the whole card, {second} at its foot, {mood}."),
    }
    return sentences[composition]


def sentence(motif: str, second: str, mood: str, composition: str) -> str:
    """A picture with these tags (`Card.tags`), as one short sentence in the current language."""
    text = _sentence(composition).format(
        motif=_motif(motif), second=_motif(second), mood=_colours(mood)
    )
    return text[:1].upper() + text[1:]
