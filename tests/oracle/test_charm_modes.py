"""The modes of charms and commands the plain vocabulary lacked, compiled from real Oracle text
and played (CR 700.2; engine/families/mode_effects.py, oracle/charm_phrases.py)."""

from __future__ import annotations

from typing import Any

import pytest

from mtgtable.engine import Cast, Choose, Kind, Pay
from mtgtable.engine import operations as ops
from mtgtable.engine.text.ability_text import ability_text
from mtgtable.engine.data.cards import card_from_json
from mtgtable.engine.decisions import Targets
from mtgtable.engine.refs import PlayerRef
from mtgtable.oracle import compile_card
from mtgtable.oracle.grammar import Context, Parser
from mtgtable.oracle.lexer import tokens
from mtgtable.oracle import line_forms as lf

from .corpus import named, record, table


def _in_hand(g: Any, name: str) -> int:
    return next(c for c in g.players[0].hand if g.objects[c].name == name)


def _mode_index(d: Any, text_part: str) -> int:
    return next(i for i, t in d.data["labels"].items() if t.startswith(text_part))


def _resolve(g: Any) -> None:
    for _ in range(40):
        d = g.pending
        if d is None or not g.stack and d.kind is Kind.PRIORITY:
            return
        g.answer(d.options()[0] if d.options() else d.suggest())


def _spell(text: str) -> list[dict[str, Any]] | None:
    p = Parser(tokens(text, "Test Card"), Context(card_types=("Sorcery",)))
    try:
        return list(lf.spell(p)["effects"])
    except Exception:
        return None


@pytest.mark.parametrize("name", ["Jeska's Will", "Orzhov Charm"])
def test_cr_700_2_these_charms_compile_whole(name: str) -> None:
    assert compile_card(record(name)).status == "automated"


def test_cr_106_3_jeskas_will_adds_red_for_each_card_in_the_opponents_hand() -> None:
    s = table([], hand=["Jeska's Will"], battlefield=["Mountain", "Mountain", "Mountain"])
    g = s.game
    ops.draw(g.state, 1, 4)
    g.answer(Cast(_in_hand(g, "Jeska's Will")))
    d = g.pending
    assert d.rule == "700.2a"
    labels = d.data["labels"]
    assert not any(" + " in t for t in labels.values())  # no commander in this game: one mode (CR 903.3)
    g.answer(Choose(_mode_index(d, "Add")))
    g.answer(Targets((PlayerRef(1),)))
    g.answer(Pay(auto=True))
    _resolve(g)
    assert g.players[0].pool.amounts == {"R": 4}


def test_cr_608_2h_orzhov_charm_loses_life_equal_to_the_destroyed_creatures_toughness() -> None:
    s = table([], hand=["Orzhov Charm"], battlefield=["Plains", "Swamp"], their_battlefield=["Craw Wurm"])
    g = s.game
    (wurm,) = named(g, "Craw Wurm", player=1)
    g.answer(Cast(_in_hand(g, "Orzhov Charm")))
    g.answer(Choose(_mode_index(g.pending, "Destroy")))
    g.answer(Targets((wurm,)))
    g.answer(Pay(auto=True))
    _resolve(g)
    assert not named(g, "Craw Wurm", player=1)
    assert g.players[0].life == 20 - 4  # Craw Wurm is 6/4: its toughness as it was destroyed


def test_cr_608_2c_orzhov_charm_loses_the_life_even_when_the_creature_is_not_destroyed() -> None:
    s = table([], hand=["Orzhov Charm"], battlefield=["Plains", "Swamp"],
              their_battlefield=["Darksteel Myr"])
    g = s.game
    (myr,) = named(g, "Darksteel Myr", player=1)
    g.answer(Cast(_in_hand(g, "Orzhov Charm")))
    g.answer(Choose(_mode_index(g.pending, "Destroy")))
    g.answer(Targets((myr,)))
    g.answer(Pay(auto=True))
    _resolve(g)
    assert named(g, "Darksteel Myr", player=1)  # indestructible (CR 702.12b)
    assert g.players[0].life == 19


def test_cr_400_3_orzhov_charm_returns_the_creature_and_your_auras_on_it_to_their_owners_hands() -> None:
    s = table([], hand=["Orzhov Charm", "Rancor"], battlefield=["Plains", "Swamp", "Forest", "Grizzly Bears"])
    g = s.game
    (bears,) = named(g, "Grizzly Bears")
    rancor = _in_hand(g, "Rancor")
    g.answer(Cast(rancor))
    g.answer(Targets((bears,)))
    g.answer(Pay(auto=True))
    _resolve(g)
    assert named(g, "Rancor")
    g.answer(Cast(_in_hand(g, "Orzhov Charm")))
    g.answer(Choose(_mode_index(g.pending, "Return target creature you control")))
    g.answer(Targets((bears,)))
    g.answer(Pay(auto=True))
    _resolve(g)
    assert not named(g, "Grizzly Bears") and not named(g, "Rancor")
    hand = {g.objects[c].name for c in g.players[0].hand}
    assert {"Grizzly Bears", "Rancor"} <= hand
    assert not any(g.objects[c].name == "Rancor" for c in g.players[0].graveyard)


def test_cr_700_2_charm_phrases_fail_closed_on_other_wordings() -> None:
    assert _spell("Add {R}{R} for each card in target opponent's hand.") is None
    assert _spell("Destroy target artifact and you lose life equal to its toughness.") is None
    assert _spell("Return target creature and all Auras attached to it to their owner's hand.") is None


