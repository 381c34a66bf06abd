"""Every user-visible string goes through Qt's translation functions.

Engine texts are English templates with named fields (``Event.template`` and
``Event.args``; refusals, ``Problem.template`` and ``Problem.args``, also carried
by ``IllegalAnswer.problem``; ``Decision.prompt_template`` and ``prompt_args``;
``Step.title``): the template is the source string, so a translation replaces
the sentence and the same fields are filled in (:func:`engine_text`).  The
context for engine strings is ``"engine"``; literal words the engine passes
as fields ("tap", "graveyard", "it died") are translated in ``"engine-args"``.
The deck package's messages use ``"decks"``.

``python -m mtgtable.gui.i18n_extract --release`` collects all of them into
``resources/i18n/mtgtable_ja.ts`` and compiles the ``.qm`` the app loads.
"""

from __future__ import annotations

import os
import re
from typing import Any, Mapping

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from mtgtable.engine import Decision, Event, Game, Problem, Step
from mtgtable.engine.errors import fill
from ..engine.files.resource_files import resource_root

from .card_text import ability_text, card_name, keyword_name, names_in

I18N_DIR = resource_root() / "i18n"
#: Set to a language code ("ja", "en") to override the system locale.
LANG_ENV = "MTGTABLE_LANG"


def translate(context: str, text: str) -> str:
    """Translate ``text`` in ``context`` (for code outside QObject subclasses).

    Named like ``QCoreApplication.translate`` so that ``pyside6-lupdate`` reads
    ``translate("Context", "text")`` as context and source; it reads a function
    called ``tr(a, b)`` as ``tr(source, disambiguation)``."""
    return QCoreApplication.translate(context, text)


#: The old name, so code written before keeps running; ``i18n_extract`` refuses ``tr("Context", "text")``
#: calls (lupdate would file them under the wrong context).
tr = translate


#: Fields the engine writes as "<fixed words><names>": the fixed part is translated as a pattern.
ARG_PATTERNS = {" targeting ": " targeting {names}"}
#: How the engine joins the names of a damage assignment order (engine/turn/combat_flow.py, operations.py).
ORDER_SEPARATOR = ", then "
#: A pump's keywords (engine/operations.py: ``extra=" and gains Double strike, Flying"``).
GAINS_PREFIX = " and gains "
#: Life from lifelink (engine/operations.py: ``why="Vampire Nighthawk (lifelink, CR 702.15b)"``).
LIFELINK_SUFFIX = " (lifelink, CR 702.15b)"


def spec_text(spec: str) -> str:
    """A target spec's description in the reader's language; a spec with a number ("with mana value 3
    or less", ``engine.target_filters``) is its plain spec's description in the filter's pattern."""
    from mtgtable.engine.rules.target_filters import PHRASES, split
    from mtgtable.engine.data.target_specs import TARGET_SPECS
    base, filt = split(spec)
    plain = QCoreApplication.translate("engine-args", TARGET_SPECS.get(base, base.replace("_", " ")))
    if filt is None:
        return plain
    return QCoreApplication.translate("engine-args", PHRASES[(filt[0], filt[1])]).format(spec=plain, n=filt[2])


def _filtered_spec(value: str) -> str | None:
    """A target description with a number, as ``target_filters.describe`` writes it, translated; else None."""
    from mtgtable.engine.rules.target_filters import PHRASES
    from mtgtable.engine.data.target_specs import TARGET_SPECS
    if " with " not in value:
        return None
    for pattern in PHRASES.values():
        head, _, tail = pattern.partition("{spec}")
        before, _, after = tail.partition("{n}")
        m = re.fullmatch(re.escape(head) + r"(.+)" + re.escape(before) + r"(\d+|X)" + re.escape(after), value)
        if m and m.group(1) in TARGET_SPECS.values():
            return QCoreApplication.translate("engine-args", pattern).format(
                spec=QCoreApplication.translate("engine-args", m.group(1)), n=m.group(2))
    return None


