from bottle import Bottle, abort, request
from lxml import etree

app = Bottle()
LIBRARY = etree.parse("library.xml").getroot()


def books_by_isbn(isbn):
    found = []
    for book in LIBRARY.xpath("//book"):
        if book.get("isbn") == isbn:
            found.append(book)
    return found


@app.get("/books")
def find_book():
    isbn = request.query.get("isbn", "").replace("-", "")
    matches = books_by_isbn(isbn)
    if not matches:
        abort(404, "not found")
    b = matches[0]
    return {"title": b.findtext("title"), "author": b.findtext("author")}
