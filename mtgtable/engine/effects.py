"""The effect vocabulary: what the ``effects`` of a card's abilities can do.

Each entry of :data:`EFFECTS` interprets one ``{"do": ...}`` object when a
spell or ability resolves (CR 608.2).  Targets are referred to by index into
the ability's ``targets`` list; an index whose target has become illegal is
skipped (CR 608.2b).  Handlers that need a player's choice are generators
that yield decisions, like the rest of the engine.

A handler is ``(game, ctx, e)``, where ``game`` is the
:class:`~.state.GameState` (pure data: ``game.objects``, ``game.players``,
``game.battlefield``, ``game.combat``, ``game.rng``...).  It reads what objects
are now through ``characteristics`` and changes the game only through
``operations``, both free functions that take the state first::

    from . import characteristics as chars
    from . import operations as ops

    chars.is_creature(game, oid)   chars.power(game, oid)   chars.has_keyword(game, oid, "Flying")
    ops.move(game, oid, Zone.GRAVEYARD, rule="701.7", why="is destroyed")
    ops.deal_damage(game, ctx.source, ref, n, source_name=ctx.source_name)
    ops.draw(game, player)   ops.gain_life(game, player, n)   ops.add_counters(game, oid, "+1/+1", n)
    ans = yield ops._decision(game, Kind.CHOOSE, player, "Choose ...", "608.2d", data, validate, options)

(Before the engine was composed these were methods: ``game.move(...)`` is now
``ops.move(game, ...)`` and ``game.power(...)`` is ``chars.power(game, ...)``;
the :class:`~.game.Game` object the GUI holds still offers both spellings.)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Generator, Iterator, Mapping

from . import characteristics as chars
from . import operations as ops
from .decisions import Choose, Kind, Ref, option_label
from .errors import IllegalAnswer
from .shuffle import shuffle
from .refs import PlayerRef
from .steps import Duration

if TYPE_CHECKING:
    from .state import GameState as Game  # handlers take the state (see the module docstring)


@dataclass(slots=True)
class EffectContext:
    controller: int
    source: int
    source_name: str
    #: Chosen targets; ``None`` where a target became illegal (CR 608.2b).
    targets: list[Ref | None]
    x: int = 0
    info: dict[str, Any] = field(default_factory=dict)


Handler = Callable[["Game", EffectContext, Mapping[str, Any]], "Iterator[Any] | None"]
EFFECTS: dict[str, Handler] = {}


def effect(name: str) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        EFFECTS[name] = fn
        return fn
    return register


def amount(ctx: EffectContext, e: Mapping[str, Any], key: str = "amount", default: int = 1) -> int:
    value = e.get(key, default)
    if value == "X":
        return ctx.x
    return int(value)


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
        return [PlayerRef(ctx.controller)]
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
    if who == "creatures_you_control":
        return [c for c in game.battlefield if chars.is_creature(game, c) and game.objects[c].controller == ctx.controller]
    if who == "attached":
        src = game.objects.get(ctx.source)
        return [src.attached_to] if src is not None and src.attached_to is not None else []
    if who == "trigger_creature":
        c = ctx.info.get("creature")
        return [c] if c is not None and c in game.objects else []
    if who == "trigger_player":
        p = ctx.info.get("player")
        return [PlayerRef(p)] if p is not None else []
    if who == "attacking_creatures":
        return [c for c in game.battlefield if chars.is_creature(game, c) and game.combat.is_attacking(c)]
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
        if key == "controller_of" and isinstance(chosen, int) and chosen in game.objects:
            return [PlayerRef(game.objects[chosen].controller)]
        if key == "controller_of" and isinstance(chosen, int):
            # It left its zone during the resolution: its last known information (CR 608.2h).
            known = ctx.info.get("target_controllers", {}).get(index)
            return [PlayerRef(known)] if known is not None else []
        if key == "creatures_of" and isinstance(chosen, PlayerRef):
            owner = chosen.index
            return [c for c in game.battlefield if chars.is_creature(game, c) and game.objects[c].controller == owner]
        if key in ("controller_of", "creatures_of"):
            return []
    raise ValueError(f"unknown subject {who!r}")


def _players(game: "Game", ctx: EffectContext, who: Any) -> list[int]:
    return [r.index for r in refs(game, ctx, who) if isinstance(r, PlayerRef)]


def _objects(game: "Game", ctx: EffectContext, who: Any) -> list[int]:
    return [r for r in refs(game, ctx, who) if isinstance(r, int) and r in game.objects]


@effect("damage")
def _damage(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    n = amount(ctx, e)
    for r in refs(game, ctx, e.get("target", 0)):
        ops.deal_damage(game, ctx.source, r, n, source_name=ctx.source_name, controller=ctx.controller)


@effect("destroy")
def _destroy(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    for o in _objects(game, ctx, e.get("target", 0)):
        ops.destroy(game, o, because=ctx.source_name)


@effect("exile")
def _exile(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    from .objects import Zone
    for o in _objects(game, ctx, e.get("target", 0)):
        ops.move(game, o, Zone.EXILE, rule="608.2", reason="exiled_by", source=ctx.source_name)


@effect("bounce")
def _bounce(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    from .objects import Zone
    for o in _objects(game, ctx, e.get("target", 0)):
        ops.move(game, o, Zone.HAND, rule="608.2", reason="bounced_by", source=ctx.source_name)


@effect("tap")
def _tap(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    for o in _objects(game, ctx, e.get("target", 0)):
        _land_effects.tap(game, o)


@effect("untap")
def _untap(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    for o in _objects(game, ctx, e.get("target", 0)):
        ops.untap(game, o)


@effect("draw")
def _draw(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    for p in _players(game, ctx, e.get("who", "you")):
        ops.draw(game, p, amount(ctx, e))


@effect("mill")
def _mill(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    from .objects import Zone
    for p in _players(game, ctx, e.get("who", 0)):
        for _ in range(amount(ctx, e)):
            lib = game.players[p].library
            if lib:
                ops.move(game, lib[0], Zone.GRAVEYARD, rule="701.17a", why="milled")


@effect("gain_life")
def _gain_life(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    for p in _players(game, ctx, e.get("who", "you")):
        ops.gain_life(game, p, amount(ctx, e), ctx.source_name)


@effect("lose_life")
def _lose_life(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    for p in _players(game, ctx, e.get("who", "each_opponent")):
        ops.lose_life(game, p, amount(ctx, e), ctx.source_name)


@effect("pump")
def _pump(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    for o in _objects(game, ctx, e.get("target", 0)):
        ops.add_modifier(game, o, int(e.get("power", 0)), int(e.get("toughness", 0)),
                          frozenset(e.get("keywords", ())), Duration(e.get("until", "end_of_turn")),
                          ctx.controller, ctx.source_name)


@effect("counters")
def _counters(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    for o in _objects(game, ctx, e.get("target", 0)):
        ops.add_counters(game, o, str(e.get("counter", "+1/+1")), amount(ctx, e))


@effect("prevent")
def _prevent(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """A shield: prevent the next N damage that would be dealt this turn (CR 615)."""
    for r in refs(game, ctx, e.get("target", 0)):
        ops.add_shield(game, r, amount(ctx, e))


@effect("counter")
def _counter(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    for o in _objects(game, ctx, e.get("target", 0)):
        ops.counter_spell(game, o, ctx.source_name)


@effect("token")
def _token(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    for p in _players(game, ctx, e.get("who", "you")):
        for _ in range(amount(ctx, e, "count", 1)):
            ops.create_token(game, p, e.get("token", {}), ctx.source_name)


@effect("token_blocking")
def _token_blocking(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Iterator[Any]:
    """Create a token blocking a target attacking creature (CR 509.7)."""
    attackers = _objects(game, ctx, e.get("target", 0))
    token = ops.create_token(game, ctx.controller, e.get("token", {}), ctx.source_name)
    for a in attackers:
        if game.combat.is_attacking(a) and token in game.objects and chars.on_battlefield(game, token):
            yield from ops.enter_blocking(game, token, a)


@effect("extra_turn")
def _extra_turn(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    for p in _players(game, ctx, e.get("who", "you")):
        ops.add_extra_turn(game, p, ctx.source_name)


@effect("additional_combat")
def _additional_combat(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    ops.add_additional_combat(game, bool(e.get("with_main", True)), ctx.source_name)


@effect("skip")
def _skip(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    for p in _players(game, ctx, e.get("who", "you")):
        ops.add_skip(game, p, str(e.get("what", "turn")), ctx.source_name)


@effect("destroy_all")
def _destroy_all(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    for o in _objects(game, ctx, e.get("filter", "each_creature")):
        ops.destroy(game, o, because=ctx.source_name)


@effect("add_mana")
def _add_mana(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    for ch in str(e.get("mana", "")):
        game.players[ctx.controller].pool.add(ch)


@effect("sacrifice")
def _sacrifice(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """CR 701.17: put a permanent its controller controls into its owner's graveyard.
    Not destruction, so indestructible does not stop it."""
    from .objects import Zone
    for o in _objects(game, ctx, e.get("target", "self")):
        if chars.on_battlefield(game, o) and game.objects[o].controller == ctx.controller:
            ops.move(game, o, Zone.GRAVEYARD, rule="701.17", reason="sacrificed_by", source=ctx.source_name)


@effect("fight")
def _fight(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """CR 701.12: each of two creatures deals damage equal to its power to the other.
    If either is no longer a creature on the battlefield, no damage is dealt (701.12b)."""
    a = _objects(game, ctx, e.get("target", 0))
    b = _objects(game, ctx, e.get("other", 1))
    if not a or not b:
        return
    x, y = a[0], b[0]
    if not (chars.on_battlefield(game, x) and chars.on_battlefield(game, y) and chars.is_creature(game, x) and chars.is_creature(game, y)):
        return
    px, py = chars.power(game, x), chars.power(game, y)
    ops.deal_damage(game, x, y, px, controller=ctx.controller)
    ops.deal_damage(game, y, x, py, controller=game.objects[y].controller)


@effect("set_color")
def _set_color(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """The target becomes the given colours (CR 105.3), until the duration ends."""
    for o in _objects(game, ctx, e.get("target", 0)):
        ops.add_modifier(game, o, 0, 0, frozenset(), Duration(e.get("until", "end_of_turn")), ctx.controller,
                          ctx.source_name, frozenset(e.get("colors", ())))


@effect("delayed")
def _delayed(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """Set up a delayed triggered ability (CR 603.7): ``when`` is a step trigger
    name (``end_of_combat``, ``end_step``...), ``effects`` what it then does."""
    ops.add_delayed_trigger(game, str(e.get("when", "end_of_combat")), ctx.controller, ctx.source, ctx.source_name,
                             list(e.get("effects", ())), ctx.info)


def card_matches(card: Any, filt: Mapping[str, Any]) -> bool:
    """Whether a card (a ``CardDef``) has the qualities a search or choice
    names: ``types`` (all of them), ``types_any`` (at least one, "an artifact or
    enchantment card"), ``subtypes_any`` (at least one, "a Forest
    or Plains card"), ``basic`` (the Basic supertype, CR 205.4c)."""
    if any(t not in card.types for t in filt.get("types", ())):
        return False
    either = filt.get("types_any")
    if either and not set(either) & set(card.types):
        return False
    sub = filt.get("subtypes_any")
    if sub and not set(sub) & set(card.subtypes):
        return False
    if filt.get("basic") and "Basic" not in card.supertypes:
        return False
    return True


@effect("may")
def _may(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Generator[Any, Any, None]:
    """"You may ...": the controller chooses, as the ability resolves, whether
    to do the nested ``effects`` (CR 608.2d: choices are made on resolution);
    ``who``: another player chooses ("Its controller may search ...")."""
    chooser = ctx.controller
    if "who" in e:
        found = _players(game, ctx, e["who"])
        if not found:
            return
        chooser = found[0]
    ans = yield ops.yes_no_decision(game, chooser, "{card}: do you want to do this? {text}", "608.2d",
                                     "Yes", "No", card=ctx.source_name, text=str(e.get("text", "")))
    if ans.choice != 1:
        return
    for inner in e.get("effects", ()):
        result = EFFECTS[inner["do"]](game, ctx, inner)
        if result is not None:
            yield from result


@effect("search")
def _search(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Generator[Any, Any, None]:
    """Search your library for a card with the stated qualities (CR 701.19),
    put it onto the battlefield (``to``, tapped with ``tapped``) or into your
    hand, then shuffle (CR 701.20).  The searcher may find nothing even if
    such a card is there (CR 701.19b): option -1.  ``who``: another player
    searches their own library (Path to Exile's "its controller");
    ``to: "top"``: shuffle, then put the card on top (Vampiric Tutor)."""
    from .objects import Zone
    me = ctx.controller
    if "who" in e:
        searchers = _players(game, ctx, e["who"])
        if not searchers:
            return
        me = searchers[0]
    filt = e.get("filter", {})
    found = [c for c in game.players[me].library if card_matches(game.objects[c].card, filt)]
    options = found + [-1]

    def validate(a: Any) -> None:
        ops._expect(a, Choose, "701.19")
        if a.choice not in options:
            raise IllegalAnswer("701.19b", "{card} is not a card in your library that this search can find",
                                card=ops.describe(game, a.choice))

    ans = yield ops._decision(game, 
        Kind.CHOOSE, me, "Search your library for {what} ({card}).", "701.19",
        {"options": options, "labels": {-1: option_label("Find nothing")}, "search": True,
         "to": str(e.get("to", "battlefield"))}, validate,
        lambda: [Choose(i) for i in options], prompt_args={"what": str(e.get("what", "a card")),
                                                           "card": ctx.source_name})
    if ans.choice != -1 and e.get("to") == "top":
        if e.get("reveal"):
            ops.log(game, "reveal", "701.20a", "{player} reveals {card}.", player=game.players[me].name,
                     card=game.objects[ans.choice].name)
        lib = game.players[me].library
        lib.remove(ans.choice)
        shuffle(game.rng, lib)
        lib.insert(0, ans.choice)  # "then shuffle and put that card on top": the card stays hidden
        ops.log(game, "shuffle", "701.24a", "{player} shuffles their library and puts the card found on top.",
                 player=game.players[me].name)
        return
    if ans.choice != -1 and e.get("to") == "graveyard":  # Entomb
        ops.move(game, ans.choice, Zone.GRAVEYARD, rule="701.19", why="is put into its owner's graveyard from the library")
    elif ans.choice != -1:
        to = Zone.BATTLEFIELD if e.get("to", "battlefield") == "battlefield" else Zone.HAND
        if e.get("reveal"):
            ops.log(game, "reveal", "701.16a", "{player} reveals {card}.", player=game.players[me].name,
                     card=game.objects[ans.choice].name)
        if to is Zone.BATTLEFIELD:
            choices = yield from ops.as_enters_choices(game, me, game.objects[ans.choice].card)
            ops.move(game, ans.choice, to, rule="701.19", why="is put onto the battlefield from the library",
                      tapped=bool(e.get("tapped")), as_enters=choices)
        else:
            ops.move(game, ans.choice, to, rule="701.19", why="is put into its owner's hand from the library")
    if not e.get("shuffle", True):
        return  # the shuffle comes later in the text (Gamble's "discard a card at random, then shuffle")
    shuffle(game.rng, game.players[me].library)
    ops.log(game, "shuffle", "701.20", "{player} shuffles their library.", player=game.players[me].name)


@effect("return_own")
def _return_own(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Generator[Any, Any, None]:
    """"Return a land you control to its owner's hand" (no target): the
    controller chooses one as the ability resolves (CR 608.2d); it must if able."""
    from .objects import Zone
    me = ctx.controller
    filt = e.get("filter", {})
    options = [c for c in game.battlefield if game.objects[c].controller == me
               and card_matches(game.objects[c].card, filt)]
    if not options:
        return

    def validate(a: Any) -> None:
        ops._expect(a, Choose, "608.2d")
        if a.choice not in options:
            raise IllegalAnswer("608.2d", "{card} is not one of the permanents you can return",
                                card=ops.describe(game, a.choice))

    ans = yield ops._decision(game, 
        Kind.CHOOSE, me, "Choose a permanent you control to return to its owner's hand ({card}).", "608.2d",
        {"options": options}, validate, lambda: [Choose(i) for i in options], prompt_args={"card": ctx.source_name})
    ops.move(game, ans.choice, Zone.HAND, rule="608.2", reason="bounced_by", source=ctx.source_name)


@effect("discard")
def _discard(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Generator[Any, Any, None]:
    """``who`` discards ``amount`` cards of their choice (CR 701.9a); all of them if they have fewer."""
    for pi in _players(game, ctx, e.get("who", "you")):
        yield from discard_of_choice(game, ctx, pi, amount(ctx, e))


def discard_of_choice(game: "Game", ctx: EffectContext, pi: int, n: int) -> Generator[Any, Any, None]:
    """Player ``pi`` discards ``n`` cards of their choice, all of them if they have fewer (CR 701.9a)."""
    from .decisions import Discard
    from .objects import Zone
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


# Library and hand effects live in their own module; importing it registers them (and their schemas).
from . import library_effects as _library_effects  # noqa: E402,F401
from . import land_effects as _land_effects  # noqa: E402,F401  (registers its effects; it imports this module)
from . import casting_effects as _casting_effects  # noqa: E402,F401  ("if this spell was kicked", CR 702.33d)
from . import linked_effects as _linked_effects  # noqa: E402,F401  (imprint, "the exiled card", CR 607)
from . import transform as _transform  # noqa: E402,F401  (double-faced cards, CR 701.28)
from . import monarch as _monarch  # noqa: E402,F401  (the monarch, CR 724)
