"""Zone changes are logged as whole templates chosen by reason code (engine/move_reasons.py):
no English phrase is put together at run time and pasted into a log field."""

from __future__ import annotations

import ast
from pathlib import Path

from mtgtable.engine.move_reasons import MOVE_TEMPLATES
from mtgtable.engine.files.scenario import load_scenario

ENGINE = Path(__file__).resolve().parents[2] / "mtgtable" / "engine"
SCENARIOS = Path(__file__).resolve().parents[2] / "resources" / "scenarios"


def _calls() -> list[tuple[str, ast.Call]]:
    out = []
    for path in sorted(ENGINE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call):
                out.append((path.name, node))
    return out


def test_no_move_reason_is_an_f_string() -> None:
    for name, call in _calls():
        for kw in call.keywords:
            assert not (kw.arg == "why" and isinstance(kw.value, ast.JoinedStr)), (name, call.lineno)


def test_every_reason_code_the_engine_uses_has_a_template() -> None:
    used = set()
    for _name, call in _calls():
        for kw in call.keywords:
            if kw.arg == "reason":  # a literal, or literals in a conditional expression
                used |= {n.value for n in ast.walk(kw.value) if isinstance(n, ast.Constant) and isinstance(n.value, str)}
    # the state-based actions pass their codes through a list (CR 704.5f-704.5m)
    text = (ENGINE / "turn" / "resolution.py").read_text(encoding="utf-8")
    used |= {code for code in MOVE_TEMPLATES if f'"{code}"' in text}
    assert used and used <= set(MOVE_TEMPLATES)
    assert {"exiled_by", "bounced_by", "sacrificed_by", "destroyed_by", "countered_by", "sba_lethal_damage"} <= used
    for template in MOVE_TEMPLATES.values():
        assert template.startswith("{card} ") and template.endswith(".")


def test_cr_704_5h_deathtouch_death_is_logged_with_its_reason_code() -> None:
    sc = load_scenario(SCENARIOS / "lesson_deathtouch_trample_over_chump_blocker.toml")
    moves = [e for e in sc.game.events if e.kind == "move" and e.args.get("reason")]
    assert moves, "the chump blocker dies to deathtouch"
    event = moves[-1]
    assert event.template == MOVE_TEMPLATES[event.args["reason"]]
    assert event.args["reason"] in ("sba_deathtouch", "sba_lethal_damage")
    assert event.text == event.template.format(**event.args) and event.args["card"] == "Wall of Wood"
