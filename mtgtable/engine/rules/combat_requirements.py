"""Maximising combat requirements in polynomial time (CR 508.1d, 509.1c).

A declaration of attackers or blockers must obey as many requirements
("attacks each combat if able", "blocks each combat if able", "must be
blocked if able") as possible without breaking a restriction.  Trying every
declaration grows exponentially with the board; this module computes the
maximum instead, over plain data (ids, never the game), so it is easy to test
against the exhaustive search (:func:`exhaustive_best_blocks`) on small boards.

Blocking (CR 509.1c) is a flow problem.  A "blocks if able" creature that can
block anything obeys its requirement whatever else happens (attackers may be
blocked by any number of creatures), so only "must be blocked" attackers
compete for blockers: the most of them that can be blocked is a bipartite
matching in which each blocker takes up to its capacity (CR 509.1a).  Menace
and its kin (CR 702.110b, 509.1b: "can't be blocked except by two or more")
make an attacker need two blockers or none: for each choice of which such
attackers are blocked (only those that can matter: ones that must be blocked,
or the only ones some "blocks if able" creature could block; and only up to
:data:`MENACE_SEARCH_LIMIT` choices) the flow first gives each of them two
blockers, then matches the rest.  "Can't block alone" (CR 509.1b) matters only
when a declaration has a single blocker; a second blocker is added when one
can be, and only otherwise is the declaration searched exhaustively, bounded
by :data:`EXHAUSTIVE_LIMIT`.

A bound is never a silent answer: hitting one raises
:class:`RequirementSearchLimit`, naming the rule.

>>> p = BlockBoard(options={1: (10,), 2: (10,)}, capacity={1: 1, 2: 1},
...                must_block=frozenset({1}), must_be_blocked=frozenset(), needs_two=frozenset({10}))
>>> best_blocks(p)   # the Eager Guard needs a partner to block the menace attacker
(1, [(1, 10), (2, 10)])
"""

from __future__ import annotations

import itertools
from collections import deque
from dataclasses import dataclass, field
from typing import Final, Iterable, Iterator, Mapping, Sequence

from ..errors import RequirementSearchLimit

__all__ = ["EXHAUSTIVE_LIMIT", "MENACE_SEARCH_LIMIT", "BlockBoard", "RequirementSearchLimit", "best_attack",
           "best_blocks", "exhaustive_best_blocks", "obeyed", "restricted"]

#: The most choices of blocked menace attackers weighed (CR 509.1c, 702.110b).
MENACE_SEARCH_LIMIT: Final = 4096
#: The most declarations the exhaustive fallback ("can't block alone") weighs.
EXHAUSTIVE_LIMIT: Final = 200_000


# ----------------------------------------------------------------------------- attacking (CR 508.1d)

def best_attack(candidates: Sequence[int], required: Iterable[int], limit: int | None,
                cant_attack_alone: Iterable[int]) -> list[int]:
    """Attackers obeying the most requirements that the restrictions allow (CR 508.1d).

    ``candidates``: creatures that can attack at no cost; ``required``: those
    that attack each combat if able; ``limit``: "no more than N creatures can
    attack" (or ``None``); ``cant_attack_alone``: creatures that can't attack
    alone (CR 508.1c).  The restrictions on the whole declaration are only a
    count and "alone", so the answer has a closed form.

    >>> best_attack([1, 2, 3], {1, 2}, 1, {1})
    [2]
    >>> best_attack([1, 3], {1}, None, {1})
    [1, 3]
    """
    req_set = set(required)
    req = [c for c in candidates if c in req_set]
    cap = len(candidates) if limit is None else limit
    k = min(len(req), cap)
    if k >= 2:
        return req[:k]
    if k <= 0:
        return []
    alone_ok = set(cant_attack_alone)
    loners = [c for c in req if c not in alone_ok]
    if loners:
        return loners[:1]
    if cap >= 2:  # one requirement, on a creature that needs company
        company = [o for o in candidates if o != req[0]]
        if company:
            return [req[0], company[0]]
    return []


# ----------------------------------------------------------------------------- blocking (CR 509.1c)

@dataclass(frozen=True, slots=True)
class BlockBoard:
    """What the requirement maximisation needs to know about a block (CR 509.1)."""

    #: Each free blocker (no cost to block, CR 509.1c) -> the attackers it may legally block.
    options: Mapping[int, Sequence[int]]
    #: How many attackers each blocker may block (CR 509.1a).
    capacity: Mapping[int, int]
    #: Blockers that block each combat if able.
    must_block: frozenset[int]
    #: Attackers that must be blocked if able.
    must_be_blocked: frozenset[int]
    #: Attackers that can't be blocked except by two or more creatures (menace, CR 702.110b).
    needs_two: frozenset[int]
    #: Blockers that can't block alone (CR 509.1b).
    cant_block_alone: frozenset[int] = field(default_factory=frozenset)


