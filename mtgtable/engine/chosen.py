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
"as_enters_choose", "choose": "color"}``) says what to ask; :func:`ask` is
called from ``operations.as_enters_choices`` (every way onto the battlefield
goes through it) and ``operations.move`` stores the result.

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

from typing import Any, Generator, Mapping

from .cards import CardDef
from .decisions import Choose, Decision, Kind, option_label
from .errors import IllegalAnswer
from .mana import COLOR_NAMES, COLORS

from . import operations as ops
from .state import GameState as Game

#: What an ``as_enters_choose`` static may ask for.
CHOICE_KINDS = frozenset({"color", "creature_type"})
COLOR_KIND = frozenset({"color"})
#: Colour letters and their labels, in WUBRG order (CR 105.1).
COLOR_LABELS = {"W": option_label("White"), "U": option_label("Blue"), "B": option_label("Black"),
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


def ask(game: "Game", player: int, card: CardDef) -> Generator[Decision, Any, dict[str, str]]:
    """Ask each choice ``card`` makes as it enters (CR 614.12); the values chosen, by kind."""
    out: dict[str, str] = {}
    for kind in entering_choices(card):
        if kind not in out:
            value = yield from _ask_one(game, player, card, kind)
            if value is not None:
                out[kind] = value
    return out


def _ask_one(game: "Game", player: int, card: CardDef, kind: str) -> Generator[Decision, Any, str | None]:
    if kind == "color":
        values = list(COLORS)
        labels = {i: COLOR_LABELS[c] for i, c in enumerate(values)}
        prompt = "As {card} enters, choose a color."
    else:
        values = creature_types_of(game, player)
        labels = {i: option_label(v) for i, v in enumerate(values)}
        prompt = "As {card} enters, choose a creature type."
    if not values:
        return None
    options = list(range(len(values)))

    def validate(a: Any) -> None:
        ops._expect(a, Choose, "614.12")
        if a.choice not in options:
            raise IllegalAnswer("614.12", "choose one of the options {first} to {last}",
                                first=options[0], last=options[-1])

    ans = yield ops._decision(game, Kind.CHOOSE, player, prompt, "614.12",
                              {"options": options, "labels": labels, "as_enters": kind},
                              validate, lambda: [Choose(i) for i in options], prompt_args={"card": card.name})
    value: str = values[int(ans.choice)]
    word = COLOR_NAMES.get(value, value) if kind in COLOR_KIND else value  # a colour word is translated
    ops.log(game, "choose", "614.12", "{player} chooses {value} as {card} enters.",
            player=game.players[player].name, value=word, card=card.name)
    return value


def remember(game: "Game", oid: int, values: Mapping[str, Any]) -> None:
    """``oid`` has these choices from now on (set as it enters, or by a linked ability)."""
    game.chosen[oid] = {**game.chosen.get(oid, {}), **values}
    game._changes += 1


def chosen(game: "Game", oid: int, kind: str) -> Any:
    """What ``oid`` chose for ``kind`` (``"color"``, ``"creature_type"``), or None."""
    found = game.chosen.get(oid)
    return None if found is None else found.get(kind)


def shown(game: "Game", oid: int) -> dict[str, str]:
    """The choices to show on the card: ``{"color": "G"}`` (the GUI translates the kind and colour)."""
    found = game.chosen.get(oid, {})
    return {k: str(v) for k, v in found.items() if k in CHOICE_KINDS}
