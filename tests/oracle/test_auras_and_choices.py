"""Auras beyond "Enchant creature", choices remembered on permanents (CR 303.4, 614.12, 605.1b),
compiled from the corpus's Oracle text and played through the engine."""

from __future__ import annotations

import pytest

from mtgtable.engine import IllegalAnswer, Kind
from mtgtable.engine.text.ability_text import ability_text
from mtgtable.oracle import compile_card

from .corpus import record, table


def _pool(s: object) -> list[str]:
    return sorted(s.game.players[0].pool.units())  # type: ignore[attr-defined]


@pytest.mark.parametrize("name", ["Utopia Sprawl", "Wild Growth"])
def test_cr_702_5a_these_land_auras_compile_in_full(name: str) -> None:
    assert compile_card(record(name)).status == "automated", name


def test_cr_702_5a_enchant_forest_targets_only_a_forest() -> None:
    s = table([], hand=["Utopia Sprawl"], battlefield=[{"card": "Forest", "alias": "f"}, {"card": "Island", "alias": "i"}])
    s.answer("cast h0")
    d = s.game.pending
    assert d.kind is Kind.TARGETS
    assert s.id("f") in d.data["candidates"][0] and s.id("i") not in d.data["candidates"][0]
    with pytest.raises(IllegalAnswer):
        s.answer("targets i")


def _sprawl(color_index: int) -> object:
    s = table([], hand=["Utopia Sprawl"], battlefield=[{"card": "Forest", "alias": "f"}, {"card": "Forest", "alias": "g"}])
    s.answer("cast h0")
    s.answer("targets f")
    s.answer("pay g")
    s.answer("pass")
    s.answer("pass")  # both pass: it resolves, and asks for its colour as it enters
    d = s.game.pending
    assert d.kind is Kind.CHOOSE and d.rule == "614.12" and d.data["as_enters"] == "color"
    s.answer(f"choose {color_index}")
    return s


def test_cr_614_12_utopia_sprawl_remembers_its_colour_and_is_attached_to_the_forest() -> None:
    s = _sprawl(1)  # blue
    sprawl = next(o for o in s.game.objects.values() if o.name == "Utopia Sprawl")
    assert sprawl.attached_to == s.id("f")
    assert s.game.state.chosen[sprawl.id]["color"] == "U"
    twin = s.game.copy()
    assert twin.state.chosen[sprawl.id]["color"] == "U"  # kept by copies (undo, checkpoints)


def test_cr_605_1b_enchanted_forest_tapped_for_mana_adds_an_additional_mana_of_the_chosen_colour() -> None:
    s = _sprawl(4)  # green... then red:
    s2 = _sprawl(3)
    s2.answer("activate f 0")
    assert _pool(s2) == ["G", "R"]
    s.answer("activate f 0")
    assert _pool(s) == ["G", "G"]


def test_cr_605_1b_the_payment_counts_the_additional_mana() -> None:
    rec = {"name": "Red Bear", "manaCost": "{R}{G}", "type": "Creature — Bear", "types": ["Creature"],
           "subtypes": ["Bear"], "power": "2", "toughness": "2", "text": ""}
    s = _sprawl(3)
    # the other Forest was tapped for the Sprawl; one enchanted Forest pays {R}{G}
    from mtgtable.engine.data.cards import card_from_json
    s.game.state.db.add(card_from_json(compile_card(rec).record))
    hand_card = s.game.state.players[0].library[0]
    from mtgtable.engine.objects import Zone
    s.game.state.objects[hand_card].card = s.game.state.db["Red Bear"]
    s.game.state.players[0].library.remove(hand_card)
    s.game.state.players[0].hand.append(hand_card)
    s.game.state.objects[hand_card].zone = Zone.HAND
    s.answer(f"cast #{hand_card}")
    s.answer("pay auto")
    assert s.game.stack and s.game.stack[-1].source_name == "Red Bear"


def test_cr_704_5m_an_aura_on_something_it_cant_enchant_goes_to_the_graveyard() -> None:
    s = _sprawl(0)
    sprawl = next(o for o in s.game.objects.values() if o.name == "Utopia Sprawl")
    forest = s.game.state.objects[s.id("f")]
    forest.card = s.game.state.db["Island"]  # no longer a Forest (as a type-changing effect would do)
    s.game.state._changes += 1
    s.answer("pass")
    assert sprawl.id not in s.game.objects
    assert any(o.name == "Utopia Sprawl" for o in s.game.objects.values() if o.zone.value == "graveyard")


def test_cr_605_1b_wild_growth_adds_green() -> None:
    s = table([], hand=["Wild Growth"], battlefield=[{"card": "Island", "alias": "i"}, {"card": "Forest", "alias": "f"}])
    s.answer("cast h0")
    s.answer("targets i")
    s.answer("pay f")
    s.answer("pass")
    s.answer("pass")
    s.answer("activate i 0")
    assert _pool(s) == ["G", "U"]


