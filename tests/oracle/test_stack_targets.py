"""Targets that reach past one object, compiled from real Oracle text and played: "and all other
permanents with the same name as that permanent" (CR 201.2), a triggered ability on the stack as a
target (CR 115.1, 701.5a), "another target permanent" (CR 115.1), and their re-check on
resolution."""

from __future__ import annotations

from typing import Any

from mtgtable.engine import Activate, Cast, Choose, Kind, Pay
from mtgtable.engine import operations as ops
from mtgtable.engine.text.ability_text import ability_text
from mtgtable.engine.decisions import Targets
from mtgtable.engine.objects import Zone
from mtgtable.engine.refs import PlayerRef
from mtgtable.engine.rules.targets import candidates
from mtgtable.oracle import compile_card

from .corpus import in_hand, named, record, table


def _cast(g: Any, name: str, *targets: Any) -> None:
    g.answer(Cast(in_hand(g, name)))
    if g.pending.kind is Kind.CHOOSE and g.pending.data.get("replicate"):
        g.answer(Choose(0))  # no replicate copies (CR 702.56a)
    if g.pending.kind is Kind.TARGETS:
        g.answer(Targets(tuple(targets)))
    if g.pending.kind is Kind.PAY:
        g.answer(Pay(auto=True))


def _resolve_top(g: Any) -> None:
    n = len(g.stack)
    for _ in range(4):
        if len(g.stack) < n or g.pending.kind is not Kind.PRIORITY:
            return
        g.answer(g.pending.options()[0])


def test_cr_201_2_maelstrom_pulse_destroys_the_target_and_every_permanent_with_its_name() -> None:
    assert compile_card(record("Maelstrom Pulse")).status == "automated"
    s = table([], hand=["Maelstrom Pulse"], battlefield=["Swamp", "Forest", "Forest", "Grizzly Bears"],
              their_battlefield=["Grizzly Bears", "Grizzly Bears", "Llanowar Elves"])
    g = s.game
    theirs = named(g, "Grizzly Bears", 1)
    _cast(g, "Maelstrom Pulse", theirs[0])
    _resolve_top(g)
    assert not [c for c in g.battlefield if g.objects[c].name == "Grizzly Bears"]
    assert named(g, "Llanowar Elves", 1)  # another name: untouched
    assert len([c for c in g.battlefield if g.objects[c].name == "Forest"]) == 2
    text = ability_text(g.objects[_find(g, "Maelstrom Pulse")].card.abilities[0])
    assert "all other permanents with the same name as that permanent" in text


def _find(g: Any, name: str) -> int:
    return next(i for i, o in g.objects.items() if o.name == name)


def test_cr_201_2_bile_blight_shrinks_every_creature_with_the_target_s_name() -> None:
    assert compile_card(record("Bile Blight")).status == "automated"
    s = table([], hand=["Bile Blight"], battlefield=["Swamp", "Swamp"],
              their_battlefield=["Grizzly Bears", "Grizzly Bears", "Centaur Courser"])
    g = s.game
    bears = named(g, "Grizzly Bears", 1)
    _cast(g, "Bile Blight", bears[1])
    _resolve_top(g)
    assert not named(g, "Grizzly Bears", 1)
    courser = named(g, "Centaur Courser", 1)[0]
    assert g.power(courser) == 3


def test_cr_115_1_consign_to_memory_counters_a_triggered_ability_not_a_coloured_spell() -> None:
    assert compile_card(record("Consign to Memory")).lines[-1].status == "automated"
    s = table([], hand=["Lightning Bolt", "Grapeshot", "Consign to Memory"],
              battlefield=["Mountain", "Mountain", "Mountain", "Island", "Island"])
    g = s.game
    _cast(g, "Lightning Bolt", PlayerRef(1))
    _resolve_top(g)
    _cast(g, "Grapeshot", PlayerRef(1))
    trigger = g.stack[-1]
    grapeshot = g.stack[-2]
    assert trigger.kind.value == "triggered"
    consign = in_hand(g, "Consign to Memory")
    found = candidates(g.state, "triggered_ability_or_colorless_spell", 0, consign)
    assert trigger.id in found and grapeshot.id not in found  # a red spell is no choice (CR 105.2c)
    _cast(g, "Consign to Memory", trigger.id)
    _resolve_top(g)
    assert all(item.id != trigger.id for item in g.stack)  # the storm trigger is countered (CR 701.5a)
    assert [item.id for item in g.stack] == [grapeshot.id]
    assert g.objects[grapeshot.id].zone is Zone.STACK


