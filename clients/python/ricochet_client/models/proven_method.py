from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ProvenMethod")


@_attrs_define
class ProvenMethod:
    """
    Attributes:
        search (str): The search that found it.
        analysis_target (str | Unset): The target's id.
        certificate (str | Unset): The analysis's digest of its counts and table.
        evaluations (int | Unset): Positions it solved.
        found_after_seconds (float | Unset): When in the search the record was found.
        kind (str | Unset): `analysis` when proven so.
        placements (int | Unset): Placements solved.
        proven (str | Unset): `analysis`: every placement.
        resumed_from_stored_record (bool | Unset): It started from the record it beat.
        seconds (float | Unset): The search's time budget.
        seed (int | Unset): The search's seed.
        shipped (bool | Unset): Shipped with the project.
        solve_seconds (float | Unset): Time cap of one solve.
    """

    search: str
    analysis_target: str | Unset = UNSET
    certificate: str | Unset = UNSET
    evaluations: int | Unset = UNSET
    found_after_seconds: float | Unset = UNSET
    kind: str | Unset = UNSET
    placements: int | Unset = UNSET
    proven: str | Unset = UNSET
    resumed_from_stored_record: bool | Unset = UNSET
    seconds: float | Unset = UNSET
    seed: int | Unset = UNSET
    shipped: bool | Unset = UNSET
    solve_seconds: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        search = self.search

        analysis_target = self.analysis_target

        certificate = self.certificate

        evaluations = self.evaluations

        found_after_seconds = self.found_after_seconds

        kind = self.kind

        placements = self.placements

        proven = self.proven

        resumed_from_stored_record = self.resumed_from_stored_record

        seconds = self.seconds

        seed = self.seed

        shipped = self.shipped

        solve_seconds = self.solve_seconds

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "search": search,
            }
        )
        if analysis_target is not UNSET:
            field_dict["analysis_target"] = analysis_target
        if certificate is not UNSET:
            field_dict["certificate"] = certificate
        if evaluations is not UNSET:
            field_dict["evaluations"] = evaluations
        if found_after_seconds is not UNSET:
            field_dict["found_after_seconds"] = found_after_seconds
        if kind is not UNSET:
            field_dict["kind"] = kind
        if placements is not UNSET:
            field_dict["placements"] = placements
        if proven is not UNSET:
            field_dict["proven"] = proven
        if resumed_from_stored_record is not UNSET:
            field_dict["resumed_from_stored_record"] = resumed_from_stored_record
        if seconds is not UNSET:
            field_dict["seconds"] = seconds
        if seed is not UNSET:
            field_dict["seed"] = seed
        if shipped is not UNSET:
            field_dict["shipped"] = shipped
        if solve_seconds is not UNSET:
            field_dict["solve_seconds"] = solve_seconds

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        search = d.pop("search")

        analysis_target = d.pop("analysis_target", UNSET)

        certificate = d.pop("certificate", UNSET)

        evaluations = d.pop("evaluations", UNSET)

        found_after_seconds = d.pop("found_after_seconds", UNSET)

        kind = d.pop("kind", UNSET)

        placements = d.pop("placements", UNSET)

        proven = d.pop("proven", UNSET)

        resumed_from_stored_record = d.pop("resumed_from_stored_record", UNSET)

        seconds = d.pop("seconds", UNSET)

        seed = d.pop("seed", UNSET)

        shipped = d.pop("shipped", UNSET)

        solve_seconds = d.pop("solve_seconds", UNSET)

        proven_method = cls(
            search=search,
            analysis_target=analysis_target,
            certificate=certificate,
            evaluations=evaluations,
            found_after_seconds=found_after_seconds,
            kind=kind,
            placements=placements,
            proven=proven,
            resumed_from_stored_record=resumed_from_stored_record,
            seconds=seconds,
            seed=seed,
            shipped=shipped,
            solve_seconds=solve_seconds,
        )

        return proven_method
