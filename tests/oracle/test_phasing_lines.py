"""Phasing lines (CR 702.26, oracle/phasing_phrases.py): the keyword, "phases out" with a
target, itself, "it" or an optional target, compiled and played; longer "phases out ..."
lines stay by hand (fail closed)."""

from __future__ import annotations

from mtgtable.engine import Kind
from mtgtable.engine.objects import Zone
from mtgtable.engine.turn.steps import Step
from mtgtable.oracle import compile_card

from .corpus import record, table


def _line(name: str, start: str) -> tuple[str, list[dict]]:  # type: ignore[type-arg]
    cc = compile_card(record(name))
    status = next(line.status for line in cc.lines if line.text.startswith(start))
    return status, [a for a in cc.record["abilities"] if a.get("text", "").startswith(start)]


def test_cr_702_26b_talon_gates_enters_trigger_compiles_to_an_optional_target() -> None:
    status, found = _line("Talon Gates of Madara", "When this land enters")
    assert status == "automated"
    assert found[0]["trigger"] == "etb" and found[0]["targets"] == ["creature"]
    assert found[0]["effects"] == [{"do": "on_targets", "verb": "phase_out", "targets": [0], "min": 0}]
    assert compile_card(record("Talon Gates of Madara")).record["by_hand"] == []  # its {4} line: hand_lines.py


def test_cr_702_26a_the_phasing_keyword_compiles() -> None:
    cc = compile_card(record("Breezekeeper"))
    assert cc.record["by_hand"] == [] and "Phasing" in cc.record["keywords"]


def test_cr_702_26b_phases_out_self_target_and_it() -> None:
    assert _line("Teferi's Honor Guard", "{U}{U}")[1][0]["effects"] == [{"do": "phase_out", "target": "self"}]
    haystack = _line("Haystack", "{2}, {T}")[1][0]
    assert haystack["effects"] == [{"do": "phase_out", "target": 0}] and haystack["targets"] == ["creature_you_control"]
    slip = _line("Slip Out the Back", "Put a +1/+1")[1][0]
    assert slip["effects"][1] == {"do": "phase_out", "target": 0}


def test_cr_702_26_longer_phasing_lines_stay_by_hand() -> None:
    for name, start in (("Oubliette", "When this enchantment enters"),  # "until this leaves the battlefield"
                        ("Vaporous Djinn", "At the beginning"),  # "unless you pay {U}{U}"
                        ("Vronos, Masked Inquisitor", "[+1]"),  # "at the beginning of the next end step"
                        ("Teferi's Protection", "Until your next turn"),
                        ("Clever Concealment", "Any number"),  # "nonland permanents you control": no such plural
                        ("Teferi's Imp", "Whenever this creature phases out")):
        assert _line(name, start)[0] == "by_hand", name


def test_cr_702_26b_talon_gates_played_phases_out_the_chosen_creature_until_its_controllers_untap_step() -> None:
    sc = table(["Talon Gates of Madara"], hand=["Talon Gates of Madara"],
               their_battlefield=[{"card": "Hill Giant", "alias": "giant"}])
    g = sc.game
    sc.answer("land h0")
    assert g.pending.kind is Kind.TARGETS
    sc.answer("targets giant")
    for _ in range(20):
        if not g.stack and g.pending.kind is Kind.PRIORITY:
            break
        g.answer("pass" if g.pending.kind is Kind.PRIORITY else g.pending.suggest())
    giant = sc.id("giant")
    assert g.objects[giant].zone is Zone.PHASED_OUT and giant not in g.battlefield
    for _ in range(200):
        if g.active == 1 and g.step is Step.UPKEEP:
            break
        g.answer("pass" if g.pending.kind is Kind.PRIORITY else g.pending.suggest())
    assert giant in g.battlefield and not g.phased_out


def test_cr_601_2c_talon_gates_may_have_no_target() -> None:
    sc = table(["Talon Gates of Madara"], hand=["Talon Gates of Madara"],
               their_battlefield=[{"card": "Hill Giant", "alias": "giant"}])
    g = sc.game
    sc.answer("land h0")
    assert g.pending.kind is Kind.TARGETS
    sc.answer("targets")
    for _ in range(20):
        if not g.stack and g.pending.kind is Kind.PRIORITY:
            break
        g.answer("pass" if g.pending.kind is Kind.PRIORITY else g.pending.suggest())
    assert sc.id("giant") in g.battlefield and not g.phased_out
