"""Every land works: compiled from its Oracle text, played through the engine.

Each test plays the land (or taps, or activates it) with the answers a player
gives; entering tapped is a replacement effect as the land enters (CR
614.1c, 614.12), never an untap-later.
"""

from __future__ import annotations

import pytest

from mtgtable.engine import Choose, IllegalAnswer, Kind
from mtgtable.engine.agents import RandomAgent
from mtgtable.goldfish.pilot import HeuristicPilot

from .corpus import named, record, table
from mtgtable.oracle import compile_card


def _play(name: str, **kw: object) -> tuple[object, int]:
    s = table([name], hand=[name], **kw)  # type: ignore[arg-type]
    s.answer("land h0")
    return s, 0


def _resolve(s: object) -> None:
    """Both players pass until the stack is empty or someone is asked something else."""
    g = s.game  # type: ignore[attr-defined]
    for _ in range(20):
        if g.pending is None or g.pending.kind is not Kind.PRIORITY or not g.stack:
            return
        g.answer(g.pending.options()[0])


def _tapped(s: object, name: str) -> bool:
    g = s.game  # type: ignore[attr-defined]
    (oid,) = named(g, name)
    return bool(g.objects[oid].tapped)


def test_every_basic_shaped_land_line_compiles() -> None:
    for name in ("Steam Vents", "Bloodstained Mire", "Evolving Wilds", "Azorius Chancery", "Karplusan Forest",
                 "Dragonskull Summit", "Blackcleave Cliffs", "Urza's Tower", "Command Tower", "Scoured Barrens",
                 "Terramorphic Expanse", "Prismatic Vista", "Darkslick Shores", "Glacial Fortress"):
        assert compile_card(record(name)).status == "automated", name


def test_cr_614_1c_a_tapland_enters_tapped() -> None:
    s, _ = _play("Scoured Barrens")
    assert _tapped(s, "Scoured Barrens")
    assert any(e.kind == "enters_tapped" and e.rule == "614.1c" for e in s.game.events)


def test_cr_603_6a_a_gainland_gains_1_life_as_it_enters() -> None:
    s, _ = _play("Scoured Barrens")
    _resolve(s)  # the trigger resolves
    assert s.game.players[0].life == 21


def test_cr_614_12_a_shockland_asks_and_paying_2_life_keeps_it_untapped() -> None:
    s = table(["Steam Vents"], hand=["Steam Vents"])
    s.answer("land h0")
    d = s.game.pending
    assert d.kind is Kind.CHOOSE and d.rule == "614.12" and d.data["yes_no"]
    s.answer("choose 1")
    assert not _tapped(s, "Steam Vents")
    assert s.game.players[0].life == 18


def test_cr_614_12_a_shockland_not_paid_for_enters_tapped() -> None:
    s = table(["Steam Vents"], hand=["Steam Vents"])
    s.answer("land h0")
    s.answer("choose 0")
    assert _tapped(s, "Steam Vents") and s.game.players[0].life == 20


def test_cr_614_12_a_shockland_answer_other_than_yes_or_no_is_refused() -> None:
    s = table(["Steam Vents"], hand=["Steam Vents"])
    s.answer("land h0")
    before = s.game.players[0].life
    with pytest.raises(IllegalAnswer) as exc:
        s.game.answer(Choose(7))
    assert exc.value.rule == "614.12"
    assert s.game.players[0].life == before and s.game.pending.kind is Kind.CHOOSE


def test_cr_119_4_with_1_life_a_shockland_cannot_be_paid_for_and_enters_tapped() -> None:
    s = table(["Steam Vents"], hand=["Steam Vents"], life=1)
    s.answer("land h0")
    assert s.game.pending.kind is Kind.PRIORITY
    assert _tapped(s, "Steam Vents")


def test_cr_305_6_a_shockland_taps_for_either_basic_land_type() -> None:
    s = table(["Steam Vents"], battlefield=[{"card": "Steam Vents", "alias": "vents"}])
    s.answer("activate vents 0 color=R")
    assert s.game.players[0].pool.units() == ["R"]
    s = table(["Steam Vents"], battlefield=[{"card": "Steam Vents", "alias": "vents"}])
    s.answer("activate vents 0 color=U")
    assert s.game.players[0].pool.units() == ["U"]


