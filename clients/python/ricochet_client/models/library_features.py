from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="LibraryFeatures")


@_attrs_define
class LibraryFeatures:
    """
    Attributes:
        optimal_moves (int): The proven optimum.
        optimal_solutions (int): Distinct optimal move sequences, up to the cap.
        solutions_capped (bool): The count is the cap: there may be more.
        solutions_exact (bool): False when counting ran out of time (a floor).
        black_moves (int | Unset): Classic only. Moves of the black robot.
        color_moves (int | Unset): Micro only. Moves of the stored route that match by colour.
        diagonal_deflections (int | Unset): Classic only. Turns off diagonal barriers in the solution.
        helper_moves (int | Unset): Classic only. Moves of robots other than the finishing one.
        helpers (int | Unset): Classic only. Robots other than the finishing one that move.
        needs_helper (bool | Unset): Classic only. The finishing robot alone needs more than the optimum.
        number_moves (int | Unset): Micro only. Moves of the stored route that match by number only.
        ricochet_rule_adds (int | None | Unset): Classic only. Optimum with the ricochet rule minus without.
        robot_switches (int | Unset): Classic only. Changes of the moving robot between moves.
        robots_moved (int | Unset): Classic only. Robots the optimal solution moves.
        solo_moves (int | None | Unset): Classic only. The finishing robot alone (null: over 60).
        switchbacks (int | Unset): Classic only. Times a robot moves, waits, and moves again.
        turns (int | Unset): Micro only. Changes between row and column moves along the stored route.
        vortex (bool | Unset): Classic only. The target takes any robot.
    """

    optimal_moves: int
    optimal_solutions: int
    solutions_capped: bool
    solutions_exact: bool
    black_moves: int | Unset = UNSET
    color_moves: int | Unset = UNSET
    diagonal_deflections: int | Unset = UNSET
    helper_moves: int | Unset = UNSET
    helpers: int | Unset = UNSET
    needs_helper: bool | Unset = UNSET
    number_moves: int | Unset = UNSET
    ricochet_rule_adds: int | None | Unset = UNSET
    robot_switches: int | Unset = UNSET
    robots_moved: int | Unset = UNSET
    solo_moves: int | None | Unset = UNSET
    switchbacks: int | Unset = UNSET
    turns: int | Unset = UNSET
    vortex: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        optimal_moves = self.optimal_moves

        optimal_solutions = self.optimal_solutions

        solutions_capped = self.solutions_capped

        solutions_exact = self.solutions_exact

        black_moves = self.black_moves

        color_moves = self.color_moves

        diagonal_deflections = self.diagonal_deflections

        helper_moves = self.helper_moves

        helpers = self.helpers

        needs_helper = self.needs_helper

        number_moves = self.number_moves

        ricochet_rule_adds: int | None | Unset
        if isinstance(self.ricochet_rule_adds, Unset):
            ricochet_rule_adds = UNSET
        else:
            ricochet_rule_adds = self.ricochet_rule_adds

        robot_switches = self.robot_switches

        robots_moved = self.robots_moved

        solo_moves: int | None | Unset
        if isinstance(self.solo_moves, Unset):
            solo_moves = UNSET
        else:
            solo_moves = self.solo_moves

        switchbacks = self.switchbacks

        turns = self.turns

        vortex = self.vortex

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "optimal_moves": optimal_moves,
                "optimal_solutions": optimal_solutions,
                "solutions_capped": solutions_capped,
                "solutions_exact": solutions_exact,
            }
        )
        if black_moves is not UNSET:
            field_dict["black_moves"] = black_moves
        if color_moves is not UNSET:
            field_dict["color_moves"] = color_moves
        if diagonal_deflections is not UNSET:
            field_dict["diagonal_deflections"] = diagonal_deflections
        if helper_moves is not UNSET:
            field_dict["helper_moves"] = helper_moves
        if helpers is not UNSET:
            field_dict["helpers"] = helpers
        if needs_helper is not UNSET:
            field_dict["needs_helper"] = needs_helper
        if number_moves is not UNSET:
            field_dict["number_moves"] = number_moves
        if ricochet_rule_adds is not UNSET:
            field_dict["ricochet_rule_adds"] = ricochet_rule_adds
        if robot_switches is not UNSET:
            field_dict["robot_switches"] = robot_switches
        if robots_moved is not UNSET:
            field_dict["robots_moved"] = robots_moved
        if solo_moves is not UNSET:
            field_dict["solo_moves"] = solo_moves
        if switchbacks is not UNSET:
            field_dict["switchbacks"] = switchbacks
        if turns is not UNSET:
            field_dict["turns"] = turns
        if vortex is not UNSET:
            field_dict["vortex"] = vortex

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        optimal_moves = d.pop("optimal_moves")

        optimal_solutions = d.pop("optimal_solutions")

        solutions_capped = d.pop("solutions_capped")

        solutions_exact = d.pop("solutions_exact")

        black_moves = d.pop("black_moves", UNSET)

        color_moves = d.pop("color_moves", UNSET)

        diagonal_deflections = d.pop("diagonal_deflections", UNSET)

        helper_moves = d.pop("helper_moves", UNSET)

        helpers = d.pop("helpers", UNSET)

        needs_helper = d.pop("needs_helper", UNSET)

        number_moves = d.pop("number_moves", UNSET)

        def _parse_ricochet_rule_adds(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        ricochet_rule_adds = _parse_ricochet_rule_adds(d.pop("ricochet_rule_adds", UNSET))

        robot_switches = d.pop("robot_switches", UNSET)

        robots_moved = d.pop("robots_moved", UNSET)

        def _parse_solo_moves(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        solo_moves = _parse_solo_moves(d.pop("solo_moves", UNSET))

        switchbacks = d.pop("switchbacks", UNSET)

        turns = d.pop("turns", UNSET)

        vortex = d.pop("vortex", UNSET)

        library_features = cls(
            optimal_moves=optimal_moves,
            optimal_solutions=optimal_solutions,
            solutions_capped=solutions_capped,
            solutions_exact=solutions_exact,
            black_moves=black_moves,
            color_moves=color_moves,
            diagonal_deflections=diagonal_deflections,
            helper_moves=helper_moves,
            helpers=helpers,
            needs_helper=needs_helper,
            number_moves=number_moves,
            ricochet_rule_adds=ricochet_rule_adds,
            robot_switches=robot_switches,
            robots_moved=robots_moved,
            solo_moves=solo_moves,
            switchbacks=switchbacks,
            turns=turns,
            vortex=vortex,
        )

        return library_features
