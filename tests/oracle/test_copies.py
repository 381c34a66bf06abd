"""Copies compiled from the cards' real Oracle text (read from the corpus at test time) and played
through the engine: clones entering as a copy (CR 707.2, 707.9b, 614.1c) and token copies
(CR 707.2, 111.1, 608.2h) -- engine/families/copy_effects.py, oracle/copy_lines.py."""

from __future__ import annotations

from typing import Any

import pytest

from mtgtable.engine import Choose, IllegalAnswer, Kind
from mtgtable.engine.agents import RandomAgent
from mtgtable.goldfish.pilot import HeuristicPilot
from mtgtable.oracle import compile_card

from .corpus import named, record, table


def _pass(s: Any, n: int = 6) -> None:
    g = s.game
    for _ in range(n):
        if g.pending is None or g.pending.kind is not Kind.PRIORITY or not g.stack:
            return
        g.answer(g.pending.options()[0])


def test_every_card_of_the_family_compiles_in_full() -> None:
    for name in ("Clone", "Stunt Double", "Phyrexian Metamorph", "Sculpting Steel", "Pack Rat", "Myr Propagator"):
        compiled = compile_card(record(name))
        assert compiled.status == "automated", (name, compiled.lines)


def test_cr_707_2_what_stays_by_hand() -> None:
    """Exceptions, limits and conditions the engine does not apply stay by hand (the compiler fails closed)."""
    for name in ("Mockingbird", "Protean Raider", "Clever Impersonator", "Mirrormade"):
        compiled = compile_card(record(name))
        assert any("copy" in ln.text and ln.status == "by_hand" for ln in compiled.lines), name


def _cast_clone(s: Any, clone: str = "h0") -> Any:
    g = s.game
    s.answer(f"cast {clone}")
    s.answer("pay auto")
    _pass(s)
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.rule == "707.2"
    return d


def test_cr_707_2_clone_enters_as_a_copy_of_the_chosen_creature_with_its_copiable_values_only() -> None:
    s = table(["Clone"], hand=["Clone"], battlefield=["Island"] * 4,
              their_battlefield=[{"card": "Grizzly Bears", "alias": "b"}])
    g = s.game
    bear = s.resolve("b")
    g.add_counters(bear, "+1/+1", 2)  # counters are not copied (CR 707.2)
    g.state.objects[bear].damage = 1
    d = _cast_clone(s)
    options = [o.choice for o in d.options()]
    assert bear in options and -1 in options
    g.answer(Choose(bear))
    (mine,) = named(g, "Grizzly Bears")
    assert g.power(mine) == 2 and g.toughness(mine) == 2 and g.objects[mine].damage == 0
    assert any(e.rule == "707.2" for e in g.events)
    # It leaves as the card it is: a Clone in the graveyard (CR 400.7)
    from mtgtable.engine import operations as ops
    from mtgtable.engine.objects import Zone
    ops.move(g.state, mine, Zone.GRAVEYARD, rule="701.7", why="is destroyed")
    assert [g.objects[i].name for i in g.players[0].graveyard] == ["Clone"]


def test_cr_707_2_clone_may_enter_as_itself_and_then_dies_as_a_0_0() -> None:
    s = table(["Clone"], hand=["Clone"], battlefield=["Island"] * 4, their_battlefield=["Grizzly Bears"])
    g = s.game
    _cast_clone(s)
    g.answer(Choose(-1))
    assert not named(g, "Clone")  # a 0/0 (CR 704.5f)
    assert [g.objects[i].name for i in g.players[0].graveyard] == ["Clone"]


def test_cr_707_2_clone_refuses_a_permanent_it_cannot_copy() -> None:
    s = table(["Clone"], hand=["Clone"], battlefield=["Island"] * 4, their_battlefield=["Grizzly Bears"])
    g = s.game
    _cast_clone(s)
    land = next(i for i in g.battlefield if g.objects[i].name == "Island")
    with pytest.raises(IllegalAnswer):
        g.answer(Choose(land))  # "any creature": not a land


def test_cr_707_9b_phyrexian_metamorph_is_an_artifact_in_addition_to_the_copied_types() -> None:
    s = table(["Phyrexian Metamorph"], hand=["Phyrexian Metamorph"], battlefield=["Island"] * 4,
              their_battlefield=[{"card": "Grizzly Bears", "alias": "b"}])
    g = s.game
    _cast_clone(s)
    g.answer(Choose(s.resolve("b")))
    (mine,) = named(g, "Grizzly Bears")
    assert set(g.objects[mine].card.types) == {"Artifact", "Creature"}


def test_cr_707_2_a_copied_creatures_enters_trigger_triggers() -> None:
    s = table(["Clone", "Elvish Visionary"], hand=["Clone"], battlefield=["Island"] * 4,
              their_battlefield=[{"card": "Elvish Visionary", "alias": "v"}],
              library=["Forest"] * 5)
    g = s.game
    hand_before = len(g.players[0].hand)
    _cast_clone(s)
    g.answer(Choose(s.resolve("v")))
    _pass(s)
    assert len(g.players[0].hand) == hand_before  # Clone left the hand, the copied trigger drew one (CR 603.6a)


