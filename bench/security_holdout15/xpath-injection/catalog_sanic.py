from lxml import etree
from sanic import Sanic
from sanic.exceptions import NotFound
from sanic.response import json

app = Sanic("library")
DOC = etree.parse("data/library.xml")


def book_to_dict(node):
    return {
        "isbn": node.get("isbn"),
        "title": node.findtext("title"),
        "author": node.findtext("author"),
        "year": int(node.findtext("year") or 0),
    }


@app.get("/books")
async def all_books(request):
    return json([book_to_dict(b) for b in DOC.iterfind(".//book")])


@app.get("/books/<isbn>")
async def book_by_isbn(request, isbn: str):
    found = DOC.xpath("//book[@isbn=$isbn]", isbn=isbn)
    if not found:
        raise NotFound("no such book")
    return json(book_to_dict(found[0]))


class BookSearch:
    def __init__(self, author, genre):
        self.author = author
        self.genre = genre

    def expression(self):
        conditions = ["contains(author, '%s')" % self.author]
        if self.genre:
            conditions.append("@genre='%s'" % self.genre)
        return "//book[%s]" % " and ".join(conditions)


@app.get("/books/search")
async def search(request):
    criteria = BookSearch(request.args.get("author", ""), request.args.get("genre"))
    nodes = DOC.xpath(criteria.expression())
    return json([book_to_dict(b) for b in nodes])


@app.get("/genres")
async def genres(request):
    return json(sorted(set(DOC.xpath("//book/@genre"))))
