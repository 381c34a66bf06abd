"""Linked abilities (CR 607): one ability exiles a card, another of the same
permanent refers to "the exiled card".

* ``exile_from_hand_linked``: "Imprint — When this artifact enters, you may
  exile a nonartifact, nonland card from your hand" (Chrome Mox; imprint is an
  ability word, CR 207.2c).  The controller chooses a card matching
  ``filter`` (``types_none``: none of those card types) or, with ``may``,
  none (CR 608.2d);
* ``exile_linked``: "When this enchantment enters, exile another target
  nonland permanent" (Oblivion Ring, Journey to Nowhere, Fiend Hunter): the
  target is exiled and remembered;
* ``return_linked``: "When this enchantment leaves the battlefield, return the
  exiled card to the battlefield under its owner's control" (CR 607.2a: only
  the card that *this object's* linked ability exiled; a card exiled after
  the permanent left, because its enters ability resolved later, stays in
  exile, CR 603.10a, 400.7);
* the mana produce ``exiled_colors``: "{T}: Add one mana of any of the exiled
  card's colors" (CR 106.5: no colour, no mana), read by ``mana_abilities``;
  and ``instead: {"linked": true}``: "If a card is exiled with this land, add
  {C}{C} instead" (Ugin's Labyrinth), also read there;
* ``return_linked`` with ``to: "hand"``: "Return the exiled card to its
  owner's hand".

What was exiled is kept in ``GameState.chosen[source]["exiled"]`` (``chosen.py``)
under the id of the permanent that exiled it; a card that left exile is a new
object (CR 400.7) and is no longer "the exiled card".  The trigger
``leaves_battlefield`` is fired by ``operations.move`` (CR 603.6c, 603.10a).
"""

from __future__ import annotations

from typing import Any, Final, Generator, Mapping

from ..turn import entering
from ..rules import characteristics as chars
from ..decisions import Choose, Kind, option_label
from ..data.effect_params import EFFECT_PARAMS, boolean, subject
from .effect_core import EffectContext, effect
from ..errors import IllegalAnswer
from ..objects import Zone

from .. import operations as ops
from ..state import GameState as Game

_CARD_TYPES: Final = frozenset({"Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Instant", "Sorcery",
                                "Battle", "Kindred"})


def _types_check(v: Any) -> str | None:
    ok = isinstance(v, Mapping) and set(v) <= {"types_none", "colorless", "mv_at_least"} \
        and isinstance(v.get("types_none", []), (list, tuple)) \
        and all(t in _CARD_TYPES for t in v.get("types_none", [])) \
        and isinstance(v.get("colorless", False), bool) and type(v.get("mv_at_least", 0)) is int
    return None if ok else 'a filter {"types_none": [card types], "colorless": true, "mv_at_least": N}'


def linked_cards(game: "Game", source: int) -> list[int]:
    """The cards ``source``'s linked ability exiled that are still those objects in exile (CR 607.2a)."""
    found = game.chosen.get(source, {}).get("exiled", ())
    return [i for i in found if i in game.objects and game.objects[i].zone is Zone.EXILE]


def _link(game: "Game", source: int, exiled: int) -> None:
    ops.remember(game, source, {"exiled": tuple(game.chosen.get(source, {}).get("exiled", ())) + (exiled,)})


def link_exiled(game: "Game", source: int, exiled: int) -> None:
    """``exiled`` was exiled by ``source``'s linked ability (Tidehollow Sculler's, from library_effects;
    CR 607.2a)."""
    _link(game, source, exiled)


def exiled_colors(game: "Game", source: int) -> frozenset[str]:
    """The colours of the cards ``source`` exiled (Chrome Mox: "any of the exiled card's colors")."""
    out: set[str] = set()
    for i in linked_cards(game, source):
        out |= game.objects[i].card.colors
    return frozenset(out)


