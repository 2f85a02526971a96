from typing import Optional

from fastapi import Depends, FastAPI
from lxml import etree
from pydantic import BaseModel

app = FastAPI()
CATALOG = etree.parse("catalog.xml").getroot()


class BookQuery(BaseModel):
    author: str
    year: Optional[int] = None


def build_expression(q: BookQuery) -> str:
    predicate = f'author="{q.author}"'
    if q.year is not None:
        predicate += f" and year={q.year}"
    return f"//book[{predicate}]"


@app.get("/books")
async def find_books(q: BookQuery = Depends()):
    nodes = CATALOG.xpath(build_expression(q))
    return [{"title": n.findtext("title"), "isbn": n.get("isbn")} for n in nodes]
