from enum import StrEnum


class LibraryItemEdition(StrEnum):
    MICRO = "micro"
    VALUE_0 = "1999"
    VALUE_1 = "2003"

    def __str__(self) -> str:
        return str(self.value)
