"""Protection gained until end of turn (engine.protection_grants): Mother of Runes, Gods Willing,
Emerge Unscathed, Feat of Resistance, compiled from their Oracle text (CR 702.16, 611.2a, 608.2d)."""

from __future__ import annotations

import pytest

from mtgtable.engine import IllegalAnswer, Kind
from mtgtable.engine.families import keyword_effects as kwe
from mtgtable.engine.agents import RandomAgent
from mtgtable.goldfish.pilot import HeuristicPilot
from mtgtable.oracle import compile_card

from .corpus import pass_until, record, settle, table


@pytest.mark.parametrize("name", ["Mother of Runes", "Gods Willing", "Emerge Unscathed", "Feat of Resistance",
                                  "Cartel Aristocrat"])
def test_cr_702_16_protection_from_the_color_of_your_choice_compiles_in_full(name: str) -> None:
    assert compile_card(record(name)).status == "automated"


@pytest.mark.parametrize("line", ["Target creature or player gains protection from the color of your choice "
                                  "until end of turn.",
                                  "Target creature gains protection from the color of your choice.",
                                  "Target creature gains protection from Humans until end of turn."])
def test_cr_702_16_protection_lines_it_does_not_read_whole_stay_by_hand(line: str) -> None:
    rec = {"name": "Test Spell", "type": "Instant", "types": ["Instant"], "text": line, "manaCost": "{W}"}
    assert compile_card(rec).status == "by_hand"


def _mother(s: object) -> None:
    s.answer("activate m 0")  # type: ignore[attr-defined]
    s.answer("targets b")  # type: ignore[attr-defined]
    s.answer("pass")  # type: ignore[attr-defined]
    s.answer("pass")  # type: ignore[attr-defined]


def test_cr_702_16_mother_of_runes_asks_the_color_and_protects_until_end_of_turn() -> None:
    s = table([], battlefield=[{"card": "Mother of Runes", "alias": "m"}, {"card": "Grizzly Bears", "alias": "b"}],
              hand=["Lightning Bolt"])
    g = s.game
    b = s.id("b")
    _mother(s)
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.data["protection_color"] and d.rule == "702.16" and d.player == 0
    with pytest.raises(IllegalAnswer):
        s.answer("choose 7")
    assert g.pending is d  # nothing changed
    s.answer("choose 3")  # red
    assert kwe.protections(g.state, b) == ("R",)
    assert g.objects[b].card is not g.db["Grizzly Bears"]
    pass_until(s, 1, "upkeep")  # the cleanup step ends it (CR 514.2)
    assert kwe.protections(g.state, b) == ()
    assert g.objects[b].card is g.db["Grizzly Bears"]


def test_cr_702_16b_protection_from_red_makes_a_red_spell_s_target_illegal() -> None:
    s = table([], battlefield=[{"card": "Mother of Runes", "alias": "m"}, {"card": "Grizzly Bears", "alias": "b"},
                               "Mountain"], hand=["Lightning Bolt"])
    _mother(s)
    s.answer("choose 3")
    settle(s)
    s.answer("cast h0")
    with pytest.raises(IllegalAnswer):
        s.answer("targets b")


def test_cr_608_2b_an_illegal_target_asks_no_color() -> None:
    s = table([], battlefield=[{"card": "Mother of Runes", "alias": "m"}, {"card": "Grizzly Bears", "alias": "b"}])
    g = s.game
    s.answer("activate m 0")
    s.answer("targets b")
    from mtgtable.engine.objects import Zone
    g.move(s.id("b"), Zone.GRAVEYARD)
    s.answer("pass")
    s.answer("pass")
    assert g.pending is None or g.pending.kind is not Kind.CHOOSE


@pytest.mark.parametrize("agent", [HeuristicPilot(0), RandomAgent(5)])
def test_cr_702_16_the_pilot_and_the_random_agent_answer_the_color(agent: object) -> None:
    s = table([], battlefield=[{"card": "Mother of Runes", "alias": "m"}, {"card": "Grizzly Bears", "alias": "b"}])
    g = s.game
    _mother(s)
    s.game.answer(agent.choose(g, g.pending))  # type: ignore[attr-defined]
    assert len(kwe.protections(g.state, s.id("b"))) == 1


def test_cr_611_3a_etched_champion_has_protection_only_with_metalcraft() -> None:
    assert compile_card(record("Etched Champion")).status == "automated"
    s = table([], battlefield=[{"card": "Etched Champion", "alias": "e"}, "Ornithopter"])
    g = s.game
    e = s.id("e")
    assert kwe.protections(g.state, e) == ()  # two artifacts, itself one of them
    s2 = table([], battlefield=[{"card": "Etched Champion", "alias": "e"}, "Ornithopter", "Ornithopter"])
    assert set(kwe.protections(s2.game.state, s2.id("e"))) == {"W", "U", "B", "R", "G"}


def test_cr_608_2d_brave_the_elements_one_color_for_the_white_creatures_only() -> None:
    assert compile_card(record("Brave the Elements")).status == "automated"
    s = table([], hand=["Brave the Elements"], battlefield=[{"card": "Savannah Lions", "alias": "w1"},
                                                            {"card": "Savannah Lions", "alias": "w2"},
                                                            {"card": "Grizzly Bears", "alias": "g"}, "Plains"])
    g = s.game
    s.answer("cast h0")
    s.answer("pay auto")
    s.answer("pass")
    s.answer("pass")
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.data["protection_color"]
    s.answer("choose 2")  # black
    assert g.pending is None or g.pending.kind is not Kind.CHOOSE  # asked once for the group
    assert kwe.protections(g.state, s.id("w1")) == ("B",) and kwe.protections(g.state, s.id("w2")) == ("B",)
    assert kwe.protections(g.state, s.id("g")) == ()
