from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.trainer_run_status import TrainerRunStatus

if TYPE_CHECKING:
    from ..models.puzzle import Puzzle
    from ..models.run_last import RunLast


T = TypeVar("T", bound="TrainerRun")


@_attrs_define
class TrainerRun:
    """
    Attributes:
        best (int): The player's best score in this mode.
        id (str): The run's id.
        last (None | RunLast): The verdict of the last answer counted (null before one).
        mistakes (int): Answers that missed.
        mode (str): streak or timed.
        player (str): The player.
        puzzle (None | Puzzle): The puzzle to answer (null once over).
        score (int): Puzzles solved in their optimum.
        seconds_left (float | None): A timed run's clock: the seconds left, 0 once finished (null for a streak).
        status (TrainerRunStatus): running, then finished.
    """

    best: int
    id: str
    last: None | RunLast
    mistakes: int
    mode: str
    player: str
    puzzle: None | Puzzle
    score: int
    seconds_left: float | None
    status: TrainerRunStatus

    def to_dict(self) -> dict[str, Any]:
        from ..models.puzzle import Puzzle  # noqa: PLC0415
        from ..models.run_last import RunLast  # noqa: PLC0415

        best = self.best

        id = self.id

        last: dict[str, Any] | None
        if isinstance(self.last, RunLast):
            last = self.last.to_dict()
        else:
            last = self.last

        mistakes = self.mistakes

        mode = self.mode

        player = self.player

        puzzle: dict[str, Any] | None
        if isinstance(self.puzzle, Puzzle):
            puzzle = self.puzzle.to_dict()
        else:
            puzzle = self.puzzle

        score = self.score

        seconds_left: float | None
        seconds_left = self.seconds_left

        status = self.status.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "best": best,
                "id": id,
                "last": last,
                "mistakes": mistakes,
                "mode": mode,
                "player": player,
                "puzzle": puzzle,
                "score": score,
                "seconds_left": seconds_left,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.puzzle import Puzzle  # noqa: PLC0415
        from ..models.run_last import RunLast  # noqa: PLC0415

        d = dict(src_dict)
        best = d.pop("best")

        id = d.pop("id")

        def _parse_last(data: object) -> None | RunLast:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                last_type_0 = RunLast.from_dict(data)

                return last_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RunLast, data)

        last = _parse_last(d.pop("last"))

        mistakes = d.pop("mistakes")

        mode = d.pop("mode")

        player = d.pop("player")

        def _parse_puzzle(data: object) -> None | Puzzle:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                puzzle_type_0 = Puzzle.from_dict(data)

                return puzzle_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Puzzle, data)

        puzzle = _parse_puzzle(d.pop("puzzle"))

        score = d.pop("score")

        def _parse_seconds_left(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        seconds_left = _parse_seconds_left(d.pop("seconds_left"))

        status = TrainerRunStatus(d.pop("status"))

        trainer_run = cls(
            best=best,
            id=id,
            last=last,
            mistakes=mistakes,
            mode=mode,
            player=player,
            puzzle=puzzle,
            score=score,
            seconds_left=seconds_left,
            status=status,
        )

        return trainer_run