def test_cr_701_5a_consign_to_memory_counters_a_colorless_spell() -> None:
    s = table([], hand=["Ornithopter", "Consign to Memory"], battlefield=["Island", "Island"])
    g = s.game
    _cast(g, "Ornithopter")
    thopter = g.stack[-1].id
    assert thopter in candidates(g.state, "triggered_ability_or_colorless_spell", 0, None)
    _cast(g, "Consign to Memory", thopter)
    _resolve_top(g)
    assert not g.stack  # a colorless spell is countered: into its owner's graveyard (CR 701.5a)
    assert [g.objects[c].name for c in g.players[0].graveyard] == ["Ornithopter", "Consign to Memory"]


def test_cr_115_1_another_target_permanent_is_not_the_source() -> None:
    assert compile_card(record("Kiora's Follower")).status == "automated"
    s = table([], battlefield=["Kiora's Follower", {"card": "Forest", "tapped": True}])
    g = s.game
    follower = named(g, "Kiora's Follower")[0]
    forest = named(g, "Forest")[0]
    found = candidates(g.state, "another_permanent", 0, follower)
    assert forest in found and follower not in found
    g.answer(Activate(follower, 0))
    if g.pending.kind is Kind.TARGETS:
        g.answer(Targets((forest,)))
    _resolve_top(g)
    assert not g.objects[forest].tapped
    assert "another target permanent" in ability_text(g.objects[follower].card.abilities[0])


def test_cr_115_1_another_target_after_a_first_target_stays_by_hand() -> None:
    """ "another" after a first target may mean other than that target: not read (fails closed)."""
    rec = {"name": "Test Pair", "types": ["Instant"], "manaCost": "{R}", "colors": ["R"],
           "text": "Tap target creature and another target creature."}
    assert compile_card(rec).status == "by_hand"


def test_cr_601_2c_up_to_two_targets_may_be_one_or_none() -> None:
    assert compile_card(record("Send to Sleep")).lines[0].status == "automated"
    s = table([], hand=["Send to Sleep", "Send to Sleep"], battlefield=["Island"] * 4,
              their_battlefield=["Grizzly Bears", "Grizzly Bears", "Grizzly Bears"])
    g = s.game
    bears = named(g, "Grizzly Bears", 1)
    g.answer(Cast(in_hand(g, "Send to Sleep")))
    assert g.pending.kind is Kind.TARGETS and g.pending.data["min_targets"] == 0
    assert not g.pending.is_legal(Targets(tuple(bears)))  # three is more than "up to two"
    assert not g.pending.is_legal(Targets((bears[0], bears[0])))  # one word "target" (CR 115.3)
    assert g.pending.is_legal(Targets(()))
    g.answer(Targets((bears[1],)))
    if g.pending.kind is Kind.PAY:
        g.answer(Pay(auto=True))
    _resolve_top(g)
    assert [g.objects[b].tapped for b in bears] == [False, True, False]
    _cast(g, "Send to Sleep")  # no target at all: it still resolves (CR 608.2b needs targets to fizzle)
    assert g.stack and g.stack[-1].targets == ()
    _resolve_top(g)
    assert not g.stack
    assert "Tap up to 2 target creatures." in ability_text(g.objects[_find(g, "Send to Sleep")].card.abilities[0])


def test_cr_601_2c_any_number_of_target_spells_castable_with_no_spell_to_target() -> None:
    assert compile_card(record("Mindbreak Trap")).lines[-1].status == "automated"
    s = table([], hand=["Lightning Bolt", "Mindbreak Trap"], battlefield=["Mountain", "Island", "Island", "Island", "Island"])
    g = s.game
    assert g.cast_problem(0, in_hand(g, "Mindbreak Trap"), 0) is None  # zero targets is a choice (CR 601.2c)
    _cast(g, "Lightning Bolt", PlayerRef(1))
    bolt = g.stack[-1].id
    _cast(g, "Mindbreak Trap", bolt)
    _resolve_top(g)
    assert not g.stack and g.players[1].life == 20
    assert [g.objects[c].name for c in g.players[0].exile] == ["Lightning Bolt"]


