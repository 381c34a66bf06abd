"""Qt item models over the engine's state: they hold ids and read the game on demand."""
