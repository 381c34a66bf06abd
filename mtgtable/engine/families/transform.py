"""Transforming double-faced cards (CR 701.28, 712).

A transforming double-faced card has a front face and a back face
(``CardDef.back``, ``CardDef.front``).  It enters with its front face up
(CR 712.8a: in every other zone it has only the front face's characteristics)
and *transforms*, turning over to the other face (CR 701.28a).  It stays the
same object (CR 712.18: damage, counters, Auras, whether it attacked are
kept); only its characteristics change.  ``operations.move`` turns a back
face up card back to its front face when it leaves the battlefield.

* ``look_reveal_transform``: "At the beginning of your upkeep, look at the top
  card of your library. You may reveal that card. If an instant or sorcery
  card is revealed this way, transform this creature." (Delver of Secrets).
  The controller looks (the card's name is shown to them only: the prompt),
  and chooses to reveal or not (CR 701.16a); a revealed card is named in the
  log for everyone.  If it matches ``filter`` (``types_any``), the source
  transforms if it is still on the battlefield with its front face up
  (CR 701.28f: a permanent that isn't a double-faced card, or no longer that
  object, doesn't).
"""

from __future__ import annotations

from typing import Any, Generator, Mapping

from ..data.cards import CardDef
from ..data.effect_params import EFFECT_PARAMS, _list_of_str
from .effect_core import EffectContext, effect
from ..objects import Zone

from .. import operations as ops
from ..state import GameState as Game


def front_face(game: "Game", card: CardDef) -> CardDef:
    """The card a back face belongs to (CR 712.8a), for every zone but the battlefield."""
    if not card.front:
        return card
    found = game.db.get(card.front)
    return found if found is not None else card


def transform(game: "Game", oid: int) -> bool:
    """Turn the permanent ``oid`` over to its other face (CR 701.28a); False if it can't (701.28f)."""
    o = game.objects.get(oid)
    if o is None or o.zone is not Zone.BATTLEFIELD:
        return False
    if o.card.back is not None:
        new = o.card.back
    elif o.card.front:
        new = front_face(game, o.card)
        if new is o.card:
            return False
    else:
        return False
    old = o.card.name
    ops.turn_over(game, oid, new)  # the same object, another face (CR 712.18)
    ops.log(game, "transform", "701.28a", "{card} transforms into {face}.", card=old, face=new.name)
    return True


def _filter_check(v: Any) -> str | None:
    ok = isinstance(v, Mapping) and set(v) <= {"types_any"} and _list_of_str()(v.get("types_any", [])) is None
    return None if ok else 'a filter {"types_any": [card types]}'


@effect("look_reveal_transform")
def _look_reveal_transform(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Generator[Any, Any, None]:
    me = ctx.controller
    library = game.players[me].library
    if not library:
        return
    top = library[0]
    card = game.objects[top].card
    ops.log(game, "look", "701.16a", "{player} looks at the top card of their library.",
            player=game.players[me].name)
    ans = yield ops.yes_no_decision(game, me, "{source}: the top card of your library is {card}. Reveal it?",
                                    "701.16a", "Reveal it", "Don't reveal it", source=ctx.source_name, card=card.name)
    if ans.choice != 1:
        return
    ops.log(game, "reveal", "701.16a", "{player} reveals {card}.", player=game.players[me].name, card=card.name)
    wanted = set((e.get("filter") or {}).get("types_any", ()))
    if wanted & set(card.types):
        src = game.objects.get(ctx.source)
        if src is not None and src.card.back is not None:
            transform(game, ctx.source)


EFFECT_PARAMS["look_reveal_transform"] = {"filter": _filter_check}
