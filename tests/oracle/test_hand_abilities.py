"""Activated abilities that work from the hand (CR 113.6, 602.2), compiled from real Oracle text and
played: ninjutsu (CR 702.49a, 702.49c) and Talon Gates of Madara's "{4}: Put this card from your
hand onto the battlefield." (``engine/families/hand_abilities.py``, ``oracle/hand_lines.py``)."""

from __future__ import annotations

from typing import Any

import pytest

from mtgtable.engine import Choose, IllegalAnswer, Kind, Pay
from mtgtable.engine.text.ability_text import ability_text
from mtgtable.engine.turn.actions import legal_actions
from mtgtable.engine.agents import RandomAgent
from mtgtable.engine.answers import Activate, DeclareAttackers, DeclareBlockers
from mtgtable.engine.data.cards import card_from_json
from mtgtable.engine.refs import PlayerRef
from mtgtable.oracle import compile_card

from .corpus import named, record, table


def _resolve(g: Any) -> None:
    for _ in range(20):
        d = g.pending
        if d is None or not g.stack and d.kind is Kind.PRIORITY:
            return
        g.answer(d.options()[0] if d.options() else d.suggest())


def _to_blockers(g: Any, attackers: list[int], blocks: tuple[tuple[int, int], ...] = ()) -> None:
    """From the beginning of combat to the declare blockers step's first priority (player 0's)."""
    for _ in range(30):
        d = g.pending
        if d.kind is Kind.DECLARE_ATTACKERS:
            g.answer(DeclareAttackers(tuple((a, PlayerRef(1)) for a in attackers)))
        elif d.kind is Kind.DECLARE_BLOCKERS:
            g.answer(DeclareBlockers(blocks))
        elif d.kind is Kind.PRIORITY and g.combat.blockers_declared and d.player == 0:
            return
        else:
            g.answer(d.options()[0] if d.options() else d.suggest())
    raise AssertionError("never reached the declare blockers step")


def _ninjutsu(g: Any, oid: int) -> int:
    return next(i for i, ab in enumerate(g.activated_abilities(oid)) if ab.params.get("from_hand"))


def test_cr_702_49a_ninjutsu_compiles_to_an_ability_from_the_hand() -> None:
    compiled = compile_card(record("Ninja of the Deep Hours"))
    assert compiled.status == "automated"
    card = card_from_json(compiled.record)
    (ab,) = [a for a in card.abilities if a.kind == "activated"]
    assert str(ab.cost.mana) == "{1}{U}" and ab.params["from_hand"] and ab.params["reveal_self"]
    text = ability_text(ab)
    assert "Reveal this card from your hand." in text and "unblocked attacking creature" in text
    assert "tapped and attacking" in text
    # "Commander ninjutsu" also works from the command zone (CR 702.49d): by hand.
    rec = {**record("Ninja of the Deep Hours"), "text": "Commander ninjutsu {1}{U}"}
    assert compile_card(rec).status != "automated"


def test_cr_702_49c_ninjutsu_swaps_an_unblocked_attacker_for_the_ninja_attacking_the_same_player() -> None:
    s = table([], hand=["Ninja of the Deep Hours"], battlefield=[{"card": "Grizzly Bears", "alias": "b"},
                                                                 "Island", "Island"], step="begin_combat")
    g = s.game
    ninja, bears = s.id("h0"), s.id("b")
    i = _ninjutsu(g, ninja)
    assert g.activate_problem(0, ninja, i, "").rule == "117.3"  # no unblocked attacker yet (CR 509.1h)
    _to_blockers(g, [bears])
    assert Activate(ninja, i) in legal_actions(g.state, 0)
    g.answer(Activate(ninja, i))
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.data["options"] == [bears]
    g.answer(Choose(bears))
    if g.pending.kind is Kind.PAY:
        g.answer(Pay(auto=True))
    hand = sorted(g.objects[c].name for c in g.players[0].hand)
    assert bears not in g.objects and hand == ["Grizzly Bears", "Ninja of the Deep Hours"]
    assert len(g.stack) == 1
    _resolve(g)
    (new,) = named(g, "Ninja of the Deep Hours")
    assert g.objects[new].tapped and g.combat.attackers[new] == PlayerRef(1)
    assert not g.combat.is_blocked(new) and new not in g.state.attacked_this_turn  # it never "attacked"


