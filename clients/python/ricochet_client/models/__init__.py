"""Contains all the data models used in inputs/outputs"""

from .attempt import Attempt
from .attempt_result import AttemptResult
from .attempt_result_best_type_0_type_0 import AttemptResultBestType0Type0
from .batch import Batch
from .batch_response import BatchResponse
from .batch_result import BatchResult
from .batch_result_robots import BatchResultRobots
from .best import Best
from .bid import Bid
from .bid_create import BidCreate
from .bid_placed import BidPlaced
from .bid_standing import BidStanding
from .board import Board
from .board_board import BoardBoard
from .board_contract import BoardContract
from .board_links import BoardLinks
from .check_job import CheckJob
from .check_job_links import CheckJobLinks
from .check_job_result import CheckJobResult
from .check_job_result_robots import CheckJobResultRobots
from .check_job_spec import CheckJobSpec
from .check_job_status import CheckJobStatus
from .claim_create import ClaimCreate
from .client import Client
from .client_create import ClientCreate
from .client_created import ClientCreated
from .client_ref import ClientRef
from .daily_archive import DailyArchive
from .daily_puzzle import DailyPuzzle
from .daily_puzzle_links import DailyPuzzleLinks
from .daily_puzzle_spec import DailyPuzzleSpec
from .daily_puzzle_spec_robots import DailyPuzzleSpecRobots
from .day import Day
from .day_links import DayLinks
from .day_status import DayStatus
from .demonstration import Demonstration
from .demonstration_result import DemonstrationResult
from .demonstration_result_game_type_0 import DemonstrationResultGameType0
from .demonstration_result_result_type_0 import DemonstrationResultResultType0
from .diagonal import Diagonal
from .diagonal_color import DiagonalColor
from .diagonal_orientation import DiagonalOrientation
from .event import Event
from .event_data import EventData
from .event_page import EventPage
from .game import Game
from .game_create import GameCreate
from .game_create_mode import GameCreateMode
from .game_create_preset import GameCreatePreset
from .game_create_rules import GameCreateRules
from .game_current_round_type_0_type_0 import GameCurrentRoundType0Type0
from .game_links import GameLinks
from .game_rules import GameRules
from .game_table_type_0 import GameTableType0
from .get_v1_feed_json_response_200 import GetV1FeedJsonResponse200
from .get_v1_layouts_edition import GetV1LayoutsEdition
from .goal import Goal
from .goal_color import GoalColor
from .health import Health
from .hint import Hint
from .hint_hint_type_1_type_0 import HintHintType1Type0
from .hint_status import HintStatus
from .item_error import ItemError
from .item_error_errors import ItemErrorErrors
from .layout import Layout
from .layout_detail import LayoutDetail
from .layout_page import LayoutPage
from .leader_entry import LeaderEntry
from .leaderboard import Leaderboard
from .leaderboard_links import LeaderboardLinks
from .move import Move
from .move_direction import MoveDirection
from .move_robot import MoveRobot
from .page_meta import PageMeta
from .pagination_metadata import PaginationMetadata
from .player import Player
from .player_best import PlayerBest
from .problem import Problem
from .problem_errors import ProblemErrors
from .puzzle import Puzzle
from .puzzle_links import PuzzleLinks
from .puzzle_robots import PuzzleRobots
from .puzzle_rules import PuzzleRules
from .round_ import Round
from .round_chip import RoundChip
from .round_claim_type_0 import RoundClaimType0
from .round_list import RoundList
from .round_robots import RoundRobots
from .round_rolls_item import RoundRollsItem
from .round_summary_type_0 import RoundSummaryType0
from .round_verification_type_0 import RoundVerificationType0
from .ruleset import Ruleset
from .ruleset_list import RulesetList
from .solution import Solution
from .solve_progress import SolveProgress
from .solve_status import SolveStatus
from .solve_status_progress_type_0_type_0 import SolveStatusProgressType0Type0
from .solve_status_result_type_1 import SolveStatusResultType1
from .solve_status_result_type_2_type_1 import SolveStatusResultType2Type1
from .solve_status_result_type_3_type_1 import SolveStatusResultType3Type1
from .solve_status_status import SolveStatusStatus
from .standing import Standing
from .step import Step
from .step_direction import StepDirection
from .step_error import StepError
from .step_robot import StepRobot
from .step_robots import StepRobots
from .streak import Streak
from .streak_board import StreakBoard
from .streak_entry import StreakEntry
from .target import Target
from .target_color import TargetColor
from .target_symbol import TargetSymbol
from .unfilled_tier import UnfilledTier
from .verdict import Verdict
from .verdict_error_type_0_type_0 import VerdictErrorType0Type0
from .verdict_robots import VerdictRobots

