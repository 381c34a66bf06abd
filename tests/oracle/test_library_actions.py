"""More library actions compiled from the cards' real Oracle text and played
through the engine: searching for up to two basic land cards (CR 701.23a),
"each player may search" (CR 101.4), search filters ("an instant card or a
card with flash", "with power 2 or less"), "reveal the top N cards" (CR
701.20a) and the revealed top card that goes somewhere if it is a land."""

from __future__ import annotations

from typing import Any

import pytest

from mtgtable.engine import Choose, IllegalAnswer, Kind, Zone
from mtgtable.engine import operations as ops
from mtgtable.engine.text.ability_text import ability_text
from mtgtable.engine.agents import RandomAgent
from mtgtable.engine.answers import DeclareAttackers
from mtgtable.engine.data.cards import card_from_json
from mtgtable.engine.refs import PlayerRef
from mtgtable.goldfish.pilot import HeuristicPilot
from mtgtable.oracle import compile_card

from .corpus import named, record, settle, table

LIBRARY = ["Plains", "Island", "Lightning Bolt", "Swamp", "Grizzly Bears", "Counterspell", "Forest", "Mountain"]

FAMILY = ("Yavimaya Elder", "Veteran Explorer", "Burnished Hart", "Armillary Sphere", "Myriad Landscape",
          "Blighted Woodland", "Malevolent Rumble", "Grisly Salvage", "Commune with the Gods", "Goblin Ringleader",
          "Sylvan Messenger", "Goblin Guide", "Thrasios, Triton Hero", "Mystical Teachings", "Imperial Recruiter")


def _names(game: Any, ids: list[int]) -> list[str]:
    return [game.objects[i].name for i in ids]


def _choose(g: Any, name: str) -> None:
    d = g.pending
    assert d.kind is Kind.CHOOSE, d
    oid = next(o.choice for o in d.options() if o.choice in g.objects and g.objects[o.choice].name == name)
    g.answer(Choose(oid))


def _options(g: Any) -> list[str]:
    return sorted(g.objects[o.choice].name for o in g.pending.options() if o.choice in g.objects)


def _pass_to_choice(g: Any) -> None:
    """Pass priority until a choice is asked (never answering one: ``settle`` would take its suggestion)."""
    for _ in range(10):
        if g.pending is None or g.pending.kind is Kind.CHOOSE:
            return
        g.answer(next(o for o in g.pending.options() if str(o) == "pass"))


def _activate(name: str, *, library: list[str] = LIBRARY, lands: int = 5, extra: list[Any] = ()) -> Any:  # type: ignore[assignment]
    s = table([name], battlefield=[{"card": name, "alias": "src"}, *(["Forest"] * lands), *extra], library=library)
    s.answer("activate src 0" if name != "Myriad Landscape" else "activate src 1")
    s.answer("pay auto")
    _pass_to_choice(s.game)
    return s


def test_every_card_of_the_family_compiles_in_full() -> None:
    for name in FAMILY:
        compiled = compile_card(record(name))
        assert compiled.status == "automated", (name, compiled.lines)


def test_the_family_reads_back_as_its_oracle_text() -> None:
    card = card_from_json(compile_card(record("Armillary Sphere")).record)
    text = ability_text(card.abilities[0])
    assert "up to 2 basic land cards" in text and "Reveal them." in text and "Then shuffle." in text
    card = card_from_json(compile_card(record("Goblin Guide")).record)
    assert "If it's a land card, that player puts it into their hand." in ability_text(card.abilities[-1])


def test_cr_701_23a_armillary_sphere_finds_two_basic_lands_reveals_them_and_shuffles() -> None:
    s = _activate("Armillary Sphere")
    g = s.game
    d = g.pending
    assert d.rule == "701.23a" and d.data["search"] and d.player == 0
    assert _options(g) == ["Forest", "Island", "Mountain", "Plains", "Swamp"]  # basic land cards only
    _choose(g, "Island")
    assert "Island" not in _options(g)  # a card is found once
    _choose(g, "Swamp")
    assert sorted(_names(g, g.players[0].hand)) == ["Island", "Swamp"]
    assert any(e.kind == "reveal" and "Island" in e.text for e in g.events)  # CR 701.20a
    assert any(e.kind == "shuffle" for e in g.events)


