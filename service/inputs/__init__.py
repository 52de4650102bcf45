"""What a request may carry: the input policy every request schema applies
(`policy`), below the features that parse uploads and specs and above the core."""
