from bottle import Bottle, request, response
from lxml import etree

app = Bottle()
LIBRARY = etree.parse("data/library.xml")


@app.get("/books")
def books_by_author():
    author = request.query.author or ""
    titles = LIBRARY.xpath("//book[author='" + author + "']/title/text()")
    response.content_type = "application/json"
    return {"author": author, "titles": [str(t) for t in titles]}
