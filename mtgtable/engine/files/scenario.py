"""Scenario files: any position, written by hand in TOML.

Tests, lessons and bug reports are all built from scenarios.  The format is
documented in ``resources/scenarios/README.md``; in short::

    [game]
    turn = 5
    active = 0                 # whose turn: 0 or 1
    step = "declare_blockers"  # a Step value
    begun = true               # that step's turn-based actions already happened
    priority = 0               # who holds priority (default: the active player)
    damage_order = true        # CR 509.2; false = the combat rules since late 2024

    [[player]]
    name = "Alice"
    life = 20
    hand = ["Giant Growth", { card = "Lightning Bolt", alias = "bolt" }]
    library = ["Forest", "Forest"]          # top card first

    [[player.battlefield]]
    card = "Vastwood Gorger"
    alias = "gorger"
    attacking = "p1"                        # or the alias of a planeswalker

    [[player]]
    name = "Bob"
    [[player.battlefield]]
    card = "Pride Guardian"
    alias = "guardian"
    blocking = ["gorger"]

    [combat]
    order = { gorger = ["guardian", "elves"] }   # damage assignment order

    [cards."Test Bear"]          # a card defined inline (MTGJSON field names)
    manaCost = "{1}{G}"
    types = ["Creature"]
    power = 2
    toughness = 2

    [script]
    answers = ["pass", "pass"]   # applied in order; aliases stand for object ids

Every problem is reported as a :class:`ScenarioError` naming the line.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

from ..turn import combat_flow
from .. import operations as ops
from ..data.cards import CardDB, CardDef, card_from_json, default_card_db
from ..decisions import parse_answer
from ..errors import CardDataError, IllegalAnswer, ScenarioError
from ..game import Game, Resume
from ..data.limits import (
    MAX_NAME,
    MAX_NUMBER,
    MAX_POOL_MANA,
    MAX_SCENARIO_BYTES,
    MAX_SCENARIO_ZONE,
)
from ..rules.mana import ManaCost
from ..objects import GameObject, Zone
from ..refs import PlayerRef, Ref
from .safe_text import UnsafeText, loads_toml, read_limited
from ..state import GameState
from ..turn.steps import NORMAL_TURN, Step

_OBJECT_KEYS = {"card", "alias", "tapped", "sick", "damage", "counters", "attacking", "blocking",
                "attached_to", "token", "controller", "shield"}
_PLAYER_KEYS = {"name", "life", "poison", "library", "hand", "graveyard", "exile", "battlefield",
                "lands_played", "pool", "max_hand", "energy"}
_GAME_KEYS = {"turn", "active", "step", "begun", "priority", "damage_order", "seed", "first_player"}


@dataclass
class Scenario:
    """A loaded scenario: the game and the aliases naming its objects."""

    game: Game
    aliases: dict[str, int] = field(default_factory=dict)
    source: str = ""

    def id(self, alias: str) -> int:
        """The object id behind an alias (as set up; a card that changed zones has a new id)."""
        try:
            return self.aliases[alias]
        except KeyError:
            raise KeyError(f"no object with alias {alias!r}") from None

    def resolve(self, token: str) -> int:
        token = token.lstrip("#")
        if token.isdigit():
            return int(token)
        if token in self.aliases:
            return self.aliases[token]
        raise KeyError(f"unknown object {token!r} (not an id or alias)")

    def answer(self, text: str) -> list[Any]:
        """Apply one answer in text form, aliases allowed."""
        return self.game.answer(parse_answer(text, self.resolve))


def _line_of(text: str, needle: str) -> int | None:
    """The first line (not a comment) where ``needle`` appears, to point at a problem."""
    for i, line in enumerate(text.splitlines(), 1):
        if needle in line and not line.lstrip().startswith("#"):
            return i
    return None


class _Builder:
    def __init__(self, text: str, where: str, db: CardDB | None) -> None:
        self.text = text
        self.where = where
        self.base_db = db if db is not None else default_card_db()
        self.db = CardDB(self.base_db)
        self.aliases: dict[str, int] = {}

    def fail(self, message: str, needle: str | None = None) -> ScenarioError:
        line = _line_of(self.text, needle) if needle else None
        at = f"{self.where}, line {line}" if line else self.where
        return ScenarioError(f"{at}: {message}")

    def whole(self, table: Mapping[str, Any], key: str, default: int, lo: int, hi: int, what: str) -> int:
        """An integer field within [lo, hi], or a ScenarioError naming its line."""
        v = table.get(key, default)
        if not isinstance(v, int) or isinstance(v, bool):
            raise self.fail(f"{what} {key} must be a whole number, not {v!r:.40}", key)
        if not lo <= v <= hi:
            raise self.fail(f"{what} {key} must be from {lo} to {hi}, not {v}", key)
        return v

    def flag(self, table: Mapping[str, Any], key: str, default: bool, what: str) -> bool:
        v = table.get(key, default)
        if not isinstance(v, bool):
            raise self.fail(f"{what} {key} must be true or false, not {v!r:.40}", key)
        return v

    def table(self, value: Any, what: str, needle: str) -> Mapping[str, Any]:
        if not isinstance(value, Mapping):
            raise self.fail(f"{what} must be a table, not {value!r:.40}", needle)
        return value

    def entries(self, value: Any, what: str, needle: str) -> list[Any]:
        if not isinstance(value, list):
            raise self.fail(f"{what} must be a list, not {value!r:.40}", needle)
        if len(value) > MAX_SCENARIO_ZONE:
            raise self.fail(f"{what} has {len(value):,} entries; at most {MAX_SCENARIO_ZONE:,} are allowed", needle)
        return value

    def check_keys(self, table: Mapping[str, Any], allowed: set[str], what: str) -> None:
        for key in table:
            if key not in allowed:
                raise self.fail(f"unknown key {key!r} in {what} (allowed: {', '.join(sorted(allowed))})", key)

    def card(self, name: Any) -> CardDef:
        if not isinstance(name, str):
            raise self.fail(f"a card must be named by a string, got {name!r:.40}", "card")
        card = self.db.get(name)
        if card is None:
            import difflib
            close = difflib.get_close_matches(name, self.db.names(), n=3)
            hint = f" (did you mean {', '.join(close)}?)" if close else ""
            raise self.fail(f"unknown card {name!r}{hint}", f'"{name}"')
        return card

    def build(self, data: Mapping[str, Any]) -> Scenario:
        # [lesson] is read by the table (a lesson's goal and success condition), not by the engine
        self.check_keys(data, {"game", "player", "combat", "cards", "script", "lesson"}, "the file")
        for name, raw in self.table(data.get("cards") or {}, "[cards]", "[cards").items():
            if not isinstance(raw, Mapping):
                raise self.fail(f"card {name!r} must be a table", name)
            try:
                self.db.add(card_from_json({"name": name, **_camel(raw)}))
            except (CardDataError, ValueError) as exc:
                raise self.fail(f"card {name!r}: {exc}", name) from None
        g = self.table(data.get("game") or {}, "[game]", "[game]")
        self.check_keys(g, _GAME_KEYS, "[game]")
        players = self.entries(data.get("player") or [], "[[player]]", "[[player]]")
        if len(players) != 2:
            raise self.fail(f"a scenario needs exactly two [[player]] tables, found {len(players)}", "[[player]]")
        try:
            step = Step(str(g.get("step", "main1")))
        except ValueError:
            raise self.fail(f"unknown step {g.get('step')!r} (one of: {', '.join(s.value for s in Step)})",
                            "step") from None
        for i, p in enumerate(players):
            self.table(p, f"player {i}", "[[player]]")
            name = p.get("name", f"Player {i + 1}")
            if not isinstance(name, str) or len(name) > MAX_NAME:
                raise self.fail(f"player {i} name must be text of at most {MAX_NAME} characters", "name")
        game = Game(GameState(self.db, names=[str(p.get("name", f"Player {i + 1}")) for i, p in enumerate(players)],
                              seed=self.whole(g, "seed", 0, -(2 ** 63), 2 ** 63, "[game]"),
                              damage_order=self.flag(g, "damage_order", True, "[game]")))
        ops.set_up_turn(game.state, turn=self.whole(g, "turn", 1, 0, MAX_NUMBER, "[game]"),
                        active=self.whole(g, "active", 0, 0, 1, "[game]"),
                        first_player=self.whole(g, "first_player", 0, 0, 1, "[game]"), step=step)
        pending_links: list[tuple[GameObject, Mapping[str, Any]]] = []
        for i, p in enumerate(players):
            self.check_keys(p, _PLAYER_KEYS, f"player {i}")
            what = f"player {i}"
            ops.set_player_status(game.state, i, life=self.whole(p, "life", 20, -MAX_NUMBER, MAX_NUMBER, what),
                                  poison=self.whole(p, "poison", 0, 0, MAX_NUMBER, what),
                                  lands_played=self.whole(p, "lands_played", 0, 0, MAX_NUMBER, what),
                                  max_hand=self.whole(p, "max_hand", 7, 0, MAX_NUMBER, what),
                                  energy=self.whole(p, "energy", 0, 0, MAX_NUMBER, what))
            if p.get("pool"):
                if not isinstance(p["pool"], str):
                    raise self.fail(f"player {i} pool must be mana symbols such as \"{{G}}{{G}}\"", "pool")
                try:
                    cost = ManaCost.parse(p["pool"])
                except ValueError as exc:
                    raise self.fail(f"player {i} pool: {exc}", "pool") from None
                if cost.mana_value > MAX_POOL_MANA or cost.x_count:
                    raise self.fail(f"player {i} pool holds {cost.mana_value:,} mana; at most {MAX_POOL_MANA:,} "
                                    "(and no X) are allowed", "pool")
                for sym in cost.symbols:
                    ops.add_mana(game.state, i, sym[0])
                if cost.generic:
                    ops.add_mana(game.state, i, "C", cost.generic)
            for zone in (Zone.LIBRARY, Zone.HAND, Zone.GRAVEYARD, Zone.EXILE):
                for entry in self.entries(p.get(zone.value, []), f"player {i} {zone.value}", zone.value):
                    if isinstance(entry, str):
                        name, alias = entry, None
                    else:
                        self.table(entry, f"an entry of player {i} {zone.value}", zone.value)
                        name, alias = entry.get("card"), entry.get("alias")
                    obj = ops.new_object(game.state, self.card(name), i, zone)
                    self.alias(alias, obj.id)
            for entry in self.entries(p.get("battlefield", []), f"player {i} battlefield", "battlefield"):
                if not isinstance(entry, Mapping):
                    raise self.fail(f"player {i} battlefield entries must be tables", "battlefield")
                self.check_keys(entry, _OBJECT_KEYS, f"a battlefield entry of player {i}")
                card = self.card(entry.get("card"))
                what = f"{card.name}:"
                ctrl = self.whole(entry, "controller", i, 0, 1, what)
                obj = ops.new_object(game.state, card, i, Zone.BATTLEFIELD, controller=ctrl,
                                       token=self.flag(entry, "token", False, what))
                if self.flag(entry, "tapped", False, what):
                    ops.tap(game.state, obj.id)
                ops.set_object_status(game.state, obj.id, sick=self.flag(entry, "sick", False, what),
                                      damage=self.whole(entry, "damage", 0, 0, MAX_NUMBER, what),
                                      shield=self.whole(entry, "shield", 0, 0, MAX_NUMBER, what))
                counters = self.table(entry.get("counters") or {}, f"{card.name}: counters", "counters")
                for k in counters:
                    ops.change_counters(game.state, obj.id, str(k),
                                        self.whole(counters, k, 0, 0, MAX_NUMBER, f"{card.name}: counters"))
                if card.loyalty is not None and "loyalty" not in obj.counters:
                    ops.change_counters(game.state, obj.id, "loyalty", card.loyalty)
                self.alias(entry.get("alias"), obj.id)
                pending_links.append((obj, entry))
        self.link(game, pending_links, self.table(data.get("combat") or {}, "[combat]", "combat"), step)
        self.sequence(game, g, step)
        return Scenario(game, dict(self.aliases), self.where)

    def alias(self, alias: Any, oid: int) -> None:
        if alias is None:
            return
        if not isinstance(alias, str) or not alias or alias.isdigit() or alias in self.aliases:
            raise self.fail(f"alias {alias!r} must be a unique, non-numeric name", str(alias))
        self.aliases[alias] = oid

    def ref(self, value: Any, what: str) -> Ref:
        if isinstance(value, str) and value.lower() in ("p0", "p1"):
            return PlayerRef.parse(value)
        if isinstance(value, str) and value in self.aliases:
            return self.aliases[value]
        raise self.fail(f"{what}: {value!r} is neither p0/p1 nor a known alias", str(value))

    def object_ref(self, value: Any, what: str) -> int:
        ref = self.ref(value, what)
        if not isinstance(ref, int):
            raise self.fail(f"{what}: {value!r} must name a permanent, not a player", str(value))
        return ref

    def link(self, game: Game, links: list[tuple[GameObject, Mapping[str, Any]]],
             combat: Mapping[str, Any], step: Step) -> None:
        cb = game.combat
        for obj, entry in links:
            if "attached_to" in entry:
                target = self.ref(entry["attached_to"], f"{obj.name} attached_to")
                if not isinstance(target, int):
                    raise self.fail(f"{obj.name} can only be attached to a permanent", str(entry["attached_to"]))
                if target == obj.id:
                    raise self.fail(f"{obj.name} can't be attached to itself (CR 301.5c, 303.4d)",
                                    str(entry["attached_to"]))
                ops.attach(game.state, obj.id, target)
            if "attacking" in entry:
                if "Creature" not in obj.card.types:
                    raise self.fail(f"{obj.name} is not a creature and can't attack (CR 508.1a)", "attacking")
                target = self.ref(entry["attacking"], f"{obj.name} attacking")
                if target == PlayerRef(obj.controller) or (isinstance(target, int)
                                                       and game.objects[target].controller == obj.controller):
                    raise self.fail(f"{obj.name} can't attack its own controller or their permanents (CR 508.1b)",
                                    "attacking")
                ops.declare_attacker(game.state, obj.id, target, this_turn=False)
        for obj, entry in links:
            blocking = self.entries(entry.get("blocking", []), f"{obj.name} blocking", "blocking")
            if blocking and "Creature" not in obj.card.types:
                raise self.fail(f"{obj.name} is not a creature and can't block (CR 509.1a)", "blocking")
            for a in blocking:
                att = self.ref(a, f"{obj.name} blocking")
                if not isinstance(att, int) or att not in cb.attackers:
                    raise self.fail(f"{obj.name} blocks {a!r}, which is not attacking", str(a))
                ops.declare_blocker(game.state, obj.id, att)
                ops.set_damage_order(game.state, att, [*cb.order.get(att, ()), obj.id])
            if obj.id in cb.blocks:
                ops.set_blocker_order(game.state, obj.id, cb.blocks[obj.id])
        self.check_keys(combat, {"order", "blocker_order", "blocked"}, "[combat]")
        orders: tuple[tuple[str, dict[int, list[int]], Any], ...] = (
            ("order", cb.order, ops.set_damage_order), ("blocker_order", cb.blocker_order, ops.set_blocker_order))
        for key, table, set_order in orders:
            for who, seq in self.table(combat.get(key) or {}, f"combat.{key}", key).items():
                seq = self.entries(seq, f"combat.{key}.{who}", key)
                oid = self.object_ref(who, f"combat.{key}")
                ids = [self.object_ref(x, f"combat.{key}.{who}") for x in seq]
                if sorted(ids) != sorted(table.get(oid, [])):
                    raise self.fail(f"combat.{key}.{who} must list exactly the creatures it fights", who)
                set_order(game.state, oid, ids)
        for who in self.entries(combat.get("blocked") or [], "combat.blocked", "blocked"):
            ops.set_blocked(game.state, self.object_ref(who, "combat.blocked"))
        past_attack = NORMAL_TURN.index(step) > NORMAL_TURN.index(Step.DECLARE_ATTACKERS) if step in NORMAL_TURN \
            else True
        past_block = (NORMAL_TURN.index(step) > NORMAL_TURN.index(Step.DECLARE_BLOCKERS) if step in NORMAL_TURN
                      else True) or (step is Step.DECLARE_BLOCKERS)
        ops.set_combat_declared(game.state,
                                attackers=bool(cb.attackers) or past_attack or step is Step.DECLARE_ATTACKERS,
                                blockers=past_block and bool(cb.attackers))
        if cb.attackers and past_attack:
            for a in cb.attackers:
                ops.set_blocked(game.state, a, False, if_unset=True)
        if step is Step.COMBAT_DAMAGE:
            pass

    def sequence(self, game: Game, g: Mapping[str, Any], step: Step) -> None:
        if step is Step.FIRST_STRIKE_DAMAGE:
            ops.begin_first_strike_step(game.state, {c for c in game.combat.creatures()
                                                     if combat_flow.has_first_or_double(game.state, c)})
            after = list(NORMAL_TURN[NORMAL_TURN.index(Step.COMBAT_DAMAGE):])
        else:
            after = list(NORMAL_TURN[NORMAL_TURN.index(step) + 1:])
        ops.set_turn_sequence(game.state, (game.active + 1) % len(game.players), after)
        combat_ongoing = step.is_combat and step not in (Step.BEGIN_COMBAT, Step.DECLARE_ATTACKERS)
        if combat_ongoing and not game.combat.attackers:
            ops.skip_combat_damage_steps(game.state)
        begun = self.flag(g, "begun", True, "[game]")
        priority = g.get("priority")
        if priority is not None:
            priority = self.whole(g, "priority", 0, 0, 1, "[game]")
        if step is Step.UNTAP and begun:
            raise self.fail("the untap step has no priority: use begun = false or another step", "step")
        game.resume(Resume(step, begun, None if priority is None else int(priority)))


def _camel(raw: Mapping[str, Any]) -> dict[str, Any]:
    """Accept ``mana_cost`` as well as MTGJSON's ``manaCost`` in inline cards."""
    out = dict(raw)
    if "mana_cost" in out:
        out["manaCost"] = out.pop("mana_cost")
    for key in ("power", "toughness", "loyalty"):
        if key in out and out[key] is not None:
            out[key] = str(out[key])
    return out