def test_cr_700_2_charm_modes_have_text() -> None:
    card = card_from_json(compile_card(record("Orzhov Charm")).record)
    text = " ".join(ability_text(ab) for ab in card.abilities)
    assert "lose life equal to its toughness" in text and "Auras you control attached" in text
    card = card_from_json(compile_card(record("Jeska's Will")).record)
    text = " ".join(ability_text(ab) for ab in card.abilities)
    assert "for each card in" in text


def test_cr_700_2_demonic_pact_offers_only_the_modes_not_chosen_before() -> None:
    from mtgtable.engine.turn import actions
    s = table([], battlefield=["Demonic Pact"], step="end")
    g = s.game
    (pact,) = named(g, "Demonic Pact")
    for _ in range(300):  # through the opponent's turn to my upkeep
        d = g.pending
        if d.kind is Kind.CHOOSE and d.rule == "700.2a":
            break
        g.answer(d.options()[0])
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.rule == "700.2a"
    assert len(d.data["labels"]) == 4
    g.answer(Choose(_mode_index(d, "Draw two")))
    ab = next(a for a in g.objects[pact].card.abilities if a.modes)
    assert len(actions.mode_choices(g.state, 0, ab, pact)) == 3  # "Draw two cards." was chosen: it can't be again (CR 700.2)
    from mtgtable.engine.families.mode_memory import remember
    remember(g.state, ab, pact, (0,))
    remember(g.state, ab, pact, (1,))
    (last,) = actions.mode_choices(g.state, 0, ab, pact)
    assert "lose the game" in ab.modes[last].text
    copy = g.state.copy()  # the memory is part of the state (undo, replays)
    assert actions.mode_choices(copy, 0, ab, pact) == [last]


def test_cr_400_7_a_new_object_has_no_memory_of_chosen_modes() -> None:
    from mtgtable.engine.turn import actions
    from mtgtable.engine.families.mode_memory import remember, used
    s = table([], battlefield=["Demonic Pact", "Demonic Pact"])
    g = s.game
    first, second = named(g, "Demonic Pact")
    ab = next(a for a in g.objects[first].card.abilities if a.modes)
    remember(g.state, ab, first, (0, ))
    assert used(g.state, ab, first) == {0} and used(g.state, ab, second) == frozenset()
    assert len(actions.mode_choices(g.state, 0, ab, second)) == 4


def test_cr_700_2_kargan_intimidator_head_reads_this_turn() -> None:
    from mtgtable.oracle.compiler import _Card
    head = _Card(record("Kargan Intimidator")).modal_head("{1}: Choose one that hasn't been chosen this turn —")
    assert isinstance(head, dict) and head["unchosen"] == "turn"
    head = _Card(record("Demonic Pact")).modal_head("At the beginning of your upkeep, choose one that hasn't been "
                                                    "chosen —")
    assert isinstance(head, dict) and head["unchosen"] == "ever"


def test_cr_700_2_a_mode_chosen_this_turn_is_offered_again_next_turn() -> None:
    from mtgtable.engine.data.cards import Ability
    from mtgtable.engine.families.mode_memory import remember, used
    s = table([], battlefield=["Grizzly Bears"])
    g = s.game
    (bears,) = named(g, "Grizzly Bears")
    ab = Ability(kind="activated", text="t", params={"unchosen": "turn"})
    remember(g.state, ab, bears, (1,))
    assert used(g.state, ab, bears) == {1}
    g.state.turn += 1
    assert used(g.state, ab, bears) == frozenset()


def test_cr_603_2_grave_titan_triggers_as_it_enters_and_as_it_attacks() -> None:
    from mtgtable.engine.answers import DeclareAttackers
    from mtgtable.engine.refs import PlayerRef as _P
    card = card_from_json(compile_card(record("Grave Titan")).record)
    assert sorted(a.trigger for a in card.abilities if a.kind == "triggered") == ["attacks", "etb"]
    s = table([], battlefield=["Grave Titan"], step="begin_combat")
    g = s.game
    (titan,) = named(g, "Grave Titan")
    for _ in range(30):
        d = g.pending
        if d.kind is Kind.DECLARE_ATTACKERS:
            g.answer(DeclareAttackers(((titan, _P(1)),)))
            break
        g.answer(d.options()[0])
    _resolve(g)
    assert len(named(g, "Zombie")) == 2


def test_cr_603_2_a_modal_enters_or_attacks_head_makes_two_modal_abilities() -> None:
    rec = {**record("Grizzly Bears"), "name": "Test Raider", "text":
           "Whenever this creature enters or attacks, choose one —\n• Draw a card.\n• You gain 3 life."}
    compiled = compile_card(rec)
    assert compiled.status == "automated"
    card = card_from_json(compiled.record)
    modal = [a for a in card.abilities if a.modes]
    assert sorted(a.trigger for a in modal) == ["attacks", "etb"] and all(len(a.modes) == 2 for a in modal)


def test_cr_102_1_vindictive_lich_modes_each_targeting_an_opponent_are_choose_one_with_two_players() -> None:
    compiled = compile_card(record("Vindictive Lich"))
    assert compiled.status == "automated"
    card = card_from_json(compiled.record)
    (modal,) = [a for a in card.abilities if a.modes]
    from mtgtable.engine.families.modes import choices
    assert choices(modal) == [(0,), (1,), (2,)]  # one opponent: two modes can't target different players
    rec = {**record("Vindictive Lich"), "name": "Test Lich", "text":
           "When this creature dies, choose one or more. Each mode must target a different player.\n"
           "• Target player draws two cards.\n• Target opponent loses 5 life."}
    assert compile_card(rec).status != "automated"  # a mode that may target yourself: by hand (fail closed)