def test_cr_115_3_any_number_of_target_spells_lists_its_choices_at_once() -> None:
    """"Any number of target spells" is 30 specs of one word "target" (CR 115.3: different
    spells); with one spell on the stack the options are that spell or none, listed at once.
    The filtered product of 30 specs never ended (found by the 5,000-game pool fuzz: two
    games hung in the random agent's listing)."""
    s = table([], hand=["Lightning Bolt", "Mindbreak Trap"], battlefield=["Mountain", "Island", "Island", "Island", "Island"])
    g = s.game
    _cast(g, "Lightning Bolt", PlayerRef(1))
    bolt = g.stack[-1].id
    g.answer(Cast(in_hand(g, "Mindbreak Trap")))
    d = g.pending
    assert d.kind is Kind.TARGETS and len(d.data["specs"]) == 30
    assert d.options() == [Targets((bolt,)), Targets(())]


def test_cr_115_3_different_targets_are_listed_without_trying_every_tuple() -> None:
    import itertools
    from mtgtable.engine.turn.actions import _distinct_product
    assert list(_distinct_product([[1, 2, 3]] * 3)) == list(itertools.permutations([1, 2, 3]))
    assert list(_distinct_product([[1, 2, 3]] * 4)) == []
    assert list(_distinct_product([[1, 2], [1, 2], [3]])) == [(1, 2, 3), (2, 1, 3)]
    first = list(itertools.islice(_distinct_product([list(range(25))] * 25), 50))
    assert len(first) == 50 and all(len(set(c)) == 25 for c in first)


def test_cr_608_2b_up_to_two_targets_one_illegal_the_other_still_tapped() -> None:
    s = table([], hand=["Send to Sleep"], battlefield=["Island", "Island"],
              their_battlefield=["Grizzly Bears", "Grizzly Bears"])
    g = s.game
    bears = named(g, "Grizzly Bears", 1)
    _cast(g, "Send to Sleep", *bears)
    ops.move(g.state, bears[0], Zone.GRAVEYARD)  # one target leaves before it resolves
    _resolve_top(g)
    alive = named(g, "Grizzly Bears", 1)
    assert len(alive) == 1 and g.objects[alive[0]].tapped


def _pass_until(g: Any, kind: Kind) -> None:
    for _ in range(6):
        if g.pending.kind is kind:
            return
        g.answer(g.pending.options()[0])
    raise AssertionError(g.pending.kind)


def test_cr_115_7a_misdirection_must_change_the_one_target() -> None:
    assert compile_card(record("Misdirection")).lines[-1].status == "automated"
    s = table([], hand=["Lightning Bolt", "Misdirection"], battlefield=["Mountain"] + ["Island"] * 5,
              their_battlefield=["Grizzly Bears"])
    g = s.game
    bear = named(g, "Grizzly Bears", 1)[0]
    _cast(g, "Lightning Bolt", PlayerRef(1))
    bolt = g.stack[-1].id
    assert bolt in candidates(g.state, "spell_with_single_target", 0, None)
    g.answer(Cast(in_hand(g, "Misdirection")))
    if g.pending.kind is Kind.CHOOSE:  # cast it by its mana cost, not by exiling a blue card
        g.answer(next(o for o in g.pending.options() if getattr(o, "choice", None) == 0))
    if g.pending.kind is Kind.TARGETS:
        g.answer(Targets((bolt,)))
    if g.pending.kind is Kind.PAY:
        g.answer(Pay(auto=True))
    _pass_until(g, Kind.TARGETS)  # Misdirection resolves: the new target (CR 115.7a)
    assert g.pending.rule == "115.7"
    assert PlayerRef(1) not in g.pending.data["candidates"][0]
    assert not g.pending.is_legal(Targets((PlayerRef(1),)))  # it must change
    g.answer(Targets((bear,)))
    assert g.stack[-1].targets == (bear,)
    _resolve_top(g)
    assert not named(g, "Grizzly Bears", 1) and g.players[1].life == 20


