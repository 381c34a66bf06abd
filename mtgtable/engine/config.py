"""What is fixed before a game starts: the decks, the seed and the table's rules.

With the answers it reproduces the whole game (``replay.py``)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .game_options import FirstPlayer, MulliganRule


@dataclass(frozen=True, slots=True)
class GameConfig:
    """Everything fixed before the game starts; with the seed and the answers
    it reproduces the whole game."""

    decks: tuple[tuple[str, ...], ...]
    seed: int = 0
    names: tuple[str, ...] = ("Player 1", "Player 2")
    #: London (today's rule) or classic (CR 103.4 of these rules: reshuffle, draw one fewer).
    mulligan: MulliganRule = MulliganRule.LONDON
    #: True: damage assignment order (CR 509.2, the rules in shared/); False: the rules since late 2024.
    damage_order: bool = True
    #: A seat (0 or 1), or FirstPlayer.RANDOM (the seeded shuffle) or .CHOOSE (a random player decides, CR 103.1).
    starting_player: int | FirstPlayer = FirstPlayer.RANDOM
    starting_life: int = 20
    hand_size: int = 7
    #: Priority stops for programs that play a player (a goldfish, a simulated
    #: pilot): ``((player, steps), ...)``.  A listed player is asked for priority
    #: only while the stack is empty and the step is one of ``steps`` (a Step
    #: value for their own turn, ``"opponent:<step>"`` for the other's); every
    #: other time the engine passes for them.  Other decisions are still theirs.
    #: ``(1, ())`` is an opponent that never acts.  Unlisted players are always asked.
    stops: tuple[tuple[int, tuple[str, ...]], ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"decks": [list(d) for d in self.decks], "seed": self.seed, "names": list(self.names),
                "mulligan": self.mulligan, "damage_order": self.damage_order,
                "starting_player": self.starting_player, "starting_life": self.starting_life,
                "hand_size": self.hand_size, "stops": [[p, list(s)] for p, s in self.stops]}

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> GameConfig:
        """The config from its JSON form, every field checked (a save file's setup is
        untrusted): raises ``ValueError`` naming the field and what it must be."""
        from .data.limits import MAX_DECK_SIZE, MAX_NAME, MAX_NUMBER
        from .turn.steps import Step as _Step

        if not isinstance(d, Mapping):
            raise ValueError("'config' must be an object")
        unknown = sorted(set(d) - {"decks", "seed", "names", "mulligan", "damage_order", "starting_player",
                                   "starting_life", "hand_size", "stops"})
        if unknown:
            raise ValueError(f"unknown config field(s) {unknown}")

        def whole(key: str, default: int, lo: int, hi: int) -> int:
            v = d.get(key, default)
            if not isinstance(v, int) or isinstance(v, bool) or not lo <= v <= hi:
                raise ValueError(f"'{key}' must be a whole number from {lo} to {hi}, not {v!r:.40}")
            return v

        decks = d.get("decks")
        if not isinstance(decks, list) or len(decks) != 2:
            raise ValueError("'decks' must be a list of two decks")
        for i, deck in enumerate(decks):
            if not isinstance(deck, list) or not all(isinstance(c, str) and len(c) <= MAX_NAME for c in deck):
                raise ValueError(f"deck {i + 1} must be a list of card names")
            if len(deck) > MAX_DECK_SIZE:
                raise ValueError(f"deck {i + 1} has {len(deck):,} cards; at most {MAX_DECK_SIZE:,} are allowed")
        names = d.get("names", ["Player 1", "Player 2"])
        if not isinstance(names, (list, tuple)) or len(names) != 2 or not all(
                isinstance(n, str) and len(n) <= MAX_NAME for n in names):
            raise ValueError(f"'names' must be two player names of at most {MAX_NAME} characters")
        mulligan = d.get("mulligan", "london")
        if mulligan not in ("london", "classic"):
            raise ValueError(f"'mulligan' must be \"london\" or \"classic\", not {mulligan!r:.40}")
        mulligan = MulliganRule(mulligan)
        damage_order = d.get("damage_order", True)
        if not isinstance(damage_order, bool):
            raise ValueError("'damage_order' must be true or false")
        starting = d.get("starting_player", "random")
        if starting not in (0, 1, "random", "choose") or isinstance(starting, bool):
            raise ValueError(f"'starting_player' must be 0, 1, \"random\" or \"choose\", not {starting!r:.40}")
        if isinstance(starting, str):
            starting = FirstPlayer(starting)
        stops_raw = d.get("stops", [])
        steps = {s.value for s in _Step}
        if not isinstance(stops_raw, list):
            raise ValueError("'stops' must be a list of [player, [steps]]")
        stops = []
        for entry in stops_raw:
            ok = isinstance(entry, list) and len(entry) == 2 and entry[0] in (0, 1) \
                and not isinstance(entry[0], bool) and isinstance(entry[1], list)
            if not ok:
                raise ValueError(f"a stop must be [player 0 or 1, [steps]], not {entry!r:.60}")
            for x in entry[1]:
                if not isinstance(x, str) or x.removeprefix("opponent:") not in steps:
                    raise ValueError(f"unknown step {x!r:.40} in 'stops'")
            stops.append((int(entry[0]), tuple(entry[1])))
        return cls(decks=tuple(tuple(x) for x in decks), seed=whole("seed", 0, -(2 ** 63), 2 ** 63),
                   names=tuple(names), mulligan=mulligan, damage_order=damage_order,
                   starting_player=starting, starting_life=whole("starting_life", 20, 1, MAX_NUMBER),
                   hand_size=whole("hand_size", 7, 0, 100), stops=tuple(stops))
