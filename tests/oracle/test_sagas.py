"""Sagas (CR 714, engine.saga_rules): lore counters as it enters and as its controller's
precombat main phase begins, chapter abilities, sacrificed after the last chapter; compiled
from the cards' Oracle text and played through the engine."""

from __future__ import annotations

from mtgtable.engine import Kind, Zone
from mtgtable.engine import operations as ops
from mtgtable.engine.ability_text import ability_text
from mtgtable.engine.cards import card_from_json
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
    from mtgtable.engine.saga_rules import final_chapter
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
