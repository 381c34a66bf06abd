"""A small test table for playing one card through the engine.

Every card test builds a position with the engine's scenario loader (so the
card starts where the test wants it: in hand, on the battlefield, in the
graveyard) and then plays it with the same answers a player gives
(``cast``, ``targets``, ``pay auto``, ``pass``...), through ``game.answer``.
Nothing here calls an effect function directly.

The standard board, unless a test says otherwise:

* player 0 ("me", ``p0``): three of each basic land untapped, a Grizzly Bears
  (alias ``bear``), ten Islands in the library;
* player 1 ("them", ``p1``): a Hill Giant (``giant``, 3/3) and a Squadron Hawk
  (``hawk``, 1/1 flier), three Forests, ten Islands in the library.

The card under test has the alias ``card``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence, Union

from mtgtable.engine import Game, Kind, Step
from mtgtable.engine.files.scenario import Scenario, load_scenario_text

LANDS = [name for name in ("Plains", "Island", "Swamp", "Mountain", "Forest") for _ in range(3)]

#: One step of a test script: an answer (aliases allowed), a macro, or a
#: function of the table returning an answer.
Step_ = Union[str, Callable[["Table"], str]]


def _toml(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return str(value)
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{ " + ", ".join(f'"{k}" = {_toml(v)}' for k, v in value.items()) + " }"
    raise TypeError(value)


@dataclass
class Setup:
    """Where things are before the script runs."""

    where: str = "hand"            # the card under test: hand | battlefield | graveyard | none
    step: str = "main1"
    begun: bool = True
    active: int = 0
    mine: list[dict[str, Any]] = field(default_factory=list)     # extra permanents of player 0
    theirs: list[dict[str, Any]] = field(default_factory=list)   # extra permanents of player 1
    hand: list[Any] = field(default_factory=list)                # extra cards in player 0's hand
    their_hand: list[Any] = field(default_factory=list)
    graveyard: list[Any] = field(default_factory=list)
    card_extra: dict[str, Any] = field(default_factory=dict)     # e.g. {"counters": {"loyalty": 10}}
    bear: bool = True
    their_board: bool = True
    life: tuple[int, int] = (20, 20)


def build(name: str, setup: Setup) -> "Table":
    players = []
    for p in (0, 1):
        bf: list[dict[str, Any]] = []
        if p == 0:
            bf += [{"card": land} for land in LANDS]
            if setup.bear:
                bf.append({"card": "Grizzly Bears", "alias": "bear"})
            bf += setup.mine
            if setup.where == "battlefield":
                bf.append({"card": name, "alias": "card", **setup.card_extra})
        else:
            bf += [{"card": "Forest"} for _ in range(3)]
            if setup.their_board:
                bf += [{"card": "Hill Giant", "alias": "giant"}, {"card": "Squadron Hawk", "alias": "hawk"}]
            bf += setup.theirs
        hand = list(setup.hand if p == 0 else setup.their_hand)
        if p == 0 and setup.where == "hand":
            hand.append({"card": name, "alias": "card"})
        gy = list(setup.graveyard) if p == 0 else []
        if p == 0 and setup.where == "graveyard":
            gy.append({"card": name, "alias": "card"})
        players.append((bf, hand, gy))
    lines = ["[game]", f'step = "{setup.step}"', f"begun = {_toml(setup.begun)}", f"active = {setup.active}",
             "turn = 3", "first_player = 0", ""]
    for p, (bf, hand, gy) in enumerate(players):
        lines += ["[[player]]", f'name = "{("Me", "Them")[p]}"', f"life = {setup.life[p]}",
                  f"library = {_toml(['Island'] * 10)}", f"hand = {_toml(hand)}", f"graveyard = {_toml(gy)}", ""]
        for obj in bf:
            lines.append("[[player.battlefield]]")
            lines += [f"{k} = {_toml(v)}" for k, v in {"sick": False, **obj}.items()]
            lines.append("")
    return Table(load_scenario_text("\n".join(lines), where=f"<test of {name}>"), name)


class Table:
    """A scenario plus helpers to drive it and read the result."""

    def __init__(self, scenario: Scenario, name: str = "") -> None:
        #: The name of the card under test.
        self.name = name
        self.s = scenario
        self.game: Game = scenario.game
        self.start_hand = [len(p.hand) for p in self.game.players]
        self.start_library = [len(p.library) for p in self.game.players]

    # ---------------------------------------------------------------- driving

    def run(self, script: Sequence[Step_]) -> "Table":
        for step in script:
            text = step(self) if callable(step) else step
            if text == "resolve":
                self.resolve()
            elif text.startswith("until:"):
                self.until(Step(text.split(":", 1)[1]))
            elif text.startswith("until_kind:"):
                self.until_kind(Kind(text.split(":", 1)[1]))
            elif text == "pay auto" and (self.game.pending is None or self.game.pending.kind is not Kind.PAY):
                continue  # nothing to pay (a cost of {0} or a sacrifice-only cost)
            else:
                self.s.answer(text)
        return self

    def resolve(self) -> None:
        """Pass priority until the stack is empty (stopping at any other question)."""
        g = self.game
        for _ in range(100):
            if g.pending is None or g.pending.kind is not Kind.PRIORITY or not g.stack:
                return
            g.answer("pass")
        raise AssertionError("the stack never emptied")

    def until(self, step: Step) -> None:
        """Pass (and declare no attackers/blockers) until ``step`` with priority."""
        g = self.game
        for _ in range(200):
            if g.pending is None:
                return
            if g.step is step and g.pending.kind is Kind.PRIORITY and not g.stack:
                return
            kind = g.pending.kind
            if kind is Kind.PRIORITY:
                g.answer("pass")
            elif kind is Kind.DECLARE_ATTACKERS:
                g.answer("attack")
            elif kind is Kind.DECLARE_BLOCKERS:
                g.answer("block")
            else:
                g.answer(g.pending.suggest())
        raise AssertionError(f"never reached {step}")

    def until_kind(self, kind: Kind) -> None:
        """Pass priority until a decision of ``kind`` is pending."""
        g = self.game
        for _ in range(200):
            if g.pending is None or g.pending.kind is kind:
                return
            if g.pending.kind is not Kind.PRIORITY:
                raise AssertionError(f"waiting for {kind.value}, got {g.pending.kind.value}")
            g.answer("pass")
        raise AssertionError(f"never asked {kind.value}")

    def legal(self, text: str) -> bool:
        """Whether an answer (aliases allowed) is legal for the pending decision."""
        from mtgtable.engine import parse_answer
        return self.game.pending.is_legal(parse_answer(text, self.s.resolve))

    def cast(self, alias: str = "card", *targets: str, x: int = 0) -> list[str]:
        """The answers that cast a card: cast, targets (when asked), pay."""
        out = [f"cast {alias}" + (f" x={x}" if x else "")]
        if targets:
            out.append("targets " + " ".join(targets))
        return out + ["pay auto"]

    # ---------------------------------------------------------------- reading

    def id(self, alias: str) -> int:
        return self.s.id(alias)

    def on_battlefield(self, alias_or_name: str, player: int | None = None) -> bool:
        g = self.game
        if alias_or_name in self.s.aliases:
            return g.on_battlefield(self.s.id(alias_or_name))
        return any(g.objects[o].name == alias_or_name and (player is None or g.objects[o].controller == player)
                   for o in g.battlefield)

    def permanent(self, name: str, player: int = 0) -> int:
        """The id of a permanent by name (for a card that moved and got a new id)."""
        for o in self.game.battlefield:
            if self.game.objects[o].name == name and self.game.objects[o].controller == player:
                return o
        raise AssertionError(f"no {name} on player {player}'s battlefield")

    def pt(self, ref: str | int) -> tuple[int, int]:
        oid = self.s.id(ref) if isinstance(ref, str) else ref
        return self.game.power(oid), self.game.toughness(oid)

    def has(self, ref: str | int, keyword: str) -> bool:
        oid = self.s.id(ref) if isinstance(ref, str) else ref
        return self.game.has_keyword(oid, keyword)

    def life(self, p: int) -> int:
        return self.game.players[p].life

    def hand_delta(self, p: int = 0) -> int:
        return len(self.game.players[p].hand) - self.start_hand[p]

    def library_delta(self, p: int = 0) -> int:
        return len(self.game.players[p].library) - self.start_library[p]

    def tokens(self, p: int = 0, name: str | None = None) -> list[int]:
        g = self.game
        return [o for o in g.battlefield if g.objects[o].token and g.objects[o].controller == p
                and (name is None or g.objects[o].name == name)]

    def graveyard_names(self, p: int = 0) -> list[str]:
        return [self.game.objects[o].name for o in self.game.players[p].graveyard]

    def hand_names(self, p: int = 0) -> list[str]:
        return [self.game.objects[o].name for o in self.game.players[p].hand]

    def damage(self, alias: str) -> int:
        return self.game.objects[self.s.id(alias)].damage

    def pool(self, p: int = 0) -> str:
        return str(self.game.players[p].pool)