def test_cr_701_23b_a_search_for_up_to_two_may_find_one_or_none() -> None:
    s = _activate("Burnished Hart", lands=3)
    g = s.game
    _choose(g, "Plains")
    g.answer(Choose(-1))  # find no more
    assert g.pending is None or g.pending.kind is Kind.PRIORITY
    (plains,) = [o for o in g.battlefield if g.objects[o].name == "Plains"]
    assert g.objects[plains].tapped  # "onto the battlefield tapped"
    assert len(g.players[0].library) == len(LIBRARY) - 1


def test_cr_701_23b_an_illegal_find_is_refused_and_changes_nothing() -> None:
    s = _activate("Burnished Hart", lands=3)
    g = s.game
    bolt = next(c for c in g.players[0].library if g.objects[c].name == "Lightning Bolt")
    before = list(g.players[0].library)
    with pytest.raises(IllegalAnswer) as err:
        g.answer(Choose(bolt))
    assert err.value.problem.rule == "701.23b"
    assert g.players[0].library == before and g.pending.rule == "701.23a"


def test_cr_205_3i_myriad_landscape_finds_lands_that_share_a_land_type() -> None:
    s = _activate("Myriad Landscape", library=["Plains", "Island", "Plains", "Swamp"], lands=2)
    g = s.game
    _choose(g, "Plains")
    assert _options(g) == ["Plains"]  # only another Plains shares a land type
    _choose(g, "Plains")
    assert len([o for o in g.battlefield if g.objects[o].name == "Plains"]) == 2


def test_cr_101_4_veteran_explorer_lets_each_player_search_in_apnap_order() -> None:
    s = table(["Veteran Explorer", "Lightning Bolt"], hand=["Lightning Bolt"],
              battlefield=[{"card": "Veteran Explorer", "alias": "vet"}, "Mountain"], library=LIBRARY)
    g = s.game
    s.answer("cast h0")
    s.answer("targets vet")
    s.answer("pay auto")
    _pass_to_choice(g)
    d = g.pending
    assert d.player == 0 and d.rule == "101.4"  # the active player decides first
    g.answer(Choose(1))
    _choose(g, "Forest")
    g.answer(Choose(-1))
    d = g.pending
    assert d.player == 1 and d.rule == "101.4"  # then the opponent
    g.answer(Choose(1))
    assert g.pending.player == 1 and g.pending.data["search"]  # their own library (CR 401.2)
    _choose(g, "Island")
    _choose(g, "Island")
    assert len(named(g, "Island", 1)) == 2 and len(named(g, "Forest", 0)) == 1


def test_cr_701_23a_yavimaya_elder_may_decline_the_search() -> None:
    s = table(["Yavimaya Elder", "Lightning Bolt"], hand=["Lightning Bolt"],
              battlefield=[{"card": "Yavimaya Elder", "alias": "elder"}, "Mountain"], library=LIBRARY)
    g = s.game
    s.answer("cast h0")
    s.answer("targets elder")
    s.answer("pay auto")
    _pass_to_choice(g)
    g.answer(Choose(0))  # "you may": no
    assert not any(e.kind == "shuffle" for e in g.events)  # no search, no shuffle


def test_cr_702_8a_mystical_teachings_finds_an_instant_or_a_card_with_flash() -> None:
    s = table(["Mystical Teachings", "Snapcaster Mage"], hand=["Mystical Teachings"], battlefield=["Island"] * 4,
              library=["Snapcaster Mage", "Lightning Bolt", "Grizzly Bears", "Island"])
    g = s.game
    s.answer("cast h0")
    s.answer("pay auto")
    _pass_to_choice(g)
    assert _options(g) == ["Lightning Bolt", "Snapcaster Mage"]


def test_cr_208_1_imperial_recruiter_finds_a_creature_with_power_2_or_less() -> None:
    s = table(["Imperial Recruiter", "Goblin Guide", "Craw Wurm"], hand=["Imperial Recruiter"],
              battlefield=["Mountain"] * 3, library=["Craw Wurm", "Goblin Guide", "Lightning Bolt", "Grizzly Bears"])
    g = s.game
    s.answer("cast h0")
    s.answer("pay auto")
    _pass_to_choice(g)
    assert _options(g) == ["Goblin Guide", "Grizzly Bears"]


