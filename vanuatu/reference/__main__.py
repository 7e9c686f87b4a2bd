"""``python -m vanuatu.reference [LANG]``: print the "Learn to play" page
(``docs/learn.rst``) made from the player texts."""

from __future__ import annotations

import sys

from .page import learn_page


def main(argv: list[str] | None = None) -> int:
    """Print the page in the language of ``argv[0]`` (English by default)."""
    args = sys.argv[1:] if argv is None else argv
    if len(args) > 1:
        print("usage: python -m vanuatu.reference [LANG]", file=sys.stderr)
        return 2
    try:
        sys.stdout.write(learn_page(*args))
    except ValueError as error:
        print(f"python -m vanuatu.reference: {error}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
