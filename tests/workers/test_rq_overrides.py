"""Pins where the workers override RQ internals: a changed RQ fails here first."""

from __future__ import annotations

import ast
import inspect
import textwrap
from typing import Any

from rq.worker.base import BaseWorker

from workers.worker import ParentBoundScheduler, SolverWorker


def body_of(function: Any) -> str:
    """Return a method's statements without its docstring, as an AST dump."""
    tree = ast.parse(textwrap.dedent(inspect.getsource(function)))
    method = tree.body[0]
    assert isinstance(method, ast.FunctionDef)
    statements = method.body
    if isinstance(statements[0], ast.Expr) and isinstance(
        statements[0].value, ast.Constant
    ):
        statements = statements[1:]
    return "\n".join(ast.dump(s) for s in statements)


def test_the_scheduler_start_is_rqs_with_a_parent_bound_scheduler() -> None:
    ours = body_of(SolverWorker._start_scheduler).replace(
        ParentBoundScheduler.__name__, "RQScheduler"
    )
    assert ours == body_of(BaseWorker._start_scheduler), (
        "rq's Worker._start_scheduler changed: update SolverWorker._start_scheduler"
    )
