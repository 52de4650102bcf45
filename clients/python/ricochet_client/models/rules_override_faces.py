from enum import StrEnum


class RulesOverrideFaces(StrEnum):
    AB = "AB"
    ABCD = "ABCD"

    def __str__(self) -> str:
        return str(self.value)
