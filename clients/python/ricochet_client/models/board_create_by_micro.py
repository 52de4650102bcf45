from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.micro_spec_by_cells import MicroSpecByCells
    from ..models.micro_spec_by_sections import MicroSpecBySections
    from ..models.micro_spec_by_seed import MicroSpecBySeed


T = TypeVar("T", bound="BoardCreateByMicro")


@_attrs_define
class BoardCreateByMicro:
    """With `micro`.

    Attributes:
        micro (MicroSpecByCells | MicroSpecBySections | MicroSpecBySeed): A Micro Robots board: from a seed, a sections
            code, or 36 custom cells.
    """

    micro: MicroSpecByCells | MicroSpecBySections | MicroSpecBySeed

    def to_dict(self) -> dict[str, Any]:
        from ..models.micro_spec_by_sections import MicroSpecBySections  # noqa: PLC0415
        from ..models.micro_spec_by_seed import MicroSpecBySeed  # noqa: PLC0415

        micro: dict[str, Any]
        if isinstance(self.micro, MicroSpecBySeed):
            micro = self.micro.to_dict()
        elif isinstance(self.micro, MicroSpecBySections):
            micro = self.micro.to_dict()
        else:
            micro = self.micro.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "micro": micro,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.micro_spec_by_cells import MicroSpecByCells  # noqa: PLC0415
        from ..models.micro_spec_by_sections import MicroSpecBySections  # noqa: PLC0415
        from ..models.micro_spec_by_seed import MicroSpecBySeed  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_micro(data: object) -> MicroSpecByCells | MicroSpecBySections | MicroSpecBySeed:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_micro_spec_type_0 = MicroSpecBySeed.from_dict(data)

                return componentsschemas_micro_spec_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_micro_spec_type_1 = MicroSpecBySections.from_dict(data)

                return componentsschemas_micro_spec_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_micro_spec_type_2 = MicroSpecByCells.from_dict(data)

            return componentsschemas_micro_spec_type_2

        micro = _parse_micro(d.pop("micro"))

        board_create_by_micro = cls(
            micro=micro,
        )

        return board_create_by_micro
