"""One handler per decision kind (see :mod:`.base`); importing the package registers them all."""

from __future__ import annotations

from . import choices, combat, dialogs, priority
from .base import HANDLERS, Handler, Prompt, handler_for, handles

__all__ = ["HANDLERS", "Handler", "Prompt", "handler_for", "handles", "choices", "combat", "dialogs", "priority"]