def test_cr_115_7d_deflecting_swat_may_keep_or_change_targets() -> None:
    s = table([], hand=["Lightning Bolt", "Deflecting Swat"], battlefield=["Mountain"] * 4,
              their_battlefield=["Grizzly Bears"])
    g = s.game
    bear = named(g, "Grizzly Bears", 1)[0]
    _cast(g, "Lightning Bolt", PlayerRef(1))
    bolt = g.stack[-1].id
    g.answer(Cast(in_hand(g, "Deflecting Swat")))
    if g.pending.kind is Kind.CHOOSE:
        g.answer(next(o for o in g.pending.options() if getattr(o, "choice", None) == 0))
    if g.pending.kind is Kind.TARGETS:
        assert bolt in g.pending.data["candidates"][0]
        g.answer(Targets((bolt,)))
    if g.pending.kind is Kind.PAY:
        g.answer(Pay(auto=True))
    _pass_until(g, Kind.CHOOSE)
    g.answer(Choose(1))  # "you may": yes
    assert g.pending.kind is Kind.TARGETS
    assert g.pending.data["candidates"][0][0] == PlayerRef(1)  # keeping it is an answer (CR 115.7d)
    assert g.pending.is_legal(Targets((PlayerRef(1),)))
    g.answer(Targets((bear,)))
    _resolve_top(g)
    assert not named(g, "Grizzly Bears", 1) and g.players[1].life == 20


def test_cr_601_2d_forked_bolt_two_damage_to_one_target_or_one_to_each_of_two() -> None:
    assert compile_card(record("Forked Bolt")).status == "automated"
    s = table([], hand=["Forked Bolt", "Forked Bolt", "Forked Bolt"], battlefield=["Mountain"] * 3,
              their_battlefield=["Grizzly Bears", "Llanowar Elves"])
    g = s.game
    bear = named(g, "Grizzly Bears", 1)[0]
    elves = named(g, "Llanowar Elves", 1)[0]
    g.answer(Cast(in_hand(g, "Forked Bolt")))
    assert g.pending.data["min_targets"] == 1 and not g.pending.is_legal(Targets(()))  # one or two
    assert not g.pending.is_legal(Targets((bear, bear)))  # different targets (CR 115.3)
    g.answer(Targets((PlayerRef(1),)))
    if g.pending.kind is Kind.PAY:
        g.answer(Pay(auto=True))
    _resolve_top(g)
    assert g.players[1].life == 18  # both to the one target
    _cast(g, "Forked Bolt", PlayerRef(1), elves)
    _resolve_top(g)
    assert g.players[1].life == 17 and not named(g, "Llanowar Elves", 1)  # 1 to each
    _cast(g, "Forked Bolt", bear, PlayerRef(1))
    ops.move(g.state, bear, Zone.GRAVEYARD)  # one target gone: the other keeps its share (CR 608.2b)
    _resolve_top(g)
    assert g.players[1].life == 16
    assert "divided as you choose among one or two targets" in ability_text(
        g.objects[_find(g, "Forked Bolt")].card.abilities[0])


def test_cr_601_2c_up_to_two_target_creature_cards_from_your_graveyard() -> None:
    assert compile_card(record("Pull from the Grave")).status == "automated"
    s = table([], hand=["Pull from the Grave"], battlefield=["Swamp"] * 3 + ["Grizzly Bears", "Llanowar Elves"])
    g = s.game
    for c in named(g, "Grizzly Bears") + named(g, "Llanowar Elves"):
        ops.move(g.state, c, Zone.GRAVEYARD)
    dead = list(g.players[0].graveyard)
    g.answer(Cast(in_hand(g, "Pull from the Grave")))
    assert g.pending.kind is Kind.TARGETS and set(g.pending.data["candidates"][0]) == set(dead)
    chosen = g.objects[dead[1]].name
    g.answer(Targets((dead[1],)))
    if g.pending.kind is Kind.PAY:
        g.answer(Pay(auto=True))
    _resolve_top(g)
    assert [g.objects[c].name for c in g.players[0].hand] == [chosen]  # only the one chosen
    assert g.players[0].life == 22
    assert "Return up to 2 target creature cards from your graveyard to your hand." in ability_text(
        g.objects[_find(g, "Pull from the Grave")].card.abilities[0])
