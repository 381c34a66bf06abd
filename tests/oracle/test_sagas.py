"""Sagas (CR 714, engine.saga_rules): lore counters as it enters and as its controller's
precombat main phase begins, chapter abilities, sacrificed after the last chapter; compiled
from the cards' Oracle text and played through the engine."""

from __future__ import annotations

from mtgtable.engine import Kind, Zone
from mtgtable.engine.rules import characteristics as chars
from mtgtable.engine import operations as ops
from mtgtable.engine.text.ability_text import ability_text
from mtgtable.engine.data.cards import card_from_json
from mtgtable.oracle import compile_card

from .corpus import record, table

MELETIS = "The Birth of Meletis"  # I: search a basic Plains; II: a 0/4 Wall; III: gain 2 life


def _resolve(s: object) -> None:
    g = s.game  # type: ignore[attr-defined]
    for _ in range(40):
        d = g.pending
        if d is None:
            return
        if d.kind is Kind.PRIORITY:
            if not g.stack:
                return
            g.answer(d.options()[0])
        else:
            g.answer(d.suggest())


def test_cr_714_2a_chapter_lines_compile_as_chapter_abilities() -> None:
    compiled = compile_card(record(MELETIS))
    assert compiled.status == "automated", compiled.by_hand
    chapters = [ab for ab in compiled.record["abilities"] if ab.get("trigger") == "chapter"]
    assert [ab["chapters"] for ab in chapters] == [[1], [2], [3]]
    card = card_from_json(compiled.record)
    assert "Chapter I —" in ability_text(card.abilities[0])


def test_cr_714_2d_the_final_chapter_counts_a_chapter_left_by_hand() -> None:
    rec = {"name": "Test Saga", "manaCost": "{2}", "type": "Enchantment — Saga", "types": ["Enchantment"],
           "subtypes": ["Saga"], "text": "I — You gain 2 life.\nII — Something the grammar can't read at all."}
    compiled = compile_card(rec)
    assert compiled.status == "partial"
    from mtgtable.engine.families.saga_rules import final_chapter
    assert final_chapter(card_from_json(compiled.record)) == 2  # not sacrificed after chapter I (CR 714.4)


def test_cr_714_3a_a_saga_enters_with_a_lore_counter_and_its_chapter_i_triggers() -> None:
    s = table([], hand=[MELETIS], battlefield=["Plains", "Plains"], library=["Plains", "Island", "Island"])
    g = s.game
    s.answer("cast h0")
    s.answer("pay auto")
    _resolve(s)
    saga = next(o for o in g.battlefield if g.objects[o].name == MELETIS)
    assert g.objects[saga].counters.get("lore") == 1
    assert any(g.objects[c].name == "Plains" for c in g.players[0].hand), "chapter I searched for a Plains"


def test_cr_714_2b_each_lore_counter_triggers_its_chapter_and_cr_714_4_the_saga_is_sacrificed_after_the_last() -> None:
    s = table([], hand=[MELETIS], battlefield=["Plains", "Plains"], library=["Plains", "Island", "Island"])
    g = s.game
    s.answer("cast h0")
    s.answer("pay auto")
    _resolve(s)
    saga = next(o for o in g.battlefield if g.objects[o].name == MELETIS)
    ops.add_counters(g.state, saga, "lore", 1)  # chapter II
    s.answer("pass")  # the trigger goes on the stack the next time a player would get priority (CR 603.3)
    _resolve(s)
    assert any(g.objects[o].name == "Wall" for o in g.battlefield), "chapter II made a 0/4 Wall"
    assert saga in g.battlefield
    life = g.players[0].life
    ops.add_counters(g.state, saga, "lore", 1)  # chapter III: the last
    assert saga in g.battlefield, "not sacrificed while its last chapter waits (CR 714.4)"
    s.answer("pass")
    assert saga in g.battlefield and g.stack, "its chapter III on the stack: not sacrificed yet (CR 714.4)"
    _resolve(s)
    assert g.players[0].life == life + 2
    assert saga not in g.battlefield and g.objects[g.players[0].graveyard[-1]].name == MELETIS