def test_cr_702_49c_a_blocked_attacker_cannot_pay_for_ninjutsu() -> None:
    s = table([], hand=["Ninja of the Deep Hours"], battlefield=[{"card": "Grizzly Bears", "alias": "b"},
                                                                 "Island", "Island"],
              their_battlefield=[{"card": "Grizzly Bears", "alias": "theirs"}], step="begin_combat")
    g = s.game
    ninja, bears, theirs = s.id("h0"), s.id("b"), s.id("theirs")
    _to_blockers(g, [bears], ((theirs, bears),))
    i = _ninjutsu(g, ninja)
    assert g.activate_problem(0, ninja, i, "") is not None
    assert Activate(ninja, i) not in legal_actions(g.state, 0)


def test_cr_113_6_ninjutsu_does_nothing_if_the_ninja_left_the_hand() -> None:
    s = table([], hand=["Ninja of the Deep Hours"], battlefield=[{"card": "Grizzly Bears", "alias": "b"},
                                                                 "Island", "Island"], step="begin_combat")
    g = s.game
    ninja, bears = s.id("h0"), s.id("b")
    _to_blockers(g, [bears])
    g.answer(Activate(ninja, _ninjutsu(g, ninja)))
    g.answer(Choose(bears))
    if g.pending.kind is Kind.PAY:
        g.answer(Pay(auto=True))
    from mtgtable.engine import operations as ops
    from mtgtable.engine.objects import Zone
    ops.move(g.state, ninja, Zone.GRAVEYARD, why="is discarded")  # discarded in response (CR 400.7)
    _resolve(g)
    assert not named(g, "Ninja of the Deep Hours") and not g.combat.attackers


def test_cr_602_2_talon_gates_is_put_onto_the_battlefield_from_the_hand_for_4() -> None:
    compiled = compile_card(record("Talon Gates of Madara"))
    line = next(r for r in compiled.lines if r.text.startswith("{4}"))
    assert line.status == "automated"
    s = table([], hand=["Talon Gates of Madara"], battlefield=["Island"] * 4)
    g = s.game
    gates = s.id("h0")
    i = _ninjutsu(g, gates)
    assert Activate(gates, i) in legal_actions(g.state, 0)
    g.answer(Activate(gates, i))
    g.answer(Pay(auto=True))
    _resolve(g)
    assert named(g, "Talon Gates of Madara") and g.players[0].lands_played == 0  # not a land play (CR 305.1)
    # From the battlefield the ability doesn't work (CR 113.6).
    (on_bf,) = named(g, "Talon Gates of Madara")
    assert g.activate_problem(0, on_bf, _ninjutsu(g, on_bf), "").rule == "113.6"


def test_cr_602_2_the_random_agent_finds_ninjutsu() -> None:
    s = table([], hand=["Ninja of the Deep Hours"], battlefield=[{"card": "Grizzly Bears", "alias": "b"},
                                                                 "Island", "Island"], step="begin_combat")
    g = s.game
    ninja, bears = s.id("h0"), s.id("b")
    _to_blockers(g, [bears])
    assert Activate(ninja, _ninjutsu(g, ninja)) in g.pending.options()  # what the random agent picks from
    agent = RandomAgent(seed=3, pass_bias=0.0)
    picks = {agent.choose(g, g.pending) for _ in range(20)}
    assert Activate(ninja, _ninjutsu(g, ninja)) in picks


def test_cr_702_49a_the_goldfish_pilot_uses_ninjutsu_on_a_weaker_attacker() -> None:
    from mtgtable.goldfish.pilot import HeuristicPilot
    s = table([], hand=["Ninja of the Deep Hours"], battlefield=[{"card": "Memnite", "alias": "m"},
                                                                 "Island", "Island"], step="begin_combat")
    g = s.game
    ninja, mem = s.id("h0"), s.id("m")
    _to_blockers(g, [mem])
    pilot = HeuristicPilot(0)
    answer = pilot.choose(g, g.pending)
    assert answer == Activate(ninja, _ninjutsu(g, ninja))
    for _ in range(10):
        if g.stack or g.pending.kind is Kind.PRIORITY and named(g, "Ninja of the Deep Hours"):
            break
        g.answer(answer)
        answer = pilot.choose(g, g.pending)
    _resolve(g)
    assert named(g, "Ninja of the Deep Hours") and mem not in g.objects