def test_cr_701_20a_malevolent_rumble_reveals_four_and_takes_a_permanent_card() -> None:
    s = table(["Malevolent Rumble"], hand=["Malevolent Rumble"], battlefield=["Forest"] * 2,
              library=["Lightning Bolt", "Grizzly Bears", "Counterspell", "Island", "Swamp"])
    g = s.game
    s.answer("cast h0")
    s.answer("pay auto")
    _pass_to_choice(g)
    assert _options(g) == ["Grizzly Bears", "Island"]  # permanent cards (CR 110.4a)
    revealed = [e.text for e in g.events if e.kind == "reveal"]
    assert len(revealed) == 4 and any("Counterspell" in t for t in revealed)  # all four shown to everyone
    _choose(g, "Grizzly Bears")
    assert _names(g, g.players[0].hand) == ["Grizzly Bears"]
    assert sorted(_names(g, g.players[0].graveyard)) == ["Counterspell", "Island", "Lightning Bolt",
                                                          "Malevolent Rumble"]
    assert _names(g, g.players[0].library) == ["Swamp"]
    assert named(g, "Eldrazi Spawn")


def test_cr_701_20a_goblin_ringleader_puts_every_revealed_goblin_into_the_hand() -> None:
    s = table(["Goblin Ringleader", "Goblin Guide"], hand=["Goblin Ringleader"], battlefield=["Mountain"] * 4,
              library=["Goblin Guide", "Island", "Goblin Guide", "Swamp", "Forest"])
    g = s.game
    s.answer("cast h0")
    s.answer("pay auto")
    _pass_to_choice(g)
    assert g.pending.data["library_action"] == "order_bottom"  # no choice of Goblins: all of them
    assert _names(g, g.players[0].hand) == ["Goblin Guide", "Goblin Guide"]
    _choose(g, "Swamp")
    assert _names(g, g.players[0].library) == ["Forest", "Swamp", "Island"]


def test_cr_701_20a_goblin_guide_gives_the_defending_player_a_revealed_land() -> None:
    s = table(["Goblin Guide"], battlefield=[{"card": "Goblin Guide", "alias": "gg"}], step="begin_combat")
    g = s.game
    (gg,) = named(g, "Goblin Guide")
    for _ in range(10):
        if g.pending.kind is Kind.DECLARE_ATTACKERS:
            break
        g.answer(next(o for o in g.pending.options() if str(o) == "pass"))
    g.answer(DeclareAttackers(((gg, PlayerRef(1)),)))
    settle(s, 4)
    assert _names(g, g.players[1].hand) == ["Island"]  # the opponent's library is all Islands
    assert any(e.kind == "reveal" and "Them" in e.text for e in g.events)


def test_cr_701_20a_thrasios_puts_a_revealed_land_onto_the_battlefield_tapped_otherwise_draws() -> None:
    s = _activate("Thrasios, Triton Hero", library=["Swamp", "Lightning Bolt"])
    g = s.game
    g.answer(Choose(0))  # scry 1: keep the Swamp on top
    settle(s, 3)
    (swamp,) = named(g, "Swamp")
    assert g.objects[swamp].tapped and not g.players[0].hand
    s = _activate("Thrasios, Triton Hero", library=["Lightning Bolt", "Swamp"])
    g = s.game
    g.answer(Choose(0))  # keep the Bolt on top: not a land, so draw it
    settle(s, 3)
    assert _names(g, g.players[0].hand) == ["Lightning Bolt"] and _names(g, g.players[0].library) == ["Swamp"]


@pytest.mark.parametrize("agent", ["pilot", "random"])
def test_cr_701_23a_the_pilot_and_the_random_agent_answer_the_search(agent: str) -> None:
    s = _activate("Armillary Sphere")
    g = s.game
    player = HeuristicPilot(0) if agent == "pilot" else RandomAgent(seed=3)
    for _ in range(5):
        d = g.pending
        if d is None or d.kind is not Kind.CHOOSE:
            break
        g.answer(player.choose(g, d))
    assert g.pending is None or g.pending.kind is not Kind.CHOOSE
    assert all(g.objects[c].card.is_land for c in g.players[0].hand)
    if agent == "pilot":
        assert len(g.players[0].hand) == 2
    ops.new_object(g.state, g.db["Island"], 0, Zone.LIBRARY)  # (the state stays usable)


