from enum import StrEnum


class RulesOverrideBidSemantics(StrEnum):
    AT_MOST = "at_most"
    EXACT = "exact"

    def __str__(self) -> str:
        return str(self.value)
