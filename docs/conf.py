"""Sphinx configuration of the vanuatu documentation (``sphinx-build -W docs out``)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import vanuatu  # noqa: E402

project = "vanuatu"
author = "The vanuatu developers"
copyright = "the vanuatu developers"
version = vanuatu.__version__
release = vanuatu.__version__

extensions = [
    "sphinx.ext.autodoc",
    "sphinx.ext.napoleon",
    "sphinx.ext.doctest",
    "sphinx.ext.viewcode",
]

exclude_patterns = ["_build"]
# Furo: a maintained theme that reads as well on a phone as on a desktop, with a light
# and a dark scheme that follow the reader's setting.
html_theme = "furo"
html_title = f"vanuatu {release}"
html_theme_options: dict[str, Any] = {"navigation_with_keys": True}
html_static_path: list[str] = []

autodoc_member_order = "bysource"
autodoc_typehints = "description"
autodoc_default_options = {
    "members": True,
    "show-inheritance": True,
}
napoleon_google_docstring = True
napoleon_numpy_docstring = False
# "Attributes:" sections become fields, so that attrs attributes documented by
# autodoc are not described twice.
napoleon_use_ivar = True


def _resolve_reexport(app: Any, env: Any, node: Any, contnode: Any) -> Any:
    """Link ``vanuatu.Game`` (the name users import) to where it is documented,
    ``vanuatu.game.Game``."""
    target = node.get("reftarget", "")
    if node.get("refdomain") != "py" or not target.startswith("vanuatu."):
        return None
    head, _, rest = target.removeprefix("vanuatu.").partition(".")
    obj = getattr(vanuatu, head, None)
    module = getattr(obj, "__module__", None)
    if obj is None or not module or module == "vanuatu":
        return None
    full = ".".join(part for part in (module, head, rest) if part)
    domain = env.get_domain("py")
    return domain.resolve_xref(
        env, node.get("refdoc", ""), app.builder, node.get("reftype", "obj"), full, node, contnode
    )


def setup(app: Any) -> None:
    app.connect("missing-reference", _resolve_reexport)
