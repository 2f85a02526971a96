from lxml import etree
from sanic import Sanic
from sanic.exceptions import NotFound
from sanic.request import Request
from sanic.response import json

app = Sanic("catalog")
CATALOG = etree.parse("data/catalog.xml")
FIND_BY_ISBN = etree.XPath("//book[@isbn = $isbn]")


@app.get("/books")
async def find_book(request: Request):
    isbn = request.args.get("isbn", "")
    if not (nodes := FIND_BY_ISBN(CATALOG, isbn=isbn)):
        raise NotFound("no such book")
    return json([{"title": n.findtext("title"), "author": n.findtext("author")} for n in nodes])