def test_cr_603_10_narcomoeba_milled_from_the_library_may_enter_the_battlefield() -> None:
    assert compile_card(record("Narcomoeba")).status == "automated"
    s = table(["Grisly Salvage", "Narcomoeba"], hand=["Grisly Salvage"], battlefield=["Swamp", "Forest"],
              library=["Narcomoeba", "Island", "Lightning Bolt", "Swamp", "Forest", "Mountain"])
    g = s.game
    s.answer("cast h0")
    s.answer("pay auto")
    _pass_to_choice(g)
    _choose(g, "Island")  # Grisly Salvage takes the Island; Narcomoeba goes to the graveyard
    _pass_to_choice(g)
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.player == 0 and "Narcomoeba" in str(d.prompt_args.get("card"))
    g.answer(Choose(1))  # "you may": yes
    settle(s, 3)
    assert named(g, "Narcomoeba") and not any(g.objects[c].name == "Narcomoeba" for c in g.players[0].graveyard)


def test_cr_400_7_narcomoeba_drawn_does_not_trigger() -> None:
    s = table(["Narcomoeba"], library=["Narcomoeba", "Island"])
    g = s.game
    ops.draw(g.state, 0)
    assert not g.state.pending_triggers


def _cast_oracle(library: list[str]) -> Any:
    s = table(["Thassa's Oracle"], hand=["Thassa's Oracle"], battlefield=["Island"] * 2, library=library)
    g = s.game
    s.answer("cast h0")
    s.answer("pay auto")
    _pass_to_choice(g)
    return s


def test_cr_700_5_thassa_s_oracle_looks_at_its_devotion_and_keeps_up_to_one_on_top() -> None:
    assert compile_card(record("Thassa's Oracle")).status == "automated"
    s = _cast_oracle(["Lightning Bolt", "Grizzly Bears", "Island", "Swamp", "Forest"])
    g = s.game
    d = g.pending
    assert d.data["library_action"] == "keep_top" and d.player == 0
    assert _names(g, d.data["looked"]) == ["Lightning Bolt", "Grizzly Bears"]  # devotion to blue: {U}{U}
    _choose(g, "Grizzly Bears")
    settle(s, 3)
    lib = _names(g, g.players[0].library)
    assert lib[0] == "Grizzly Bears" and lib[-1] == "Lightning Bolt" and g.outcome is None
    assert not any("Grizzly Bears" in e.text for e in g.events)  # the look stays private (CR 401.2)


def test_cr_104_2b_thassa_s_oracle_wins_when_x_covers_the_library() -> None:
    s = _cast_oracle(["Lightning Bolt", "Grizzly Bears"])
    g = s.game
    g.answer(Choose(-1))  # none on top
    settle(s, 3)
    assert g.outcome is not None and g.outcome.winner == 0
    assert g.players[1].lost


def test_cr_702_33d_consult_the_star_charts_takes_one_unkicked() -> None:
    assert compile_card(record("Consult the Star Charts")).status == "automated"
    s = table(["Consult the Star Charts"], hand=["Consult the Star Charts"], battlefield=["Island"] * 3,
              library=["Lightning Bolt", "Grizzly Bears", "Island", "Swamp", "Forest"])
    g = s.game
    s.answer("cast h0")
    s.answer("pay auto")
    _pass_to_choice(g)
    d = g.pending
    assert d.data["library_action"] == "take" and len(d.data["looked"]) == 3  # X: the three lands
    _choose(g, "Grizzly Bears")
    settle(s, 3)
    assert _names(g, g.players[0].hand) == ["Grizzly Bears"] and len(g.players[0].library) == 4


def test_cr_702_33d_consult_the_star_charts_takes_two_when_kicked() -> None:
    s = table(["Consult the Star Charts"], hand=["Consult the Star Charts"], battlefield=["Island"] * 4,
              library=["Lightning Bolt", "Grizzly Bears", "Island", "Swamp", "Forest"])
    g = s.game
    s.answer("cast h0")
    assert g.pending.data.get("kicker")
    g.answer(Choose(1))  # kick it (CR 702.33a)
    s.answer("pay auto")
    _pass_to_choice(g)
    assert len(g.pending.data["looked"]) == 4  # X: the four lands
    _choose(g, "Grizzly Bears")
    _choose(g, "Swamp")
    settle(s, 3)
    assert sorted(_names(g, g.players[0].hand)) == ["Grizzly Bears", "Swamp"]


@pytest.mark.parametrize("name", ["Armillary Sphere", "Myriad Landscape", "Thrasios, Triton Hero"])
def test_cr_701_23b_the_fuzzer_s_illegal_answers_are_refused_and_random_play_keeps_the_zones(name: str) -> None:
    import random

    from mtgtable.engine.tools.fuzz import FuzzStats, check_invariants, probe_illegal
    for seed in range(4):
        s = _activate(name, library=["Plains", "Plains", "Island", "Lightning Bolt", "Swamp", "Forest"])
        g = s.game
        agent, rng, stats = RandomAgent(seed=seed), random.Random(seed), FuzzStats()
        for _ in range(12):
            d = g.pending
            if d is None or d.kind is not Kind.CHOOSE:
                break
            probe_illegal(g, rng, stats)
            g.answer(agent.choose(g, d))
            check_invariants(g, None)
        assert g.pending is None or g.pending.kind is not Kind.CHOOSE


