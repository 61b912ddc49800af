"""Names the controller keeps for the table and the tests, each one of its
parts' under the same name: one line apiece instead of a property or a
method that only passes the call on.  Pure Python."""

from __future__ import annotations

from typing import Any, Callable, Concatenate, Generic, ParamSpec, TypeVar, overload

T = TypeVar("T")
P = ParamSpec("P")
R = TypeVar("R")


class Forward(Generic[T]):
    """An attribute of the controller that is one of its part's, under the
    same name: `names = Forward[tuple[str, ...]]("people")` reads
    `controller.people.names`; only a `writable` one may be set.  A method
    is forwarded with its signature by `Forward.method`."""

    def __init__(self, part: str, writable: bool = False, method: str = "") -> None:
        self._part, self._writable, self._name = part, writable, ""
        self._method = method  # the part's method's name, for `__set_name__` to check

    @staticmethod
    def method(part: str, method: Callable[Concatenate[Any, P], R]) -> Forward[Callable[P, R]]:
        """The part's `method`, bound to the part the controller holds when
        it is called (a part made anew is followed): `drop =
        Forward.method("moves", PersonMoves.drop)`, under the same name."""
        return Forward(part, method=method.__name__)

    def __set_name__(self, owner: type, name: str) -> None:
        if self._method and self._method != name:
            raise TypeError(f"{owner.__name__}.{name} forwards {self._method}: one name for both")
        self._name = name

    @overload
    def __get__(self, obj: None, owner: type | None = None) -> Forward[T]: ...
    @overload
    def __get__(self, obj: object, owner: type | None = None) -> T: ...

    def __get__(self, obj: object | None, owner: type | None = None) -> Forward[T] | T:
        if obj is None:
            return self
        value: T = getattr(getattr(obj, self._part), self._name)
        return value

    def __set__(self, obj: object, value: T) -> None:
        if not self._writable:
            raise AttributeError(f"{self._name} is the controller's {self._part}'s, read only")
        setattr(getattr(obj, self._part), self._name, value)