__all__ = (
    "Attempt",
    "AttemptResult",
    "AttemptResultBestType0Type0",
    "Batch",
    "BatchResponse",
    "BatchResult",
    "BatchResultRobots",
    "Best",
    "Bid",
    "BidCreate",
    "BidPlaced",
    "BidStanding",
    "Board",
    "BoardBoard",
    "BoardContract",
    "BoardLinks",
    "CheckJob",
    "CheckJobLinks",
    "CheckJobResult",
    "CheckJobResultRobots",
    "CheckJobSpec",
    "CheckJobStatus",
    "ClaimCreate",
    "Client",
    "ClientCreate",
    "ClientCreated",
    "ClientRef",
    "DailyArchive",
    "DailyPuzzle",
    "DailyPuzzleLinks",
    "DailyPuzzleSpec",
    "DailyPuzzleSpecRobots",
    "Day",
    "DayLinks",
    "DayStatus",
    "Demonstration",
    "DemonstrationResult",
    "DemonstrationResultGameType0",
    "DemonstrationResultResultType0",
    "Diagonal",
    "DiagonalColor",
    "DiagonalOrientation",
    "Event",
    "EventData",
    "EventPage",
    "Game",
    "GameCreate",
    "GameCreateMode",
    "GameCreatePreset",
    "GameCreateRules",
    "GameCurrentRoundType0Type0",
    "GameLinks",
    "GameRules",
    "GameTableType0",
    "GetV1FeedJsonResponse200",
    "GetV1LayoutsEdition",
    "Goal",
    "GoalColor",
    "Health",
    "Hint",
    "HintHintType1Type0",
    "HintStatus",
    "ItemError",
    "ItemErrorErrors",
    "Layout",
    "LayoutDetail",
    "LayoutPage",
    "Leaderboard",
    "LeaderboardLinks",
    "LeaderEntry",
    "Move",
    "MoveDirection",
    "MoveRobot",
    "PageMeta",
    "PaginationMetadata",
    "Player",
    "PlayerBest",
    "Problem",
    "ProblemErrors",
    "Puzzle",
    "PuzzleLinks",
    "PuzzleRobots",
    "PuzzleRules",
    "Round",
    "RoundChip",
    "RoundClaimType0",
    "RoundList",
    "RoundRobots",
    "RoundRollsItem",
    "RoundSummaryType0",
    "RoundVerificationType0",
    "Ruleset",
    "RulesetList",
    "Solution",
    "SolveProgress",
    "SolveStatus",
    "SolveStatusProgressType0Type0",
    "SolveStatusResultType1",
    "SolveStatusResultType2Type1",
    "SolveStatusResultType3Type1",
    "SolveStatusStatus",
    "Standing",
    "Step",
    "StepDirection",
    "StepError",
    "StepRobot",
    "StepRobots",
    "Streak",
    "StreakBoard",
    "StreakEntry",
    "Target",
    "TargetColor",
    "TargetSymbol",
    "UnfilledTier",
    "Verdict",
    "VerdictErrorType0Type0",
    "VerdictRobots",
)