def load_scenario_text(text: str, *, where: str = "<scenario>", db: CardDB | None = None,
                       apply_answers: bool = True) -> Scenario:
    """Build a game from scenario text; optionally apply its ``[script]`` answers."""
    if len(text) > MAX_SCENARIO_BYTES:
        raise ScenarioError(f"{where}: {len(text):,} characters; a scenario may be at most {MAX_SCENARIO_BYTES:,}")
    try:
        data = loads_toml(text)
    except tomllib.TOMLDecodeError as exc:
        raise ScenarioError(f"{where}: not valid TOML: {exc}") from None
    except UnsafeText as exc:
        at = f", line {exc.line}" if exc.line else ""
        raise ScenarioError(f"{where}{at}: not a usable scenario: {exc}") from None
    builder = _Builder(text, where, db)
    try:
        scenario = builder.build(data)
    except ScenarioError:
        raise
    except (TypeError, ValueError, AttributeError, KeyError) as exc:  # a shape no check above names
        raise ScenarioError(f"{where}: invalid scenario ({type(exc).__name__}: {exc})") from None
    scenario.game.setup = {"type": "scenario", "toml": text}
    scenario.game.rebuild = lambda: load_scenario_text(text, where=where, db=db, apply_answers=False).game
    scenario.source = text
    if apply_answers:
        script = data.get("script") or {}
        if not isinstance(script, Mapping):
            raise builder.fail("[script] must be a table", "[script]")
        answers = script.get("answers", [])
        if not isinstance(answers, list) or not all(isinstance(a, str) for a in answers):
            raise builder.fail("[script] answers must be a list of strings", "answers")
        for i, text_answer in enumerate(answers, 1):
            try:
                scenario.answer(str(text_answer))
            except IllegalAnswer as exc:
                raise builder.fail(f"answer {i} ({text_answer!r}) is not legal: {exc}", str(text_answer)) from None
    return scenario


def load_scenario(path: str | Path, *, db: CardDB | None = None, apply_answers: bool = True) -> Scenario:
    p = Path(path)
    try:
        text = read_limited(p, MAX_SCENARIO_BYTES, "a scenario")
    except (OSError, UnicodeDecodeError, UnsafeText) as exc:
        raise ScenarioError(f"{p}: cannot read: {exc}") from None
    return load_scenario_text(text, where=str(p), db=db, apply_answers=apply_answers)
