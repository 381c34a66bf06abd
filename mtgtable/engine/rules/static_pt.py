"""Power and toughness that static abilities set or change as the game goes (CR 604, 613).

* A characteristic-defining ability (CR 604.3) sets the P/T in every zone,
  in layer 7a (CR 613.4a): "Tarmogoyf's power is equal to the number of card
  types among cards in all graveyards and its toughness is equal to that
  number plus 1", "... power and toughness are each equal to the number of
  creatures you control".  Card data: ``{"kind": "static", "static":
  "cda_pt", "power": COUNT, "toughness": COUNT}`` (either may be left out:
  the printed value stays), a COUNT as ``counts.py`` reads it.  The card's
  printed ``*`` is then never read (it loads as 0).
* A grant with an amount or a condition, in layer 7c (CR 613.4c) for P/T and
  layer 6 for keywords: ``grants`` of an Aura, Equipment, anthem or
  ``self_grant`` may carry ``"for_each": COUNT`` (the +N/+N is given once per
  thing counted: "Equipped creature gets +1/+0 for each artifact you
  control") and ``"if": CONDITION`` (it applies only while the condition
  holds: "This creature gets +1/+2 as long as you control a Forest").  The
  source's controller is the "you" of both (CR 109.5).
* ``self_grant`` (``{"kind": "static", "static": "self_grant", "grants":
  {...}}``): the permanent's own static ability that changes itself.
* an anthem's ``filter`` (``colors_any``, ``types_any``, ``subtypes_any``): only your
  creatures with one of those ("Other Elf creatures you control get +1/+1"), checked by
  :func:`fits` (colours as they are now, printed types; changeling has every creature
  type, CR 702.73a); ``token``: only tokens ("Creature tokens you control get +1/+1",
  CR 111.1); ``counter``: only those with such a counter on them now ("Each creature you
  control with a +1/+1 counter on it has flying", CR 122.1, 613.1f).

``characteristics`` calls :func:`defined_pt` and :func:`live_grant` from
small hooks; cards without these abilities never get here.
"""

from __future__ import annotations

from typing import Any, Callable, Final, Mapping, TYPE_CHECKING

from . import counts

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState as Game

#: Static abilities this module interprets.
STATICS: Final = frozenset({"cda_pt", "self_grant"})


def check_grants(grants: Any) -> str | None:
    """What is wrong with a ``grants`` mapping's amount and condition, or None (checked as cards load)."""
    if not isinstance(grants, Mapping):
        return f"'grants' must be an object, got {grants!r:.60}"
    for key in ("power", "toughness"):
        if not isinstance(grants.get(key, 0), int) or isinstance(grants.get(key, 0), bool):
            return f"'{key}' of grants must be a whole number"
    if "for_each" in grants:
        wrong = counts.check_count(grants["for_each"])
        if wrong is not None:
            return wrong
    if "if" in grants and not isinstance(grants["if"], Mapping):
        return "'if' of grants must be a condition object"
    walks = grants.get("landwalk", [])  # a lord's "and have islandwalk" (CR 702.14; combat.block_problem)
    if not isinstance(walks, (list, tuple)) or not all(w in ("Plains", "Island", "Swamp", "Mountain", "Forest")
                                                       for w in walks):
        return "'landwalk' of grants must list basic land types"
    abilities = grants.get("abilities", [])  # an Aura's or Equipment's (attached_abilities, CR 613.1f)
    if not isinstance(abilities, (list, tuple)) or len(abilities) > 10 \
            or not all(isinstance(a, Mapping) for a in abilities):
        return "'abilities' of grants must be a list of up to ten ability objects"
    return None


def defined_pt(game: "Game", o: "GameObject", abilities: tuple[Any, ...]) -> tuple[int, int]:
    """The P/T a characteristic-defining ability sets (CR 604.3, 613.4a), before counters and other effects."""
    power = o.card.power or 0
    toughness = o.card.toughness or 0
    for ab in abilities:
        p, t = ab.params.get("power"), ab.params.get("toughness")
        if isinstance(p, Mapping):
            power = counts.count(game, o.controller, o.id, p)
        if isinstance(t, Mapping):
            toughness = counts.count(game, o.controller, o.id, t)
    return power, toughness


def is_live(grants: Mapping[str, Any]) -> bool:
    """Whether a grant needs :func:`live_grant` (an amount or a condition)."""
    return "for_each" in grants or "if" in grants


def live_grant(game: "Game", src: "GameObject", grants: Mapping[str, Any]) -> Mapping[str, Any] | None:
    """What a grant with an amount or a condition gives now; None while its condition is false."""
    cond = grants.get("if")
    if isinstance(cond, Mapping) and not counts.condition(game, src.controller, cond, src.id):
        return None
    each = grants.get("for_each")
    if not isinstance(each, Mapping):
        return grants
    n = counts.count(game, src.controller, src.id, each)
    out: dict[str, Any] = {"power": int(grants.get("power", 0)) * n, "toughness": int(grants.get("toughness", 0)) * n}
    if grants.get("keywords"):
        out["keywords"] = grants["keywords"]
    return out


def fits(o: "GameObject", filt: Mapping[str, Any], colors_now: Callable[[], frozenset[str]]) -> bool:
    """Whether an anthem's ``filter`` takes in this object (CR 613.4c: "Elf creatures you control");
    ``colors_now`` gives its colours as they are now (asked only for a colour filter)."""
    if "Creature" not in o.card.types:
        return False
    if filt.get("token") and not o.token:  # "Creature tokens you control" (Intangible Virtue)
        return False
    counter = filt.get("counter")  # "Each creature you control with a +1/+1 counter on it" (Abzan Falconer)
    if counter and not o.counters.get(str(counter), 0):
        return False
    colors = filt.get("colors_any")
    if colors and not set(colors) & colors_now():
        return False
    return counts._fits(o.card, filt)
