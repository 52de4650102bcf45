from enum import StrEnum


class GetV1LayoutsEdition(StrEnum):
    VALUE_0 = "1999"
    VALUE_1 = "2003"
    VALUE_2 = "2003+"

    def __str__(self) -> str:
        return str(self.value)