@pytest.mark.parametrize("others,tapped", [(["Swamp"], False), (["Island"], True), ([], True)])
def test_cr_614_12_a_checkland_looks_for_a_swamp_or_mountain_as_it_enters(others: list[str], tapped: bool) -> None:
    s, _ = _play("Dragonskull Summit", battlefield=others)
    assert _tapped(s, "Dragonskull Summit") is tapped


@pytest.mark.parametrize("count,tapped", [(0, False), (2, False), (3, True)])
def test_cr_614_12_a_fastland_counts_the_other_lands(count: int, tapped: bool) -> None:
    s, _ = _play("Blackcleave Cliffs", battlefield=["Swamp"] * count)
    assert _tapped(s, "Blackcleave Cliffs") is tapped


def test_cr_605_3b_a_painland_deals_1_damage_for_coloured_mana_only() -> None:
    s = table(["Karplusan Forest"], battlefield=[{"card": "Karplusan Forest", "alias": "k"}])
    s.answer("activate k 0")
    assert s.game.players[0].life == 20 and s.game.players[0].pool.units() == ["C"]
    s = table(["Karplusan Forest"], battlefield=[{"card": "Karplusan Forest", "alias": "k"}])
    s.answer("activate k 1 color=G")
    assert s.game.players[0].life == 19 and s.game.players[0].pool.units() == ["G"]


def test_cr_605_3b_a_painland_pays_generic_mana_without_damage() -> None:
    s = table(["Karplusan Forest"], hand=["Grizzly Bears"],
              battlefield=["Forest", {"card": "Karplusan Forest", "alias": "k"}])
    s.answer("cast h0")
    s.answer("pay auto")
    assert s.game.players[0].life == 20 and s.game.stack


def test_cr_605_3b_a_painland_pays_coloured_mana_with_damage() -> None:
    s = table(["Karplusan Forest"], hand=["Grizzly Bears"],
              battlefield=["Island", {"card": "Karplusan Forest", "alias": "k"}])
    s.answer("cast h0")
    s.answer("pay auto")
    assert s.game.players[0].life == 19 and s.game.stack


def _crack(name: str, library: list[str], life: int = 20) -> object:
    s = table([name], battlefield=[{"card": name, "alias": "fetch"}], library=library, life=life)
    s.answer("activate fetch 0")
    return s


def test_cr_701_19_a_fetchland_pays_life_sacrifices_and_searches_for_a_named_type() -> None:
    s = _crack("Bloodstained Mire", ["Island", "Mountain", "Plains"])
    g = s.game
    assert g.players[0].life == 19 and not named(g, "Bloodstained Mire")
    _resolve(s)  # the ability resolves: the search
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.rule == "701.19"
    options = [o.choice for o in d.options()]
    assert {g.objects[i].name for i in options if i != -1} == {"Mountain"} and -1 in options
    island = next(i for i in g.players[0].library if g.objects[i].name == "Island")
    with pytest.raises(IllegalAnswer) as exc:
        g.answer(Choose(island))
    assert exc.value.rule == "701.19b"
    g.answer(d.options()[0])
    (mountain,) = named(g, "Mountain")
    assert not g.objects[mountain].tapped
    assert any(e.kind == "shuffle" and e.rule == "701.20" for e in g.events)


def test_cr_701_19b_a_search_may_find_nothing() -> None:
    s = _crack("Bloodstained Mire", ["Mountain"])
    _resolve(s)
    s.answer("choose -1")
    assert len(s.game.players[0].library) == 1


def test_cr_119_4_a_life_cost_cannot_be_paid_without_the_life() -> None:
    land = {"name": "Costly Fetch", "type": "Land", "types": ["Land"], "subtypes": [],
            "text": "{T}, Pay 3 life, Sacrifice this land: Search your library for a basic land card, "
                    "put it onto the battlefield, then shuffle."}
    s = table([], battlefield=[{"card": "Costly Fetch", "alias": "fetch"}], life=2, extra=[land])
    with pytest.raises(IllegalAnswer) as exc:
        s.answer("activate fetch 0")
    assert exc.value.rule == "119.4"


