from typing import List

from fastapi import FastAPI, Query
from lxml import etree

app = FastAPI()
LIBRARY = etree.parse("library.xml")


def titles_for(expressions):
    for expr in expressions:
        for title in LIBRARY.xpath(expr):
            yield title.text


@app.get("/books")
def books_by_tag(tag: List[str] = Query(default=[])):
    expressions = map(lambda t: f"//book[tags/tag='{t}']/title", tag)
    return {"titles": sorted(set(titles_for(expressions)))}
