"""Effects a player carries out on their own cards, compiled from the cards' real Oracle text
(read from the corpus at test time) and played through the engine: edicts (CR 701.17a), piles
(CR 700.3), "target player exiles a card from their hand / graveyard", "exile all graveyards",
fate counters (CR 122.1).  Every choice is the generic ``Choose`` decision, made by the player
the rule gives it to."""

from __future__ import annotations

from typing import Any

import pytest

from mtgtable.engine import Choose, IllegalAnswer, Kind, NameCard, Zone, parse_answer
from mtgtable.engine import operations as ops
from mtgtable.engine.agents import RandomAgent
from mtgtable.goldfish.pilot import HeuristicPilot
from mtgtable.oracle import compile_card

from .corpus import named, record, table

#: Cards are named from the game's own cards here (CR 201.3), whatever earlier tests registered.
pytestmark = pytest.mark.usefixtures("game_card_names")


def _resolve(s: Any) -> None:
    g = s.game
    for _ in range(20):
        if g.pending is None or g.pending.kind is not Kind.PRIORITY or not g.stack:
            return
        g.answer(g.pending.options()[0])


def _cast(name: str, their: list[Any], targets: str = "", lands: int = 3, mine: list[Any] = ()) -> Any:  # type: ignore[assignment]
    s = table([name], hand=[name], battlefield=[*[c for c in ("Swamp", "Forest") for _ in range(lands)], *mine],
              their_battlefield=their)
    s.answer("cast h0")
    if s.game.pending.kind is Kind.TARGETS:
        s.answer(f"targets {targets}")
    s.answer("pay auto")
    _resolve(s)
    return s


def _put(game: Any, name: str, player: int, zone: Zone) -> int:
    return ops.new_object(game.state, game.db[name], player, zone).id


def test_the_family_compiles_in_full() -> None:
    for name in ("Liliana of the Veil", "Oblivion Stone", "Sheoldred's Edict", "Chainer's Edict", "Diabolic Edict",
                 "Fleshbag Marauder", "Tribute to the Wild", "Karn Liberated"):
        compiled = compile_card(record(name))
        assert compiled.status in ("automated", "partial"), (name, compiled.lines)
    karn = compile_card(record("Karn Liberated"))
    assert [ln for ln in karn.lines if ln.status != "automated"][0].text.startswith("[−14]")
    relic = compile_card(record("Relic of Progenitus"))
    assert relic.lines[0].status == "automated"


def test_cr_701_17a_target_player_chooses_the_creature_they_sacrifice() -> None:
    s = _cast("Diabolic Edict", ["Grizzly Bears", "Llanowar Elves"], "p1")
    g = s.game
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.player == 1 and d.rule == "701.17a"
    assert d.data["player_action"] == "edict"
    bears = named(g, "Grizzly Bears", 1)[0]
    with pytest.raises(IllegalAnswer):
        g.answer(Choose(named(g, "Swamp", 0)[0]))  # not theirs, not a creature
    g.answer(Choose(bears))
    assert named(g, "Grizzly Bears", 1) == [] and len(named(g, "Llanowar Elves", 1)) == 1
    assert any(g.objects[c].name == "Grizzly Bears" for c in g.players[1].graveyard)


def test_cr_701_17a_an_edict_with_one_choice_needs_no_question_and_one_with_none_does_nothing() -> None:
    s = _cast("Diabolic Edict", ["Grizzly Bears"], "p1")
    assert named(s.game, "Grizzly Bears", 1) == []
    s = _cast("Diabolic Edict", ["Island"], "p1")
    assert len(named(s.game, "Island", 1)) == 1 and s.game.pending.kind is Kind.PRIORITY


def test_cr_701_17a_sacrifice_is_not_destruction_indestructible_does_not_save_it() -> None:
    s = _cast("Diabolic Edict", ["Darksteel Myr"], "p1")
    assert named(s.game, "Darksteel Myr", 1) == []


def test_cr_701_17a_nontoken_creature_edict_passes_over_tokens() -> None:
    s = table(["Sheoldred's Edict"], hand=["Sheoldred's Edict"], battlefield=["Swamp"] * 4,
              their_battlefield=["Grizzly Bears", {"card": "Llanowar Elves", "token": True}])
    g = s.game
    s.answer("cast h0")
    d = g.pending
    assert d.kind is Kind.CHOOSE
    g.answer(d.options()[0])  # the first mode: a nontoken creature
    s.answer("pay auto")
    _resolve(s)
    assert named(g, "Grizzly Bears", 1) == [] and len(named(g, "Llanowar Elves", 1)) == 1