def test_cr_608_2d_the_fuzzer_s_illegal_answers_to_thassa_s_oracle_are_refused() -> None:
    import random

    from mtgtable.engine.tools.fuzz import FuzzStats, check_invariants, probe_illegal
    for seed in range(4):
        s = _cast_oracle(["Lightning Bolt", "Grizzly Bears", "Island"])
        g = s.game
        agent, rng, stats = RandomAgent(seed=seed), random.Random(seed), FuzzStats()
        for _ in range(12):
            d = g.pending
            if d is None or d.kind is not Kind.CHOOSE:
                break
            probe_illegal(g, rng, stats)
            g.answer(agent.choose(g, d))
            check_invariants(g, None)
        assert stats.illegal_probes > 0


def _opponent_casts_bolt(library: list[str]) -> Any:
    from mtgtable.engine import Cast, Pay, Pass, Targets
    s = table(["Counterbalance"], battlefield=["Counterbalance"], their_battlefield=["Mountain"], library=library)
    g = s.game
    bolt = ops.new_object(g.state, g.db["Lightning Bolt"], 1, Zone.HAND)
    g.answer(Pass())  # the opponent gets priority (CR 117.3d)
    assert g.pending.player == 1
    g.answer(Cast(bolt.id))
    g.answer(Targets((PlayerRef(0),)))
    g.answer(Pay(auto=True))
    _pass_to_choice(g)
    return s


def test_cr_701_20a_counterbalance_counters_a_spell_with_the_revealed_card_s_mana_value() -> None:
    assert compile_card(record("Counterbalance")).status == "automated"
    s = _opponent_casts_bolt(["Swords to Plowshares", "Island"])
    g = s.game
    assert g.pending.player == 0  # "you may reveal"
    g.answer(Choose(1))
    settle(s, 6)
    assert g.players[0].life == 20  # Bolt (mana value 1) countered by a revealed 1
    assert any(e.kind == "reveal" and "Swords to Plowshares" in e.text for e in g.events)
    assert _names(g, g.players[0].library[:1]) == ["Swords to Plowshares"]  # the card stays on top


def test_cr_701_20a_counterbalance_lets_a_spell_of_another_mana_value_resolve() -> None:
    s = _opponent_casts_bolt(["Counterspell", "Island"])
    g = s.game
    g.answer(Choose(1))
    settle(s, 6)
    assert g.players[0].life == 17


def test_cr_701_20a_interpret_the_signs_draws_the_revealed_card_s_mana_value() -> None:
    assert compile_card(record("Interpret the Signs")).status == "automated"
    s = table(["Interpret the Signs"], hand=["Interpret the Signs"], battlefield=["Island"] * 6,
              library=["Counterspell", "Island", "Swamp", "Forest", "Plains"])
    g = s.game
    s.answer("cast h0")
    s.answer("pay auto")
    _pass_to_choice(g)
    g.answer(Choose(-1))  # scry 3: keep all on top ...
    _choose(g, "Counterspell")  # ... Counterspell first
    _choose(g, "Island")
    settle(s, 3)
    assert any(e.kind == "reveal" and "Counterspell" in e.text for e in g.events)
    assert _names(g, g.players[0].hand) == ["Counterspell", "Island"]  # mana value 2: two cards


def test_cr_701_23a_fertilid_makes_the_target_player_search_their_own_library() -> None:
    assert compile_card(record("Fertilid")).status == "automated"
    s = table(["Fertilid"], battlefield=[{"card": "Fertilid", "alias": "f", "counters": {"+1/+1": 2}}, "Forest",
                                         "Forest"])
    g = s.game
    s.answer("activate f 0")
    s.answer("targets p1")
    s.answer("pay auto")
    _pass_to_choice(g)
    d = g.pending
    assert d.player == 1 and d.data["search"]  # the target player searches (CR 401.2: their library)
    g.answer(next(o for o in d.options() if o.choice in g.objects))
    (island,) = named(g, "Island", 1)
    assert g.objects[island].tapped


