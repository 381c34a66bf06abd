"""CR 708, 702.37, 702.168: face-down spells and permanents (engine/families/face_down.py): a card with morph
cast face down for {3} as a 2/2 creature with no name, text, colour or mana cost (CR 708.2a), turned
face up for its morph cost as a special action (CR 116.2b, 702.37e), megamorph's +1/+1 counter
(CR 702.37b), disguise's ward {2} (CR 702.168a), "when turned face up" triggers (CR 708.11), the
reveal when a face-down permanent leaves (CR 708.9) and the hidden identity (CR 708.5)."""

from __future__ import annotations

from mtgtable.engine import Kind, TurnFaceUp
from mtgtable.engine.families import face_down as fd
from mtgtable.engine import operations as ops
from mtgtable.engine.answers import parse_answer
from mtgtable.engine.families.copy_entering import copiable
from mtgtable.engine.objects import Zone

from .helpers import assert_illegal, scenario

CARDS = """
[cards."Morph Bear"]
manaCost = "{4}{G}{G}"
types = ["Creature"]
colors = ["G"]
power = 5
toughness = 5
keywords = ["Trample"]
abilities = [{ kind = "static", static = "morph", variant = "morph", mana = "{1}{G}" },
             { kind = "triggered", trigger = "turned_face_up", effects = [{ do = "draw", amount = 1 }] },
             { kind = "triggered", trigger = "etb", effects = [{ do = "gain_life", amount = 5 }] }]
[cards."Mega Bear"]
manaCost = "{3}{G}"
types = ["Creature"]
colors = ["G"]
power = 3
toughness = 3
abilities = [{ kind = "static", static = "morph", variant = "megamorph", mana = "{G}" }]
[cards."Veiled Bear"]
manaCost = "{3}{G}"
types = ["Creature"]
colors = ["G"]
power = 3
toughness = 3
abilities = [{ kind = "static", static = "morph", variant = "disguise", mana = "{G}" }]
[cards."Plain Bear"]
manaCost = "{1}{G}"
types = ["Creature"]
colors = ["G"]
power = 2
toughness = 2
"""

TABLE = """
[game]
turn = 3
active = 0
step = "main1"
[[player]]
name = "Alice"
hand = [{{ card = "{card}", alias = "morph" }}, "Plain Bear"]
library = ["Forest", "Forest", "Forest"]
{lands}
[[player]]
name = "Bob"
library = ["Forest", "Forest"]
"""


def _lands(n: int) -> str:
    return "".join('[[player.battlefield]]\ncard = "Forest"\n' for _ in range(n))


def _table(card: str = "Morph Bear", lands: int = 5) -> object:
    return scenario(CARDS + TABLE.format(card=card, lands=_lands(lands)))


def _cast_face_down(sc: object) -> int:
    """Cast the morph card face down, let it resolve; its id on the battlefield."""
    g = sc.game  # type: ignore[attr-defined]
    sc.answer("cast morph")  # type: ignore[attr-defined]
    d = g.pending
    if d.kind is Kind.CHOOSE:  # (only one way: asked for the payment at once)
        sc.answer(f"choose {d.data['cast_method'].index('face_down')}")  # type: ignore[attr-defined]
    if g.pending.kind is Kind.PAY:
        sc.answer("pay auto")  # type: ignore[attr-defined]
    assert g.stack and g.objects[g.stack[-1].id].card is fd.FACE_DOWN or g.objects[g.stack[-1].id].card is fd.disguised()
    sc.answer("pass")  # type: ignore[attr-defined]
    sc.answer("pass")  # type: ignore[attr-defined]
    (found,) = [oid for oid in g.battlefield if oid in g.state.face_down]
    return found


def test_cr_702_37c_cast_face_down_for_3_as_a_nameless_2_2() -> None:
    sc = _table(lands=3)  # {3}: not the card's own {4}{G}{G}
    g = sc.game
    oid = _cast_face_down(sc)
    o = g.objects[oid]
    assert o.card is fd.FACE_DOWN and o.name == fd.FACE_DOWN_NAME  # CR 708.2a
    assert g.power(oid) == 2 and g.toughness(oid) == 2
    assert not o.card.colors and not o.card.subtypes and not o.card.mana_cost.text and not o.card.abilities
    assert "Trample" not in g.keywords(oid)
    assert g.state.face_down[oid].name == "Morph Bear"
    assert g.players[0].life == 20  # the real card's "when this enters" did not trigger (it has no text)
    assert all(l.tapped for l in (g.objects[i] for i in g.battlefield) if l.name == "Forest")


def test_cr_708_2b_a_copy_of_a_face_down_creature_copies_the_face_down_values() -> None:
    sc = _table()
    oid = _cast_face_down(sc)
    assert copiable(sc.game.state, oid) is fd.FACE_DOWN  # (the layer-1 values, CR 613.2b)


