"""The table's widgets: card rows, player badges, turn tracker, panels."""
