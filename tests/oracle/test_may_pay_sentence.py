""""You may pay {2}. If you do, you draw a card and you lose 2 life." (Eye of Vecna): everything the
"If you do" sentence says happens only if it was paid (CR 608.2c, 608.2d), not its first clause alone."""

from __future__ import annotations

import pytest

from mtgtable.oracle import compile_card

from .corpus import record


def _may_pay(name: str, text_start: str) -> list[dict]:
    compiled = compile_card(record(name))
    assert compiled.status == "automated"
    ab = next(a for a in compiled.record["abilities"] if str(a.get("text", "")).startswith(text_start))
    assert [e["do"] for e in ab["effects"]] == ["may_pay"]  # nothing after it is unconditional
    return [e["do"] for e in ab["effects"][0]["effects"]]


@pytest.mark.parametrize("name, start, inner", [
    ("Eye of Vecna", "At the beginning of your upkeep", ["draw", "lose_life"]),
    ("Customs Depot", "Whenever you cast a creature spell", ["draw", "discard"]),
    ("Necromaster Dragon", "Whenever this creature deals combat damage", ["token", "mill"]),
    ("Mana Vault", "At the beginning of your upkeep", ["untap"]),
])
def test_cr_608_2c_the_whole_if_you_do_sentence_is_conditional(name: str, start: str, inner: list[str]) -> None:
    assert _may_pay(name, start) == inner


@pytest.mark.parametrize("name, start, inner", [
    ("Formidable Speaker", "When this creature enters", ["search"]),
    ("Quintorius, History Chaser", "[+1]", ["draw", "mill"]),
    ("Bitter Reunion", "When this enchantment enters", ["draw"]),
])
def test_cr_608_2d_you_may_discard_a_card_if_you_do_is_one_choice(name: str, start: str, inner: list[str]) -> None:
    compiled = compile_card(record(name))
    ab = next(a for a in compiled.record["abilities"] if str(a.get("text", "")).startswith(start))
    assert [e["do"] for e in ab["effects"]] == ["may_discard"]
    assert [e["do"] for e in ab["effects"][0]["effects"]] == inner


def _reunion(hand: list[str]) -> object:
    from mtgtable.engine import Kind
    from .corpus import table
    s = table([], hand=["Bitter Reunion", *hand], battlefield=["Mountain", "Mountain"], library=["Island"] * 6)
    s.answer("cast h0")
    s.answer("pay auto")
    g = s.game  # type: ignore[attr-defined]
    for _ in range(10):
        if g.pending.kind is not Kind.PRIORITY:
            break
        g.answer(next(o for o in g.pending.options() if str(o) == "pass"))
    return s


def test_cr_701_9a_bitter_reunion_discards_the_chosen_card_then_draws_two() -> None:
    from mtgtable.engine import Choose, Kind
    s = _reunion(["Forest", "Swamp"])
    g = s.game  # type: ignore[attr-defined]
    assert g.pending.kind is Kind.CHOOSE and g.pending.data.get("yes_no")
    g.answer(Choose(1))
    swamp = next(c for c in g.players[0].hand if g.objects[c].name == "Swamp")
    assert g.pending.kind in (Kind.CHOOSE, Kind.DISCARD)
    g.answer(g.pending.suggest() if swamp not in (g.pending.data.get("options") or ()) else Choose(swamp))
    names = sorted(g.objects[c].name for c in g.players[0].hand)
    assert len(names) == 3 and names.count("Island") == 2, names
    assert len(g.players[0].graveyard) == 1


def test_cr_608_2d_declining_to_discard_draws_nothing_and_an_empty_hand_is_not_asked() -> None:
    from mtgtable.engine import Choose, Kind
    s = _reunion(["Forest"])
    g = s.game  # type: ignore[attr-defined]
    g.answer(Choose(0))
    assert [g.objects[c].name for c in g.players[0].hand] == ["Forest"]
    s = _reunion([])
    g = s.game  # type: ignore[attr-defined]
    assert g.pending.kind is Kind.PRIORITY and not g.players[0].hand, "no card: no question, no draw"
