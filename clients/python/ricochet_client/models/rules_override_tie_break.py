from enum import StrEnum


class RulesOverrideTieBreak(StrEnum):
    BID_ORDER = "bid_order"
    FEWER_CHIPS = "fewer_chips"

    def __str__(self) -> str:
        return str(self.value)
