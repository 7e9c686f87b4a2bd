"""The argument parser of the ``vanuatu`` command, in the command's language: its
help (the ``usage:`` line, the section titles, ``--help``) and the errors argparse
writes in English (a missing argument, an unknown option, an invalid value), said
again through the catalogs. It is the parser of both games' commands,
:mod:`tabletop.commandline`, whose names this module gives again.

>>> from vanuatu.cli.words import speaking
>>> with speaking("pt"):
...     argparse_words("the following arguments are required: --players")
'faltam os argumentos obrigatórios: --players'
>>> argparse_words("argument --players: invalid int value: 'x'")
"argument --players: invalid int value: 'x'"
"""

from __future__ import annotations

from tabletop.commandline import Formatter, Parser, UsageError, argparse_words, wrap

__all__ = ["Formatter", "Parser", "UsageError", "argparse_words", "wrap"]
