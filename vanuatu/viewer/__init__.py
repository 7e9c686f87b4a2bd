"""A game record as one self-contained web page (``vanuatu view``):
:mod:`~vanuatu.viewer.html` builds it, :mod:`~vanuatu.viewer.assets` holds its
style sheet and script."""
