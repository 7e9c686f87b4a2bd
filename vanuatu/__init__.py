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

from . import svg as svg  # the pictures: vanuatu.svg.board after import vanuatu
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
from .describe import describe_move
from .errors import (
    ActionIdError,
    BotError,
    IllegalMove,
    NotationError,
    OptionsError,
    PositionError,
    RecordError,
    VanuatuError,
)
from .game import Game
from .moves import CHANCE, ChanceEvent, ChanceMove, Move
from .narration import apply_with_events, events
from .native import NATIVE
from .notation import parse_move
from .observe import Observation, observe
from .options import Options
from .performance import COMPILED, clear_caches, search_mode
from .playout import random_playout, sample_chance
from .position import from_position, to_position
from .records import Headers, Record, ValidationReport, read_records, validate, validate_text
from .reference import (
    RULE_IDS,
    CharacterCard,
    RuleText,
    action_text,
    character_card,
    phase_text,
    rule_text,
)
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
from .version import __version__ as __version__

__all__ = [
    "ACTIONS",
    "BOTS",
    "CHANCE",
    "CHARACTERS",
    "COMPILED",
    "DEFAULT_COMPONENTS",
    "GOODS",
    "NATIVE",
    "NOBODY",
    "RULE_IDS",
    "Action",
    "ActionIdError",
    "BotError",
    "ChanceEvent",
    "ChanceMove",
    "Character",
    "CharacterCard",
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
    "PositionError",
    "Record",
    "RecordError",
    "RuleText",
    "ScoreLine",
    "SpaceState",
    "TileSpec",
    "ValidationReport",
    "VanuatuError",
    "Violation",
    "action_text",
    "apply",
    "apply_unchecked",
    "apply_with_events",
    "chance_outcomes",
    "character_card",
    "clear_caches",
    "describe_move",
    "events",
    "explain",
    "final_scores",
    "from_position",
    "legal_moves",
    "new_game",
    "observe",
    "parse_move",
    "phase_text",
    "random_playout",
    "read_records",
    "rule_text",
    "sample_chance",
    "search_mode",
    "to_position",
    "validate",
    "validate_text",
]