@effect("exile_from_hand_linked")
def _exile_from_hand(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Generator[Any, Any, None]:
    me = ctx.controller
    filt = e.get("filter") or {}
    none_of = set(filt.get("types_none", ()))
    colorless, at_least = bool(filt.get("colorless")), int(filt.get("mv_at_least", 0))
    # "a colorless card with mana value 7 or greater" (Ugin's Labyrinth, CR 105.2c, 202.3)
    options: list[int] = [c for c in game.players[me].hand if not none_of & set(game.objects[c].card.types)
                          and not (colorless and game.objects[c].card.colors)
                          and game.objects[c].card.mana_cost.mana_value >= at_least]
    may = bool(e.get("may"))
    if may:
        options.append(-1)
    if not options:
        return

    def validate(a: Any) -> None:
        ops._expect(a, Choose, "607.2a")
        if a.choice not in options:
            raise IllegalAnswer("607.2a", "{card} is not a card in your hand that {source} can exile",
                                card=ops.describe(game, a.choice), source=ctx.source_name)

    ans = yield ops._decision(game, Kind.CHOOSE, me, "Choose a card from your hand to exile with {card}.", "607.2a",
                              {"options": options, "labels": {-1: option_label("Exile nothing")}},
                              validate, lambda: [Choose(i) for i in options], prompt_args={"card": ctx.source_name})
    if ans.choice == -1:
        return
    new_id = ops.move(game, ans.choice, Zone.EXILE, rule="607.2a", reason="exiled_by", source=ctx.source_name)
    if new_id is not None:
        _link(game, ctx.source, new_id)


@effect("exile_linked")
def _exile_linked(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    index = e.get("target", 0)
    ref = ctx.targets[index] if isinstance(index, int) and index < len(ctx.targets) else None
    if not isinstance(ref, int) or ref not in game.objects:
        return  # CR 608.2b: an illegal target is not affected
    until = bool(e.get("until"))
    src = game.objects.get(ctx.source)
    if until and (src is None or src.zone not in (Zone.BATTLEFIELD, Zone.PHASED_OUT)):  # (phasing is no leaving, CR 702.26d)
        # CR 610.3c: "until this leaves the battlefield", and it already has: nothing is exiled.
        ops.log(game, "fizzle", "610.3c", "{card} has left the battlefield: nothing is exiled.", card=ctx.source_name)
        return
    group = [ref]
    if e.get("same_name"):
        # "... and all other permanents with the same name as that permanent" (Detention Sphere, CR 201.2)
        from .same_name import same_name_group
        group = same_name_group(game, ref, creatures_only=False) if chars.on_battlefield(game, ref) else []
    for oid in group[1:]:
        moved = ops.move(game, oid, Zone.EXILE, rule="607.2a", reason="exiled_by", source=ctx.source_name)
        if moved is not None:
            _link(game, ctx.source, moved)
    new_id = ops.move(game, ref, Zone.EXILE, rule="607.2a", reason="exiled_by", source=ctx.source_name) \
        if group else None
    if new_id is not None:
        _link(game, ctx.source, new_id)
        if until:
            ops.remember(game, ctx.source, {"until": True, "name": ctx.source_name})


def return_due(game: "Game") -> Generator[Any, Any, None]:
    """The cards exiled "until this leaves the battlefield" by permanents that left it return to
    the battlefield under their owners' control (CR 610.3c), before anything else happens."""
    for source in ops.take_returns_due(game):
        for card in linked_cards(game, source):
            o = game.objects[card]
            choices = yield from entering.as_enters_choices(game, o.owner, o.card)
            ops.move(game, card, Zone.BATTLEFIELD, controller=o.owner, rule="610.3c", reason="returned_by",
                     source=str(game.chosen.get(source, {}).get("name", "")), as_enters=choices)


@effect("return_linked")
def _return_linked(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Generator[Any, Any, None]:
    for card in linked_cards(game, ctx.source):
        o = game.objects[card]
        if e.get("to") == "hand":  # "Return the exiled card to its owner's hand" (Ugin's Labyrinth, CR 607.2a)
            if game.chosen.get(card, {}).get("face_down"):  # hideaway's card stays hidden (CR 406.3, 402.3)
                ops.move(game, card, Zone.HAND)
                ops.log(game, "to_hand", "607.2a", "{player} puts the card exiled face down with {card} into their hand.",
                        player=game.players[o.owner].name, card=ctx.source_name)
                continue
            ops.move(game, card, Zone.HAND, rule="607.2a", reason="returned_to_hand_by", source=ctx.source_name)
            continue
        choices = yield from entering.as_enters_choices(game, o.owner, o.card)
        ops.move(game, card, Zone.BATTLEFIELD, controller=o.owner, rule="607.2a",
                 reason="returned_by", source=ctx.source_name, as_enters=choices)


@effect("return_it")
def _return_it(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """"When this Aura is put into a graveyard from the battlefield, return it to its owner's hand"
    (Rancor): "it" is the card the permanent became in the graveyard, if it is still there as that
    object (CR 400.7d: a trigger on a zone change finds the new object in a public zone); ``operations.move``
    notes it on the trigger as ``card``."""
    card = ctx.info.get("card")
    if isinstance(card, int) and card in game.objects and game.objects[card].zone is Zone.GRAVEYARD:
        ops.move(game, card, Zone.HAND, rule="400.7d", reason="returned_to_hand_by", source=ctx.source_name)


EFFECT_PARAMS["return_it"] = {}
EFFECT_PARAMS["exile_from_hand_linked"] = {"filter": _types_check, "may": boolean}
EFFECT_PARAMS["exile_linked"] = {"target": subject, "until": boolean, "same_name": boolean}
EFFECT_PARAMS["return_linked"] = {"to": lambda v: None if v == "hand" else '"hand"', "plural": boolean}
