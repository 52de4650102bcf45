"""Helpers the tests share: waits, API assertions, browsers, streams, variants.

Test modules import from here (or from their package's `helpers.py`), never from
another test module or a conftest.
"""