def test_cr_701_19_evolving_wilds_puts_a_basic_land_onto_the_battlefield_tapped() -> None:
    s = _crack("Evolving Wilds", ["Steam Vents", "Forest"])
    _resolve(s)
    d = s.game.pending
    names = {s.game.objects[o.choice].name for o in d.options() if o.choice != -1}
    assert names == {"Forest"}
    s.game.answer(d.options()[0])
    (forest,) = named(s.game, "Forest")
    assert s.game.objects[forest].tapped


def test_cr_614_12_a_shockland_fetched_asks_as_it_enters() -> None:
    s = _crack("Flooded Strand", ["Steam Vents"])
    _resolve(s)
    s.game.answer(s.game.pending.options()[0])
    assert s.game.pending.rule == "614.12"
    s.answer("choose 1")
    (vents,) = named(s.game, "Steam Vents")
    assert not s.game.objects[vents].tapped and s.game.players[0].life == 17


def test_cr_608_2d_a_bounceland_returns_a_land_chosen_on_resolution() -> None:
    s = table(["Azorius Chancery"], hand=["Azorius Chancery"], battlefield=[{"card": "Plains", "alias": "pl"}])
    s.answer("land h0")
    assert _tapped(s, "Azorius Chancery")
    _resolve(s)
    d = s.game.pending
    assert d.kind is Kind.CHOOSE and len(d.options()) == 2
    s.answer("choose pl")
    assert not named(s.game, "Plains")
    assert any(s.game.objects[c].name == "Plains" for c in s.game.players[0].hand)


def test_cr_106_4_urzas_tower_makes_three_with_mine_and_power_plant() -> None:
    lands = [{"card": "Urza's Tower", "alias": "tower"}, "Urza's Mine", "Urza's Power Plant"]
    s = table(["Urza's Tower", "Urza's Mine", "Urza's Power Plant"], battlefield=lands)
    s.answer("activate tower 0")
    assert s.game.players[0].pool.units() == ["C", "C", "C"]
    s = table(["Urza's Tower", "Urza's Mine"], battlefield=[{"card": "Urza's Tower", "alias": "tower"}, "Urza's Mine"])
    s.answer("activate tower 0")
    assert s.game.players[0].pool.units() == ["C"]


def test_cr_903_4f_command_tower_adds_nothing_without_a_commander() -> None:
    s = table(["Command Tower"], battlefield=[{"card": "Command Tower", "alias": "ct"}])
    s.answer("activate ct 0")
    assert s.game.players[0].pool.units() == []


def test_cr_605_3b_a_land_with_a_mana_cost_ability_pays_it_first() -> None:
    name = "Shimmering Grotto"
    s = table([name], battlefield=[{"card": name, "alias": "g"}, "Forest"])
    s.answer("activate g 1 color=U")
    assert s.game.pending.kind is Kind.PAY
    s.answer("pay auto")
    assert s.game.players[0].pool.units() == ["U"]


def test_a_land_with_an_unknown_ability_still_makes_mana_and_shows_it_by_hand() -> None:
    # (Raging Ravine's animation grants a quoted triggered ability the engine does not read)
    compiled = compile_card(record("Raging Ravine"))
    assert compiled.status == "partial"
    assert [ln.status for ln in compiled.lines] == ["automated", "automated", "by_hand"]
    s = table(["Raging Ravine"], battlefield=[{"card": "Raging Ravine", "alias": "m"}])
    s.answer("activate m 0 color=G")
    assert s.game.players[0].pool.units() == ["G"]


def test_the_random_agent_and_the_pilot_answer_the_shockland_choice() -> None:
    for agent in (RandomAgent(3), HeuristicPilot(0)):
        s = table(["Steam Vents"], hand=["Steam Vents"])
        s.answer("land h0")
        s.game.answer(agent.choose(s.game, s.game.pending))
        assert s.game.pending.kind is Kind.PRIORITY


