"""Every user-visible string goes through Qt's translation functions.

Engine texts are English templates with named fields (``Event.template`` and
``Event.args``, ``Step.title``): the template is the source string, so a
translation replaces the sentence and the same fields are filled in.  The
context for engine strings is ``"engine"``; literal words the engine passes
as fields ("tap", "graveyard", "it died") are translated in ``"engine-args"``.
The deck package's messages use ``"decks"``.

``python -m mtgtable.gui.i18n_extract --release`` collects all of them into
``resources/i18n/mtgtable_ja.ts`` and compiles the ``.qm`` the app loads.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from mtgtable.engine import Event, Step

I18N_DIR = Path(__file__).resolve().parents[2] / "resources" / "i18n"
#: Set to a language code ("ja", "en") to override the system locale.
LANG_ENV = "MTGTABLE_LANG"


def tr(context: str, text: str) -> str:
    """Translate ``text`` in ``context`` (for code outside QObject subclasses)."""
    return QCoreApplication.translate(context, text)


#: Fields the engine writes as "<fixed words><names>": the fixed part is translated as a pattern.
ARG_PATTERNS = {" targeting ": " targeting {names}"}


def _arg(value: Any) -> Any:
    if isinstance(value, str) and value:
        for prefix, pattern in ARG_PATTERNS.items():
            if value.startswith(prefix):
                return QCoreApplication.translate("engine-args", pattern).format(names=value[len(prefix):])
        return QCoreApplication.translate("engine-args", value)
    return value


def event_text(event: Event) -> str:
    """The event's sentence in the user's language, fields filled in."""
    template = QCoreApplication.translate("engine", event.template)
    if template is event.template or template == event.template:
        return event.text  # untranslated: the English sentence as the engine wrote it
    try:
        args = {k: _arg(v) for k, v in event.args.items()}
        if "step" in args and isinstance(event.args.get("step"), str):
            args["step"] = QCoreApplication.translate("engine", event.args["step"])
        if "explain" in args and isinstance(event.args.get("explain"), str):
            args["explain"] = QCoreApplication.translate("engine", event.args["explain"])
        return template.format(**args)
    except (KeyError, IndexError, ValueError):  # a broken translation must not hide the event
        return event.text


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
