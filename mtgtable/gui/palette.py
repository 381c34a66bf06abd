"""Colours of the drawn cards and mana symbols (no image files needed)."""

from __future__ import annotations

from PySide6.QtGui import QColor

#: Frame colour of each Magic colour, and of colourless and multicoloured cards.
FRAME = {
    "W": QColor("#ece6c8"), "U": QColor("#4d8fcc"), "B": QColor("#4a4542"),
    "R": QColor("#d9583b"), "G": QColor("#3f8f4f"), "C": QColor("#a9aeb5"), "M": QColor("#d4af37"),
}
#: Background of the text boxes inside the frame.
PAPER = {
    "W": QColor("#fbf8ec"), "U": QColor("#e3eef8"), "B": QColor("#e2dfdc"),
    "R": QColor("#f8e3dc"), "G": QColor("#e1efe2"), "C": QColor("#eceef0"), "M": QColor("#f6ecc9"),
}
#: Mana symbol disc colours and the letter colour on them.
MANA = {
    "W": (QColor("#fffbd5"), QColor("#333")), "U": (QColor("#aae0fa"), QColor("#123")),
    "B": (QColor("#cbc2bf"), QColor("#111")), "R": (QColor("#f9aa8f"), QColor("#311")),
    "G": (QColor("#9bd3ae"), QColor("#132")), "C": (QColor("#d6d8da"), QColor("#222")),
}
GENERIC = (QColor("#cac5c0"), QColor("#222"))

HIGHLIGHT = {
    "playable": QColor("#33d17a"), "choosable": QColor("#f6d32d"), "selected": QColor("#3584e4"),
    "drop": QColor("#2ec27e"), "refused": QColor("#e01b24"),
}
ATTACK = QColor("#c01c28")
BLOCK = QColor("#1c71d8")
DAMAGE = QColor("#c01c28")
#: The tag on cards whose text the players apply by hand.
MANUAL = QColor("#ffa348")
TABLE = QColor("#26352c")
TABLE_LIGHT = QColor("#31463a")


def frame_key(colors: tuple[str, ...]) -> str:
    """Which frame a card with these colours gets: its colour, gold, or grey."""
    if not colors:
        return "C"
    return colors[0] if len(colors) == 1 else "M"
