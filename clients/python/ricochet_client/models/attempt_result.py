from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.best import Best
    from ..models.verdict import Verdict


T = TypeVar("T", bound="AttemptResult")


@_attrs_define
class AttemptResult:
    """
    Attributes:
        best (Best | None): The player's best so far; null before a solve.
        date (datetime.date): The day.
        improved (bool): This attempt is the new best.
        moves (int): This attempt's moves.
        optimal_moves (int | None): The optimum, once the best is optimal or the day is over.
        over (int | None): Moves over the optimum: 0 when optimal, else null while the day runs.
        player (str): The player.
        puzzle_id (str): The puzzle.
        score (None | str): `optimal`; null when unsolved, or solved with more moves while the day runs (only whether
            you matched the optimum is told). Example: optimal.
        solution (list[list[str]] | None): An optimal solution, under the same condition. Example: [['red', 'N'],
            ['red', 'E']].
        solved (bool): This attempt solved it.
        tier (str): The tier.
        verdict (Verdict):
    """

    best: Best | None
    date: datetime.date
    improved: bool
    moves: int
    optimal_moves: int | None
    over: int | None
    player: str
    puzzle_id: str
    score: None | str
    solution: list[list[str]] | None
    solved: bool
    tier: str
    verdict: Verdict

    def to_dict(self) -> dict[str, Any]:
        from ..models.best import Best  # noqa: PLC0415

        best: dict[str, Any] | None
        if isinstance(self.best, Best):
            best = self.best.to_dict()
        else:
            best = self.best

        date = self.date.isoformat()

        improved = self.improved

        moves = self.moves

        optimal_moves: int | None
        optimal_moves = self.optimal_moves

        over: int | None
        over = self.over

        player = self.player

        puzzle_id = self.puzzle_id

        score: None | str
        score = self.score

        solution: list[list[str]] | None
        if isinstance(self.solution, list):
            solution = []
            for solution_type_0_item_data in self.solution:
                solution_type_0_item = solution_type_0_item_data

                solution.append(solution_type_0_item)

        else:
            solution = self.solution

        solved = self.solved

        tier = self.tier

        verdict = self.verdict.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "best": best,
                "date": date,
                "improved": improved,
                "moves": moves,
                "optimal_moves": optimal_moves,
                "over": over,
                "player": player,
                "puzzle_id": puzzle_id,
                "score": score,
                "solution": solution,
                "solved": solved,
                "tier": tier,
                "verdict": verdict,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.best import Best  # noqa: PLC0415
        from ..models.verdict import Verdict  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_best(data: object) -> Best | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                best_type_0 = Best.from_dict(data)

                return best_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Best | None, data)

        best = _parse_best(d.pop("best"))

        date = datetime.date.fromisoformat(d.pop("date"))

        improved = d.pop("improved")

        moves = d.pop("moves")

        def _parse_optimal_moves(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        optimal_moves = _parse_optimal_moves(d.pop("optimal_moves"))

        def _parse_over(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        over = _parse_over(d.pop("over"))

        player = d.pop("player")

        puzzle_id = d.pop("puzzle_id")

        def _parse_score(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        score = _parse_score(d.pop("score"))

        def _parse_solution(data: object) -> list[list[str]] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                solution_type_0 = []
                _solution_type_0 = data
                for solution_type_0_item_data in _solution_type_0:
                    solution_type_0_item = cast(list[str], solution_type_0_item_data)

                    solution_type_0.append(solution_type_0_item)

                return solution_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[str]] | None, data)

        solution = _parse_solution(d.pop("solution"))

        solved = d.pop("solved")

        tier = d.pop("tier")

        verdict = Verdict.from_dict(d.pop("verdict"))

        attempt_result = cls(
            best=best,
            date=date,
            improved=improved,
            moves=moves,
            optimal_moves=optimal_moves,
            over=over,
            player=player,
            puzzle_id=puzzle_id,
            score=score,
            solution=solution,
            solved=solved,
            tier=tier,
            verdict=verdict,
        )

        return attempt_result
