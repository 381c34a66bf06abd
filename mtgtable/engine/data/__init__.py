"""Card data: what a card *is* and the vocabulary its abilities may use, checked when cards load.

Nothing here runs a game; the modules hold frozen definitions (``cards.CardDef``), the
parameters each effect and cost may take, the target specs and card filters as data, and the
explicit limits on what a card file may ask.  It changes when the card format grows.
"""
