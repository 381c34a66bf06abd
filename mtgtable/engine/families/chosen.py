"""Choices a permanent remembers: made as it enters, read by its other abilities.

"As this Aura enters, choose a color." / "As this land enters, choose a
creature type." are replacement effects applied as the permanent enters
(CR 614.12, 614.1c): the choice is made before it is on the battlefield, and
the permanent then has that choice for as long as it stays there; a new
object (another zone change, CR 400.7) has none.  Its other abilities read it
("adds an additional one mana of the chosen color", "the chosen type").

The choices live in ``GameState.chosen`` (object id -> name -> value), copied
with the state, so undo, checkpoints and replays keep them; an id is never
reused, so an object that left the battlefield simply has no entry that
anything looks at again.  The card (``{"kind": "static", "static":
"as_enters_choose", "choose": "color"}``) says what to ask;
``turn.entering.as_enters_choices`` (every way onto the battlefield goes through
it) asks it (``turn.entering.ask_entering_choices``) and ``operations.move``
stores the result.  This module holds the data and imports no operation.

Linked abilities (CR 607.2a) use the same store: "exile a card" and "the
exiled card" of one permanent (``linked_effects.py``) keep the exiled ids here
under ``"exiled"``.

The creature types offered are those of the creature cards the choosing
player owns (CR 205.3m lists every type; the abilities compiled with this
choice look only at that player's own creatures and spells, for which a type
none of their cards has changes nothing), so no hidden card of the opponent is
shown in the list.
"""

from __future__ import annotations

from typing import Any, Final, TYPE_CHECKING

from ..data.cards import CardDef
from ..decisions import option_label

if TYPE_CHECKING:
    from ..state import GameState as Game

#: What an ``as_enters_choose`` static may ask for.
CHOICE_KINDS: Final = frozenset({"color", "creature_type", "card_name", "nonland_card_name"})
#: A card name (CR 201.3): ``operations`` asks it from ``card_names``; ``named_rules`` reads it.
NAME_KINDS: Final = frozenset({"card_name", "nonland_card_name"})
COLOR_KIND: Final = frozenset({"color"})
#: Colour letters and their labels, in WUBRG order (CR 105.1).
COLOR_LABELS: Final = {"W": option_label("White"), "U": option_label("Blue"), "B": option_label("Black"),
                       "R": option_label("Red"), "G": option_label("Green")}


def entering_choices(card: CardDef) -> tuple[str, ...]:
    """What ``card`` asks for as it enters, in the order of its abilities."""
    return tuple(str(ab.params.get("choose")) for ab in card.abilities
                 if ab.kind == "static" and ab.static == "as_enters_choose" and ab.params.get("choose") in CHOICE_KINDS)


def creature_types_of(game: "Game", player: int) -> list[str]:
    """The creature types (CR 205.3m) among the creature and Kindred cards ``player`` owns, sorted."""
    found: set[str] = set()
    for o in game.objects.values():
        if o.owner == player and ("Creature" in o.card.types or "Kindred" in o.card.types
                                  or "Tribal" in o.card.types):
            found.update(o.card.subtypes)
    return sorted(found)


def chosen(game: "Game", oid: int, kind: str) -> Any:
    """What ``oid`` chose for ``kind`` (``"color"``, ``"creature_type"``), or None."""
    found = game.chosen.get(oid)
    return None if found is None else found.get(kind)


def shown(game: "Game", oid: int) -> dict[str, str]:
    """The choices to show on the card: ``{"color": "G"}`` (the GUI translates the kind and colour)."""
    found = game.chosen.get(oid, {})
    return {k: str(v) for k, v in found.items() if k in CHOICE_KINDS}
