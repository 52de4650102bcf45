"""The service's one version: pyproject's, read from the installed package.

The OpenAPI document's `info.version` and `GET /v1/health` both say this.
"""

from __future__ import annotations

from importlib import metadata


def package_version() -> str:
    """Return the installed package version (or the checkout's, uninstalled)."""
    try:
        return metadata.version("ricochet")
    except metadata.PackageNotFoundError:
        return "0.0.0+checkout"
