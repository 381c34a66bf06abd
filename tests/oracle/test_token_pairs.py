"""Two kinds of token in one "create" (CR 111.1): Wurmcoil Engine's "a 3/3 ... token with
deathtouch and a 3/3 ... token with lifelink", compiled from its Oracle text and played."""

from __future__ import annotations

from mtgtable.engine import Zone
from mtgtable.engine.rules import characteristics as chars
from mtgtable.engine import operations as ops
from mtgtable.oracle import compile_card

from .corpus import named, record, settle, table


def test_cr_111_1_a_keyword_list_ends_where_the_second_token_begins() -> None:
    compiled = compile_card(record("Wurmcoil Engine"))
    assert compiled.status == "automated", compiled.by_hand
    (dies,) = [ab for ab in compiled.record["abilities"] if ab.get("trigger") == "dies"]
    assert [e["token"]["keywords"] for e in dies["effects"]] == [["Deathtouch"], ["Lifelink"]]
    pair = compile_card(record("Forbidden Friendship"))
    assert pair.status == "automated"
    specs = [e["token"] for e in pair.record["spell"]["effects"]] if "spell" in pair.record else \
        [e["token"] for ab in pair.record["abilities"] for e in ab.get("effects", ()) if e.get("do") == "token"]
    assert [(s["name"], s.get("keywords", [])) for s in specs] == [("Dinosaur", ["Haste"]), ("Human Soldier", [])]


def test_cr_111_1_wurmcoil_engine_dying_creates_a_deathtouch_wurm_and_a_lifelink_wurm() -> None:
    s = table([], battlefield=[{"card": "Wurmcoil Engine", "alias": "w"}])
    g = s.game
    ops.move(g.state, s.id("w"), Zone.GRAVEYARD, rule="701.7")
    settle(s)
    wurms = named(g, "Phyrexian Wurm")
    assert len(wurms) == 2
    assert sorted((chars.has_keyword(g.state, w, "Deathtouch"), chars.has_keyword(g.state, w, "Lifelink"))
                  for w in wurms) == [(False, True), (True, False)]
    assert all(chars.power(g.state, w) == 3 and chars.is_type(g.state, w, "Artifact") for w in wurms)