def test_cr_702_37e_turning_face_up_is_a_special_action_for_the_morph_cost() -> None:
    sc = _table(lands=5)
    g = sc.game
    oid = _cast_face_down(sc)
    assert TurnFaceUp(oid) in g.legal_actions(0)
    hand_before = len(g.players[0].hand)
    sc.answer(f"faceup {oid}")
    if g.pending.kind is Kind.PAY:
        sc.answer("pay auto")
    o = g.objects[oid]  # the same object (CR 708.8)
    assert o.name == "Morph Bear" and oid not in g.state.face_down
    assert not g.stack or all(s.source != oid or s.ability.trigger == "turned_face_up" for s in g.stack)
    assert g.power(oid) == 5 and "Trample" in g.keywords(oid)
    sc.answer("pass")
    sc.answer("pass")  # its "when turned face up" ability resolves (CR 708.11)
    assert len(g.players[0].hand) == hand_before + 1
    assert g.players[0].life == 20  # its enters ability didn't trigger (CR 702.37e)
    assert any(e.rule == "702.37e" for e in g.events)


def test_cr_702_37e_only_with_the_cost_paid_and_only_its_controller() -> None:
    sc = _table(lands=3)  # all three lands are spent casting it
    g = sc.game
    oid = _cast_face_down(sc)
    assert TurnFaceUp(oid) not in g.legal_actions(0)
    assert_illegal(sc, f"faceup {oid}", "117.3")
    assert_illegal(sc, "faceup 9999", "702.37e")
    assert fd.turn_up_problem(g.state, 1, oid) is not None  # the opponent can't


def test_cr_702_37b_megamorph_adds_a_counter_as_it_turns_face_up() -> None:
    sc = _table("Mega Bear", lands=4)
    g = sc.game
    oid = _cast_face_down(sc)
    sc.answer(f"faceup {oid}")
    if g.pending.kind is Kind.PAY:
        sc.answer("pay auto")
    assert g.objects[oid].counters.get("+1/+1") == 1 and g.power(oid) == 4


def test_cr_702_168a_disguise_is_a_face_down_2_2_with_ward_2() -> None:
    sc = _table("Veiled Bear", lands=4)
    g = sc.game
    oid = _cast_face_down(sc)
    o = g.objects[oid]
    assert o.card is fd.disguised() and "Ward" in g.keywords(oid)
    assert any(ab.trigger == "becomes_target" for ab in o.card.abilities)
    sc.answer(f"faceup {oid}")
    if g.pending.kind is Kind.PAY:
        sc.answer("pay auto")
    assert g.objects[oid].name == "Veiled Bear" and any(e.rule == "702.168d" for e in g.events)


def test_cr_708_9_a_face_down_permanent_that_leaves_is_revealed() -> None:
    sc = _table()
    g = sc.game
    oid = _cast_face_down(sc)
    new = ops.destroy(g.state, oid)
    assert not g.state.face_down
    (card,) = [g.objects[c] for c in g.players[0].graveyard]
    assert card.name == "Morph Bear"
    assert any(e.rule == "708.9" and "Morph Bear" in e.text for e in g.events)
    del new


def test_cr_708_4_a_face_down_spell_is_face_down_on_the_stack_and_revealed_when_countered() -> None:
    sc = _table()
    g = sc.game
    sc.answer("cast morph")
    if g.pending.kind is Kind.CHOOSE:
        sc.answer(f"choose {g.pending.data['cast_method'].index('face_down')}")
    if g.pending.kind is Kind.PAY:
        sc.answer("pay auto")
    spell = g.stack[-1].id
    assert g.objects[spell].name == fd.FACE_DOWN_NAME and spell in g.state.face_down
    assert any(e.kind == "cast" and fd.FACE_DOWN_NAME in e.text and "Morph Bear" not in e.text for e in g.events)
    ops.move(g.state, spell, Zone.GRAVEYARD)
    assert [g.objects[c].name for c in g.players[0].graveyard] == ["Morph Bear"]


def test_cr_702_37d_a_card_without_morph_is_not_offered_face_down() -> None:
    sc = _table(lands=5)
    g = sc.game
    plain = next(c for c in g.players[0].hand if g.objects[c].name == "Plain Bear")
    sc.answer(f"cast {plain}")
    assert g.pending.kind is not Kind.CHOOSE or "cast_method" not in g.pending.data


def test_cr_708_cancelling_the_payment_leaves_the_card_face_up_in_hand() -> None:
    sc = _table(lands=5)
    g = sc.game
    sc.answer("cast morph")
    if g.pending.kind is Kind.CHOOSE:
        sc.answer(f"choose {g.pending.data['cast_method'].index('face_down')}")
    assert g.pending.kind is Kind.PAY
    sc.answer("cancel")
    assert not g.state.face_down and g.objects[sc.id("morph")].name == "Morph Bear"


def test_cr_116_2b_the_answer_reads_back_and_a_replay_is_identical() -> None:
    from mtgtable.engine.files.snapshot import snapshot
    assert parse_answer("faceup 12") == TurnFaceUp(12) and str(TurnFaceUp(12)) == "faceup 12"
    sc = _table(lands=5)
    g = sc.game
    oid = _cast_face_down(sc)
    sc.answer(f"faceup {oid}")
    if g.pending.kind is Kind.PAY:
        sc.answer("pay auto")
    before = snapshot(g)
    assert before["battlefield"] and not any("face_down" in o for o in before["battlefield"])
    answers = list(g.answers)
    g.rewind(0)
    for a in answers:
        g.answer(a)
    assert snapshot(g) == before
