"""Random damage done to a real file, as a careless editor or a hostile hand
would: cut it, duplicate a part, change a value's type, nest it deeper, or
put another number in its place."""

from __future__ import annotations

import copy
import json
import random
from typing import Any, Callable

STRANGE_NUMBERS = (-1, 0, 1, 2, 7, 99, -10**6, 2**31, 2**63, 10**19, 10**30)
STRANGE_VALUES: tuple[Any, ...] = (
    None, True, False, "", "x", "../../../x", "C:\\x", "NUL", "\ud800", "é" * 50, 1.5, -0.0,
    [], {}, [1, 2], {"a": 1}, 10**25, "9" * 30, [[[[[]]]]],
)


def _nodes(value: Any) -> list[tuple]:
    """Every path into `value` (the root is the empty path), 30 levels deep at most."""
    found: list[tuple] = []
    stack: list[tuple[Any, tuple]] = [(value, ())]
    while stack:
        item, path = stack.pop()
        found.append(path)
        if len(path) >= 30:
            continue
        if isinstance(item, dict):
            stack.extend((child, path + (key,)) for key, child in item.items())
        elif isinstance(item, list):
            stack.extend((child, path + (i,)) for i, child in enumerate(item))
    return found


def _get(value: Any, path: tuple) -> Any:
    for key in path:
        value = value[key]
    return value


def _set(root: Any, path: tuple, new: Any) -> Any:
    new = copy.deepcopy(new)  # no object twice in the tree, so never a cycle
    if not path:
        return new
    _get(root, path[:-1])[path[-1]] = new
    return root


def _retype(rng: random.Random, old: Any) -> Any:
    return rng.choice(STRANGE_VALUES)


def _renumber(rng: random.Random, old: Any) -> Any:
    if isinstance(old, bool) or not isinstance(old, int):
        return rng.choice(STRANGE_NUMBERS)
    return rng.choice((old + 1, old - 1, -old, old * 1000, *STRANGE_NUMBERS))


DEEP = "@@deep@@"  # replaced by deeply nested brackets once the tree is written


def _nest(rng: random.Random, old: Any) -> Any:
    if rng.random() < 0.3:
        return DEEP
    for _ in range(rng.choice((1, 2, 20))):
        old = [old] if rng.random() < 0.5 else {"x": old}
    return old


def _duplicate_in_tree(rng: random.Random, old: Any) -> Any:
    if isinstance(old, list) and old:
        i = rng.randrange(len(old))
        return old[:i + 1] + [copy.deepcopy(old[i])] * rng.choice((1, 2, 50)) + old[i + 1:]
    if isinstance(old, str):
        return old * rng.choice((2, 3, 100))
    return [old, old]


def _shorten(rng: random.Random, old: Any) -> Any:
    if isinstance(old, list) and old:
        i = rng.randrange(len(old))
        return old[:i] + old[i + 1:]
    if isinstance(old, dict) and old:
        key = rng.choice(list(old))
        return {k: v for k, v in old.items() if k != key}
    if isinstance(old, str):
        return old[: len(old) // 2]
    return None


TREE_MUTATIONS: tuple[Callable[[random.Random, Any], Any], ...] = (
    _retype, _renumber, _renumber, _nest, _duplicate_in_tree, _shorten)


def mutate(rng: random.Random, good: bytes, data: Any | None = None) -> bytes:
    """One damaged copy of the JSON file `good` (`data`: it decoded, if known)."""
    roll = rng.random()
    if roll < 0.12:  # cut short
        return good[: rng.randrange(len(good))]
    if roll < 0.18:  # a stretch of bytes duplicated
        i = rng.randrange(len(good))
        j = min(len(good), i + rng.randrange(1, 200))
        return good[:j] + good[i:j] + good[j:]
    if roll < 0.22:  # a byte changed
        i = rng.randrange(len(good))
        return good[:i] + bytes([rng.randrange(256)]) + good[i + 1:]
    tree = copy.deepcopy(data if data is not None else json.loads(good))
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        path = rng.choice(_nodes(tree))
        tree = _set(tree, path, rng.choice(TREE_MUTATIONS)(rng, _get(tree, path)))
    text = json.dumps(tree, ensure_ascii=rng.random() < 0.5, indent=1)
    depth = rng.choice((17, 200, 5000, 100_000))
    text = text.replace(f'"{DEEP}"', "[" * depth + "]" * depth)
    return text.encode("utf-8", "surrogatepass")
