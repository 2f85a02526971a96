import typing
from typing import Optional, Text


# ruleid: python-typing-text-alias
def greet(name: Text) -> str:
    return f"Hello {name}"


# ruleid: python-typing-text-alias
def label(code: int) -> typing.Text:
    return str(code)


class User:
    # ruleid: python-typing-text-alias
    nickname: Optional[Text] = None
    # ok: python-typing-text-alias
    email: Optional[str] = None
    # ok: python-typing-text-alias
    text: str = ""


# ok: python-typing-text-alias
def shout(text: str) -> str:
    return text.upper()


# ok: python-typing-text-alias
def as_text(value: typing.Any) -> str:
    return str(value)