def test_cr_714_3b_a_lore_counter_is_added_as_the_precombat_main_phase_begins() -> None:
    s = table([], hand=[MELETIS], battlefield=["Plains", "Plains"], library=["Plains"] + ["Island"] * 10)
    g = s.game
    s.answer("cast h0")
    s.answer("pay auto")
    _resolve(s)
    saga = next(o for o in g.battlefield if g.objects[o].name == MELETIS)
    turn = g.turn
    for _ in range(400):  # to this player's next precombat main phase
        if g.turn >= turn + 2 and g.step is not None and g.step.value == "main1":
            break
        d = g.pending
        g.answer(d.options()[0] if d.kind is Kind.PRIORITY else d.suggest())
    assert g.objects[saga].counters.get("lore") == 2
    assert saga in g.battlefield and g.objects[saga].zone is Zone.BATTLEFIELD


URZA = "Urza's Saga"  # I: gains "{T}: Add {C}."; II: gains a Construct maker; III: search {0} or {1} artifact


def _to_my_next_main(s: object) -> None:
    g = s.game  # type: ignore[attr-defined]
    turn = g.turn
    for _ in range(600):  # to this player's next precombat main phase
        if g.turn >= turn + 2 and g.step is not None and g.step.value == "main1":
            return
        d = g.pending
        g.answer(d.options()[0] if d.kind is Kind.PRIORITY else d.suggest())
    raise AssertionError("never reached the next precombat main phase")


def test_cr_714_2a_urzas_saga_compiles_with_every_chapter() -> None:
    compiled = compile_card(record(URZA))
    assert compiled.status == "automated", compiled.lines
    chapters = [ab for ab in compiled.record["abilities"] if ab.get("trigger") == "chapter"]
    assert [ab["chapters"] for ab in chapters] == [[1], [2], [3]]
    grant = chapters[1]["effects"][0]
    assert grant["do"] == "gain_ability"
    token = grant["abilities"][0]["effects"][0]["token"]
    assert token["power"] == 0 and token["types"] == ["Artifact", "Creature"]
    assert token["abilities"][0]["grants"]["for_each"]["types_any"] == ["Artifact"]
    assert chapters[2]["effects"][0]["filter"]["mana_cost_in"] == ["{0}", "{1}"]


def test_cr_714_urzas_saga_played_through_three_turns() -> None:
    """Played as a land: chapter I as it enters (CR 714.3a) gives it a mana ability (CR 611.2a, 613.1f),
    chapter II next turn (CR 714.3b) a Construct maker, chapter III a search for an artifact with mana
    cost {0} or {1} (CR 202.1), then it is sacrificed (CR 714.4)."""
    from mtgtable.engine.answers import Activate, Choose
    from mtgtable.engine.data.cards import ManaCost
    s = table([], hand=[URZA], battlefield=["Plains", "Plains"],
              library=["Esper Sentinel", "Chalice of the Void", "Sol Ring", "Ornithopter"] + ["Plains"] * 12)
    g = s.game
    s.answer("land h0")
    _resolve(s)
    saga = next(o for o in g.battlefield if g.objects[o].name == URZA)
    assert g.objects[saga].counters.get("lore") == 1
    assert any(a.kind == "mana" for a in g.objects[saga].card.abilities), "chapter I: it gains {T}: Add {C}"
    assert g.can_afford(0, ManaCost.parse("{3}")), "two Plains and the Saga's {C}"
    _to_my_next_main(s)
    _resolve(s)
    assert g.objects[saga].counters.get("lore") == 2
    assert [a.kind for a in g.objects[saga].card.abilities if a.kind in ("mana", "activated")] == \
        ["mana", "activated"]
    g.answer(Activate(saga, 1))  # {2}, {T}: a Construct
    for _ in range(10):
        if g.pending.kind is Kind.PRIORITY and not g.stack:
            break
        d = g.pending
        g.answer(d.options()[0] if d.kind is Kind.PRIORITY else d.suggest())
    construct = next(o for o in g.battlefield if g.objects[o].name == "Construct")
    assert g.objects[construct].token and g.objects[saga].tapped
    assert chars.power(g.state, construct) == 1, "it counts itself: the only artifact"
    _to_my_next_main(s)
    assert g.objects[saga].counters.get("lore") == 3
    for _ in range(10):  # to the search's choice
        d = g.pending
        if d.kind is not Kind.PRIORITY:
            break
        g.answer(d.options()[0])
    d = g.pending
    assert d.kind is Kind.CHOOSE
    found = sorted(g.objects[a.choice].name for a in d.options() if isinstance(a, Choose) and a.choice >= 0)
    assert found == ["Ornithopter", "Sol Ring"], "{W} and {X}{X} are not the mana costs {0} or {1}"
    g.answer(next(a for a in d.options() if a.choice >= 0 and g.objects[a.choice].name == "Sol Ring"))
    _resolve(s)
    assert any(g.objects[o].name == "Sol Ring" for o in g.battlefield)
    assert saga not in g.battlefield and URZA in [g.objects[c].name for c in g.players[0].graveyard]
    assert chars.power(g.state, construct) == 2, "the Construct counts the Sol Ring"