def test_cr_700_3_one_player_separates_the_piles_the_other_chooses_which_to_sacrifice() -> None:
    s = table(["Liliana of the Veil"], battlefield=[{"card": "Liliana of the Veil", "counters": {"loyalty": 6}}],
              their_battlefield=["Grizzly Bears", "Llanowar Elves", "Island"])
    g = s.game
    lili = named(g, "Liliana of the Veil", 0)[0]
    s.answer(f"activate {lili} 2")
    s.answer("targets p1")
    if g.pending.kind is Kind.PAY:
        s.answer("pay auto")
    _resolve(s)
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.player == 0 and d.rule == "700.3" and d.data["player_action"] == "pile_separate"
    bears, elves, island = (named(g, n, 1)[0] for n in ("Grizzly Bears", "Llanowar Elves", "Island"))
    g.answer(Choose(bears))
    g.answer(Choose(elves))
    g.answer(Choose(-1))  # done: the Island alone is the second pile
    d = g.pending
    assert d.player == 1 and d.data["player_action"] == "pile_choose"
    assert d.data["piles"] == [[bears, elves], [island]]
    g.answer(Choose(-2))
    assert named(g, "Island", 1) == [] and len(named(g, "Grizzly Bears", 1)) == 1


def test_cr_701_17a_karn_target_player_exiles_a_card_of_their_choice_from_their_hand() -> None:
    s = table(["Karn Liberated"], battlefield=[{"card": "Karn Liberated", "counters": {"loyalty": 6}}])
    g = s.game
    a = _put(g, "Island", 1, Zone.HAND)
    b = _put(g, "Forest", 1, Zone.HAND)
    karn = named(g, "Karn Liberated", 0)[0]
    s.answer(f"activate {karn} 0")
    s.answer("targets p1")
    _resolve(s)
    d = g.pending
    assert d.player == 1 and d.data["player_action"] == "exile_own" and sorted(d.data["options"]) == sorted([a, b])
    g.answer(Choose(b))
    assert [g.objects[c].name for c in g.players[1].hand] == ["Island"]
    assert [g.objects[c].name for c in g.players[1].exile] == ["Forest"]


def test_cr_406_3_relic_exile_from_graveyard_and_exile_all_graveyards() -> None:
    s = table(["Relic of Progenitus"], battlefield=["Relic of Progenitus"])
    g = s.game
    _put(g, "Island", 1, Zone.GRAVEYARD)
    relic = named(g, "Relic of Progenitus", 0)[0]
    s.answer(f"activate {relic} 0")
    s.answer("targets p1")
    _resolve(s)
    assert g.players[1].graveyard == [] and [g.objects[c].name for c in g.players[1].exile] == ["Island"]


def test_cr_122_1_oblivion_stone_spares_what_has_a_fate_counter_then_removes_them() -> None:
    s = table(["Oblivion Stone"], battlefield=["Oblivion Stone", "Grizzly Bears", *["Swamp"] * 9],
              their_battlefield=["Llanowar Elves", "Island"])
    g = s.game
    stone = named(g, "Oblivion Stone", 0)[0]
    bears = named(g, "Grizzly Bears", 0)[0]
    s.answer(f"activate {stone} 0")
    s.answer(f"targets {bears}")
    s.answer("pay auto")
    _resolve(s)
    assert g.objects[bears].counters.get("fate") == 1
    g.objects[stone].tapped = False
    s.answer(f"activate {stone} 1")
    s.answer("pay auto")
    _resolve(s)
    assert named(g, "Llanowar Elves", 1) == [] and len(named(g, "Island", 1)) == 1  # lands are spared
    assert named(g, "Grizzly Bears", 0) == [bears] and "fate" not in g.objects[bears].counters
    assert named(g, "Oblivion Stone", 0) == []


def test_agents_answer_the_pile_and_edict_choices() -> None:
    for agent in (RandomAgent(seed=3), HeuristicPilot(0)):
        s = table(["Liliana of the Veil"], battlefield=[{"card": "Liliana of the Veil", "counters": {"loyalty": 6}}],
                  their_battlefield=["Grizzly Bears", "Llanowar Elves", "Island"])
        g = s.game
        lili = named(g, "Liliana of the Veil", 0)[0]
        s.answer(f"activate {lili} 2")
        s.answer("targets p1")
        _resolve(s)
        for _ in range(10):
            d = g.pending
            if d is None or d.kind is not Kind.CHOOSE:
                break
            g.answer(agent.choose(g, d))
        assert g.pending is None or g.pending.kind is not Kind.CHOOSE


