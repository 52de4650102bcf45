from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.rating_change import RatingChange
    from ..models.step_error import StepError


T = TypeVar("T", bound="TrainerAttempt")


@_attrs_define
class TrainerAttempt:
    """
    Attributes:
        error (None | StepError): The illegal step, if one was (as in checks).
        moves (int): Moves in the solution.
        optimal_moves (int): The puzzle's proven optimum (shown once attempted).
        player (RatingChange):
        player_name (str): The player.
        puzzle (RatingChange):
        puzzle_id (str): The puzzle.
        rated (bool): The player's first attempt at it: ratings moved.
        solved (bool): It reached the target.
        themes (list[str]): Its themes.
        won (bool): Solved in the optimum: a win.
    """

    error: None | StepError
    moves: int
    optimal_moves: int
    player: RatingChange
    player_name: str
    puzzle: RatingChange
    puzzle_id: str
    rated: bool
    solved: bool
    themes: list[str]
    won: bool

    def to_dict(self) -> dict[str, Any]:
        from ..models.step_error import StepError  # noqa: PLC0415

        error: dict[str, Any] | None
        if isinstance(self.error, StepError):
            error = self.error.to_dict()
        else:
            error = self.error

        moves = self.moves

        optimal_moves = self.optimal_moves

        player = self.player.to_dict()

        player_name = self.player_name

        puzzle = self.puzzle.to_dict()

        puzzle_id = self.puzzle_id

        rated = self.rated

        solved = self.solved

        themes = self.themes

        won = self.won

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "error": error,
                "moves": moves,
                "optimal_moves": optimal_moves,
                "player": player,
                "player_name": player_name,
                "puzzle": puzzle,
                "puzzle_id": puzzle_id,
                "rated": rated,
                "solved": solved,
                "themes": themes,
                "won": won,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rating_change import RatingChange  # noqa: PLC0415
        from ..models.step_error import StepError  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_error(data: object) -> None | StepError:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                error_type_0 = StepError.from_dict(data)

                return error_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | StepError, data)

        error = _parse_error(d.pop("error"))

        moves = d.pop("moves")

        optimal_moves = d.pop("optimal_moves")

        player = RatingChange.from_dict(d.pop("player"))

        player_name = d.pop("player_name")

        puzzle = RatingChange.from_dict(d.pop("puzzle"))

        puzzle_id = d.pop("puzzle_id")

        rated = d.pop("rated")

        solved = d.pop("solved")

        themes = cast(list[str], d.pop("themes"))

        won = d.pop("won")

        trainer_attempt = cls(
            error=error,
            moves=moves,
            optimal_moves=optimal_moves,
            player=player,
            player_name=player_name,
            puzzle=puzzle,
            puzzle_id=puzzle_id,
            rated=rated,
            solved=solved,
            themes=themes,
            won=won,
        )

        return trainer_attempt
