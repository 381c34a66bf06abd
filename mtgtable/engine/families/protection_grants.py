"""Protection gained until end of turn (CR 702.16, 611.2): Mother of Runes' "Target creature you
control gains protection from the color of your choice until end of turn.", Emerge Unscathed, Gods
Willing, and "gains protection from red until end of turn".

* effect ``{"do": "gain_protection", "target": SUBJECT, "from": [QUALITY, ...]}`` with
  ``"from": ["choice"]`` for "the color of your choice": the ability's controller chooses a colour as
  it resolves (CR 608.2d: the generic ``Choose`` among 0-4, W U B R G, ``data["protection_color"]``;
  the table's choice dialog, the goldfish pilot, the random agent and the fuzzer answer it as any
  ``Choose``), after the target is checked (an illegal target: nothing is asked, CR 608.2b);
* the creature gains a protection static (``keyword_effects.protected_from`` reads it: damage
  prevented, can't be blocked, targeted, enchanted or equipped by what has the colour) until the
  cleanup step (CR 514.2): an animation with only abilities (``becomes.Becomes``, layer 6,
  CR 613.1f), the mechanism ``ability_grants`` uses for a Saga's abilities; its derived card then
  carries the protection, and ``animation.refresh_all`` takes it away as the effect ends.
"""

from __future__ import annotations

from typing import Any, Final, Generator, Mapping, TYPE_CHECKING

from ..rules import characteristics as chars
from .. import operations as ops
from ..rules.animation import refresh
from ..rules.becomes import Becomes
from ..data.cards import Ability
from .chosen import COLOR_LABELS
from ..decisions import Choose, Kind, option_label
from .effect_core import EffectContext, effect, objects
from ..data.effect_params import EFFECT_PARAMS, _one_of, subject
from ..errors import IllegalAnswer
from ..turn.steps import Duration

if TYPE_CHECKING:
    from ..state import GameState as Game

_ORDER: Final = ("W", "U", "B", "R", "G")
#: "the color of your choice" in ``from``.
CHOICE: Final = "choice"
#: "artifacts or ... the color of your choice" (Apostle's Blessing): one of the five colours or artifacts, chosen
#: as it resolves (CR 608.2d).
CHOICE_OR_ARTIFACTS: Final = "choice_or_artifacts"
_QUALITIES: Final = frozenset({*_ORDER, "artifacts", "creatures", "enchantments", "instants", "everything",
                               "multicolored", "monocolored"})
_WORDS: Final = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
#: One protection ability per set of qualities: the same ability each time, so a creature protected twice
#: from red is one derived card (``becomes.derive`` caches by the abilities' identity).
_ABILITIES: Final[dict[tuple[str, ...], Ability]] = {}


def protection(qualities: tuple[str, ...]) -> Ability:
    """The protection static from ``qualities`` (as ``oracle.keyword_phrases`` compiles the keyword)."""
    found = _ABILITIES.get(qualities)
    if found is None:
        words = " and from ".join(_WORDS.get(q, q) for q in qualities)
        found = _ABILITIES[qualities] = Ability(kind="static", static="protection", text=f"Protection from {words}",
                                                params={"from": list(qualities), "keyword": "Protection"})
    return found


def _choose_color(game: "Game", ctx: EffectContext, targets: list[int],
                  artifacts: bool = False) -> Generator[Any, Any, str]:
    """A colour (or, with ``artifacts``, artifacts: option 5) chosen by the controller (CR 608.2d)."""
    order = (*_ORDER, "artifacts") if artifacts else _ORDER
    options = list(range(len(order)))

    def validate(a: Any) -> None:
        ops._expect(a, Choose, "608.2d")
        if a.choice not in options:
            raise IllegalAnswer("608.2d", "{n} is not one of the options", n=a.choice)

    labels = {i: COLOR_LABELS[c] for i, c in enumerate(_ORDER)}
    if artifacts:
        labels[len(_ORDER)] = option_label("Artifacts")
    data = {"options": options, "labels": labels, "protection_color": True}
    one = len(targets) == 1
    args = {"card": ctx.source_name, "creature": game.objects[targets[0]].name}
    ans = yield ops._decision(game, Kind.CHOOSE, ctx.controller,
                              "{card}: choose artifacts or a color. {creature} gains protection from it until end "
                              "of turn." if artifacts else
                              "{card}: choose a color. {creature} gains protection from that color until end of turn."
                              if one else "{card}: choose a color. The creatures gain protection from that color "
                              "until end of turn.", "702.16", data, validate,
                              lambda: [Choose(i) for i in options], prompt_args=args)
    return order[ans.choice]


@effect("gain_protection")
def _gain_protection(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Generator[Any, Any, None]:
    """The target (or each of a group, ``color``: only those of that colour) gains protection from the
    qualities until end of turn (CR 702.16, 611.2a, 514.2); ``"choice"``: one colour chosen now for all
    of them (CR 608.2d), and nothing asked when there is none."""
    color_only = e.get("color")
    found = [oid for oid in objects(game, ctx, e.get("target", 0)) if oid in game.battlefield
             and (color_only is None or str(color_only) in chars.colors(game, oid))]
    qualities = [str(q) for q in e.get("from", ())]
    if CHOICE in qualities and found:
        chosen = yield from _choose_color(game, ctx, found)
        qualities = [chosen if q == CHOICE else q for q in qualities]
    elif CHOICE_OR_ARTIFACTS in qualities and found:
        chosen = yield from _choose_color(game, ctx, found, artifacts=True)
        qualities = [chosen if q == CHOICE_OR_ARTIFACTS else q for q in qualities]
    for oid in found:
        ab = protection(tuple(dict.fromkeys(qualities)))
        ops.add_animation(game, oid, Becomes(types=(), abilities=(ab,)), frozenset(), Duration.END_OF_TURN,
                          ctx.controller, ctx.source_name)
        refresh(game, oid)
        ops.log(game, "gain_protection", "702.16", "{card} gains {ability} until end of turn ({source}).",
                card=game.objects[oid].name, ability=ab.text, source=ctx.source_name)


def _from(v: Any) -> str | None:
    ok = isinstance(v, (list, tuple)) and 0 < len(v) <= 5 and all(q in _QUALITIES or q in (CHOICE, CHOICE_OR_ARTIFACTS)
                                                                  for q in v)
    return None if ok else "a list of protection qualities (W, U, B, R, G, creatures, ...) or \"choice\""


EFFECT_PARAMS["gain_protection"] = {"target": subject, "from": _from, "color": _one_of(frozenset(_ORDER))}
