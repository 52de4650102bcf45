"""Helpers the tests share: waits, API assertions, browsers, streams, variants,
puzzles, processes, databases; and the fixtures of several folders (`fixtures`, the
root conftest's `pytest_plugins`).

Test modules import from here (or from their package's `helpers.py`), never from
another test module or a conftest.
"""
