"""What every effect handler shares: the registry, the context, subjects and amounts.

The effect vocabulary is spread over modules by family: the basic effects in
``effects.py``, and ``library_effects``, ``land_effects``, ``casting_effects``...
each registering its handlers with :func:`effect`.  They all import this
module, and ``effects.py`` imports every family (so ``effects.EFFECTS`` is
the whole vocabulary), so no family module imports ``effects`` and the
import graph has no circle (``tests/engine/test_import_graph.py``).

A family module starts::

    from .effect_core import EffectContext, amount, effect, players, refs

    @effect("my_effect")
    def _my_effect(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
        for pi in players(game, ctx, e.get("who", "you")): ...

and is imported at the bottom of ``effects.py``; its parameter schema goes in
``effect_params.EFFECT_PARAMS``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from collections.abc import Mapping
from typing import Any, Callable, Final, Generator, Iterator, TYPE_CHECKING

from ..rules import characteristics as chars
from .. import operations as ops
from ..data.card_filters import card_matches
from ..decisions import Discard, Kind, Ref
from ..errors import IllegalAnswer
from ..objects import Zone, player_ref
from ..refs import PlayerRef

if TYPE_CHECKING:
    from ..state import GameState as Game  # handlers take the state (see effects.py)

__all__ = ["EFFECTS", "EffectContext", "Handler", "amount", "card_matches", "discard_of_choice", "effect",
           "objects", "players", "refs"]


@dataclass(slots=True)
class EffectContext:
    controller: int
    source: int
    source_name: str
    #: Chosen targets; ``None`` where a target became illegal (CR 608.2b).
    targets: list[Ref | None]
    x: int = 0
    info: dict[str, Any] = field(default_factory=dict)
    #: The game, for amounts counted as the effect happens ("for each Elf", CR 608.2h; ``counts.py``).
    game: Any = None

    def __init__(self, controller: int, source: int, source_name: str, targets: list[Ref | None], x: int = 0,
                 info: dict[str, Any] | None = None, game: Any = None) -> None:
        # (Written out so that mypyc compiles it, see objects.GameObject: one is made for every resolution.)
        self.controller = controller
        self.source = source
        self.source_name = source_name
        self.targets = targets
        self.x = x
        self.info = {} if info is None else info
        self.game = game


Handler = Callable[["Game", EffectContext, Mapping[str, Any]], "Iterator[Any] | None"]
EFFECTS: Final[dict[str, Handler]] = {}


def effect(name: str) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        EFFECTS[name] = fn
        return fn
    return register


def amount(ctx: EffectContext, e: Mapping[str, Any], key: str = "amount", default: int = 1) -> int:
    value = e.get(key, default)
    if type(value) is int:  # (the usual amount: a number, with no isinstance(..., Mapping) asked)
        return value
    if value == "X":
        return ctx.x
    if isinstance(value, Mapping):
        return counted(ctx, value)
    return int(value)


def counted(ctx: EffectContext, spec: Mapping[str, Any]) -> int:
    """An amount counted as the effect happens (CR 608.2h): ``counts.count``, or what the resolution
    itself knows (:func:`_known`), times ``times`` plus ``plus``."""
    from ..rules.counts import count
    game = ctx.game
    if game is None:
        return 0
    n = _known(ctx, game, spec)
    if n is not None:
        return n * int(spec.get("times", 1)) + int(spec.get("plus", 0))
    if spec.get("of_chosen_type"):  # "of that type": the creature type chosen before (type_choice_effects)
        spec = {**spec, "subtypes_any": [str(ctx.info.get("chosen_type", ""))]}
    return count(game, ctx.controller, ctx.source, spec)


def _known(ctx: EffectContext, game: "Game", spec: Mapping[str, Any]) -> int | None:
    """A count the resolution itself knows, before ``times`` and ``plus``: what an earlier effect noted,
    the X announced, or a target's or the source's last known information once it left the battlefield
    (CR 608.2h); ``None``: one ``counts.count`` counts now."""
    kind = spec.get("count")
    if kind in ("life_lost", "energy_paid", "sacrificed", "destroyed"):
        # "the life lost this way" (CR 608.2h), "that much damage" after energy paid (energy.py), "for each
        # creature sacrificed / permanent destroyed this way" (edict, destroy_each)
        return int(ctx.info.get(str(kind), 0))
    if kind == "x":  # "-X/-X": the X announced (CR 107.3)
        return ctx.x
    if kind == "half_x":  # "half X, rounded down" (CR 107.1a)
        return max(0, ctx.x) // 2
    if kind == "sacrificed_toughness":  # Devour Flesh: noted by the edict (CR 608.2h)
        return max(0, int(ctx.info.get("sacrificed_toughness", 0)))
    if kind == "trigger_amount":  # "you gain that much life" (damage_triggers, CR 608.2h)
        return max(0, int(ctx.info.get("amount", 0)))
    if kind == "self_counters" and ctx.source not in game.objects:
        # "for each charge counter on this artifact" after it was sacrificed to pay for the ability (Golden
        # Urn): the counters it had as it last existed (CR 608.2h; operations.move keeps them)
        return int(ctx.info.get("source_counters", {}).get(str(spec.get("counter", "")), 0))
    if kind == "self_power":  # "where X is this creature's power" (Esper Sentinel, CR 608.2h)
        if ctx.source in game.objects and chars.on_battlefield(game, ctx.source):
            return max(0, chars.power(game, ctx.source))
        return max(0, int(ctx.info.get("source_power", 0)))  # as it last existed (operations.move keeps it)
    if kind in ("target_power", "target_toughness"):
        toughness = kind == "target_toughness"  # Condemn (CR 608.2h)
        i = int(spec.get("target", 0))
        t = ctx.targets[i] if i < len(ctx.targets) else None
        if isinstance(t, int) and chars.on_battlefield(game, t):
            return max(0, chars.toughness(game, t) if toughness else chars.power(game, t))
        return max(0, int(ctx.info.get("target_toughnesses" if toughness else "target_powers", {}).get(i, 0)))
    if kind == "target_mana_value":
        # "where X is that creature's mana value" (Death Mutation): read as the resolution began, so a
        # target destroyed by the spell still counts (last known information, CR 608.2h, 202.3)
        return max(0, int(ctx.info.get("target_mana_values", {}).get(int(spec.get("target", 0)), 0)))
    return None


def refs(game: "Game", ctx: EffectContext, who: Any) -> list[Ref]:
    """Resolve an effect's subject: a target index, ``"self"``, ``"you"``,
    ``"each_opponent"``, ``"each_player"``, ``"each_creature"``, ``"attacked"``..."""
    if isinstance(who, int):
        if who < len(ctx.targets) and ctx.targets[who] is not None:
            return [ctx.targets[who]]  # type: ignore[list-item]
        return []
    if who == "self":
        return [ctx.source] if ctx.source in game.objects and chars.on_battlefield(game, ctx.source) else []
    if who == "you":
        return [player_ref(ctx.controller)]
    if who == "each_opponent":
        return [p.ref for p in game.players if p.index != ctx.controller and not p.lost]
    if who == "each_player":
        return [p.ref for p in game.players if not p.lost]
    if who == "each_creature":
        return [c for c in game.battlefield if chars.is_creature(game, c)]
    if who == "each_creature_without_flying":
        return [c for c in game.battlefield if chars.is_creature(game, c) and not chars.has_keyword(game, c, "Flying")]
    if who == "each_opponent_creature":
        return [c for c in game.battlefield if chars.is_creature(game, c) and game.objects[c].controller != ctx.controller]
    if who == "permanents_you_control":  # Boros Charm's "Permanents you control gain indestructible"
        return [c for c in game.battlefield if game.objects[c].controller == ctx.controller]
    if who == "artifact_creatures_you_control":  # Steel Overseer: "each artifact creature you control"
        return [c for c in game.battlefield if chars.is_creature(game, c) and game.objects[c].controller == ctx.controller
                and chars.is_type(game, c, "Artifact")]
    if who == "creatures_you_control":
        return [c for c in game.battlefield if chars.is_creature(game, c) and game.objects[c].controller == ctx.controller]
    if who == "creatures_you_control_with_counter":  # "those creatures" (Inspiring Call, CR 122.1)
        return [c for c in game.battlefield if chars.is_creature(game, c) and game.objects[c].controller == ctx.controller
                and game.objects[c].counters.get("+1/+1", 0) > 0]
    if who == "attached":
        src = game.objects.get(ctx.source)
        return [src.attached_to] if src is not None and src.attached_to is not None else []
    if who == "trigger_creature":
        c = ctx.info.get("creature")
        # (one that phased out since is treated as though it doesn't exist, CR 702.26b)
        return [c] if c is not None and c in game.objects and game.objects[c].zone is not Zone.PHASED_OUT else []
    if who == "trigger_player":
        p = ctx.info.get("player")
        return [player_ref(p)] if p is not None else []
    if who == "attacking_creatures":
        return [c for c in game.battlefield if chars.is_creature(game, c) and game.combat.is_attacking(c)]
    if who == "other_attacking_creatures":  # battle cry: "each other attacking creature" (CR 702.91a)
        return [c for c in game.battlefield if c != ctx.source and chars.is_creature(game, c)
                and game.combat.is_attacking(c)]
    if who == "attacked_this_turn":
        # Creatures that attacked this turn and are still on the battlefield (Relentless Assault).
        seen: set[int] = getattr(game, "attacked_this_turn", set())
        return [c for c in game.battlefield if c in seen]
    if isinstance(who, Mapping) and len(who) == 1:
        # Subjects derived from a chosen target: {"controller_of": i} is the
        # controller of target i ("its controller loses 1 life"); {"creatures_of": i}
        # is each creature target player i controls.
        (key, index), = who.items()
        chosen = ctx.targets[index] if isinstance(index, int) and index < len(ctx.targets) else None
        if chosen is None:
            return []
        if key == "player_or_controller_of":  # "that permanent's controller or that player" (Acorn Catapult)
            if isinstance(chosen, PlayerRef):
                return [chosen]
            key = "controller_of"  # a permanent: its controller, as "its controller" (CR 608.2h)
        if key == "controller_of" and isinstance(chosen, int) and chosen in game.objects:
            return [player_ref(game.objects[chosen].controller)]
        if key == "controller_of" and isinstance(chosen, int):
            # It left its zone during the resolution: its last known information (CR 608.2h).
            known = ctx.info.get("target_controllers", {}).get(index)
            return [PlayerRef(known)] if known is not None else []
        if key == "creatures_of" and isinstance(chosen, PlayerRef):
            owner = chosen.index
            return [c for c in game.battlefield if chars.is_creature(game, c) and game.objects[c].controller == owner]
        if key == "owner_of" and isinstance(chosen, int):
            # "return target permanent to its owner's hand, then that player discards a card" (Dinrova
            # Horror): the owner never changes (CR 108.3), remembered as the resolution began
            known = ctx.info.get("target_owners", {}).get(index)
            return [PlayerRef(known)] if known is not None else []
        if key in ("controller_of", "owner_of", "creatures_of"):
            return []
    raise ValueError(f"unknown subject {who!r}")


def players(game: "Game", ctx: EffectContext, who: Any) -> list[int]:
    return [r.index for r in refs(game, ctx, who) if isinstance(r, PlayerRef)]


def objects(game: "Game", ctx: EffectContext, who: Any) -> list[int]:
    return [r for r in refs(game, ctx, who) if isinstance(r, int) and r in game.objects]


def discard_of_choice(game: "Game", ctx: EffectContext, pi: int, n: int) -> Generator[Any, Any, None]:
    """Player ``pi`` discards ``n`` cards of their choice, all of them if they have fewer (CR 701.9a)."""
    hand = list(game.players[pi].hand)
    k = min(n, len(hand))
    if k <= 0:
        return

    def validate(a: Any) -> None:
        ops._expect(a, Discard, "701.9a")
        if len(a.cards) != k or len(set(a.cards)) != k or any(c not in hand for c in a.cards):
            raise IllegalAnswer("701.9a", "choose exactly {n} different card(s) from your hand", n=k)

    suggestion = Discard(tuple(hand[-k:]))
    ans = yield ops._decision(game, Kind.DISCARD, pi, "Discard {n} card(s) ({card}).", "701.9a",
                              {"count": k, "hand": hand}, validate, _suggest=lambda: suggestion,
                              prompt_args={"n": k, "card": ctx.source_name})
    for c in ans.cards:
        ops.move(game, c, Zone.GRAVEYARD, rule="701.9a", why="is discarded")
