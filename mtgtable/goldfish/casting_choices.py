"""The goldfish pilot's casting choices: how to cast, what pays a cost, delve, modes.

The rules (also listed in the pilot's docstring):

* **How to cast** (CR 601.2b): its mana cost when it can pay it; otherwise dash
  or flashback; retrace when it has a land card to spare (a second land in
  hand, or one when it has played its land this turn); evoke only for a creature whose "when this enters" ability the
  engine applies (it is sacrificed at once, so only that ability is worth it);
  another alternative cost only if its life part leaves more than 5 life and,
  when it gives up cards or permanents (Force of Will's pitch, Daze's Island,
  Fireblast's Mountains), only for damage that is lethal to the opponent.
* **Kicker** (CR 702.33): kicks whenever the engine offers it (it does only
  when the kicked cost can be paid); **buyback** (CR 702.27a) and each
  **replicate** payment (CR 702.56a) the same way.
* **Which additional cost** (CR 601.2b, ``engine.additional_choices``): of "discard a card or pay 3
  life", the life when it keeps more than 5 life, else a part that gives up the least (a card it
  would never cast, its weakest permanent); an optional additional cost (Requiting Hex's blight)
  is never paid: it only weakens its own creature, and the goldfish's life does not matter.
* **What pays a cost** (CR 601.2h): sacrifices its weakest creature (tokens
  first) or a tapped land; returns a tapped land; exiles or discards from its
  hand a card it would never cast, else its most expensive card.
* **Delve** (CR 702.66): exiles every card it may, except cards it could cast
  with flashback.
* **Modes** (CR 700.2): the set of modes with the most value whose targets it
  can aim well (damage and removal at the opponent, help at itself); the more
  modes the better.  A mode chosen more than once (the Confluences, CR 700.2d)
  counts each time; entwine, escalate and Spree (CR 702.42, 702.120, 702.172):
  the engine offers only the sets of modes it can pay for, so it entwines and
  escalates whenever it can pay; "choose up to one" with no mode worth aiming:
  no mode.  A modal activated ability's mode (CR 700.2b) is chosen the same way.
  "You lose the game" (Demonic Pact) is chosen only when it is the one mode left.
"""

from __future__ import annotations

from typing import Any, Final, Sequence, TYPE_CHECKING

from ..engine import Decision, Game
from ..engine.data.cards import Ability, CardDef
from ..engine.decisions import Cancel, Choose, Ref
from ..engine.objects import Zone

if TYPE_CHECKING:
    from .pilot import HeuristicPilot

_VALUE: Final = {"damage": 3, "draw": 2, "token": 2, "destroy": 2, "exile": 2, "bounce": 1, "destroy_all": 1,
                 "counters": 1, "pump": 1, "gain_life": 1, "lose_life": 1, "discard": 1, "tap": 1, "untap": 1,
                 "search": 2, "if_target_color": 1, "tap_each": 1, "untap_each": 1,
                 # the modes of charms (engine/families/mode_effects.py); "You lose the game" only when nothing else is left
                 "destroy_lose_toughness": 2, "add_mana_per_card": 1, "exile_top_may_play": 2, "lose_game": -100}


def modal_ability(card: CardDef) -> Ability | None:
    return next((a for a in card.abilities if a.modes), None)


def best_mode(pilot: "HeuristicPilot", game: Game, ab: Ability, source: int,
              legal: Sequence[int] | None = None) -> tuple[int, tuple[Ref, ...]] | None:
    """The best legal set of modes and its targets, or None when none can be aimed well."""
    from ..engine.turn.actions import mode_choices
    from ..engine.families.modes import choices, combined
    from .pilot import _effect_side
    sets = choices(ab)
    options = list(legal) if legal is not None else mode_choices(game.state, pilot.player, ab, source)
    best: tuple[int, int, tuple[Ref, ...]] | None = None
    for i in options:
        comb = combined(ab, sets[i])
        sides = tuple(_effect_side(comb, k) for k in range(len(comb.targets)))
        targets = pilot._targets_for(game, comb, sides, source, pilot._ready_attackers(game))
        if targets is None:
            continue
        if any(e["do"] == "counter" or e["do"] == "if_target_color" for e in comb.effects):
            continue  # the goldfish casts no spells to counter
        value = sum(_VALUE.get(e["do"], 0) for e in comb.effects) + len(sets[i])
        if value and (best is None or value > best[0]):
            best = (value, i, targets)
    return (best[1], best[2]) if best is not None else None


def usable_method(pilot: "HeuristicPilot", game: Game, card: int) -> bool:
    """Whether the pilot would use one of the ways the card can be cast now (see the rules)."""
    from ..engine.rules import casting_costs as cc
    o = game.objects[card]
    for m in cc.methods(game.state, pilot.player, o):
        if cc.method_problem(game.state, pilot.player, o, m, 0, None) is None and _acceptable(pilot, game, o.card, m.key,
                                                                                       m.costs):
            return True
    return False


