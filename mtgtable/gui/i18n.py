"""Every user-visible string goes through Qt's translation functions.

Engine texts are English templates with named fields (``Event.template`` and
``Event.args``, ``Step.title``): the template is the source string, so a
translation replaces the sentence and the same fields are filled in.  The
context for engine strings is ``"engine"``.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from mtgtable.engine import Event, Step

I18N_DIR = Path(__file__).resolve().parents[2] / "resources" / "i18n"


def tr(context: str, text: str) -> str:
    """Translate ``text`` in ``context`` (for code outside QObject subclasses)."""
    return QCoreApplication.translate(context, text)


def event_text(event: Event) -> str:
    """The event's sentence in the user's language, fields filled in."""
    template = QCoreApplication.translate("engine", event.template)
    try:
        return template.format(**event.args)
    except (KeyError, IndexError, ValueError):  # a broken translation must not hide the event
        return event.text


def step_title(step: Step) -> str:
    return QCoreApplication.translate("engine", step.title)


def step_explanation(step: Step) -> str:
    return QCoreApplication.translate("engine", step.explanation)


def install_translator(app: QCoreApplication, locale: QLocale | None = None) -> QTranslator | None:
    """Load ``resources/i18n/mtgtable_<lang>.qm`` for the locale, if there is one."""
    translator = QTranslator(app)
    if translator.load(locale or QLocale(), "mtgtable", "_", str(I18N_DIR)):
        app.installTranslator(translator)
        return translator
    return None