def obeyed(board: BlockBoard, pairs: Iterable[tuple[int, int]]) -> int:
    """How many requirements a declaration obeys (CR 509.1c)."""
    pairs = list(pairs)
    return (len(board.must_block & {b for b, _ in pairs})
            + len(board.must_be_blocked & {a for _, a in pairs}))


def restricted(board: BlockBoard, pairs: Sequence[tuple[int, int]]) -> bool:
    """Whether a declaration breaks menace or "can't block alone" (CR 509.1b)."""
    count: dict[int, int] = {}
    for _, a in pairs:
        count[a] = count.get(a, 0) + 1
    if any(n == 1 and a in board.needs_two for a, n in count.items()):
        return True
    blockers = {b for b, _ in pairs}
    return len(blockers) == 1 and next(iter(blockers)) in board.cant_block_alone


class _Flow:
    """Blockers to attackers, each blocker up to its capacity, each attacker up
    to its demand; augmenting paths (breadth first) over unit edges.  Augmenting
    never lowers what an attacker already receives, so demands met in a first
    phase stay met as more are added."""

    def __init__(self, options: Mapping[int, Sequence[int]], capacity: Mapping[int, int]) -> None:
        self.options = options
        self.capacity = capacity
        self.used: dict[int, int] = dict.fromkeys(options, 0)
        self.blockers_of: dict[int, list[int]] = {}  # attacker -> blockers sending flow to it
        self.demand: dict[int, int] = {}

    def pairs(self) -> list[tuple[int, int]]:
        return sorted((b, a) for a, bs in self.blockers_of.items() for b in bs)

    def add_demand(self, attackers: Iterable[int], n: int) -> None:
        for a in attackers:
            self.demand[a] = n
            self.blockers_of.setdefault(a, [])

    def _short(self) -> int:
        """How much demand is not met yet."""
        return sum(n - len(self.blockers_of[a]) for a, n in self.demand.items())

    def _greedy(self) -> None:
        short = self._short()
        for b, atts in self.options.items():
            if short <= 0:
                return
            for a in atts:
                if self.used[b] >= self.capacity[b]:
                    break
                got = self.blockers_of.get(a)
                if got is not None and len(got) < self.demand[a] and b not in got:
                    got.append(b)
                    self.used[b] += 1
                    short -= 1

    def _augment(self) -> bool:
        """One augmenting path from a blocker with room to an attacker short of its demand."""
        parent_of_attacker: dict[int, int] = {}
        parent_of_blocker: dict[int, int | None] = {}
        queue: deque[int] = deque()
        for b in self.options:
            if self.used[b] < self.capacity[b]:
                parent_of_blocker[b] = None
                queue.append(b)
        while queue:
            b = queue.popleft()
            for a in self.options[b]:
                got = self.blockers_of.get(a)
                if got is None or a in parent_of_attacker or b in got:
                    continue
                parent_of_attacker[a] = b
                if len(got) < self.demand[a]:
                    self._apply(a, parent_of_attacker, parent_of_blocker)
                    return True
                for b2 in got:  # re-route one of its blockers elsewhere
                    if b2 not in parent_of_blocker:
                        parent_of_blocker[b2] = a
                        queue.append(b2)
        return False

    def _apply(self, a: int, parent_of_attacker: Mapping[int, int],
               parent_of_blocker: Mapping[int, int | None]) -> None:
        while True:
            b = parent_of_attacker[a]
            self.blockers_of[a].append(b)
            prev = parent_of_blocker[b]
            if prev is None:
                self.used[b] += 1
                return
            self.blockers_of[prev].remove(b)  # b moves from prev to a
            a = prev

    def run(self) -> int:
        """Push as much flow as possible; returns the total."""
        self._greedy()
        while self._short() > 0 and self._augment():
            pass
        return sum(len(bs) for bs in self.blockers_of.values())


def _subsets(items: Sequence[int]) -> Iterator[tuple[int, ...]]:
    for k in range(len(items), -1, -1):
        yield from itertools.combinations(items, k)


