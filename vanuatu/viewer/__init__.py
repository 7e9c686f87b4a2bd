"""A game record as one self-contained web page (``vanuatu view``):
:mod:`~vanuatu.viewer.html` draws and tells each position and hands them to the
game-independent page of :mod:`tabletop.page` (its markup, style sheet and
script); :mod:`~vanuatu.viewer.assets` holds the script and style of Vanuatu's phone
panels, which the pages of ``vanuatu serve`` use too."""
