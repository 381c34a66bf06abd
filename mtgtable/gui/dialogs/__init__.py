"""Dialogs for the decisions a table can't answer with a click or a drag."""
