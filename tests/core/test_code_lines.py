"""Each line's code without comments: real comments only, and None wherever unsure."""

from __future__ import annotations

import pytest

from bot.core.diff.code_lines import code_lines


def keys(path: str, text: str) -> tuple[str | None, ...]:
    found = code_lines(path, text)
    assert found is not None
    return found.keys


def test_python_drops_comments_and_blanks() -> None:
    text = 'x = f( 1 )  # pylint: disable=x\n# only a comment\n\ns = "# kept"  # dropped\n'
    assert keys("a.py", text)[:4] == ("x=f(1)", "", "", 's="#kept"')


def test_python_keeps_a_hash_inside_a_multi_line_string() -> None:
    text = 'q = """\n  a = 1 # not a comment\n\n"""  # a comment\n'
    found = keys("a.py", text)
    assert found[1] is not None and "#notacomment" in found[1]
    assert found[2] not in ("", None)  # a blank line of a string is string, not nothing
    assert found[3] is not None and "comment" not in found[3]


def test_python_keeps_code_after_a_lone_carriage_return() -> None:
    assert code_lines("a.py", "x = 1  # c\reval(y)\n") is None


@pytest.mark.parametrize("text", ['s = """never closed\n', "x = (\n", "def f(:\n  $\n"])
def test_python_that_does_not_tokenize_is_unsure(text: str) -> None:
    assert code_lines("a.py", text) is None


def test_brace_languages_drop_line_and_block_comments() -> None:
    text = 'a(); // note\n/* block\n   more */ b();\nconst u = "http://x";\n'
    assert keys("a.js", text)[:4] == ("a();", "", "b();", 'constu="http://x";')
    assert keys("main.go", "x := 1 // c\n")[0] == "x:=1"
    assert keys("A.java", "int x = 1; /* c */\n")[0] == "intx=1;"


def test_a_template_literal_keeps_its_slashes() -> None:
    text = "const u = `\n  http://${host}\n`;\n"
    found = keys("a.ts", text)
    assert found[1] is not None and "//" in found[1]


def test_a_blank_line_of_a_template_literal_is_string_not_nothing() -> None:
    assert keys("a.js", "const s = `a\n\nb`;\n")[1] not in ("", None)


def test_a_slash_before_a_comment_makes_the_line_unsure() -> None:
    # `/\/\//` is a regular expression: what follows is code, not a comment
    found = keys("a.js", "ok();\nconst r = /\\/\\//; eval(x);\n")
    assert found[0] == "ok();" and found[1] is None


def test_a_block_comment_after_a_slash_leaves_every_line_it_covers_unsure() -> None:
    found = keys("a.js", "x = /[/*]/;\neval(a);\ny = 1; /* */\n")
    assert found[:2] == (None, None)


@pytest.mark.parametrize(
    ("path", "text"),
    [
        ("a.jsx", "const a = <a href={u}>http://x</a>;\n"),  # JSX text is not a comment
        ("a.js", "const s = `a ${f(`b`)} // c`;\n"),  # a template inside a template
        ("main.go", "var p = `C:\\`\nx := 1 // c\n"),  # a raw string: no escapes
        ("A.java", 'String s = """\n  // text\n  """;\n'),  # a text block
        ("a.js", "a(); // c\u2028eval(x)\n"),  # a line separator ends the comment
        ("a.js", "r = /`/; a();\nb(); // c\nx = `;\n"),  # a backtick in a regex
        ("A.java", "// \\u000a eval(x);\nint y; // c\n"),  # Java reads \u000a as a line end
    ],
)
def test_what_the_scanner_could_misread_is_unsure(path: str, text: str) -> None:
    found = code_lines(path, text)
    assert found is None or None in found.keys[:2]


def test_python_numbers_logical_lines() -> None:
    found = code_lines("a.py", "x = f(  # c\n    1,\n)\n\ny = 2; z = 3\n")
    assert found is not None
    assert found.statements[:5] == (0, 0, 0, 1, 1)


def test_other_languages_have_no_comment_reader() -> None:
    assert code_lines("a.rb", "x = 1 # c\n") is None