@pytest.mark.parametrize("sorcery", [True, False])
def test_cr_608_2c_flow_state_takes_two_with_an_instant_and_a_sorcery_in_the_graveyard(sorcery: bool) -> None:
    assert compile_card(record("Flow State")).status == "automated"
    s = table(["Flow State", "Ponder"], hand=["Flow State"], battlefield=["Island"] * 2,
              library=["Lightning Bolt", "Grizzly Bears", "Island", "Swamp"])
    g = s.game
    ops.new_object(g.state, g.db["Lightning Bolt"], 0, Zone.GRAVEYARD)
    if sorcery:
        ops.new_object(g.state, g.db["Ponder"], 0, Zone.GRAVEYARD)
    s.answer("cast h0")
    s.answer("pay auto")
    _pass_to_choice(g)
    _choose(g, "Grizzly Bears")
    if sorcery:
        _choose(g, "Island")
    _pass_to_choice(g)
    while g.pending is not None and g.pending.kind is Kind.CHOOSE:  # the rest to the bottom, in order
        g.answer(g.pending.options()[0])
    assert len(g.players[0].hand) == (2 if sorcery else 1)
    assert _names(g, g.players[0].library)[0] == "Swamp"


def _pod(library: list[str]) -> Any:
    """Birthing Pod activated with Grizzly Bears (mana value 2) sacrificed, up to the search."""
    s = table(["Birthing Pod", "Goblin Guide", "Craw Wurm", "Imperial Recruiter"],
              battlefield=[{"card": "Birthing Pod", "alias": "pod"}, {"card": "Grizzly Bears", "alias": "bears"},
                           "Forest", "Forest", "Forest"], library=library)
    g = s.game
    s.answer("activate pod 0")
    for _ in range(6):  # the creature to sacrifice (CR 601.2h), then the mana
        d = g.pending
        if d.kind is Kind.CHOOSE and s.id("bears") in [getattr(o, "choice", None) for o in d.options()]:
            g.answer(Choose(s.id("bears")))
        elif d.kind is Kind.PAY:
            s.answer("pay auto")
        else:
            break
    _pass_to_choice(g)
    return s


def test_cr_608_2h_birthing_pod_finds_a_creature_with_1_plus_the_sacrificed_creature_s_mana_value() -> None:
    assert compile_card(record("Birthing Pod")).status == "automated"
    g = _pod(["Goblin Guide", "Imperial Recruiter", "Craw Wurm", "Grizzly Bears"]).game
    assert g.pending.data["search"] and _options(g) == ["Imperial Recruiter"]  # 2 (Grizzly Bears) plus 1
    g = _pod(["Goblin Guide", "Craw Wurm", "Grizzly Bears", "Island"]).game
    assert g.pending.data["search"] and _options(g) == []  # no creature card with mana value 3


def test_cr_608_2d_the_pilot_keeps_its_most_wanted_card_on_top_for_thassa_s_oracle() -> None:
    s = _cast_oracle(["Island", "Lightning Bolt", "Grizzly Bears", "Swamp"])
    g = s.game
    pilot = HeuristicPilot(0)
    answer = pilot.choose(g, g.pending)
    assert g.objects[answer.choice].name == "Island"  # two lands in play: a land is wanted (library_choices)
    g.answer(answer)
    assert _names(g, g.players[0].library[:1]) == ["Island"]


def test_cr_701_20a_benefaction_of_rhonas_takes_a_creature_card_and_or_an_enchantment_card() -> None:
    assert compile_card(record("Benefaction of Rhonas")).status == "automated"
    s = table(["Benefaction of Rhonas", "Counterbalance"], hand=["Benefaction of Rhonas"], battlefield=["Forest"] * 3,
              library=["Grizzly Bears", "Counterbalance", "Lightning Bolt", "Craw Wurm", "Island", "Swamp"])
    g = s.game
    s.answer("cast h0")
    s.answer("pay auto")
    _pass_to_choice(g)
    assert _options(g) == ["Craw Wurm", "Grizzly Bears"]  # first a creature card ...
    _choose(g, "Grizzly Bears")
    assert _options(g) == ["Counterbalance"]  # ... then an enchantment card
    _choose(g, "Counterbalance")
    settle(s, 3)
    assert sorted(_names(g, g.players[0].hand)) == ["Counterbalance", "Grizzly Bears"]
    assert _names(g, g.players[0].library) == ["Swamp"]
    assert len(g.players[0].graveyard) == 4  # the three others and the sorcery itself
