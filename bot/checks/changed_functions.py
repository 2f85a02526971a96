"""The public functions a change touches in a way that can alter what they do, per language
(for the coverage check).

- Python: public (no leading `_`) top-level functions and methods of public classes,
  including those under module- or class-level `if`/`try`/`with`. Not counted: dunder
  methods (`__init__` included), nested functions, properties and their setters,
  abstract methods, `@overload` stubs, members of Protocol classes, functions under
  `if TYPE_CHECKING:`, and trivial bodies (only a docstring, `pass`, `...`,
  `raise NotImplementedError`, or returning a constant, name or attribute).
  A function counts when its `def` line or any line of its body is added.
- Go: exported (capitalised) `func`s and methods; a changed body counts. Every `_test.go`
  beside the file is related (same package).
- JavaScript/TypeScript: exported functions (`export function`, `export const f = () =>`,
  names in `export { … }` or `module.exports`); in a file without exports, top-level ones.
  Not counted: signatures without a body (TypeScript overloads) and trivial bodies (empty,
  or returning a name, member or literal). Only an added declaration line counts.
- Java: `public`/`protected` methods; Ruby: methods not starting with `_`.
  For these languages only an added declaration line counts.

With the change's files at the base (`BaseCode`), a touched function is left out when a
function of the base has its shape (`bot.core.shapes`): the edit was to annotations,
docstrings, comments, layout, parameter names or imports, or the code was moved or renamed.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from bot.checks.declarations import Declaration, declarations
from bot.core.languages import language_of
from bot.core.shapes import Shape

_FAMILIES = {"python": "python", "go": "go", "javascript": "javascript", "typescript": "javascript"}
"""Languages whose functions compare with each other (code moves between .js and .ts)."""


@dataclass(frozen=True, slots=True)
class ChangedFunction:
    path: str
    name: str
    line: int
    """The declaration line."""
    first_added: int
    """The first added line of the declaration or body (the anchor when `line` is not shown)."""


@dataclass(frozen=True, slots=True)
class BaseCode:
    """The functions of a change's files at the base, by language family and shape, and the
    names the change renamed (new → old) without changing what they name."""

    shapes: Mapping[str, Mapping[str, tuple[Shape, ...]]]
    renames: Mapping[str, Mapping[str, str]]
    head: Mapping[str, list[Declaration]]
    """The functions of each changed file at the head (read once, for `changed_functions`)."""

    @classmethod
    def of(cls, base: Mapping[str, str], head: Mapping[str, str]) -> BaseCode:
        """`base`: path → text at the base; `head`: path → text at the head, of the changed
        files whose text is known."""
        old = _by_family({path: declarations(path, text) for path, text in base.items()})
        at_head = {path: declarations(path, text) for path, text in head.items()}
        new = _by_family(at_head)
        shapes: dict[str, dict[str, tuple[Shape, ...]]] = {}
        renames: dict[str, dict[str, str]] = {}
        for family, functions in old.items():
            shaped = [(d.name, d.shape({})) for d in functions if d.shape is not None]
            by_code: defaultdict[str, list[Shape]] = defaultdict(list)
            for _, shape in shaped:
                by_code[shape.code].append(shape)
            shapes[family] = {code: tuple(found) for code, found in by_code.items()}
            renames[family] = _renames(shaped, new.get(family, []), shapes[family])
        return cls(shapes, renames, at_head)

    def behaves_as_before(self, path: str, declaration: Declaration) -> bool:
        """A function of the base has this one's shape."""
        family = _FAMILIES.get(language_of(path) or "")
        if family is None or declaration.shape is None:
            return False
        shape = declaration.shape(self.renames.get(family, {}))
        before = self.shapes.get(family, {}).get(shape.code, ())
        return any(shape.behaves_as(old) for old in before)


def _by_family(files: Mapping[str, list[Declaration]]) -> dict[str, list[Declaration]]:
    found: defaultdict[str, list[Declaration]] = defaultdict(list)
    for path, functions in files.items():
        family = _FAMILIES.get(language_of(path) or "")
        if family is not None:
            found[family].extend(functions)
    return found


def _renames(
    old: Iterable[tuple[str, Shape]],
    new: Iterable[Declaration],
    shapes: Mapping[str, tuple[Shape, ...]],
) -> dict[str, str]:
    """New name → old name, for a function that only changed its name: the old name is
    gone, the new one was not there, and no other gone name has the shape."""
    old = list(old)
    new = list(new)
    old_names = {name for name, _ in old}
    new_names = {declaration.name for declaration in new}
    gone: defaultdict[str, set[str]] = defaultdict(set)
    for name, shape in old:
        if name not in new_names:
            gone[shape.code].add(name)
    renames: dict[str, str] = {}
    for declaration in new:
        if declaration.name in old_names or declaration.shape is None:
            continue
        code = declaration.shape({}).code
        names = gone.get(code, set())
        if len(names) == 1:
            renames[declaration.name] = next(iter(names))
    return renames


def changed_functions(
    path: str, text: str, added: frozenset[int], base: BaseCode | None = None
) -> list[ChangedFunction]:
    """Public counted functions with an added line (see the module doc); with `base`, only
    those whose shape no function of the base has."""
    known = base.head.get(path) if base is not None else None
    found = []
    for declaration in known if known is not None else declarations(path, text):
        if not (declaration.public and declaration.counted):
            continue
        changed = [line for line in declaration.touching if line in added]
        if not changed:
            continue
        if base is not None and base.behaves_as_before(path, declaration):
            continue
        found.append(ChangedFunction(path, declaration.name, declaration.line, changed[0]))
    return found