def test_cr_201_3_naming_offers_card_names_and_refuses_a_name_outside_them() -> None:
    s = _cast("Cabal Therapy", [], "p1", lands=1)
    g = s.game
    for n in ("Grizzly Bears", "Grizzly Bears", "Island"):
        _put(g, n, 1, Zone.HAND)
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.rule == "201.3" and d.data["player_action"] == "name_card"
    names = list(d.data["names"])
    assert "Grizzly Bears" in names and "Island" not in names  # a nonland card name
    for wrong in (Choose(len(names)), NameCard("Island"), NameCard("No Such Card")):
        with pytest.raises(IllegalAnswer):
            g.answer(wrong)
    assert d.options()[names.index("Grizzly Bears")] == NameCard("Grizzly Bears")
    g.answer(parse_answer("name Grizzly Bears"))
    assert [g.objects[c].name for c in g.players[1].hand] == ["Island"]
    assert sorted(g.objects[c].name for c in g.players[1].graveyard) == ["Grizzly Bears", "Grizzly Bears"]
    assert any(ev.kind == "reveal" and "Grizzly Bears" in ev.args["cards"] for ev in g.events[-8:])


def test_cr_201_3_the_fuzzer_probes_a_name_decision_with_an_index_outside_the_names() -> None:
    """Found by the 5,000-game pool fuzz (seed 20266489): a name decision has no ``options``
    (its answers index ``names``), and the fuzzer's illegal-answer builder broke on it."""
    import random
    from mtgtable.engine.tools.fuzz import FuzzStats, probe_illegal
    s = _cast("Cabal Therapy", [], "p1", lands=1)
    stats = FuzzStats()
    probe_illegal(s.game, random.Random(0), stats)
    assert stats.illegal_probes >= 2  # another kind of answer, and an index past the names


def test_cr_201_3_the_pilot_names_a_card_the_opponent_has_shown() -> None:
    s = _cast("Cabal Therapy", ["Llanowar Elves"], "p1", lands=1)
    g = s.game
    assert HeuristicPilot(0).choose(g, g.pending) == NameCard("Llanowar Elves")
    assert RandomAgent(seed=1).choose(g, g.pending).name in g.pending.data["names"]


def test_cr_201_3_a_saved_name_is_the_name_so_it_replays_with_a_larger_card_list() -> None:
    """The answer is the name, not its place in the list of names: with one more name in
    the card list (an updated database), the replay still names the same card; an older
    save's index is still read."""
    s = _cast("Cabal Therapy", [], "p1", lands=1)
    g = s.game
    for n in ("Grizzly Bears", "Island"):
        _put(g, n, 1, Zone.HAND)
    answer = NameCard("Grizzly Bears")
    assert parse_answer(str(answer)) == answer and str(answer) == "name Grizzly Bears"
    names = list(g.pending.data["names"])
    g.answer(answer)
    assert [g.objects[c].name for c in g.players[1].hand] == ["Island"]
    from mtgtable.engine.data.card_names import chosen_name
    assert chosen_name(["Aardvark", *names], answer) == "Grizzly Bears"
    assert chosen_name(names, Choose(names.index("Grizzly Bears"))) == "Grizzly Bears"


def test_cr_401_2_jace_looks_at_the_top_card_of_target_players_library_and_may_bottom_it() -> None:
    s = table(["Jace, the Mind Sculptor"], battlefield=[{"card": "Jace, the Mind Sculptor", "counters": {"loyalty": 3}}])
    g = s.game
    jace = named(g, "Jace, the Mind Sculptor", 0)[0]
    lib = g.players[1].library
    top = lib[0]
    s.answer(f"activate {jace} 0")
    s.answer("targets p1")
    _resolve(s)
    d = g.pending
    assert d.player == 0 and d.data["player_action"] == "top_to_bottom" and d.data["looked"] == [top]
    assert HeuristicPilot(0).choose(g, d) == Choose(-1)  # the opponent's land stays on top
    g.answer(Choose(top))
    assert lib[-1] == top and lib[0] != top


def test_cr_701_24a_jace_exiles_a_library_then_that_player_shuffles_their_hand_in() -> None:
    s = table(["Jace, the Mind Sculptor"], battlefield=[{"card": "Jace, the Mind Sculptor", "counters": {"loyalty": 12}}])
    g = s.game
    _put(g, "Forest", 1, Zone.HAND)
    jace = named(g, "Jace, the Mind Sculptor", 0)[0]
    s.answer(f"activate {jace} 3")
    s.answer("targets p1")
    _resolve(s)
    assert len(g.players[1].exile) == 10 and g.players[1].hand == []
    assert [g.objects[c].name for c in g.players[1].library] == ["Forest"]


