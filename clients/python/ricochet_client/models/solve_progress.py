from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="SolveProgress")


@_attrs_define
class SolveProgress:
    """
    Attributes:
        depth (int): Fewest moves not yet ruled out: every shorter solution is proven impossible.
        nodes (int): Nodes so far.
        seconds (float): Seconds searched so far.
    """

    depth: int
    nodes: int
    seconds: float

    def to_dict(self) -> dict[str, Any]:
        depth = self.depth

        nodes = self.nodes

        seconds = self.seconds

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "depth": depth,
                "nodes": nodes,
                "seconds": seconds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        depth = d.pop("depth")

        nodes = d.pop("nodes")

        seconds = d.pop("seconds")

        solve_progress = cls(
            depth=depth,
            nodes=nodes,
            seconds=seconds,
        )

        return solve_progress