def test_cr_202_1_mana_cost_filter_is_the_printed_cost_and_a_card_without_one_has_none() -> None:
    from mtgtable.engine.data.card_filters import card_matches
    filt = {"types": ["Artifact"], "mana_cost_in": ["{0}", "{1}"]}

    def art(cost: str | None) -> object:
        return card_from_json({"name": f"Test {cost}", "manaCost": cost, "types": ["Artifact"], "text": ""})
    assert card_matches(art("{0}"), filt) and card_matches(art("{1}"), filt)
    assert not card_matches(art(None), filt), "no mana cost is not {0} (CR 202.1b)"
    assert not card_matches(art("{W}"), filt), "mana value 1, but its mana cost is {W}"
    assert not card_matches(art("{X}"), filt), "{X} is not {0}"
    assert not card_matches(art("{2}"), filt)


def test_cr_113_1a_a_quoted_ability_the_grammar_does_not_read_leaves_the_line_by_hand() -> None:
    rec = {"name": "Test Saga", "manaCost": "{2}", "type": "Enchantment — Saga", "types": ["Enchantment"],
           "subtypes": ["Saga"], "text": 'I — This Saga gains "{T}: Frobnicate the widgets."\n'
                                         "II — Create a 1/1 white Soldier creature token with 'This token "
                                         "frobnicates.'\nIII — You gain 2 life."}
    compiled = compile_card(rec)
    assert [ln.status for ln in compiled.lines] == ["by_hand", "by_hand", "automated"]
    plain = {"name": "Test Maker", "manaCost": "{2}", "type": "Artifact", "types": ["Artifact"],
             "text": '{T}: Create a 1/1 white Soldier creature token with "Flying"'}
    assert compile_card(plain).status == "by_hand", "a keyword in quotes is not an ability table the token reads"


def test_cr_611_2a_a_granted_ability_lasts_until_the_saga_leaves_and_cr_400_7_the_new_object_lacks_it() -> None:
    s = table([], hand=[URZA], battlefield=["Plains"])
    g = s.game
    s.answer("land h0")
    _resolve(s)
    saga = next(o for o in g.battlefield if g.objects[o].name == URZA)
    assert any(a.kind == "mana" for a in g.objects[saga].card.abilities)
    assert "Chapter I — This permanent gains this ability" in ability_text(g.objects[saga].card.abilities[0])
    from mtgtable.engine.objects import Zone as Z
    ops.move(g.state, saga, Z.HAND, rule="400.7", why="test")
    back = g.players[0].hand[-1]
    assert not any(a.kind == "mana" for a in g.objects[back].card.abilities), "a new object (CR 400.7)"


def test_cr_714_4_a_saga_whose_final_chapter_is_by_hand_is_left_to_the_table() -> None:
    """Fable of the Mirror-Breaker's chapter III stays by hand: the engine doesn't see it trigger, so it
    doesn't sacrifice the Saga before that chapter could resolve (CR 714.4)."""
    from mtgtable.engine.families.saga_rules import done
    compiled = compile_card(record("Fable of the Mirror-Breaker // Reflection of Kiki-Jiki"))
    chapters = [ab for ab in compiled.record["abilities"] if ab.get("trigger") == "chapter"]
    assert chapters and all(ab.get("last_by_hand") for ab in chapters)
    assert not any(ab.get("last_by_hand") for ab in compile_card(record(URZA)).record["abilities"])
    s = table([], hand=["Fable of the Mirror-Breaker // Reflection of Kiki-Jiki"],
              battlefield=["Mountain", "Mountain", "Mountain"])
    g = s.game
    s.answer("cast h0")
    s.answer("pay auto")
    _resolve(s)
    fable = next(o for o in g.battlefield if g.objects[o].name.startswith("Fable"))
    ops.add_counters(g.state, fable, "lore", 2)
    assert not done(g.state, fable)
    s.answer("pass")
    assert fable in g.battlefield
