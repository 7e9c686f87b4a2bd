"""vanuatu: rules engine, legal-move generator, scorer and game records for the
board game *Vanuatu (Second Edition)*.

>>> import vanuatu
>>> game = vanuatu.Game(players=4, seed=7)
>>> while not game.is_over():
...     game.play(game.legal_moves()[0])
>>> scores = vanuatu.final_scores(game.state)
>>> len(scores.lines)
4
"""

from __future__ import annotations

from .bots import BOTS
from .components import (
    ACTIONS,
    CHARACTERS,
    DEFAULT_COMPONENTS,
    GOODS,
    Action,
    Character,
    Components,
    TileSpec,
)
from .errors import (
    BotError,
    IllegalMove,
    NotationError,
    OptionsError,
    RecordError,
    VanuatuError,
)
from .game import Game
from .moves import CHANCE, ChanceEvent, ChanceMove, Move
from .notation import parse_move
from .observe import Observation, observe
from .options import Options
from .playout import random_playout, sample_chance
from .records import Headers, Record, ValidationReport, read_records, validate, validate_text
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
from .state import NOBODY, GameState, Phase, PlayerState, SpaceState

__version__ = "0.1.0"

__all__ = [
    "ACTIONS",
    "BOTS",
    "CHANCE",
    "CHARACTERS",
    "DEFAULT_COMPONENTS",
    "GOODS",
    "NOBODY",
    "Action",
    "BotError",
    "ChanceEvent",
    "ChanceMove",
    "Character",
    "Components",
    "FinalScores",
    "Game",
    "GameState",
    "Headers",
    "IllegalMove",
    "Move",
    "NotationError",
    "Observation",
    "Options",
    "OptionsError",
    "Phase",
    "PlayerState",
    "Record",
    "RecordError",
    "ScoreLine",
    "SpaceState",
    "TileSpec",
    "ValidationReport",
    "VanuatuError",
    "Violation",
    "apply",
    "apply_unchecked",
    "chance_outcomes",
    "explain",
    "final_scores",
    "legal_moves",
    "new_game",
    "observe",
    "parse_move",
    "random_playout",
    "read_records",
    "sample_chance",
    "validate",
    "validate_text",
]
