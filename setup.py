"""Optional compiled build: with ``VANUATU_COMPILE=1`` the rule modules are
compiled with mypyc from the same source; otherwise the package is pure Python.

Everything else about the package is in ``pyproject.toml``.
"""

from __future__ import annotations

import sys
from pathlib import Path

from setuptools import setup

sys.path.insert(0, str(Path(__file__).resolve().parent / "_build"))
from vanuatu_build import compiling, querying

ROOT = Path(__file__).resolve().parent

#: The modules compiled by mypyc: the whole rules core (``vanuatu/rules``),
#: where the time goes. The attrs data modules (state, moves, options,
#: components...) stay pure Python: see docs/performance.rst.
COMPILED_MODULES = sorted(
    str(path.relative_to(ROOT)) for path in (ROOT / "vanuatu" / "rules").rglob("*.py")
)

ext_modules = []
#: The compiled build keeps its files apart, so that a later pure build of the
#: same checkout never packs a stale extension module.
options = {}
if compiling() and not querying():
    try:
        from mypyc.build import mypycify
    except ImportError as error:
        raise SystemExit(
            "VANUATU_COMPILE=1 needs mypy (with mypyc) at build time: pip installs it in the "
            "isolated build environment; with --no-build-isolation install 'vanuatu[compile]'"
            " requirements (mypy) first"
        ) from error

    ext_modules = mypycify(
        COMPILED_MODULES, opt_level="3", multi_file=False, target_dir="build/compiled/c"
    )
    options = {"build": {"build_base": "build/compiled"}}

setup(ext_modules=ext_modules, options=options)
