"""Item data roles shared by the models and the views."""

from PySide6.QtCore import Qt

ObjectIdRole = Qt.ItemDataRole.UserRole + 1
CardFaceRole = Qt.ItemDataRole.UserRole + 2
RuleRole = Qt.ItemDataRole.UserRole + 3
StepStateRole = Qt.ItemDataRole.UserRole + 4
EventRole = Qt.ItemDataRole.UserRole + 5
#: Whether the person at the table has a stop set at this step (turn tracker).
StopRole = Qt.ItemDataRole.UserRole + 6
