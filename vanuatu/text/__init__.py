"""Positions and scores as text for terminals: :mod:`~vanuatu.text.display`
(a readable description of a position and of the scores) and
:mod:`~vanuatu.text.board` (the archipelago as a small map)."""
