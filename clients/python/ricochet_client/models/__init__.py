"""Contains all the data models used in inputs/outputs"""

from .analysis import Analysis
from .analysis_links import AnalysisLinks
from .analysis_progress import AnalysisProgress
from .analysis_spec_by_board import AnalysisSpecByBoard
from .analysis_spec_by_board_id import AnalysisSpecByBoardId
from .analysis_spec_by_board_id_robots_item import AnalysisSpecByBoardIdRobotsItem
from .analysis_spec_by_board_robots_item import AnalysisSpecByBoardRobotsItem
from .analysis_status import AnalysisStatus
from .analysis_target import AnalysisTarget
from .analysis_target_status import AnalysisTargetStatus
from .attempt import Attempt
from .attempt_result import AttemptResult
from .batch import Batch
from .batch_item_by_puzzle import BatchItemByPuzzle
from .batch_item_by_puzzle_id import BatchItemByPuzzleId
from .batch_response import BatchResponse
from .batch_result import BatchResult
from .best import Best
from .bid import Bid
from .bid_create import BidCreate
from .bid_data import BidData
from .bid_event import BidEvent
from .bid_event_type import BidEventType
from .bid_placed import BidPlaced
from .bid_standing import BidStanding
from .board import Board
from .board_contract import BoardContract
from .board_create_by_board import BoardCreateByBoard
from .board_create_by_layout import BoardCreateByLayout
from .board_create_by_micro import BoardCreateByMicro
from .board_create_by_seed import BoardCreateBySeed
from .board_create_by_seed_faces import BoardCreateBySeedFaces
from .board_links import BoardLinks
from .check_by_puzzle import CheckByPuzzle
from .check_by_puzzle_id import CheckByPuzzleId
from .check_job import CheckJob
from .check_job_links import CheckJobLinks
from .check_job_result import CheckJobResult
from .check_job_spec import CheckJobSpec
from .check_job_status import CheckJobStatus
from .chip import Chip
from .chip_awarded_data import ChipAwardedData
from .chip_awarded_event import ChipAwardedEvent
from .chip_awarded_event_type import ChipAwardedEventType
from .chip_given_data import ChipGivenData
from .chip_given_event import ChipGivenEvent
from .chip_given_event_type import ChipGivenEventType
from .chip_laid_data import ChipLaidData
from .chip_laid_event import ChipLaidEvent
from .chip_laid_event_type import ChipLaidEventType
from .chip_returned_data import ChipReturnedData
from .chip_returned_event import ChipReturnedEvent
from .chip_returned_event_type import ChipReturnedEventType
from .claim import Claim
from .claim_create import ClaimCreate
from .claim_data import ClaimData
from .claim_event import ClaimEvent
from .claim_event_type import ClaimEventType
from .client import Client
from .client_create import ClientCreate
from .client_created import ClientCreated
from .client_ref import ClientRef
from .daily_archive import DailyArchive
from .daily_puzzle import DailyPuzzle
from .daily_puzzle_links import DailyPuzzleLinks
from .daily_puzzle_spec import DailyPuzzleSpec
from .day import Day
from .day_links import DayLinks
from .day_status import DayStatus
from .demonstration import Demonstration
from .demonstration_result import DemonstrationResult
from .diagonal import Diagonal
from .diagonal_color import DiagonalColor
from .diagonal_orientation import DiagonalOrientation
from .distribution import Distribution
from .distribution_longest_item import DistributionLongestItem
from .event_page import EventPage
from .feed_attachment import FeedAttachment
from .feed_author import FeedAuthor
from .feed_extension import FeedExtension
from .feed_item import FeedItem
from .feed_puzzle import FeedPuzzle
from .game import Game
from .game_create import GameCreate
from .game_create_mode import GameCreateMode
from .game_create_preset import GameCreatePreset
from .game_created_data import GameCreatedData
from .game_created_event import GameCreatedEvent
from .game_created_event_type import GameCreatedEventType
from .game_finished_data import GameFinishedData
from .game_finished_event import GameFinishedEvent
from .game_finished_event_type import GameFinishedEventType
from .game_links import GameLinks
from .game_page import GamePage
from .game_status import GameStatus
from .game_step import GameStep
from .game_step_cell_item_type_0 import GameStepCellItemType0
from .game_summary import GameSummary
from .game_summary_links import GameSummaryLinks
from .game_verdict import GameVerdict
from .get_v1_layouts_edition import GetV1LayoutsEdition
from .get_v1_records_family import GetV1RecordsFamily
from .get_v1_trainer_next_difficulty import GetV1TrainerNextDifficulty
from .get_v1_trainer_next_family import GetV1TrainerNextFamily
from .get_v1_trainer_next_theme import GetV1TrainerNextTheme
from .goal import Goal
from .goal_color import GoalColor
from .health import Health
from .hint import Hint
from .hint_request import HintRequest
from .hint_request_reveal import HintRequestReveal
from .hint_status import HintStatus
from .history_point import HistoryPoint
from .item_error import ItemError
from .item_error_errors import ItemErrorErrors
from .json_feed import JsonFeed
from .layout import Layout
from .layout_detail import LayoutDetail
from .layout_page import LayoutPage
from .leader_entry import LeaderEntry
from .leaderboard import Leaderboard
from .leaderboard_links import LeaderboardLinks
from .library_features import LibraryFeatures
from .library_item import LibraryItem
from .library_item_edition import LibraryItemEdition
from .library_item_family import LibraryItemFamily
from .library_item_themes_item import LibraryItemThemesItem
from .library_links import LibraryLinks
from .library_micro import LibraryMicro
from .listed_puzzle import ListedPuzzle
from .listed_solution import ListedSolution
from .micro_board import MicroBoard
from .micro_board_cells_item_item_type_0 import MicroBoardCellsItemItemType0
from .micro_board_kind import MicroBoardKind
from .micro_spec_by_cells import MicroSpecByCells
from .micro_spec_by_cells_cells_type_0_item_item_type_0 import MicroSpecByCellsCellsType0ItemItemType0
from .micro_spec_by_sections import MicroSpecBySections
from .micro_spec_by_seed import MicroSpecBySeed
from .micro_spec_by_seed_mode import MicroSpecBySeedMode
from .move import Move
from .move_direction import MoveDirection
from .move_robot import MoveRobot
from .moves_band import MovesBand
from .outcome import Outcome
from .pagination_metadata import PaginationMetadata
from .player import Player
from .player_best import PlayerBest
from .position_hint import PositionHint
from .position_hint_method_type_1 import PositionHintMethodType1
from .position_hint_method_type_2_type_1 import PositionHintMethodType2Type1
from .position_hint_method_type_3_type_1 import PositionHintMethodType3Type1
from .position_hint_move import PositionHintMove
from .position_hint_move_direction_type_1 import PositionHintMoveDirectionType1
from .position_hint_move_direction_type_2_type_1 import PositionHintMoveDirectionType2Type1
from .position_hint_move_direction_type_3_type_1 import PositionHintMoveDirectionType3Type1
from .position_hint_move_robot import PositionHintMoveRobot
from .position_hint_result_type_1 import PositionHintResultType1
from .position_hint_result_type_2_type_1 import PositionHintResultType2Type1
from .position_hint_result_type_3_type_1 import PositionHintResultType3Type1
from .position_hint_reveal import PositionHintReveal
from .position_hint_status import PositionHintStatus
from .problem import Problem
from .problem_errors import ProblemErrors
from .proven_method import ProvenMethod
from .proven_record import ProvenRecord
from .proven_record_family import ProvenRecordFamily
from .proven_record_list import ProvenRecordList
from .proven_record_longest import ProvenRecordLongest
from .puzzle import Puzzle
from .puzzle_links import PuzzleLinks
from .puzzle_request import PuzzleRequest
from .puzzle_request_filter import PuzzleRequestFilter
from .puzzle_request_links import PuzzleRequestLinks
from .puzzle_request_spec import PuzzleRequestSpec
from .puzzle_request_spec_edition import PuzzleRequestSpecEdition
from .puzzle_request_spec_family import PuzzleRequestSpecFamily
from .puzzle_request_spec_theme import PuzzleRequestSpecTheme
from .puzzle_request_status import PuzzleRequestStatus
from .puzzle_rules import PuzzleRules
from .puzzle_spec_by_board import PuzzleSpecByBoard
from .puzzle_spec_by_board_id import PuzzleSpecByBoardId
from .rating_change import RatingChange
from .record_links import RecordLinks
from .record_search import RecordSearch
from .record_search_links import RecordSearchLinks
from .record_search_spec import RecordSearchSpec
from .record_search_spec_family import RecordSearchSpecFamily
from .record_search_status import RecordSearchStatus
from .robots import Robots
from .round_ import Round
from .round_attempt import RoundAttempt
from .round_over_data import RoundOverData
from .round_over_event import RoundOverEvent
from .round_over_event_type import RoundOverEventType
from .round_page import RoundPage
from .round_started_data import RoundStartedData
from .round_started_event import RoundStartedEvent
from .round_started_event_type import RoundStartedEventType
from .route import Route
from .route_step import RouteStep
from .route_step_cell_item_type_0 import RouteStepCellItemType0
from .route_verdict import RouteVerdict
from .rules_override import RulesOverride
from .rules_override_bid_semantics import RulesOverrideBidSemantics
from .rules_override_faces import RulesOverrideFaces
from .rules_override_kind import RulesOverrideKind
from .rules_override_tie_break import RulesOverrideTieBreak
from .ruleset import Ruleset
from .ruleset_list import RulesetList
from .run_last import RunLast
from .solution import Solution
from .solution_list import SolutionList
from .solution_list_status import SolutionListStatus
from .solve_job import SolveJob
from .solve_job_item_by_puzzle import SolveJobItemByPuzzle
from .solve_job_item_by_puzzle_id import SolveJobItemByPuzzleId
from .solve_job_result import SolveJobResult
from .solve_job_result_result import SolveJobResultResult
from .solve_job_spec import SolveJobSpec
from .solve_job_status import SolveJobStatus
from .solve_progress import SolveProgress
from .solve_status import SolveStatus
from .solve_status_method_type_1 import SolveStatusMethodType1
from .solve_status_method_type_2_type_1 import SolveStatusMethodType2Type1
from .solve_status_method_type_3_type_1 import SolveStatusMethodType3Type1
from .solve_status_result_type_1 import SolveStatusResultType1
from .solve_status_result_type_2_type_1 import SolveStatusResultType2Type1
from .solve_status_result_type_3_type_1 import SolveStatusResultType3Type1
from .solve_status_status import SolveStatusStatus
from .standing import Standing
from .step import Step
from .step_direction import StepDirection
from .step_error import StepError
from .step_robot import StepRobot
from .streak import Streak
from .streak_board import StreakBoard
from .streak_entry import StreakEntry
from .summary import Summary
from .table import Table
from .target import Target
from .target_color import TargetColor
from .target_rerolled_data import TargetRerolledData
from .target_rerolled_event import TargetRerolledEvent
from .target_rerolled_event_type import TargetRerolledEventType
from .target_result import TargetResult
from .target_result_longest_item import TargetResultLongestItem
from .target_result_samples import TargetResultSamples
from .target_result_samples_additional_property_item import TargetResultSamplesAdditionalPropertyItem
from .target_symbol import TargetSymbol
from .theme_stats import ThemeStats
from .timer_expired_data import TimerExpiredData
from .timer_expired_event import TimerExpiredEvent
from .timer_expired_event_type import TimerExpiredEventType
from .timer_started_data import TimerStartedData
from .timer_started_event import TimerStartedEvent
from .timer_started_event_type import TimerStartedEventType
from .trainer_attempt import TrainerAttempt
from .trainer_attempt_spec import TrainerAttemptSpec
from .trainer_player import TrainerPlayer
from .trainer_puzzle import TrainerPuzzle
from .trainer_puzzle_stats import TrainerPuzzleStats
from .trainer_run import TrainerRun
from .trainer_run_answer import TrainerRunAnswer
from .trainer_run_spec import TrainerRunSpec
from .trainer_run_spec_mode import TrainerRunSpecMode
from .trainer_run_status import TrainerRunStatus
from .unfilled_tier import UnfilledTier
from .verdict import Verdict
from .verification import Verification
from .verification_data import VerificationData
from .verification_event import VerificationEvent
from .verification_event_type import VerificationEventType
from .verifier import Verifier
from .verifier_called_data import VerifierCalledData
from .verifier_called_event import VerifierCalledEvent
from .verifier_called_event_type import VerifierCalledEventType

