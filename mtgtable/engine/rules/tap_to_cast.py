"""Convoke and improvise: tapping your permanents to help pay for a spell (CR 702.51, 702.126).

After the total cost is determined and delve is chosen (CR 601.2f), a spell
with ``{"kind": "static", "static": "convoke"}`` lets its caster tap untapped
creatures they control: each pays {1} or one coloured mana symbol of one of
its colours (CR 702.51a); with ``"improvise"`` untapped artifacts each pay {1}
(CR 702.126a).  Summoning sickness doesn't matter: this isn't a {T} cost.  The
permanents are chosen one at a time (a ``Choose`` decision, like delve:
``casting_costs.choose_tapped``), and are tapped when the costs are paid
(CR 601.2h, ``casting_costs.pay_parts``).  This module holds the judgements
(which permanents may help, what each pays); it imports no rule family.
"""

from __future__ import annotations

from typing import Any, Final, TYPE_CHECKING

from . import characteristics as chars

if TYPE_CHECKING:
    from ..state import GameState as Game

KINDS: Final = ("convoke", "improvise")


def kind_of(card: Any) -> str | None:
    """``"convoke"``, ``"improvise"`` or ``None`` for a card definition."""
    for ab in card.abilities:
        if ab.kind == "static" and ab.static in KINDS:
            return str(ab.static)
    return None


def helpers(game: "Game", player: int, kind: str, taken: tuple[int, ...] = ()) -> list[int]:
    """The untapped permanents that may help: creatures (convoke) or artifacts (improvise) the player controls."""
    want = "Creature" if kind == "convoke" else "Artifact"
    return [c for c in game.battlefield if c not in taken and game.objects[c].controller == player
            and not game.objects[c].tapped and want in game.objects[c].card.types]


def symbol_for(game: "Game", oid: int, symbols: list[tuple[str, ...]]) -> int | None:
    """The first coloured symbol a convoking creature's colours can pay (hybrid too; not {C} or {S})."""
    colors = chars.colors(game, oid)
    for i, sym in enumerate(symbols):
        if set(sym) & colors and not {"C", "S"} & set(sym):
            return i
    return None