def _needle(names_in_play: list[Any], needle: str = "Pithing Needle") -> Any:
    s = table([needle], hand=[needle], battlefield=[*["Swamp"] * 2, *names_in_play])
    s.answer("cast h0")
    s.answer("pay auto")
    _resolve(s)
    return s


def test_cr_201_3_pithing_needle_names_a_card_as_it_enters_and_stops_its_nonmana_abilities() -> None:
    s = _needle(["Mind Stone"])
    g = s.game
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.rule == "201.3" and d.data["as_enters"] == "card_name"
    names = list(d.data["names"])
    g.answer(Choose(names.index("Mind Stone")))
    needle = named(g, "Pithing Needle", 0)[0]
    assert g.state.chosen[needle]["card_name"] == "Mind Stone"
    stone = named(g, "Mind Stone", 0)[0]
    g.objects[stone].sick = False
    from mtgtable.engine.turn.actions import activate_problem
    # {T}: Add {C} is a mana ability: Pithing Needle leaves it; the draw ability is stopped
    assert activate_problem(g.state, 0, stone, 0, "") is None
    p = activate_problem(g.state, 0, stone, 1, "")
    assert p is not None and p.rule == "201.3"


def test_cr_201_3_phyrexian_revoker_stops_mana_abilities_too_and_auto_payment_leaves_the_source() -> None:
    s = _needle(["Mind Stone"], "Phyrexian Revoker")
    g = s.game
    d = g.pending
    names = list(d.data["names"])
    assert "Swamp" not in names  # a nonland card name
    g.answer(Choose(names.index("Mind Stone")))
    stone = named(g, "Mind Stone", 0)[0]
    g.objects[stone].sick = False
    from mtgtable.engine.turn.actions import activate_problem, available_mana_units
    assert activate_problem(g.state, 0, stone, 0, "").rule == "201.3"
    assert all(src != stone for src, _ in available_mana_units(g.state, 0))


def _curse(walker: bool = False) -> Any:
    s = table(["Curse of the Pierced Heart"], hand=["Curse of the Pierced Heart"], battlefield=["Mountain"] * 2,
              their_battlefield=[{"card": "Jace, the Mind Sculptor", "counters": {"loyalty": 3}}] if walker else [])
    g = s.game
    s.answer("cast h0")
    assert g.pending.kind is Kind.TARGETS
    s.answer("targets p1")
    s.answer("pay auto")
    _resolve(s)
    return s


def test_cr_303_4f_an_aura_with_enchant_player_is_attached_to_the_player_it_targeted() -> None:
    s = _curse()
    g = s.game
    curse = named(g, "Curse of the Pierced Heart", 0)
    assert curse, "CR 303.4d: attached to a player, it is not put into the graveyard (704.5m)"
    from mtgtable.engine.families.enchant_player import enchanted_player
    assert enchanted_player(g.state, curse[0]) == 1 and g.objects[curse[0]].attached_to is None
    from mtgtable.engine.tools.fuzz import check_invariants
    check_invariants(g, None)


def _to_upkeep(s: Any, player: int) -> None:
    g = s.game
    for _ in range(200):
        d = g.pending
        if g.active == player and g.step.value == "upkeep" and g.stack:
            return
        if d.kind is Kind.PRIORITY:
            g.answer(d.options()[0] if not g.stack else d.options()[0])
        else:
            g.answer(d.suggest())
    raise AssertionError("no upkeep trigger")


def test_cr_303_4_curse_triggers_on_the_enchanted_players_upkeep_only() -> None:
    s = _curse()
    g = s.game
    _to_upkeep(s, 1)
    assert g.active == 1 and g.stack[-1].source_name == "Curse of the Pierced Heart"
    _resolve(s)
    assert g.players[1].life == 19 and g.players[0].life == 20
    for _ in range(300):  # on to the curse's controller's own upkeep: nothing triggers there
        if g.active == 0 and g.step.value == "upkeep":
            break
        d = g.pending
        g.answer(d.options()[0] if d.kind is Kind.PRIORITY else d.suggest())
    assert g.active == 0 and g.step.value == "upkeep"
    assert not any(item.source_name == "Curse of the Pierced Heart" for item in g.stack)