def _acceptable(pilot: "HeuristicPilot", game: Game, card: CardDef, key: str, costs: Sequence[Any]) -> bool:
    me = pilot.player
    if key in ("normal", "dash", "flashback"):
        return all(game.players[me].life > int(c.get("life", 0)) + 5 for c in costs)
    if key == "evoke":
        return any(a.kind == "triggered" and a.trigger == "etb" for a in card.abilities)
    if key == "retrace":  # CR 702.81a: a land card it has to spare (module docstring)
        from .special_choices import spare_land
        return spare_land(game, me)
    if any(game.players[me].life <= int(c.get("life", 0)) + 5 for c in costs):
        return False
    gives_up = any(k in c for c in costs for k in ("exile_from_hand", "discard", "return_to_hand", "sacrifice"))
    if not gives_up:
        return True
    damage = sum(int(e.get("amount", 0)) for a in card.abilities if a.kind == "spell" for e in a.effects
                 if e["do"] == "damage" and isinstance(e.get("amount"), int))
    opponent = min(p.life for p in game.players if p.index != me and not p.lost)
    return damage >= opponent


def choose_casting(pilot: "HeuristicPilot", game: Game, decision: Decision) -> Any | None:
    """The pilot's answer to a casting choice, or None for any other CHOOSE decision."""
    data = decision.data
    if "cast_method" in data:
        keys: list[str] = list(data["cast_method"])
        o = _casting_object(game, decision)
        from ..engine.rules import casting_costs as cc
        methods = {m.key: m for m in cc.methods(game.state, pilot.player, o)} if o is not None else {}
        for key in ("spectacle", "normal", "dash", "flashback", "retrace", "evoke", "alternative", "face_down"):
            if key in keys and o is not None and key in methods and \
                    _acceptable(pilot, game, o.card, key, methods[key].costs):
                return Choose(keys.index(key))
        return Cancel()
    if data.get("additional_choice"):
        return Choose(_additional_choice(pilot, game, decision))
    if data.get("additional_optional"):
        return Choose(0)  # never paid (module docstring)
    if data.get("kicker") or data.get("buyback") or data.get("replicate"):
        return Choose(1)  # offered only when it can pay it (module docstring)
    if "cost_part" in data:
        return Choose(_cost_object(pilot, game, [c for c in data["options"] if c in game.objects], data["cost_part"]))
    if data.get("delve"):
        from ..engine.rules.casting_costs import castable_zone
        keep = [c for c in data["options"] if c in game.objects
                and not castable_zone(game.objects[c].card, Zone.GRAVEYARD)]
        return Choose(keep[0]) if keep else Choose(-1) if -1 in data["options"] else Choose(data["options"][0])
    if data.get("mode"):
        source = data.get("source")
        o = game.objects.get(source) if isinstance(source, int) else None
        ab = modal_ability(o.card) if o is not None else None
        if ab is not None and o is not None:
            found = best_mode(pilot, game, ab, o.id, data["options"])
            if found is not None:
                pilot._planned[o.id] = found[1]
                return Choose(found[0])
        return Choose(data["options"][0])
    return None


def _additional_choice(pilot: "HeuristicPilot", game: Game, decision: Decision) -> int:
    """The set of additional costs to pay (module docstring): life it can spare first, then the set
    that gives up nothing it would cast, else the first offered."""
    from ..engine.rules.additional_choices import choice_parts
    from ..engine.rules.casting_costs import parts_problem
    options: list[int] = list(decision.data["options"])
    o = _casting_object(game, decision)
    if o is None:
        return options[0]
    able = [s for s in choice_parts(o.card) if parts_problem(game.state, pilot.player, o.id, s) is None]
    if len(able) != len(options):
        return options[0]
    me = game.players[pilot.player]
    for i, parts in zip(options, able):
        if all("life" in p for p in parts) and me.life > sum(int(p["life"]) for p in parts) + 5:
            return i
    for i, parts in zip(options, able):
        if not any("life" in p for p in parts):
            return i
    return options[0]


def _casting_object(game: Game, decision: Decision) -> Any:
    name = decision.prompt_args.get("card")
    p = game.players[decision.player]
    for c in list(p.hand) + list(p.graveyard):
        if game.objects[c].name == name:
            return game.objects[c]
    return None


def _cost_object(pilot: "HeuristicPilot", game: Game, options: list[int], part: str) -> int:
    if part in ("sacrifice", "return_to_hand"):
        def weak(c: int) -> tuple[int, ...]:
            o = game.objects[c]
            if game.is_creature(c):
                return (0 if o.token else 1, game.power(c) + game.toughness(c), c)
            return (0 if o.tapped else 1, 0, c)
        return min(options, key=weak)
    if part == "exile_from_graveyard":  # Grim Lavamancer: first the cards it can't use from there (flashback)
        from ..engine.rules.casting_costs import castable_zone
        return min(options, key=lambda c: (castable_zone(game.objects[c].card, Zone.GRAVEYARD), c))
    plans = {c: pilot.plan(game.objects[c].card) for c in options}
    never = [c for c in options if plans[c].role == "never"]
    if never:
        return never[0]
    return max(options, key=lambda c: (not game.objects[c].card.is_land, plans[c].mana_value, c))
