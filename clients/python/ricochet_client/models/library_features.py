from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="LibraryFeatures")


@_attrs_define
class LibraryFeatures:
    """
    Attributes:
        black_moves (int): Moves of the black robot.
        diagonal_deflections (int): Turns off diagonal barriers in the solution.
        helper_moves (int): Moves of robots other than the finishing one.
        helpers (int): Robots other than the finishing one that move.
        needs_helper (bool): The finishing robot alone needs more than the optimum.
        optimal_moves (int): The proven optimum.
        optimal_solutions (int): Distinct optimal move sequences, up to the cap.
        ricochet_rule_adds (int | None): Optimum with the ricochet rule minus without.
        robot_switches (int): Changes of the moving robot between moves.
        robots_moved (int): Robots the optimal solution moves.
        solo_moves (int | None): The finishing robot alone (null: over 60 moves).
        solutions_capped (bool): The count is the cap: there may be more.
        solutions_exact (bool): False when counting ran out of time (a floor).
        switchbacks (int): Times a robot moves, waits, and moves again.
        vortex (bool): The target takes any robot.
    """

    black_moves: int
    diagonal_deflections: int
    helper_moves: int
    helpers: int
    needs_helper: bool
    optimal_moves: int
    optimal_solutions: int
    ricochet_rule_adds: int | None
    robot_switches: int
    robots_moved: int
    solo_moves: int | None
    solutions_capped: bool
    solutions_exact: bool
    switchbacks: int
    vortex: bool

    def to_dict(self) -> dict[str, Any]:
        black_moves = self.black_moves

        diagonal_deflections = self.diagonal_deflections

        helper_moves = self.helper_moves

        helpers = self.helpers

        needs_helper = self.needs_helper

        optimal_moves = self.optimal_moves

        optimal_solutions = self.optimal_solutions

        ricochet_rule_adds: int | None
        ricochet_rule_adds = self.ricochet_rule_adds

        robot_switches = self.robot_switches

        robots_moved = self.robots_moved

        solo_moves: int | None
        solo_moves = self.solo_moves

        solutions_capped = self.solutions_capped

        solutions_exact = self.solutions_exact

        switchbacks = self.switchbacks

        vortex = self.vortex

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "black_moves": black_moves,
                "diagonal_deflections": diagonal_deflections,
                "helper_moves": helper_moves,
                "helpers": helpers,
                "needs_helper": needs_helper,
                "optimal_moves": optimal_moves,
                "optimal_solutions": optimal_solutions,
                "ricochet_rule_adds": ricochet_rule_adds,
                "robot_switches": robot_switches,
                "robots_moved": robots_moved,
                "solo_moves": solo_moves,
                "solutions_capped": solutions_capped,
                "solutions_exact": solutions_exact,
                "switchbacks": switchbacks,
                "vortex": vortex,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        black_moves = d.pop("black_moves")

        diagonal_deflections = d.pop("diagonal_deflections")

        helper_moves = d.pop("helper_moves")

        helpers = d.pop("helpers")

        needs_helper = d.pop("needs_helper")

        optimal_moves = d.pop("optimal_moves")

        optimal_solutions = d.pop("optimal_solutions")

        def _parse_ricochet_rule_adds(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        ricochet_rule_adds = _parse_ricochet_rule_adds(d.pop("ricochet_rule_adds"))

        robot_switches = d.pop("robot_switches")

        robots_moved = d.pop("robots_moved")

        def _parse_solo_moves(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        solo_moves = _parse_solo_moves(d.pop("solo_moves"))

        solutions_capped = d.pop("solutions_capped")

        solutions_exact = d.pop("solutions_exact")

        switchbacks = d.pop("switchbacks")

        vortex = d.pop("vortex")

        library_features = cls(
            black_moves=black_moves,
            diagonal_deflections=diagonal_deflections,
            helper_moves=helper_moves,
            helpers=helpers,
            needs_helper=needs_helper,
            optimal_moves=optimal_moves,
            optimal_solutions=optimal_solutions,
            ricochet_rule_adds=ricochet_rule_adds,
            robot_switches=robot_switches,
            robots_moved=robots_moved,
            solo_moves=solo_moves,
            solutions_capped=solutions_capped,
            solutions_exact=solutions_exact,
            switchbacks=switchbacks,
            vortex=vortex,
        )

        return library_features
