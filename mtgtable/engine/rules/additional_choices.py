"""Additional costs with a choice in them (CR 601.2b, 601.2h), beside ``casting_costs``'s fixed ones.

Card data (``resources/cards/README.md``), the ``additional_cost`` static with:

* ``choices``: a list of cost sets, each a list of parts (``casting_costs.COMPONENTS``):
  "As an additional cost to cast this spell, discard a card or pay 3 life." (Bitter Triumph);
  the player announces which one they pay as the spell is cast (CR 601.2b), and only a set
  they can pay is offered (CR 117.3, 601.2h); with none payable the spell can't be cast;
* ``optional``: the ``costs`` may be paid or not ("you may blight 1", Requiting Hex); asked
  only when they can be paid.

Either way the spell on the stack remembers that an additional cost was paid
(``additional_paid``), which ``if_additional_paid`` reads as it resolves: "If this spell's
additional cost was paid, you gain 2 life." (CR 601.2b, 608.2c).

The part ``minus_counters`` (``{"minus_counters": FILTER, "n": N}``) puts ``N`` -1/-1 counters on
one creature its caster controls: "put a -1/-1 counter on a creature you control" and
blight N (the keyword action whose reminder text says the same, CR 122.1). The creature is
chosen as the cost is paid and isn't targeted; it need not survive the counters.

Each question is a ``CHOOSE`` decision with its legal options (the table's choice dialog, the
goldfish pilot's ``casting_choices``, the random agent and the fuzzer answer them); cancelling
backs out of the cast, which changes nothing (CR 601.2h: nothing is paid before every choice).
"""

from __future__ import annotations

from typing import Any, Callable, Final, Generator, Mapping, Sequence, TYPE_CHECKING

from ..data.cards import Ability, CardDef
from ..decisions import Decision, option_label
from ..data.effect_params import EFFECT_PARAMS, effect_list
from ..families.effect_core import EFFECTS, EffectContext, effect
from ..errors import Problem

if TYPE_CHECKING:
    from .casting_costs import CastPlan
    from ..objects import GameObject
    from ..state import GameState as Game

Part = Mapping[str, Any]
#: ``casting_costs.parts_problem`` and ``casting_costs._choose_number``, handed in by ``casting_costs``
#: (which imports this module: no import back, so no circle).
PartsProblem = Callable[["Game", int, int, Sequence[Part]], Problem | None]
ChooseNumber = Callable[..., Generator[Decision, Any, int | None]]

#: One label per kind of part, each with its own fields (so one ``label_args`` fills a whole choice).
_LABELS: Final = {"life": option_label("Pay {life} life"),
                  "discard": option_label("Discard {discard} card(s)"),
                  "sacrifice": option_label("Sacrifice {sacrifice} permanent(s)"),
                  "exile_from_hand": option_label("Exile {exile_from_hand} card(s) from your hand"),
                  "exile_from_graveyard": option_label("Exile {exile_from_graveyard} card(s) from your graveyard"),
                  "return_to_hand": option_label("Return {return_to_hand} permanent(s) you control to your hand"),
                  "minus_counters": option_label("Put {minus_counters} -1/-1 counter(s) on a creature you control")}


def _statics(card: CardDef) -> tuple[Ability, ...]:
    return tuple(a for a in card.abilities if a.kind == "static" and a.static == "additional_cost")


def _sets(a: Ability) -> list[list[Part]]:
    return [[p for p in s if isinstance(p, Mapping)] for s in a.params.get("choices", ()) if isinstance(s, (list, tuple))]


def _amount(part: Part) -> int:
    """The number a label shows: the life paid, the counters put, else how many objects."""
    if "life" in part:
        return int(part["life"])
    if "minus_counters" in part:
        return int(part.get("n", 1))
    return int(part.get("count", 1))


def has_choice(card: CardDef) -> bool:
    """Whether casting the card asks which additional cost it pays (a cost it must pay)."""
    return any("choices" in a.params for a in _statics(card))


def problem(game: "Game", player: int, source: int, card: CardDef, parts_problem: PartsProblem) -> Problem | None:
    """CR 117.3: a spell with "pay A or B" as an additional cost can be cast only if one of them can be paid."""
    for a in _statics(card):
        sets = _sets(a)
        if not sets:
            continue
        found = [parts_problem(game, player, source, s) for s in sets]
        if all(f is not None for f in found):
            return found[0]
    return None


def choose(game: "Game", player: int, o: "GameObject", plan: "CastPlan", parts_problem: PartsProblem,
           _choose_number: ChooseNumber) -> Generator[Decision, Any, list[Part] | None]:
    """CR 601.2b: announce which of the additional costs is paid, and whether an optional one is;
    the parts chosen (paid with the others, CR 601.2h), or None when the player cancels."""
    out: list[Part] = []
    for a in _statics(o.card):
        sets = _sets(a)
        if sets:
            able = [s for s in sets if parts_problem(game, player, o.id, s) is None]
            chosen = able[0] if able else []
            if len(able) > 1:
                labels = {i: " + ".join(_LABELS[k] for p in s for k in _LABELS if k in p) for i, s in enumerate(able)}
                args = {k: _amount(p) for s in able for p in s for k in _LABELS if k in p}
                ans = yield from _choose_number(game, player, "Which additional cost do you pay to cast {card}?",
                                                "601.2b", labels, args, {"additional_choice": True}, card=o.name)
                if ans is None:
                    return None
                chosen = able[ans]
            out.extend(chosen)
            plan.additional_paid = True
        elif a.params.get("optional"):
            parts = [p for p in a.params.get("costs", ()) if isinstance(p, Mapping)]
            if not parts or parts_problem(game, player, o.id, parts) is not None:
                continue  # CR 117.3: it can't be paid, so it isn't
            args = {k: _amount(p) for p in parts for k in _LABELS if k in p}
            pay = " + ".join(_LABELS[k] for p in parts for k in _LABELS if k in p)
            ans = yield from _choose_number(game, player, "Pay the optional additional cost of {card}?", "601.2b",
                                            {0: option_label("Don't pay it"), 1: pay}, args,
                                            {"additional_optional": True}, card=o.name)
            if ans is None:
                return None
            if ans == 1:
                out.extend(parts)
                plan.additional_paid = True
    return out


def choice_parts(card: CardDef) -> Sequence[Sequence[Part]]:
    """The card's sets of additional costs to choose from (for the pilot's preference)."""
    return [s for a in _statics(card) for s in _sets(a)]


@effect("if_additional_paid")
def _if_additional_paid(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Generator[Any, Any, None]:
    """"If this spell's additional cost was paid, ..." (CR 601.2b, 608.2c): the nested ``effects`` only if
    it was (the spell on the stack remembers it, ``additional_paid``); ``otherwise`` when it wasn't."""
    chosen = e.get("effects", ()) if ctx.info.get("additional_paid") else e.get("otherwise", ())
    for inner in chosen:
        result = EFFECTS[inner["do"]](game, ctx, inner)
        if result is not None:
            yield from result


EFFECT_PARAMS["if_additional_paid"] = {"effects": effect_list, "otherwise": effect_list}
