from enum import StrEnum


class ProvenRecordLongest(StrEnum):
    FOUND = "found"
    PROVEN = "proven"

    def __str__(self) -> str:
        return str(self.value)