__all__ = (
    "Analysis",
    "AnalysisLinks",
    "AnalysisProgress",
    "AnalysisSpecByBoard",
    "AnalysisSpecByBoardId",
    "AnalysisSpecByBoardIdRobotsItem",
    "AnalysisSpecByBoardRobotsItem",
    "AnalysisStatus",
    "AnalysisTarget",
    "AnalysisTargetStatus",
    "Attempt",
    "AttemptResult",
    "Batch",
    "BatchItemByPuzzle",
    "BatchItemByPuzzleId",
    "BatchResponse",
    "BatchResult",
    "Best",
    "Bid",
    "BidCreate",
    "BidData",
    "BidEvent",
    "BidEventType",
    "BidPlaced",
    "BidStanding",
    "Board",
    "BoardContract",
    "BoardCreateByBoard",
    "BoardCreateByLayout",
    "BoardCreateByMicro",
    "BoardCreateBySeed",
    "BoardCreateBySeedFaces",
    "BoardLinks",
    "CheckByPuzzle",
    "CheckByPuzzleId",
    "CheckJob",
    "CheckJobLinks",
    "CheckJobResult",
    "CheckJobSpec",
    "CheckJobStatus",
    "Chip",
    "ChipAwardedData",
    "ChipAwardedEvent",
    "ChipAwardedEventType",
    "ChipGivenData",
    "ChipGivenEvent",
    "ChipGivenEventType",
    "ChipLaidData",
    "ChipLaidEvent",
    "ChipLaidEventType",
    "ChipReturnedData",
    "ChipReturnedEvent",
    "ChipReturnedEventType",
    "Claim",
    "ClaimCreate",
    "ClaimData",
    "ClaimEvent",
    "ClaimEventType",
    "Client",
    "ClientCreate",
    "ClientCreated",
    "ClientRef",
    "DailyArchive",
    "DailyPuzzle",
    "DailyPuzzleLinks",
    "DailyPuzzleSpec",
    "Day",
    "DayLinks",
    "DayStatus",
    "Demonstration",
    "DemonstrationResult",
    "Diagonal",
    "DiagonalColor",
    "DiagonalOrientation",
    "Distribution",
    "DistributionLongestItem",
    "EventPage",
    "FeedAttachment",
    "FeedAuthor",
    "FeedExtension",
    "FeedItem",
    "FeedPuzzle",
    "Game",
    "GameCreate",
    "GameCreatedData",
    "GameCreatedEvent",
    "GameCreatedEventType",
    "GameCreateMode",
    "GameCreatePreset",
    "GameFinishedData",
    "GameFinishedEvent",
    "GameFinishedEventType",
    "GameLinks",
    "GamePage",
    "GameStatus",
    "GameStep",
    "GameStepCellItemType0",
    "GameSummary",
    "GameSummaryLinks",
    "GameVerdict",
    "GetV1LayoutsEdition",
    "GetV1RecordsFamily",
    "GetV1TrainerNextDifficulty",
    "GetV1TrainerNextFamily",
    "GetV1TrainerNextTheme",
    "Goal",
    "GoalColor",
    "Health",
    "Hint",
    "HintRequest",
    "HintRequestReveal",
    "HintStatus",
    "HistoryPoint",
    "ItemError",
    "ItemErrorErrors",
    "JsonFeed",
    "Layout",
    "LayoutDetail",
    "LayoutPage",
    "Leaderboard",
    "LeaderboardLinks",
    "LeaderEntry",
    "LibraryFeatures",
    "LibraryItem",
    "LibraryItemEdition",
    "LibraryItemFamily",
    "LibraryItemThemesItem",
    "LibraryLinks",
    "LibraryMicro",
    "ListedPuzzle",
    "ListedSolution",
    "MicroBoard",
    "MicroBoardCellsItemItemType0",
    "MicroBoardKind",
    "MicroSpecByCells",
    "MicroSpecByCellsCellsType0ItemItemType0",
    "MicroSpecBySections",
    "MicroSpecBySeed",
    "MicroSpecBySeedMode",
    "Move",
    "MoveDirection",
    "MoveRobot",
    "MovesBand",
    "Outcome",
    "PaginationMetadata",
    "Player",
    "PlayerBest",
    "PositionHint",
    "PositionHintMethodType1",
    "PositionHintMethodType2Type1",
    "PositionHintMethodType3Type1",
    "PositionHintMove",
    "PositionHintMoveDirectionType1",
    "PositionHintMoveDirectionType2Type1",
    "PositionHintMoveDirectionType3Type1",
    "PositionHintMoveRobot",
    "PositionHintResultType1",
    "PositionHintResultType2Type1",
    "PositionHintResultType3Type1",
    "PositionHintReveal",
    "PositionHintStatus",
    "Problem",
    "ProblemErrors",
    "ProvenMethod",
    "ProvenRecord",
    "ProvenRecordFamily",
    "ProvenRecordList",
    "ProvenRecordLongest",
    "Puzzle",
    "PuzzleLinks",
    "PuzzleRequest",
    "PuzzleRequestFilter",
    "PuzzleRequestLinks",
    "PuzzleRequestSpec",
    "PuzzleRequestSpecEdition",
    "PuzzleRequestSpecFamily",
    "PuzzleRequestSpecTheme",
    "PuzzleRequestStatus",
    "PuzzleRules",
    "PuzzleSpecByBoard",
    "PuzzleSpecByBoardId",
    "RatingChange",
    "RecordLinks",
    "RecordSearch",
    "RecordSearchLinks",
    "RecordSearchSpec",
    "RecordSearchSpecFamily",
    "RecordSearchStatus",
    "Robots",
    "Round",
    "RoundAttempt",
    "RoundOverData",
    "RoundOverEvent",
    "RoundOverEventType",
    "RoundPage",
    "RoundStartedData",
    "RoundStartedEvent",
    "RoundStartedEventType",
    "Route",
    "RouteStep",
    "RouteStepCellItemType0",
    "RouteVerdict",
    "Ruleset",
    "RulesetList",
    "RulesOverride",
    "RulesOverrideBidSemantics",
    "RulesOverrideFaces",
    "RulesOverrideKind",
    "RulesOverrideTieBreak",
    "RunLast",
    "Solution",
    "SolutionList",
    "SolutionListStatus",
    "SolveJob",
    "SolveJobItemByPuzzle",
    "SolveJobItemByPuzzleId",
    "SolveJobResult",
    "SolveJobResultResult",
    "SolveJobSpec",
    "SolveJobStatus",
    "SolveProgress",
    "SolveStatus",
    "SolveStatusMethodType1",
    "SolveStatusMethodType2Type1",
    "SolveStatusMethodType3Type1",
    "SolveStatusResultType1",
    "SolveStatusResultType2Type1",
    "SolveStatusResultType3Type1",
    "SolveStatusStatus",
    "Standing",
    "Step",
    "StepDirection",
    "StepError",
    "StepRobot",
    "Streak",
    "StreakBoard",
    "StreakEntry",
    "Summary",
    "Table",
    "Target",
    "TargetColor",
    "TargetRerolledData",
    "TargetRerolledEvent",
    "TargetRerolledEventType",
    "TargetResult",
    "TargetResultLongestItem",
    "TargetResultSamples",
    "TargetResultSamplesAdditionalPropertyItem",
    "TargetSymbol",
    "ThemeStats",
    "TimerExpiredData",
    "TimerExpiredEvent",
    "TimerExpiredEventType",
    "TimerStartedData",
    "TimerStartedEvent",
    "TimerStartedEventType",
    "TrainerAttempt",
    "TrainerAttemptSpec",
    "TrainerPlayer",
    "TrainerPuzzle",
    "TrainerPuzzleStats",
    "TrainerRun",
    "TrainerRunAnswer",
    "TrainerRunSpec",
    "TrainerRunSpecMode",
    "TrainerRunStatus",
    "UnfilledTier",
    "Verdict",
    "Verification",
    "VerificationData",
    "VerificationEvent",
    "VerificationEventType",
    "Verifier",
    "VerifierCalledData",
    "VerifierCalledEvent",
    "VerifierCalledEventType",
)