def best_blocks(board: BlockBoard) -> tuple[int, list[tuple[int, int]]]:
    """The most requirements a restriction-respecting block obeys, and one
    declaration that obeys them (CR 509.1c), blocking as little as it can."""
    if not board.must_block and not board.must_be_blocked:
        return 0, []
    options = {b: tuple(dict.fromkeys(atts)) for b, atts in board.options.items() if atts}
    capacity = {b: max(0, min(board.capacity.get(b, 1), len(atts))) for b, atts in options.items()}
    blockers_of: dict[int, list[int]] = {}
    for b, atts in options.items():
        for a in atts:
            blockers_of.setdefault(a, []).append(b)
    menace = {a for a in blockers_of if a in board.needs_two}
    blockable_menace = {a for a in menace if len(blockers_of[a]) >= 2}
    plain = [a for a in blockers_of if a not in menace]
    plain_set = set(plain)
    # A menace attacker matters only if it must be blocked, or if a "blocks if able"
    # creature could block nothing else (one that can block a plain attacker obeys anyway).
    stuck = {b for b in board.must_block if b in options and not any(a in plain_set for a in options[b])}
    relevant = sorted(a for a in blockable_menace
                      if a in board.must_be_blocked or any(b in stuck for b in blockers_of[a]))
    if 2 ** len(relevant) > MENACE_SEARCH_LIMIT:
        raise RequirementSearchLimit(
            "509.1c", f"{len(relevant)} attackers with menace (CR 702.110b) that requirements may need "
                      f"blocked: more than the {MENACE_SEARCH_LIMIT} choices the requirement search weighs")
    plain_required = [a for a in plain if a in board.must_be_blocked]
    # Only edges into attackers that must be blocked, or that may need two blockers, carry flow.
    wanted = set(plain_required) | set(relevant)
    flow_options = {b: tuple(a for a in atts if a in wanted) for b, atts in options.items()}
    flow_options = {b: atts for b, atts in flow_options.items() if atts}
    eager_anyway = [b for b in options if b in board.must_block and b not in stuck]
    plain_max = len(plain_required)
    if relevant:  # an upper bound for pruning: the plain ones matched with no menace constraint
        free = _Flow({b: tuple(a for a in atts if a in plain_set) for b, atts in flow_options.items()}, capacity)
        free.add_demand(plain_required, 1)
        plain_max = free.run()

    best_value, best_pairs = -1, list[tuple[int, int]]()
    for chosen in _subsets(relevant):
        allowed = plain_set | set(chosen)
        eager = eager_anyway + [b for b in stuck if any(a in allowed for a in options[b])]
        upper = len(eager) + len(board.must_be_blocked & set(chosen)) + plain_max
        if upper <= best_value:
            continue
        flow = _Flow({b: tuple(a for a in atts if a in allowed) for b, atts in flow_options.items()}
                     if chosen != tuple(relevant) else flow_options, capacity)
        flow.add_demand(chosen, 2)
        if flow.run() < 2 * len(chosen):
            continue  # these menace attackers can't all get two blockers
        flow.add_demand(plain_required, 1)
        matched = flow.run() - 2 * len(chosen)
        value = len(eager) + len(board.must_be_blocked & set(chosen)) + matched
        if value > best_value:
            pairs = flow.pairs()
            blocking = {b for b, _ in pairs}
            for b in eager:  # an idle "blocks if able" creature blocks anything it may
                if b not in blocking:
                    pairs.append((b, next(a for a in options[b] if a in allowed)))
            best_value, best_pairs = value, sorted(pairs)
    if best_value <= 0:
        return 0, []
    blockers = {b for b, _ in best_pairs}
    if len(blockers) == 1 and next(iter(blockers)) in board.cant_block_alone:
        company = _company(options, blockers_of, menace, next(iter(blockers)))
        if company is not None:
            return best_value, sorted(best_pairs + company)
        return exhaustive_best_blocks(board)
    return best_value, best_pairs


def _company(options: Mapping[int, Sequence[int]], blockers_of: Mapping[int, Sequence[int]],
             menace: set[int], alone: int) -> list[tuple[int, int]] | None:
    """Blocks that give a lone "can't block alone" blocker company without
    breaking menace (adding blocks never lowers the requirements obeyed)."""
    for b, atts in options.items():
        if b != alone:
            for a in atts:
                if a not in menace:
                    return [(b, a)]
    for a in sorted(menace):
        others = [b for b in blockers_of.get(a, ()) if b != alone]
        if len(others) >= 2:
            return [(others[0], a), (others[1], a)]
    return None


def exhaustive_best_blocks(board: BlockBoard, limit: int = EXHAUSTIVE_LIMIT) -> tuple[int, list[tuple[int, int]]]:
    """Every declaration weighed (each blocker blocks any set of its attackers
    up to its capacity): the reference the flow is tested against, and the
    bounded fallback for "can't block alone".  Ties go to the fewest blocks."""
    blockers = sorted(b for b, atts in board.options.items() if atts)
    choices: list[list[tuple[int, ...]]] = []
    total = 1
    for b in blockers:
        atts = tuple(dict.fromkeys(board.options[b]))
        cap = min(board.capacity.get(b, 1), len(atts))
        choices.append([c for k in range(cap + 1) for c in itertools.combinations(atts, k)])
        total *= len(choices[-1])
        if total > limit:
            raise RequirementSearchLimit(
                "509.1c", f"weighing the requirements of this block needs more than {limit} declarations")
    best_value, best_pairs = 0, list[tuple[int, int]]()
    for combo in itertools.product(*choices):
        pairs = [(b, a) for b, atts in zip(blockers, combo) for a in atts]
        if restricted(board, pairs):
            continue
        value = obeyed(board, pairs)
        if value > best_value or (value == best_value and len(pairs) < len(best_pairs)):
            best_value, best_pairs = value, pairs
    return best_value, sorted(best_pairs)
