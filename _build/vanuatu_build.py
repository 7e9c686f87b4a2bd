"""Build backend of vanuatu: setuptools, plus mypy when a compiled build is asked for.

``pip install .`` builds the pure-Python package. ``VANUATU_COMPILE=1 pip
install .`` compiles the rule modules with mypyc (see ``setup.py``), which
needs mypy (and the packages the compiled modules import, for its type check)
in the build environment and a C compiler on the machine; this backend adds
those build requirements only then, so a plain install never downloads mypy.

Every build of a wheel (editable too) first compiles the message catalogs, the ``.po``
files under ``<package>/locale/``, into the ``.mo`` files gettext reads
(``_build/catalogs.py``, with Babel, a build requirement only when there are
catalogs).
"""

from __future__ import annotations

import os

from setuptools import build_meta as _setuptools
from setuptools.build_meta import (  # noqa: F401  (the rest of the PEP 517 backend)
    build_sdist,
    get_requires_for_build_sdist,
    prepare_metadata_for_build_editable,
    prepare_metadata_for_build_wheel,
)

#: What the compiled build needs besides setuptools: mypyc (part of mypy) and,
#: for its type check, the packages the compiled modules import.
COMPILE_REQUIRES = ["mypy>=1.8", "attrs>=23.2", "cattrs>=23.2"]


#: Set while setuptools runs ``setup.py`` only to learn the build requirements,
#: before mypy is installed: ``setup.py`` then lists no compiled module.
QUERY = "VANUATU_BUILD_REQUIREMENTS_QUERY"


def compiling() -> bool:
    """Whether the environment asks for the compiled build."""
    return os.environ.get("VANUATU_COMPILE", "") not in ("", "0")


def querying() -> bool:
    """Whether ``setup.py`` runs only to learn the build requirements."""
    return os.environ.get(QUERY) == "1"


#: What compiling the message catalogs (``.po`` into ``.mo``) needs: Babel.
CATALOG_REQUIRES = ["babel>=2.14"]


def _has_catalogs() -> bool:
    """Whether the tree has message catalogs to compile."""
    import catalogs

    return any(True for package in catalogs.PACKAGES for _ in catalogs.po_files(package))


def _compile_catalogs() -> None:
    """Compile the ``.po`` catalogs into the ``.mo`` files the package ships."""
    if _has_catalogs():
        import catalogs

        catalogs.compile_all()


def _requires(query, config_settings):  # type: ignore[no-untyped-def]
    os.environ[QUERY] = "1"
    try:
        found = list(query(config_settings))
    finally:
        del os.environ[QUERY]
    return [
        *found,
        *(COMPILE_REQUIRES if compiling() else []),
        *(CATALOG_REQUIRES if _has_catalogs() else []),
    ]


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):  # type: ignore[no-untyped-def]
    _compile_catalogs()
    return _setuptools.build_wheel(wheel_directory, config_settings, metadata_directory)


def build_editable(wheel_directory, config_settings=None, metadata_directory=None):  # type: ignore[no-untyped-def]
    _compile_catalogs()
    return _setuptools.build_editable(wheel_directory, config_settings, metadata_directory)


def get_requires_for_build_wheel(config_settings=None):  # type: ignore[no-untyped-def]
    return _requires(_setuptools.get_requires_for_build_wheel, config_settings)


def get_requires_for_build_editable(config_settings=None):  # type: ignore[no-untyped-def]
    return _requires(_setuptools.get_requires_for_build_editable, config_settings)