@pytest.mark.parametrize("name", ["Ninja of the Deep Hours", "Talon Gates of Madara"])
def test_cr_113_6_a_hand_ability_is_refused_on_the_battlefield(name: str) -> None:
    s = table([], battlefield=[{"card": name, "alias": "x"}, "Island", "Island", "Island", "Island"])
    g = s.game
    x = s.id("x")
    i = _ninjutsu(g, x)
    with pytest.raises(IllegalAnswer):
        g.answer(Activate(x, i))


# ----------------------------------------------------------------------------- hideaway (CR 702.75a)

def _enter_watcher(g: Any, s: Any) -> int:
    from mtgtable.engine.answers import Cast
    g.answer(Cast(s.id("h0")))
    if g.pending.kind is Kind.PAY:
        g.answer(Pay(auto=True))
    for _ in range(10):  # the spell resolves, then its hideaway trigger asks for the card
        d = g.pending
        if d.kind is Kind.CHOOSE and d.rule == "702.75a":
            return int(d.data["options"][2])
        g.answer(d.options()[0] if d.options() else d.suggest())
    raise AssertionError("no hideaway choice")


def test_cr_702_75a_hideaway_exiles_one_of_the_top_cards_face_down_and_the_rest_go_to_the_bottom() -> None:
    compiled = compile_card(record("Watcher for Tomorrow"))
    assert compiled.status == "automated"
    library = ["Lightning Bolt", "Grizzly Bears", "Memnite", "Ornithopter", "Island", "Forest"]
    s = table([], hand=["Watcher for Tomorrow"], battlefield=["Island", "Island"], library=library)
    g = s.game
    top = list(g.players[0].library[:4])
    pick = _enter_watcher(g, s)
    d = g.pending
    assert d.data["options"] == top and d.data["library_action"] == "take"
    g.answer(Choose(pick))
    _resolve(g)
    exiled = [o for o in g.players[0].exile]
    assert len(exiled) == 1 and g.objects[exiled[0]].name == "Memnite"
    assert g.state.chosen[exiled[0]]["face_down"]
    lib = [g.objects[c].name for c in g.players[0].library]
    assert lib[:2] == ["Island", "Forest"] and sorted(lib[2:]) == ["Grizzly Bears", "Lightning Bolt", "Ornithopter"]
    assert not any("Memnite" in str(e.args.values()) for e in g.events if e.kind in ("move", "hideaway"))
    # CR 607.2a: "When this creature leaves the battlefield, put the exiled card into its owner's hand."
    from mtgtable.engine import operations as ops
    from mtgtable.engine.objects import Zone
    (watcher,) = named(g, "Watcher for Tomorrow")
    ops.move(g.state, watcher, Zone.GRAVEYARD, why="is destroyed")
    from mtgtable.engine.answers import Pass
    for _ in range(6):  # the trigger goes on the stack at the next priority (CR 117.5) and resolves
        g.answer(Pass() if g.pending.kind is Kind.PRIORITY else g.pending.options()[0])
        if g.players[0].hand:
            break
    assert "Memnite" in [g.objects[c].name for c in g.players[0].hand] and not g.players[0].exile


def test_cr_702_75a_the_play_the_exiled_card_line_stays_by_hand() -> None:
    compiled = compile_card(record("Windbrisk Heights"))
    by_hand = [r.text for r in compiled.lines if r.status == "by_hand"]
    assert compiled.status == "partial" and len(by_hand) == 1 and "exiled card" in by_hand[0]
    assert compile_card(record("Evercoat Ursine")).status != "automated"  # "Hideaway 3, hideaway 3"


def test_cr_702_75a_the_random_agent_and_the_pilot_answer_hideaway() -> None:
    from mtgtable.goldfish.pilot import HeuristicPilot
    for agent in (RandomAgent(seed=5), HeuristicPilot(0)):
        s = table([], hand=["Watcher for Tomorrow"], battlefield=["Island", "Island"],
                  library=["Lightning Bolt", "Grizzly Bears", "Memnite", "Ornithopter", "Island"])
        g = s.game
        _enter_watcher(g, s)
        g.answer(agent.choose(g, g.pending))
        assert len(g.players[0].exile) == 1


# ----------------------------------------------------------------------------- suspend (CR 702.62a)

def _suspend_index(g: Any, oid: int) -> int:
    return next(i for i, ab in enumerate(g.activated_abilities(oid)) if ab.params.get("special_action") == "suspend")