def test_cr_707_2_pack_rat_makes_a_token_copy_of_itself() -> None:
    s = table(["Pack Rat"], hand=["Island"], battlefield=["Swamp"] * 3 + [{"card": "Pack Rat", "alias": "r"}])
    g = s.game
    s.answer("activate r 0")
    while g.pending.kind is not Kind.PRIORITY:
        s.answer("pay auto" if g.pending.kind is Kind.PAY else "choose " + str(g.pending.options()[0].choice))
    _pass(s)
    rats = named(g, "Pack Rat")
    assert len(rats) == 2 and sum(g.objects[r].token for r in rats) == 1
    assert g.power(rats[0]) == 2  # two Rats: the copy has the characteristic-defining ability (CR 707.2, 604.3)
    assert any(e.rule == "707.2" for e in g.events)


def test_cr_608_2h_a_token_copy_of_this_creature_uses_its_last_known_values() -> None:
    from mtgtable.engine.families import copy_effects
    from mtgtable.engine import operations as ops
    from mtgtable.engine.families.effect_core import EffectContext
    from mtgtable.engine.objects import StackItem, StackKind, Zone
    s = table(["Pack Rat"], battlefield=["Swamp"])
    g = s.game
    st = g.state
    rat = ops.new_object(st, st.db.get("Pack Rat"), 0, Zone.BATTLEFIELD).id
    ability = st.objects[rat].card.abilities[1]
    item = StackItem(10_000, StackKind.ACTIVATED, 0, rat, "Pack Rat", ability)
    st.stack.append(item)
    ops.move(st, rat, Zone.GRAVEYARD, rule="701.7", why="is destroyed")
    assert item.info["source_copiable"].name == "Pack Rat"
    st.stack.remove(item)
    ctx = EffectContext(0, rat, "Pack Rat", [], 0, dict(item.info))
    copy_effects._token_copy(st, ctx, {"do": "token_copy", "of": "self"})
    (tok,) = named(g, "Pack Rat")
    assert st.objects[tok].token


def test_cr_707_2_pilot_and_random_agent_answer_the_clone_choice() -> None:
    agents: list[Any] = [HeuristicPilot(0), RandomAgent(seed=3)]
    for agent in agents:
        s = table(["Clone"], hand=["Clone"], battlefield=["Island"] * 4,
                  their_battlefield=["Llanowar Elves", "Grizzly Bears"])
        g = s.game
        d = _cast_clone(s)
        ans = agent.choose(g, d)
        g.answer(ans)
        if isinstance(agent, HeuristicPilot):  # the pilot copies the best creature (the bigger one)
            assert named(g, "Grizzly Bears")


def test_cr_707_9b_kiki_jiki_copies_a_nonlegendary_creature_you_control_with_haste_until_the_end_step() -> None:
    assert compile_card(record("Kiki-Jiki, Mirror Breaker")).status == "automated"
    s = table(["Kiki-Jiki, Mirror Breaker"],
              battlefield=[{"card": "Kiki-Jiki, Mirror Breaker", "alias": "k"}, {"card": "Grizzly Bears", "alias": "b"}],
              their_battlefield=[{"card": "Llanowar Elves", "alias": "e"}])
    g = s.game
    s.answer("activate k 0")
    with pytest.raises(IllegalAnswer):
        s.answer("targets e")  # "you control"
    with pytest.raises(IllegalAnswer):
        s.answer("targets k")  # legendary (CR 205.4a)
    s.answer("targets b")
    _pass(s)
    bears = named(g, "Grizzly Bears")
    (tok,) = [b for b in bears if g.objects[b].token]
    assert g.has_keyword(tok, "Haste")
    assert not g.has_keyword(s.resolve("b"), "Haste")  # the exception is the copy's only (CR 707.9b)
    # The delayed trigger sacrifices it at the beginning of the next end step (CR 603.7)
    from mtgtable.engine.driver import run
    from mtgtable.engine.agents import GoldfishAgent
    run(g, {0: GoldfishAgent(), 1: GoldfishAgent()}, until=lambda game: game.turn > 3 or tok not in game.objects)
    assert tok not in g.objects


def test_cr_115_1_a_legendary_creature_is_not_a_target_for_kiki_jiki() -> None:
    s = table(["Kiki-Jiki, Mirror Breaker"], battlefield=[{"card": "Kiki-Jiki, Mirror Breaker", "alias": "k"}])
    g = s.game
    from mtgtable.engine.rules.targets import candidates
    assert s.resolve("k") not in candidates(g.state, "nonlegendary_creature_you_control", 0, s.resolve("k"))
