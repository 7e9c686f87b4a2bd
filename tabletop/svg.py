"""The type of a picture both games draw: an SVG document that notebooks display.

:func:`vanuatu.svg.board` and :func:`vapor_willie.svg.board` both return an
:class:`SvgDocument`: a ``str`` holding the whole ``<svg>`` element, which Jupyter and
IPython show as a picture through ``_repr_svg_`` and which is written to a file, compared
or searched as any string.

>>> picture = SvgDocument('<svg xmlns="http://www.w3.org/2000/svg"/>')
>>> isinstance(picture, str) and picture._repr_svg_() == picture
True
"""

from __future__ import annotations

__all__ = ["SvgDocument"]


class SvgDocument(str):
    """An SVG document: a ``str`` that Jupyter and IPython display as a picture."""

    def _repr_svg_(self) -> str:
        return self
