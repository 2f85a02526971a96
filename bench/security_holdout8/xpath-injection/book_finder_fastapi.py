from fastapi import FastAPI
from lxml import etree

app = FastAPI()
LIBRARY_XML = "data/library.xml"


@app.get("/books")
def find_books(title: str = "", author: str = ""):
    tree = etree.parse(LIBRARY_XML)
    conditions = []
    if title:
        conditions.append(f"contains(title, '{title}')")
    if author:
        conditions.append(f"author = '{author}'")
    expr = "//book" + ("[" + " and ".join(conditions) + "]" if conditions else "")
    books = tree.xpath(expr)
    return [{"isbn": b.get("isbn"), "title": b.findtext("title")} for b in books]
