"""Collect every translatable string into ``resources/i18n/mtgtable_<lang>.ts`` and compile it.

    python -m mtgtable.gui.i18n_extract            # update mtgtable_ja.ts, keep existing translations
    python -m mtgtable.gui.i18n_extract --release  # ... and compile mtgtable_ja.qm with pyside6-lrelease
    python -m mtgtable.gui.i18n_extract --check    # exit 1 if a string has no translation

What is collected:

* the GUI's ``self.tr("...")`` (context: the class), ``translate("Context", "...")``
  and ``QCoreApplication.translate("Context", "...")`` calls, and the deck
  package's messages (``mtgtable/decks/messages.py``, marked
  ``QT_TRANSLATE_NOOP("decks", "...")`` with a local no-op), found by Qt's
  ``pyside6-lupdate`` (:func:`gui_messages`);

and, by this module (lupdate does not see them: the engine is standard-library
Python whose templates are arguments of its own calls, or built from data):

* every engine event template, the first string of each ``self.log(...)``
  call in ``mtgtable/engine`` (context ``engine``), and the literal words
  passed as its fields (context ``engine-args``, e.g. "tap", "graveyard");
* every refusal and decision prompt template in ``mtgtable/engine`` (context
  ``engine``): the template argument of ``IllegalAnswer(...)``, ``problem(...)``,
  ``_decision(...)`` and the helpers that pass a prompt on to it
  (:data:`TEMPLATE_ARGUMENT`), and the target descriptions refusals name
  (``TARGET_SPECS``, context ``engine-args``);
* every step's title and explanation (``Step.title``, ``Step.explanation``,
  context ``engine``).

Translations already in the ``.ts`` file are kept (matched by context and
source); strings no longer in the code are dropped.
"""

from __future__ import annotations

import argparse
import ast
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
I18N_DIR = ROOT / "resources" / "i18n"


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    file: str
    line: int


def _const(node: ast.AST) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


class LupdateError(RuntimeError):
    """pyside6-lupdate is missing, failed, or read a call under the wrong context."""


def lupdate() -> str | None:
    """Qt's ``lupdate`` as PySide6 ships it (``pyside6-lupdate``, or ``lupdate`` in the package)."""
    return _pyside_tool("lupdate")


def gui_sources(root: Path = ROOT) -> list[Path]:
    """The GUI's Python files (this extractor aside)."""
    return [p for p in sorted((root / "mtgtable" / "gui").rglob("*.py")) if p.name != "i18n_extract.py"]


#: Standard-library modules whose strings are marked ``QT_TRANSLATE_NOOP("context", "...")`` with a
#: local no-op of that name, so lupdate reads them too.
MARKED_SOURCES = ("mtgtable/decks/messages.py",)


def lupdate_sources(root: Path = ROOT) -> list[Path]:
    return gui_sources(root) + [root / rel for rel in MARKED_SOURCES if (root / rel).exists()]


def gui_messages(root: Path = ROOT) -> list[Message]:
    """The GUI's strings, as ``pyside6-lupdate`` finds them: ``self.tr("...")`` (context: the class),
    ``translate("Context", "...")`` and ``QCoreApplication.translate("Context", "...")``; and the
    ``QT_TRANSLATE_NOOP("decks", "...")`` marks of the deck package's messages (:data:`MARKED_SOURCES`).

    lupdate reads a call ``tr(a, b)`` outside a class as ``tr(source, disambiguation)``; such a
    message (a comment, or no context) is refused, so a string cannot land under the wrong context."""
    tool = lupdate()
    if tool is None:
        raise LupdateError("pyside6-lupdate not found: install PySide6's tools (pip install PySide6)")
    with tempfile.TemporaryDirectory() as tmp:
        ts = Path(tmp) / "gui.ts"
        files = [str(p) for p in lupdate_sources(root)]
        run = subprocess.run([tool, *files, "-ts", str(ts)], capture_output=True, text=True)
        if run.returncode != 0 or not ts.exists():
            raise LupdateError(f"pyside6-lupdate failed: {run.stdout}{run.stderr}")
        found: list[Message] = []
        wrong: list[str] = []
        for ctx in ET.parse(ts).getroot().iter("context"):
            context = ctx.findtext("name") or ""
            for msg in ctx.iter("message"):
                source = msg.findtext("source") or ""
                loc = msg.find("location")
                file = (Path(tmp) / loc.get("filename", "")).resolve() if loc is not None else root
                rel = str(file.relative_to(root)) if file.is_relative_to(root) else str(file)
                line = int(loc.get("line", "0")) if loc is not None else 0
                if not context or msg.findtext("comment"):
                    wrong.append(f"{rel}:{line}: {source!r} (write translate(context, text), not tr(context, text))")
                    continue
                found.append(Message(context, source, rel, line))
    if wrong:
        raise LupdateError("strings without a context:\n" + "\n".join(wrong))
    return sorted(found, key=lambda m: (m.file, m.line))


