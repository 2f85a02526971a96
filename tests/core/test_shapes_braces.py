"""The brace-language scanner: bodies found past strings, comments and types; shapes equal
across comments, layout and parameter names only."""

from __future__ import annotations

import pytest

from bot.core.shapes.braces import BraceFunction, Kind, Source, brace_function


def function(text: str, name: str, kind: Kind = "function", typed: bool = True) -> BraceFunction:
    source = Source.of(text)
    for number, line in enumerate(text.splitlines(), start=1):
        column = line.find(f"{name}")
        if column >= 0 and ("function" in line or "func" in line or "const" in line):
            found = brace_function(source, number, column + len(name), kind, typed=typed)
            assert found is not None
            return found
    raise AssertionError(name)


@pytest.mark.parametrize(
    ("text", "end_line"),
    [
        pytest.param(
            "function f(a) {\n  return '}' + \"{\" + `${a}}`\n}\nfoo()\n", 3, id="strings"
        ),
        pytest.param("function f(a) {\n  // }\n  /* { */ return a.b(1)\n}\n", 4, id="comments"),
        pytest.param(
            "function f(a: {x: number}): { y: number } {\n  return g({ y: a.x })\n}\n",
            3,
            id="ts types",
        ),
        pytest.param("func F() struct{ A int } {\n\treturn g()\n}\n", 3, id="go struct result"),
        pytest.param("func F() (int, error) {\n\treturn g()\n}\n", 3, id="go results"),
        pytest.param("function f(a)\n{\n  return g(a)\n}\n", 4, id="allman braces"),
    ],
)
def test_the_body_ends_at_its_closing_brace(text: str, end_line: int) -> None:
    found = function(text, "f" if "function" in text else "F")
    assert found.has_body and not found.trivial
    assert found.end_line == end_line


def test_an_arrow_expression_body_ends_with_its_line() -> None:
    found = function("const f = (a) => g(a,\n  1)\nconst h = 2\n", "f", "arrow")
    assert found.has_body and found.end_line == 2
    assert function("export const f = a => a.b\n", "f", "arrow").trivial


@pytest.mark.parametrize(
    "text",
    [
        "export function f(a: string): number\nexport function f(a: number): number\n",
        "declare function f(a: string): void;\n",
        "export function f(a: string): number",
    ],
)
def test_a_signature_without_a_body_is_recognised(text: str) -> None:
    assert not function(text, "f").has_body


@pytest.mark.parametrize(
    ("old", "new", "same"),
    [
        ("function f(a) { return g(a) }", "function f(b) {\n  // note\n  return g(b)\n}", True),
        ("function f(a, b) { return a - b }", "function f(b, a) { return a - b }", False),
        ("function f(a = 1) { return a }", "function f(a = 2) { return a }", False),
        ("function f(a) { return 'x y' }", "function f(a) { return 'x  y' }", False),
        ("function f(a: A) { return a }", "function f(a: B = c) { return a }", False),
        ("function f(a: A) { return g(a) }", "function f(a?: Map<K, V>) { return g(a) }", True),
    ],
)
def test_shapes_compare_what_a_function_does(old: str, new: str, same: bool) -> None:
    assert (function(old, "f").shape() == function(new, "f").shape()) is same


def test_go_parameter_types_stay_in_the_shape() -> None:
    old = function("func F(a int32) int64 { return int64(a) * 2 }", "F", typed=False)
    new = function("func F(a int64) int64 { return int64(a) * 2 }", "F", typed=False)
    assert old.shape() != new.shape()


def test_an_unclosed_body_gives_none() -> None:
    source = Source.of("function f(a) {\n  return a\n")
    assert brace_function(source, 1, len("function f"), "function") is None
