"""``python -m vapor_willie``: the ``vapor-willie`` command (see :mod:`vapor_willie.cli`)."""

from __future__ import annotations

from .cli import main

if __name__ == "__main__":
    raise SystemExit(main())
