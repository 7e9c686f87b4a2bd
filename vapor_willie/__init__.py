"""vapor_willie: rules engine, legal-move generator, scorer and game records for the
river-boat game *Vapor Willie* (2-4 players).

>>> import vapor_willie as vw
>>> game = vw.Game(players=3, seed=1)
>>> bot = vw.RandomBot(seed=2)
>>> while not game.is_over():
...     game.play(bot.choose(game.state))
>>> scores = vw.final_scores(game.state)
>>> len(scores.lines)
3
"""

from __future__ import annotations

from . import validate as _validate_module  # noqa: F401  (bound before the function)
from .bots import RandomBot
from .components import (
    CHARACTERS,
    DEFAULT_COMPONENTS,
    Components,
    components_from_dict,
    load_components,
)
from .errors import (
    DataError,
    IllegalMove,
    NotationError,
    OptionsError,
    RecordError,
    VaporWillieError,
)
from .game import Game
from .moves import CHANCE, ChanceMove, Move
from .notation import parse_move
from .observe import Observation, observe
from .options import Options
from .records import Record, Refusal, ValidationReport, validate, validate_text
from .rules.engine import (
    Violation,
    apply,
    apply_unchecked,
    chance_outcomes,
    explain,
    legal_moves,
    new_game,
)
from .rules.scoring import FinalScores, ScoreLine, final_scores
from .state import NOBODY, GameState, PlayerState, Step

__version__ = "0.2.0"

__all__ = [
    "CHANCE",
    "CHARACTERS",
    "DEFAULT_COMPONENTS",
    "NOBODY",
    "ChanceMove",
    "Components",
    "DataError",
    "FinalScores",
    "Game",
    "GameState",
    "IllegalMove",
    "Move",
    "NotationError",
    "Observation",
    "Options",
    "OptionsError",
    "PlayerState",
    "RandomBot",
    "Record",
    "RecordError",
    "Refusal",
    "ScoreLine",
    "Step",
    "ValidationReport",
    "VaporWillieError",
    "Violation",
    "apply",
    "apply_unchecked",
    "chance_outcomes",
    "components_from_dict",
    "explain",
    "final_scores",
    "legal_moves",
    "load_components",
    "new_game",
    "observe",
    "parse_move",
    "validate",
    "validate_text",
]
