"""``python -m vapor_willie``: the ``vapor-willie`` command."""

import sys

from .cli import main

sys.exit(main())
