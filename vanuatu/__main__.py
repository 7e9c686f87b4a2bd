"""``python -m vanuatu``: the ``vanuatu`` command (see :mod:`vanuatu.cli`)."""

from __future__ import annotations

from .cli import main

if __name__ == "__main__":
    raise SystemExit(main())
