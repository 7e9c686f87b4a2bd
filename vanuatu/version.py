"""The version of the package, and the ``Generator`` header of the records it
writes (``Generator: vanuatu 0.2.0``).

>>> from vanuatu.version import GENERATOR, __version__
>>> GENERATOR == f"vanuatu {__version__}"
True
"""

from __future__ import annotations

__all__ = ["GENERATOR", "__version__"]

__version__ = "0.2.0"

#: The value of the ``Generator`` header of every record the package writes
#: (``vanuatu play``, ``arena``, ``serve``).
GENERATOR = f"vanuatu {__version__}"