def _word_constants(node: ast.AST) -> list[str]:
    """Literal words inside a field value (``verb="tap"``, ``why="it died" if x else "..."``)."""
    out = []
    for n in ast.walk(node):
        text = _const(n)
        if text and any(ch.isalpha() for ch in text) and isinstance(n, ast.Constant):
            out.append(text)
    return out


#: Field values the engine builds at run time (durations, reasons put together with f-strings):
#: the common ones, so the log of an ordinary game reads in the translation.
ENGINE_WORDS = (
    "combat damage", "damage", "end of turn", "end of combat", "conceded",
    "life total 0 or less", "drew from an empty library", "ten or more poison counters",
    "library", "hand", "battlefield", "graveyard", "exile", "stack", "tap", "untap",
    # colour words (engine/rules/mana.py COLOR_NAMES: "Blue Drake becomes green")
    "white", "blue", "black", "red", "green", "colorless",
    # the source name of the monarch's own triggered abilities (engine/families/monarch.py MONARCH, CR 724.2)
    "the monarch",
)


#: Engine calls whose argument at this position is a refusal or prompt template.
TEMPLATE_ARGUMENT: dict[str, int | tuple[int, ...]] = {
    "IllegalAnswer": 1,       # IllegalAnswer(rule, template, objects, **args)
    "problem": 1,             # problem(rule, template, **args)
    "__init__": 1,            # AnswerSyntaxError: super().__init__("", template, ...)
    "_decision": 3,           # operations._decision(game, kind, player, prompt, rule, ...)
    "_choice_decision": 2,    # resolution._choice_decision(game, player, prompt, rule, ids, **args)
    "_choose_targets": 4,     # actions._choose_targets(game, player, specs, source, prompt, card, cancellable)
    "_pay": 3,                # actions._pay(game, player, cost, prompt, card, exclude, cancellable)
    "yes_no_decision": (2, 4, 5),  # operations.yes_no_decision(game, player, prompt, rule, yes, no, **args)
    "option_label": 0,        # decisions.option_label(template): an option's label
    "_choose_cards": 2,       # casting_costs._choose_cards(game, player, prompt, ...)
    "_choose_number": 2,      # casting_costs._choose_number(game, player, prompt, ...)
    "T": 0,                   # ability_text.T(template): ability text (ability_template)
    "choose_among": 2,        # library_effects.choose_among(game, player, prompt, rule, options, ...)
    "_choose_one_of": 3,      # library_actions._choose_one_of(game, player, found, prompt, source, data, **args)
    "pay_or_decline": (4, 5),  # unless_pays.pay_or_decline(game, player, cost, card, prompt, decline, ...)
}


@dataclass(frozen=True)
class Passed:
    """A template argument that is not a literal (a helper passing its ``prompt`` on)."""

    file: str
    line: int
    call: str
    expression: str


def _call_name(node: ast.Call) -> str | None:
    f = node.func
    return f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else None