def _arg(value: Any) -> Any:
    if isinstance(value, str) and value.startswith(GAINS_PREFIX):  # a pump's keywords, as the cards name them
        keywords = translate("engine-args", ", ").join(
            keyword_name(k) for k in value[len(GAINS_PREFIX):].split(", "))
        return translate("engine-args", " and gains {keywords}").format(keywords=keywords)
    if isinstance(value, str) and value.endswith(LIFELINK_SUFFIX):
        return translate("engine-args", "{card} (lifelink, CR 702.15b)").format(
            card=card_name(value[:-len(LIFELINK_SUFFIX)]))
    if isinstance(value, str) and value:
        for prefix, pattern in ARG_PATTERNS.items():
            if value.startswith(prefix):
                return QCoreApplication.translate("engine-args", pattern).format(
                    names=names_in(value[len(prefix):]))
        if ORDER_SEPARATOR in value:  # "Serra Angel, then Llanowar Elves": a damage assignment order
            return QCoreApplication.translate("engine-args", ORDER_SEPARATOR).join(
                card_name(part) for part in value.split(ORDER_SEPARATOR))
        translated = QCoreApplication.translate("engine-args", value)
        if translated == value:
            filtered = _filtered_spec(value)  # "target creature with power 2 or less"
            if filtered is not None:
                return filtered
        return translated if translated != value else card_name(value)  # a card's name in the reader's language
    return value


def engine_text(template: str, args: Mapping[str, Any], english: str | None = None) -> str:
    """An engine template (event, refusal or prompt) in the user's language, fields filled in.

    ``english`` is the engine's own sentence, shown when there is no
    translation or the translation is broken (by default ``template`` filled
    in; a template without fields is never formatted: card text has braces).
    """
    translated = QCoreApplication.translate("engine", template)
    if translated == template:
        return english if english is not None else fill(template, args)  # untranslated: the engine's English
    if not args:
        return translated
    try:
        fields = {k: _arg(v) for k, v in args.items()}
        if isinstance(args.get("text"), str) and isinstance(args.get("card"), str):
            fields["text"] = ability_text(args["card"], args["text"])  # an ability's text, as its card reads
        for key in ("step", "explain"):  # step titles and explanations are engine sentences themselves
            value = args.get(key)
            if isinstance(value, str):
                fields[key] = QCoreApplication.translate("engine", value)
        return translated.format(**fields)
    except (KeyError, IndexError, ValueError):  # a broken translation must not hide the text
        return english if english is not None else fill(template, args)


def event_text(event: Event) -> str:
    """The event's sentence in the user's language, fields filled in."""
    return engine_text(event.template, event.args, event.text)


def problem_text(problem: Problem, game: Game | None = None) -> str:
    """Why the engine refuses (a predicate's ``Problem`` or ``IllegalAnswer.problem``), translated.
    With the game, an object the engine names by number ("#83 is not a creature") is named as
    the players know it ("Forest is not a creature")."""
    oid = problem.args.get("id")
    if game is None or not isinstance(oid, int) or oid not in game.objects:
        return engine_text(problem.template, problem.args)
    name = game.name(oid)
    return engine_text(problem.template, {**problem.args, "id": name}).replace(f"#{name}", name)


def prompt_text(decision: Decision) -> str:
    """The pending decision's question, translated."""
    return engine_text(decision.prompt_template, decision.prompt_args)


def outcome_reason(game: Game) -> str:
    """Why the game ended, in the reader's language (the engine's ``Outcome.reason`` joins English)."""
    outcome = game.outcome
    if outcome is None:
        return ""
    if outcome.winner is None:
        return QCoreApplication.translate("MainWindow", "all players lost at the same time")
    parts = [QCoreApplication.translate("MainWindow", "{player}: {why}").format(
        player=p.name, why=_arg(p.loss_reason)) for p in game.players if p.lost]
    return QCoreApplication.translate("MainWindow", "; ").join(parts) or outcome.reason


def step_title(step: Step) -> str:
    return QCoreApplication.translate("engine", step.title)


def step_explanation(step: Step) -> str:
    return QCoreApplication.translate("engine", step.explanation)


def chosen_locale(lang: str | None = None) -> QLocale:
    """``--lang``, else ``$MTGTABLE_LANG``, else the system locale."""
    lang = lang or os.environ.get(LANG_ENV) or None
    return QLocale(lang) if lang else QLocale()


def install_translator(app: QCoreApplication, locale: QLocale | None = None,
                       lang: str | None = None) -> QTranslator | None:
    """Load ``resources/i18n/mtgtable_<lang>.qm`` for the locale, if there is one,
    and Qt's own translations (standard buttons such as OK and Cancel)."""
    locale = locale or chosen_locale(lang)
    translator = QTranslator(app)
    if not translator.load(locale, "mtgtable", "_", str(I18N_DIR)):
        return None
    app.installTranslator(translator)
    qt = QTranslator(app)
    if qt.load(locale, "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
    return translator