def _until_free_cast(g: Any, limit: int = 200) -> Any:
    """Pass (and answer with the first option) until the suspended card's free cast is asked."""
    from mtgtable.engine.answers import Pass
    for _ in range(limit):
        d = g.pending
        if d.kind is Kind.CHOOSE and d.rule == "702.62a":
            return d
        if d.kind is Kind.PRIORITY:
            g.answer(Pass())
        else:
            g.answer(d.options()[0] if d.options() else d.suggest())
    raise AssertionError("the suspended card was never cast")


def test_cr_702_62a_suspend_exiles_the_card_with_time_counters_without_the_stack() -> None:
    compiled = compile_card(record("Rift Bolt"))
    assert compiled.status == "automated"
    s = table([], hand=["Rift Bolt"], battlefield=["Mountain"])
    g = s.game
    bolt = s.id("h0")
    i = _suspend_index(g, bolt)
    assert Activate(bolt, i) in legal_actions(g.state, 0)
    g.answer(Activate(bolt, i))
    if g.pending.kind is Kind.PAY:
        g.answer(Pay(auto=True))
    assert not g.stack and len(g.players[0].exile) == 1  # a special action (CR 116.2f): no stack
    (exiled,) = g.players[0].exile
    assert g.objects[exiled].counters == {"time": 1} and g.state.chosen[exiled]["suspended"]
    assert g.pending.kind is Kind.PRIORITY and g.pending.player == 0  # CR 116.3c: it keeps priority


def test_cr_702_62a_the_last_time_counter_removed_casts_it_free_at_the_next_upkeep() -> None:
    s = table([], hand=["Rift Bolt"], battlefield=["Mountain"])
    g = s.game
    bolt = s.id("h0")
    g.answer(Activate(bolt, _suspend_index(g, bolt)))
    if g.pending.kind is Kind.PAY:
        g.answer(Pay(auto=True))
    turn = g.turn
    d = _until_free_cast(g)
    assert d.data["free_cast"] in g.players[0].exile
    assert g.turn == turn + 2 and g.active == 0  # its owner's next upkeep
    g.answer(Choose(1))
    from mtgtable.engine.decisions import Targets
    if g.pending.kind is Kind.TARGETS:
        g.answer(Targets((PlayerRef(1),)))
    _resolve(g)
    assert g.players[1].life == 17 and not g.players[0].exile


def test_cr_702_62a_a_creature_cast_with_suspend_has_haste() -> None:
    rec = {**record("Grizzly Bears"), "name": "Test Suspended Bear", "text": "Suspend 2—{G}"}
    s = table([], hand=["Test Suspended Bear"], battlefield=["Forest"], extra=[rec])
    g = s.game
    bear = s.id("h0")
    g.answer(Activate(bear, _suspend_index(g, bear)))
    if g.pending.kind is Kind.PAY:
        g.answer(Pay(auto=True))
    turn = g.turn
    _until_free_cast(g, 400)
    assert g.turn == turn + 4  # two upkeeps of its owner
    g.answer(Choose(1))
    _resolve(g)
    (new,) = named(g, "Test Suspended Bear")
    assert g.has_keyword(new, "Haste")


def test_cr_118_6_a_card_without_a_mana_cost_is_only_suspended() -> None:
    s = table([], hand=["Ancestral Vision"], battlefield=["Island"])
    g = s.game
    av = s.id("h0")
    assert g.cast_problem(0, av, 0).rule == "118.6"
    assert g.activate_problem(0, av, _suspend_index(g, av), "") is None


def test_cr_702_62a_suspend_keeps_the_cards_timing_and_works_only_from_the_hand() -> None:
    s = table([], hand=["Rift Bolt"], battlefield=["Mountain"], step="upkeep")
    g = s.game
    bolt = s.id("h0")
    assert g.activate_problem(0, bolt, _suspend_index(g, bolt), "").rule == "702.62a"  # a sorcery's timing


def test_cr_702_62a_the_pilot_suspends_what_it_cannot_cast() -> None:
    from mtgtable.goldfish.pilot import HeuristicPilot
    s = table([], hand=["Ancestral Vision"], battlefield=["Island"])
    g = s.game
    av = s.id("h0")
    assert HeuristicPilot(0).choose(g, g.pending) == Activate(av, _suspend_index(g, av))
