"""Keyword lines compiled from the cards' real Oracle text (read from the corpus at test
time): infect, wither, toxic, fear, ward, bushido, flanking, regenerate, "counter unless its
controller pays" (CR 702, 701.15, 118.12), and the deck-construction-only abilities of the
Commander variant (CR 702.124a, 903.3), which must change nothing in this engine's games."""

from __future__ import annotations

from typing import Any

import pytest

from mtgtable.engine.text.ability_text import ability_text
from mtgtable.engine.data.cards import card_from_json
from mtgtable.engine.files.snapshot import snapshot
from mtgtable.oracle import compile_card
from mtgtable.oracle.compiler import rules_lines

from .corpus import corpus, record, table


def _compiled(name: str) -> Any:
    c = compile_card(record(name))
    return c, card_from_json(c.record)


def _find(pred: Any, limit: int = 3) -> list[dict[str, Any]]:
    """Corpus cards whose rules lines satisfy ``pred`` (a few, for a family)."""
    out = []
    for r in corpus().values():
        if any(pred(ln) for ln in rules_lines(str(r.get("text") or ""))):
            out.append(r)
            if len(out) >= limit:
                break
    return out


@pytest.mark.parametrize("line,check", [
    ("Infect", lambda card: "Infect" in card.keywords),
    ("Wither", lambda card: "Wither" in card.keywords),
    ("Fear", lambda card: "Fear" in card.keywords),
    ("Intimidate", lambda card: "Intimidate" in card.keywords),
    ("Horsemanship", lambda card: "Horsemanship" in card.keywords),
    ("Skulk", lambda card: "Skulk" in card.keywords),
])
def test_cr_702_evasion_and_damage_keyword_lines_compile_to_keywords(line: str, check: Any) -> None:
    found = _find(lambda ln: ln == line)
    assert found, line
    for r in found:
        c = compile_card(r)
        assert line not in c.by_hand
        assert check(card_from_json(c.record))


def test_cr_702_164_toxic_n_is_a_static_with_its_number() -> None:
    for r in _find(lambda ln: ln.startswith("Toxic ") and ln[6:].isdigit()):
        c = compile_card(r)
        n = int(next(ln for ln in rules_lines(r["text"]) if ln.startswith("Toxic "))[6:])
        card = card_from_json(c.record)
        toxic = [a for a in card.abilities if a.static == "toxic"]
        assert toxic and toxic[0].params["n"] == n
        assert ability_text(toxic[0]).startswith(f"Toxic {n} (")


def test_cr_702_21a_ward_lines_compile_to_a_becomes_target_trigger() -> None:
    for r in _find(lambda ln: ln.startswith("Ward {") or ln.startswith("Ward—Pay ")):
        c = compile_card(r)
        card = card_from_json(c.record)
        ward = [a for a in card.abilities if a.params.get("keyword") == "Ward"]
        assert ward and ward[0].trigger == "becomes_target" and ward[0].params["by"] == "opponent"
        assert ward[0].effects[0]["do"] == "counter_unless_pay"


def test_cr_702_21a_ward_other_costs_stay_by_hand() -> None:
    for r in _find(lambda ln: ln.startswith("Ward—") and not ln.startswith("Ward—Pay ")):
        c = compile_card(r)
        assert any(ln.startswith("Ward—") for ln in c.by_hand)


def test_cr_118_12_counter_unless_pays_compiles_and_x_stays_by_hand() -> None:
    c, card = _compiled("Mana Leak")
    assert c.status == "automated"
    e = card.abilities[0].effects[0]
    assert e == {"do": "counter_unless_pay", "target": 0, "mana": "{3}"}
    for r in _find(lambda ln: "unless its controller pays {X}" in ln):
        if "{X}" in str(r.get("manaCost") or "") and "Counter target spell unless its controller pays {X}." in r["text"]:
            continue  # the X of the spell's own cost (Syncopate, Condescend; CR 107.3): read since
        assert any("unless its controller pays {X}" in ln for ln in compile_card(r).by_hand), r["name"]


def test_cr_107_3_unless_its_controller_pays_x_is_the_spells_own_x() -> None:
    c, card = _compiled("Condescend")
    assert c.status == "automated"
    assert card.abilities[0].effects[0] == {"do": "counter_unless_pay", "target": 0, "mana": "{X}"}
    assert "unless its controller pays {X}, where X is" in record("Rethink")["text"]
    assert compile_card(record("Rethink")).status == "by_hand"  # another X (its mana value): not read


def test_cr_701_15a_regenerate_activated_ability() -> None:
    c, card = _compiled("Drudge Skeletons")
    assert c.status == "automated"
    (ab,) = card.abilities
    assert ab.kind == "activated" and ab.effects[0] == {"do": "regenerate", "target": "self"}


def test_cr_701_15b_cant_be_regenerated_is_kept() -> None:
    _, card = _compiled("Wrath of God")
    assert card.abilities[0].effects[0].get("no_regeneration") is True
    _, card = _compiled("Terminate")
    assert card.abilities[0].effects[0].get("no_regeneration") is True


def test_cr_701_15a_regeneration_played_from_compiled_text() -> None:
    s = table(["Drudge Skeletons", "Terminate", "Murder"], hand=["Murder"],
              battlefield=[{"card": "Drudge Skeletons", "alias": "skel"}, "Swamp", "Swamp", "Swamp", "Swamp"])
    g = s.game
    s.answer("activate skel 0")
    s.answer("pay auto")
    s.answer("pass")
    s.answer("pass")
    s.answer("cast h0")
    s.answer("targets skel")
    s.answer("pay auto")
    s.answer("pass")
    s.answer("pass")
    assert s.game.on_battlefield(s.id("skel")) and g.objects[s.id("skel")].tapped


def test_cr_702_124a_partner_and_kin_compile_as_deck_construction_only() -> None:
    for line in ("Partner", "Choose a Background", "Doctor's companion"):
        found = _find(lambda ln, line=line: ln == line)
        assert found, line
        for r in found:
            c = compile_card(r)
            assert line not in c.by_hand
            card = card_from_json(c.record)
            ab = next(a for a in card.abilities if a.params.get("keyword") == line)
            assert ab.kind == "static" and ab.static == "deck_construction"
            assert "no effect in this game" in ability_text(ab)
    for r in _find(lambda ln: ln.startswith("Partner with ")):
        assert any(ln.startswith("Partner with ") for ln in compile_card(r).by_hand)  # its ETB tutor is real


def test_cr_903_3_can_be_your_commander_is_deck_construction_only() -> None:
    found = _find(lambda ln: ln.endswith(" can be your commander."))
    assert found
    for r in found:
        c = compile_card(r)
        assert not any(ln.endswith("can be your commander.") for ln in c.by_hand)


def test_cr_702_124a_deck_construction_abilities_change_nothing_in_a_game() -> None:
    """The same creature with and without "Partner": every game step is the same."""
    plain = {"name": "Plain Partnerless", "manaCost": "{1}{G}", "type": "Creature — Bear", "types": ["Creature"],
             "subtypes": ["Bear"], "colors": ["G"], "power": "2", "toughness": "2", "text": ""}
    partner = {**plain, "name": "Plain Partnered", "text": "Partner\nDoctor's companion"}
    runs = []
    for rec in (plain, partner):
        s = table([], hand=[rec["name"]], battlefield=["Forest", "Forest"], extra=[rec])
        for a in ("cast h0", "pay auto", "pass", "pass"):
            s.answer(a)
        snap = snapshot(s.game)
        runs.append(str(snap).replace(rec["name"], "X"))
    assert compile_card(partner).status == "automated"
    assert runs[0] == runs[1]