def test_cr_700_2a_a_modal_spell_asks_for_its_mode_before_targets() -> None:
    s = table(["Abrade"], hand=["Abrade"], battlefield=["Mountain", "Mountain", "Grizzly Bears"])
    s.answer("cast h0")
    d = s.game.pending
    assert d.kind is Kind.CHOOSE and d.rule == "700.2a"
    legal = [o.choice for o in d.options() if isinstance(o, Choose)]
    assert legal == [0]  # no artifact to destroy: only the damage mode
    with pytest.raises(IllegalAnswer) as exc:
        s.game.answer(Choose(1))
    assert exc.value.rule == "700.2a"
    s.answer("choose 0")
    assert s.game.pending.kind is Kind.TARGETS


def test_cr_702_29a_cycling_is_activated_from_the_hand_by_discarding_the_card() -> None:
    s = table(["Polluted Mire"], hand=["Polluted Mire"], battlefield=["Swamp", "Swamp"])
    g = s.game
    card = s.id("h0")
    assert any(getattr(a, "source", None) == card for a in g.legal_actions(0))
    s.answer("activate h0 1")
    s.answer("pay auto")
    assert any(g.objects[c].name == "Polluted Mire" for c in g.players[0].graveyard)
    hand_before = len(g.players[0].hand)
    _resolve(s)
    assert len(g.players[0].hand) == hand_before + 1


def test_cr_113_6_cycling_is_not_an_ability_of_the_permanent() -> None:
    s = table(["Polluted Mire"], battlefield=[{"card": "Polluted Mire", "alias": "mire"}, "Swamp", "Swamp"])
    with pytest.raises(IllegalAnswer) as exc:
        s.answer("activate mire 1")
    assert exc.value.rule == "113.6"


def test_cr_614_1c_a_creature_enters_with_its_counters() -> None:
    name = "Test Counters"
    rec = {"name": name, "manaCost": "{1}", "type": "Creature — Test", "types": ["Creature"], "subtypes": ["Test"],
           "power": "1", "toughness": "1", "text": "This creature enters with two +1/+1 counters on it."}
    s = table([], hand=[name], battlefield=["Swamp"], extra=[rec])
    s.answer("cast h0")
    s.answer("pay auto")
    _resolve(s)
    (oid,) = named(s.game, name)
    assert s.game.objects[oid].counters == {"+1/+1": 2} and s.game.power_toughness(oid) == (3, 3)


def test_cr_119_4_a_horizon_land_pays_1_life_for_its_mana() -> None:
    s = table(["Horizon Canopy"], hand=["Grizzly Bears"], battlefield=["Forest", "Horizon Canopy"])
    s.answer("cast h0")
    s.answer("pay auto")
    assert s.game.players[0].life == 19 and s.game.stack
    s = table(["Horizon Canopy"], hand=["Grizzly Bears"], battlefield=["Forest", "Forest", "Horizon Canopy"])
    s.answer("cast h0")
    s.answer("pay auto")
    assert s.game.players[0].life == 20, "the painless sources pay first"


def test_cr_702_83a_exalted_pumps_a_creature_attacking_alone() -> None:
    s = table(["Qasali Pridemage"], battlefield=[{"card": "Qasali Pridemage", "alias": "q"},
                                                 {"card": "Grizzly Bears", "alias": "bear"}], step="declare_attackers")
    g = s.game
    while g.pending.kind is not Kind.DECLARE_ATTACKERS:
        g.answer(g.pending.options()[0])
    s.answer("attack bear>p1")
    _resolve(s)
    assert g.power_toughness(s.id("bear")) == (3, 3)


def test_cr_107_3m_a_creature_enters_with_x_counters_for_the_x_paid() -> None:
    s = table(["Walking Ballista"], hand=["Walking Ballista"], battlefield=["Island"] * 4)
    s.answer("cast h0 x=2")
    s.answer("pay auto")
    _resolve(s)
    (oid,) = named(s.game, "Walking Ballista")
    assert s.game.objects[oid].counters == {"+1/+1": 2}
