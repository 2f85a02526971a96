import unittest

from app.parser import parse


class ParserTest(unittest.TestCase):
    def test_parse(self) -> None:
        # ruleid: python-deprecated-unittest-alias
        self.assertEquals(parse("1"), 1)
        # ruleid: python-deprecated-unittest-alias
        self.assertAlmostEquals(parse("0.1"), 0.1)
        # ruleid: python-deprecated-unittest-alias
        self.assertRegexpMatches(str(parse("x")), r"^x")
        # ruleid: python-deprecated-unittest-alias
        with self.assertRaisesRegexp(ValueError, "empty"):
            parse("")

    def test_parse_current(self) -> None:
        # ok: python-deprecated-unittest-alias
        self.assertEqual(parse("1"), 1)
        # ok: python-deprecated-unittest-alias
        self.assertAlmostEqual(parse("0.1"), 0.1)
        # ok: python-deprecated-unittest-alias
        self.assertRegex(str(parse("x")), r"^x")
        # ok: python-deprecated-unittest-alias
        with self.assertRaisesRegex(ValueError, "empty"):
            parse("")
