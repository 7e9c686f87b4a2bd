"""The message catalogs of the distribution: extracted, updated, compiled and checked
with Babel.

Each package has its own gettext domain and catalogs beside its code::

    <package>/locale/<package>.pot                       the extracted messages
    <package>/locale/<lang>/LC_MESSAGES/<package>.po     the translations (sources)
    <package>/locale/<lang>/LC_MESSAGES/<package>.mo     compiled when the package is built

Commands (``python _build/catalogs.py COMMAND``)::

    extract    write each package's .pot from its code
    update     extract, then bring every .po up to date with it (new languages: --new pt ja)
               (extract, update and check take --package NAME to work on one package)
    compile    compile every .po into its .mo (the build backend runs this)
    check      fail, naming each message, when a .po misses a message of the code,
               has one left untranslated or fuzzy, or an .mo is older than its .po

Messages are found under the keywords ``_``, ``gettext``, ``ngettext``, ``pgettext``,
``npgettext`` and the no-op marker ``N_`` (``N_`` of :mod:`tabletop.translation`), and
methods of a :class:`tabletop.translation.Catalog` called the same way.
"""

from __future__ import annotations

import argparse
import io
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: The packages with catalogs, each its own gettext domain.
PACKAGES = ("tabletop", "vanuatu", "vapor_willie")
#: The languages translated, besides the English of the source text.
LANGUAGES = ("pt", "ja")

KEYWORDS = {
    "_": None,
    "N_": None,
    "gettext": None,
    "ngettext": (1, 2),
    "pgettext": ((1, "c"), 2),
    "npgettext": ((1, "c"), 2, 3),
}


def po_files(package: str) -> Iterator[Path]:
    """The ``.po`` sources of ``package``'s catalogs."""
    yield from sorted((ROOT / package / "locale").glob(f"*/LC_MESSAGES/{package}.po"))


def extract(package: str):  # type: ignore[no-untyped-def]
    """The messages of ``package``'s code, as a Babel catalog."""
    from babel.messages.catalog import Catalog
    from babel.messages.extract import extract_from_dir

    catalog = Catalog(project=package, domain=package, charset="utf-8")
    folder = ROOT / package
    found = extract_from_dir(
        str(folder), method_map=[("**/locale/**", "ignore"), ("**.py", "python")],
        keywords=KEYWORDS, comment_tags=("TRANSLATORS:",), strip_comment_tags=True)
    for filename, lineno, message, comments, context in found:
        where = [(f"{package}/{filename}", lineno)]
        catalog.add(message, None, where, auto_comments=comments, context=context)
    return catalog


def write_pot(package: str) -> Path:
    from babel.messages.pofile import write_po

    path = ROOT / package / "locale" / f"{package}.pot"
    path.parent.mkdir(parents=True, exist_ok=True)
    out = io.BytesIO()
    write_po(out, extract(package), omit_header=False, sort_output=True,
             include_lineno=False)
    # The creation date changes at every run: leave it out, so the file changes only
    # when the messages do.
    text = b"\n".join(line for line in out.getvalue().split(b"\n")
                      if not line.startswith(b'"POT-Creation-Date:'))
    path.write_bytes(text)
    return path


def update(package: str, new: tuple[str, ...] = ()) -> list[Path]:
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import read_po, write_po

    template = extract(package)
    written = []
    languages = {p.parent.parent.name for p in po_files(package)} | set(new)
    for language in sorted(languages):
        path = ROOT / package / "locale" / language / "LC_MESSAGES" / f"{package}.po"
        if path.exists():
            with path.open("rb") as source:
                catalog = read_po(source, locale=language, domain=package)
        else:
            catalog = Catalog(locale=language, domain=package, project=package,
                              charset="utf-8")
            path.parent.mkdir(parents=True, exist_ok=True)
        catalog.update(template, no_fuzzy_matching=True)
        with path.open("wb") as out:
            write_po(out, catalog, sort_output=True, include_lineno=False,
                     ignore_obsolete=True, width=100)
        written.append(path)
    return written


def compile_all() -> list[Path]:
    """Compile every ``.po`` of every package into its ``.mo``; the paths written."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    written = []
    for package in PACKAGES:
        for path in po_files(package):
            with path.open("rb") as source:
                catalog = read_po(source, locale=path.parent.parent.name, domain=package)
            target = path.with_suffix(".mo")
            with target.open("wb") as out:
                write_mo(out, catalog, use_fuzzy=False)
            written.append(target)
    return written


def problems(package: str) -> list[str]:
    """What keeps ``package``'s catalogs from being complete, one line each."""
    from babel.messages.pofile import read_po

    found: list[str] = []
    wanted = {(m.id if isinstance(m.id, str) else m.id[0], m.context)
              for m in extract(package) if m.id}
    for path in po_files(package):
        name = path.relative_to(ROOT)
        with path.open("rb") as source:
            catalog = read_po(source, locale=path.parent.parent.name, domain=package)
        have = {}
        for message in catalog:
            if message.id:
                key = (message.id if isinstance(message.id, str) else message.id[0],
                       message.context)
                have[key] = message
        for key in sorted(wanted - have.keys(), key=str):
            found.append(f"{name}: missing {key[0]!r}")
        for key, message in sorted(have.items(), key=lambda item: str(item[0])):
            strings = message.string if isinstance(message.string, tuple) else (
                message.string,)
            if message.fuzzy:
                found.append(f"{name}: fuzzy {key[0]!r}")
            elif not all(strings):
                found.append(f"{name}: untranslated {key[0]!r}")
        compiled = path.with_suffix(".mo")
        if not compiled.exists() or compiled.stat().st_mtime < path.stat().st_mtime:
            found.append(f"{name}: not compiled (python _build/catalogs.py compile)")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python _build/catalogs.py",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=["extract", "update", "compile", "check"])
    parser.add_argument("--new", nargs="*", default=[], metavar="LANG",
                        help="with update: start the catalogs of these languages")
    parser.add_argument("--package", choices=PACKAGES, action="append", default=None,
                        help="only this package's catalogs (repeatable; default: all)")
    args = parser.parse_args(argv)
    packages = tuple(args.package or PACKAGES)
    if args.command == "extract":
        for package in packages:
            print(write_pot(package).relative_to(ROOT))
    elif args.command == "update":
        for package in packages:
            write_pot(package)
            for path in update(package, tuple(args.new)):
                print(path.relative_to(ROOT))
    elif args.command == "compile":
        for path in compile_all():
            print(path.relative_to(ROOT))
    else:
        found = [line for package in packages for line in problems(package)]
        for line in found:
            print(line)
        if found:
            return 1
        print("every catalog is complete")
    return 0


if __name__ == "__main__":
    sys.exit(main())