def test_cr_614_12_the_text_of_the_choice_and_the_mana_reads_back() -> None:
    from mtgtable.engine.data.cards import card_from_json
    card = card_from_json(compile_card(record("Utopia Sprawl")).record)
    texts = [ability_text(a) for a in card.abilities]
    assert "As this enters, choose a color." in texts
    assert any("additional one mana of the chosen color" in t for t in texts)
    assert texts[0] == "Enchant (target Forest)."


def _enchant_bears(aura: str) -> object:
    s = table([], hand=[aura, "Doom Blade"], battlefield=[{"card": "Grizzly Bears", "alias": "b"}] + ["Forest"] * 3
              + ["Swamp"] * 2)
    s.answer("cast h0")
    s.answer("targets b")
    s.answer("pay auto")
    s.answer("pass")
    s.answer("pass")
    return s


def test_cr_702_89a_umbra_armor_destroys_the_aura_instead_and_removes_the_damage() -> None:
    s = _enchant_bears("Spider Umbra")
    bears = s.id("b")
    s.game.state.objects[bears].damage = 1
    s.answer("cast h1")  # Doom Blade the Bears
    s.answer("targets b")
    s.answer("pay auto")
    s.answer("pass")
    s.answer("pass")
    assert s.game.objects[bears].zone.value == "battlefield" and s.game.objects[bears].damage == 0
    assert not any(o.name == "Spider Umbra" and o.zone.value == "battlefield" for o in s.game.objects.values())
    assert any(e.rule == "702.89a" for e in s.game.events)


def test_cr_603_10a_rancor_returns_to_its_owners_hand_from_the_graveyard() -> None:
    s = _enchant_bears("Rancor")
    bears = s.id("b")
    assert s.game.power(bears) == 4
    s.answer("cast h1")
    s.answer("targets b")
    s.answer("pay auto")
    s.answer("pass")
    s.answer("pass")  # the Bears die; Rancor goes to the graveyard (CR 704.5m) and triggers
    s.answer("pass")
    s.answer("pass")
    assert any(s.game.objects[c].name == "Rancor" for c in s.game.players[0].hand)


def test_cr_611_3a_ethereal_armor_counts_the_enchantments_you_control_continuously() -> None:
    s = table([], hand=["Ethereal Armor", "Ethereal Armor"], battlefield=[{"card": "Grizzly Bears", "alias": "b"},
                                                                        "Plains", "Plains"])
    bears = s.id("b")
    for _ in range(2):
        s.answer("cast h0" if _ == 0 else "cast h1")
        s.answer("targets b")
        s.answer("pay auto")
        s.answer("pass")
        s.answer("pass")
    assert (s.game.power(bears), s.game.toughness(bears)) == (2 + 2 * 2, 2 + 2 * 2)  # each counts both
    assert s.game.has_keyword(bears, "First strike")


def test_cr_613_1f_abundant_growth_lets_the_enchanted_land_tap_for_any_colour() -> None:
    assert compile_card(record("Abundant Growth")).status == "automated"
    rec = {"name": "Blue Bear", "manaCost": "{U}", "type": "Creature — Bear", "types": ["Creature"],
           "subtypes": ["Bear"], "power": "2", "toughness": "2", "text": ""}
    s = table([], hand=["Abundant Growth", "Blue Bear"], battlefield=[{"card": "Forest", "alias": "f"},
                                                                    {"card": "Forest", "alias": "g"}],
              library=["Island"] * 5, extra=[rec])
    s.answer("cast h0")
    s.answer("targets f")
    s.answer("pay g")
    s.answer("pass")
    s.answer("pass")  # it resolves; its draw trigger goes on the stack
    s.answer("pass")
    s.answer("pass")
    s.answer("cast h1")  # {U} from the enchanted Forest
    s.answer("pay auto")
    assert s.game.stack and s.game.stack[-1].source_name == "Blue Bear"
    assert s.game.objects[s.id("f")].tapped


def test_cr_613_1f_the_enchanted_land_taps_by_hand_for_a_colour_its_own_ability_cant_make() -> None:
    s = table([], hand=["Abundant Growth"], battlefield=[{"card": "Forest", "alias": "f"},
                                                       {"card": "Forest", "alias": "g"}])
    s.answer("cast h0")
    s.answer("targets f")
    s.answer("pay g")
    s.answer("pass")
    s.answer("pass")
    s.answer("activate f 0 color=B")
    assert _pool(s) == ["B"]
    with pytest.raises(IllegalAnswer):
        s.answer("activate g 0 color=B")