def _literal_templates(node: ast.AST) -> list[str] | None:
    """The template(s) of ``"..."`` or ``"..." if c else "..."``; None if it is not literal."""
    text = _const(node)
    if text is not None:
        return [text]
    if isinstance(node, ast.IfExp):
        body, orelse = _literal_templates(node.body), _literal_templates(node.orelse)
        return body + orelse if body is not None and orelse is not None else None
    return None


def engine_templates(root: Path = ROOT) -> tuple[list[Message], list[Passed]]:
    """Refusal and prompt templates in the engine, and the template arguments that are not literals."""
    found: list[Message] = []
    passed: list[Passed] = []
    for path in sorted((root / "mtgtable" / "engine").rglob("*.py")):
        rel = str(path.relative_to(root))
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = _call_name(node)
            if name not in TEMPLATE_ARGUMENT:
                continue
            where = TEMPLATE_ARGUMENT[name]
            for index in (where,) if isinstance(where, int) else where:
                if len(node.args) <= index:
                    continue
                arg = node.args[index]
                templates = _literal_templates(arg)
                if templates is None:
                    passed.append(Passed(rel, node.lineno, name, ast.unparse(arg)))
                else:
                    found += [Message("engine", t, rel, node.lineno) for t in templates]
    return found, passed


def engine_messages(root: Path = ROOT) -> list[Message]:
    found: list[Message] = []
    for path in sorted((root / "mtgtable" / "engine").rglob("*.py")):
        rel = str(path.relative_to(root))
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call):  # why="is discarded to hand size" (moves and life changes)
                for kw in node.keywords:
                    text = _const(kw.value) if kw.arg == "why" else None
                    if text:
                        found.append(Message("engine-args", text, rel, node.lineno))
            if isinstance(node, ast.Call) and _call_name(node) == "log" and len(node.args) >= 3:
                # ops.log(game, kind, rule, template, ...), log(game, ...) inside operations.py;
                # game.log(kind, rule, template, ...)
                at = 2 if isinstance(node.args[0], ast.Constant) else 3
                template = _const(node.args[at]) if len(node.args) > at else None
                if template is None:
                    continue
                found.append(Message("engine", template, rel, node.lineno))
                for kw in node.keywords:
                    if kw.arg is not None and not isinstance(kw.value, ast.JoinedStr):
                        found += [Message("engine-args", w, rel, node.lineno) for w in _word_constants(kw.value)]
    found += engine_templates(root)[0]
    sys.path.insert(0, str(root))
    from mtgtable.engine.turn.steps import Step
    from mtgtable.engine.rules.targets import TARGET_SPECS
    for description in TARGET_SPECS.values():  # "there is no legal choice for \"{spec}\""
        found.append(Message("engine-args", description, "mtgtable/engine/rules/targets.py", 0))
    from mtgtable.engine.rules.target_filters import PHRASES
    for pattern in PHRASES.values():  # "{spec} with mana value {n} or less"
        found.append(Message("engine-args", pattern, "mtgtable/engine/rules/target_filters.py", 0))
    from mtgtable.engine.families.library_effects import CARD_PHRASES, CARD_PHRASES_PLURAL
    for phrase in [*CARD_PHRASES, *CARD_PHRASES_PLURAL.values()]:  # "Choose {what} to put into your hand"
        found.append(Message("engine-args", phrase, "mtgtable/engine/families/library_effects.py", 0))
    for step in Step:
        found.append(Message("engine", step.title, "mtgtable/engine/turn/steps.py", 0))
        found.append(Message("engine", step.explanation, "mtgtable/engine/turn/steps.py", 0))
    from mtgtable.engine.move_reasons import MOVE_TEMPLATES
    for template in MOVE_TEMPLATES.values():  # one sentence per reason a card changes zones
        found.append(Message("engine", template, "mtgtable/engine/move_reasons.py", 0))
    for word in ENGINE_WORDS:
        found.append(Message("engine-args", word, "mtgtable/engine/game.py", 0))
    from mtgtable.gui.i18n import ARG_PATTERNS, ORDER_SEPARATOR
    found.append(Message("engine-args", ORDER_SEPARATOR, "mtgtable/gui/i18n.py", 0))
    for pattern in ARG_PATTERNS.values():
        found.append(Message("engine-args", pattern, "mtgtable/gui/i18n.py", 0))
    return found