def test_cr_608_2d_curse_damage_may_go_to_a_planeswalker_that_player_controls() -> None:
    s = _curse(walker=True)
    g = s.game
    _to_upkeep(s, 1)
    _resolve(s)
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.player == 0 and d.data["player_action"] == "damage_recipient"
    jace = named(g, "Jace, the Mind Sculptor", 1)[0]
    g.answer(Choose(jace))
    assert g.players[1].life == 20 and g.objects[jace].counters["loyalty"] == 2


def test_the_pilot_curses_the_opponent() -> None:
    from mtgtable.goldfish.pilot import plan_card
    s = table(["Curse of the Pierced Heart"])
    assert plan_card(s.game.db["Curse of the Pierced Heart"]).sides == ("them",)


def test_cr_101_4_each_player_sacrifices_two_creatures_chosen_in_apnap_order() -> None:
    s = table(["Barter in Blood"], hand=["Barter in Blood"],
              battlefield=[*["Swamp"] * 4, "Grizzly Bears", "Llanowar Elves", "Darksteel Myr"],
              their_battlefield=["Grizzly Bears", "Llanowar Elves"])
    g = s.game
    s.answer("cast h0")
    s.answer("pay auto")
    _resolve(s)
    d = g.pending
    assert d.player == 0 and d.data["player_action"] == "edict"  # the active player chooses first
    myr = named(g, "Darksteel Myr", 0)[0]
    g.answer(Choose(named(g, "Grizzly Bears", 0)[0]))
    d = g.pending
    assert d.player == 0 and named(g, "Grizzly Bears", 0) and len(d.data["options"]) == 2  # a different one
    g.answer(Choose(named(g, "Llanowar Elves", 0)[0]))
    # the opponent has exactly two: both go without a question; all are sacrificed together
    assert named(g, "Grizzly Bears", 1) == [] and named(g, "Llanowar Elves", 1) == []
    assert named(g, "Darksteel Myr", 0) == [myr] and named(g, "Grizzly Bears", 0) == []


def test_cr_701_17a_glacial_chasm_enters_and_its_controller_sacrifices_a_land_of_their_choice() -> None:
    compiled = compile_card(record("Glacial Chasm"))
    done = {ln.text for ln in compiled.lines if ln.status == "automated"}
    assert "When this land enters, sacrifice a land." in done and "Cumulative upkeep—Pay 2 life." in done
    s = table([], hand=["Glacial Chasm"], battlefield=[{"card": "Forest", "alias": "f"}, "Swamp"])
    g = s.game
    s.answer("land h0")
    _resolve(s)
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.player == 0  # the controller chooses (CR 701.17a)
    forest = named(g, "Forest")[0]
    assert forest in d.data["options"] and named(g, "Glacial Chasm")[0] in d.data["options"], \
        "any land of theirs, the Chasm itself too"
    with pytest.raises(IllegalAnswer):
        g.answer(Choose(9999))
    g.answer(Choose(forest))
    assert not named(g, "Forest") and named(g, "Glacial Chasm") and named(g, "Swamp")
    assert any(g.objects[c].name == "Forest" for c in g.players[0].graveyard)


def test_cr_702_24a_cumulative_upkeep_of_life_pays_2_then_4_life_or_sacrifices() -> None:
    s = table([], battlefield=[{"card": "Glacial Chasm", "alias": "c"}], step="upkeep")
    g = s.game
    (chasm,) = named(g, "Glacial Chasm")
    from mtgtable.engine.data.cards import Ability
    ab = next(a for a in g.objects[chasm].card.abilities if a.params.get("keyword") == "Cumulative upkeep"
              or "life" in a.params)
    assert isinstance(ab, Ability)
    for age, life_after in ((1, 18), (2, 14)):
        ops.queue_triggers(g.state, [ops.PendingTrigger(0, chasm, "Glacial Chasm", ab, {})])
        for _ in range(10):
            if g.pending.kind is Kind.CHOOSE:
                break
            g.answer(g.pending.options()[0])
        assert g.pending.kind is Kind.CHOOSE and g.pending.data.get("yes_no")
        g.answer(Choose(1))
        assert g.objects[chasm].counters.get("age") == age and g.players[0].life == life_after
        _resolve(s)
    g.state.players[0].life = 5
    ops.queue_triggers(g.state, [ops.PendingTrigger(0, chasm, "Glacial Chasm", ab, {})])
    for _ in range(10):
        if not named(g, "Glacial Chasm") or g.pending.kind is Kind.CHOOSE:
            break
        g.answer(g.pending.options()[0])
    assert not named(g, "Glacial Chasm"), "6 life can't be paid from 5 (CR 119.4): sacrificed"
    assert g.players[0].life == 5
