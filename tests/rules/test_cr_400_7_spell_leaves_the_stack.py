"""CR 400.7, 405.1, 702.34a: a spell returned from the stack to its owner's hand (Reprieve,
Remand) leaves the stack with its stack item; one cast with flashback is exiled instead.

Regression for the pool fuzz (seed 490, "the stack lists #293, which is not an object"):
before commit b65ec04 the card went to the hand and its stack item stayed behind.
"""

from __future__ import annotations

from mtgtable.engine import Kind, Zone
from mtgtable.engine.tools.fuzz import check_invariants

from .helpers import lands, scenario

TABLE = """
[game]
turn = 3
active = 0
step = "main1"
[cards."Return Spell"]
manaCost = "{{W}}"
types = ["Instant"]
abilities = [{{ kind = "spell", targets = ["spell"], effects = [{{ do = "bounce", target = 0 }}] }}]
[cards."Flash Thought"]
manaCost = "{{U}}"
types = ["Instant"]
abilities = [{{ kind = "spell", effects = [{{ do = "draw", amount = 1, who = "you" }}] }},
             {{ kind = "static", static = "alternative_cost", method = "flashback", mana = "{{U}}" }}]
[[player]]
name = "Alice"
hand = [{{ card = "Grizzly Bears", alias = "bears" }}, {{ card = "Return Spell", alias = "ret" }}]
graveyard = {graveyard}
library = ["Forest", "Forest", "Forest"]
{alice}
[[player]]
name = "Bob"
library = ["Forest", "Forest"]
"""


def _make(graveyard: str = "[]"):  # type: ignore[no-untyped-def]
    return scenario(TABLE.format(graveyard=graveyard, alice=lands("Forest", "Forest", "Plains", "Island")))


def _resolve_top(sc) -> None:  # type: ignore[no-untyped-def]
    """Both players pass: the top of the stack resolves (CR 608.1)."""
    g = sc.game
    n = len(g.stack)
    while len(g.stack) == n:
        assert g.pending.kind is Kind.PRIORITY
        sc.answer("pass")


def test_cr_400_7_a_spell_returned_to_its_owners_hand_takes_its_stack_item_with_it() -> None:
    sc = _make()
    g = sc.game
    sc.answer("cast bears")
    sc.answer("pay auto")
    bears_on_stack = g.stack[-1].source
    sc.answer("cast ret")
    sc.answer(f"targets {bears_on_stack}")
    sc.answer("pay auto")
    _resolve_top(sc)
    assert not g.stack, "the returned spell's stack item left with it (CR 405.1)"
    assert bears_on_stack not in g.objects, "it is a new object in the hand (CR 400.7)"
    hand = [g.objects[c].name for c in g.players[0].hand]
    assert hand == ["Grizzly Bears"]
    check_invariants(g, None)  # raises InvariantBroken: every zone list agrees (CR 400.1)
    sc.answer("pass")  # the game goes on: nothing on the stack points at a missing object
    assert g.pending is not None


def test_cr_702_34a_a_flashback_spell_returned_to_hand_is_exiled_instead() -> None:
    sc = _make('[{ card = "Flash Thought", alias = "ft" }]')
    g = sc.game
    sc.answer("cast ft")
    while g.pending.kind is not Kind.PRIORITY:
        sc.answer(str(g.pending.options()[0]))
    thought = g.stack[-1].source
    assert g.stack[-1].info.get("cast_method") == "flashback"
    sc.answer("cast ret")
    sc.answer(f"targets {thought}")
    sc.answer("pay auto")
    _resolve_top(sc)
    assert not g.stack
    assert [g.objects[c].name for c in g.players[0].exile] == ["Flash Thought"]
    assert all(g.objects[c].name != "Flash Thought" for c in g.players[0].hand)
    assert g.objects[g.players[0].exile[0]].zone is Zone.EXILE
    check_invariants(g, None)  # raises InvariantBroken: every zone list agrees (CR 400.1)