def collect(root: Path = ROOT) -> dict[str, dict[str, Message]]:
    """context -> source -> first place it occurs, in a stable order."""
    out: dict[str, dict[str, Message]] = {}
    for m in gui_messages(root) + engine_messages(root):
        out.setdefault(m.context, {}).setdefault(m.source, m)
    return {c: out[c] for c in sorted(out)}


def read_ts(path: Path) -> dict[tuple[str, str], str]:
    """(context, source) -> finished translation."""
    if not path.exists():
        return {}
    done: dict[tuple[str, str], str] = {}
    for ctx in ET.parse(path).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            source = msg.findtext("source") or ""
            tr = msg.find("translation")
            if tr is not None and tr.text and tr.get("type") not in ("unfinished", "obsolete", "vanished"):
                done[(name, source)] = tr.text
    return done


def write_ts(path: Path, language: str, messages: dict[str, dict[str, Message]],
             translations: dict[tuple[str, str], str]) -> tuple[int, int]:
    """Write the catalogue; returns (messages, untranslated)."""
    root = ET.Element("TS", version="2.1", language=language)
    total = missing = 0
    for context, by_source in messages.items():
        c = ET.SubElement(root, "context")
        ET.SubElement(c, "name").text = context
        for source, m in by_source.items():
            msg = ET.SubElement(c, "message")
            loc = ET.SubElement(msg, "location", filename="../../" + m.file)
            if m.line:
                loc.set("line", str(m.line))
            ET.SubElement(msg, "source").text = source
            t = ET.SubElement(msg, "translation")
            text = translations.get((context, source))
            total += 1
            if text:
                t.text = text
            else:
                t.set("type", "unfinished")
                missing += 1
    ET.indent(root, space="    ")
    body = ET.tostring(root, encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")
    return total, missing


def _pyside_tool(name: str) -> str | None:
    """A Qt tool shipped with PySide6 (``pyside6-<name>``, or ``<name>`` in the package folder)."""
    found = shutil.which(f"pyside6-{name}")
    if found:
        return found
    try:
        import PySide6
    except ImportError:
        return None
    for candidate in (Path(PySide6.__file__).parent / name, Path(PySide6.__file__).parent / f"{name}.exe"):
        if candidate.exists():
            return str(candidate)
    return None


def lrelease() -> str | None:
    """The lrelease shipped with PySide6 (``pyside6-lrelease``), if there is one."""
    return _pyside_tool("lrelease")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m mtgtable.gui.i18n_extract",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("--lang", default="ja", help="language code (default: ja)")
    parser.add_argument("--release", action="store_true", help="also compile the .qm with pyside6-lrelease")
    parser.add_argument("--check", action="store_true", help="do not write; exit 1 if a string is untranslated")
    args = parser.parse_args(argv)
    ts = I18N_DIR / f"mtgtable_{args.lang}.ts"
    try:
        messages = collect()
    except LupdateError as exc:
        print(exc, file=sys.stderr)
        return 1
    translations = read_ts(ts)
    if args.check:
        absent = [(c, s) for c, by in messages.items() for s in by if (c, s) not in translations]
        for c, s in absent:
            print(f"untranslated [{c}] {s}")
        print(f"{sum(len(b) for b in messages.values())} strings, {len(absent)} untranslated")
        return 1 if absent else 0
    total, missing = write_ts(ts, {"ja": "ja_JP"}.get(args.lang, args.lang), messages, translations)
    print(f"{ts.relative_to(ROOT)}: {total} strings, {missing} untranslated")
    if args.release:
        tool = lrelease()
        if tool is None:
            print("pyside6-lrelease not found: install PySide6's tools to compile the .qm", file=sys.stderr)
            return 1
        qm = ts.with_suffix(".qm")
        subprocess.run([tool, str(ts), "-qm", str(qm)], check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
