from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.claim import Claim


T = TypeVar("T", bound="Summary")


@_attrs_define
class Summary:
    """
    Attributes:
        optimum (int | None): The proven fewest moves; null if unknown.
        winner (int | None): The seat that won the round; null if none.
        claim (Claim | None | Unset): Micro: the claim that decided the round.
        optimal_path (list[list[int]] | None | Unset): Micro: an optimal path (the cell after each move).
        optimal_solution (None | str | Unset): Classic and solo: an optimal solution in compact notation; null while the
            solver has none.
        played (None | str | Unset): Classic and solo: the winning solution played; null if none.
    """

    optimum: int | None
    winner: int | None
    claim: Claim | None | Unset = UNSET
    optimal_path: list[list[int]] | None | Unset = UNSET
    optimal_solution: None | str | Unset = UNSET
    played: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.claim import Claim  # noqa: PLC0415

        optimum: int | None
        optimum = self.optimum

        winner: int | None
        winner = self.winner

        claim: dict[str, Any] | None | Unset
        if isinstance(self.claim, Unset):
            claim = UNSET
        elif isinstance(self.claim, Claim):
            claim = self.claim.to_dict()
        else:
            claim = self.claim

        optimal_path: list[list[int]] | None | Unset
        if isinstance(self.optimal_path, Unset):
            optimal_path = UNSET
        elif isinstance(self.optimal_path, list):
            optimal_path = []
            for optimal_path_type_0_item_data in self.optimal_path:
                optimal_path_type_0_item = optimal_path_type_0_item_data

                optimal_path.append(optimal_path_type_0_item)

        else:
            optimal_path = self.optimal_path

        optimal_solution: None | str | Unset
        if isinstance(self.optimal_solution, Unset):
            optimal_solution = UNSET
        else:
            optimal_solution = self.optimal_solution

        played: None | str | Unset
        if isinstance(self.played, Unset):
            played = UNSET
        else:
            played = self.played

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "optimum": optimum,
                "winner": winner,
            }
        )
        if claim is not UNSET:
            field_dict["claim"] = claim
        if optimal_path is not UNSET:
            field_dict["optimal_path"] = optimal_path
        if optimal_solution is not UNSET:
            field_dict["optimal_solution"] = optimal_solution
        if played is not UNSET:
            field_dict["played"] = played

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.claim import Claim  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_optimum(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        optimum = _parse_optimum(d.pop("optimum"))

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        def _parse_claim(data: object) -> Claim | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                claim_type_0 = Claim.from_dict(data)

                return claim_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Claim | None | Unset, data)

        claim = _parse_claim(d.pop("claim", UNSET))

        def _parse_optimal_path(data: object) -> list[list[int]] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                optimal_path_type_0 = []
                _optimal_path_type_0 = data
                for optimal_path_type_0_item_data in _optimal_path_type_0:
                    optimal_path_type_0_item = cast(list[int], optimal_path_type_0_item_data)

                    optimal_path_type_0.append(optimal_path_type_0_item)

                return optimal_path_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[int]] | None | Unset, data)

        optimal_path = _parse_optimal_path(d.pop("optimal_path", UNSET))

        def _parse_optimal_solution(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        optimal_solution = _parse_optimal_solution(d.pop("optimal_solution", UNSET))

        def _parse_played(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        played = _parse_played(d.pop("played", UNSET))

        summary = cls(
            optimum=optimum,
            winner=winner,
            claim=claim,
            optimal_path=optimal_path,
            optimal_solution=optimal_solution,
            played=played,
        )

        return summary
