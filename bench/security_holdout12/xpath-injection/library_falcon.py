import falcon
from lxml import etree

LIBRARY_FILE = "library.xml"


def load_library():
    return etree.parse(LIBRARY_FILE)


def book_to_dict(node):
    return {
        "id": node.get("id"),
        "title": node.findtext("title"),
        "author": node.findtext("author"),
        "year": node.findtext("year"),
    }


class BooksResource:
    def on_get(self, req, resp):
        tree = load_library()
        resp.media = [book_to_dict(b) for b in tree.iterfind("book")]


class BookSearchResource:
    def on_get(self, req, resp):
        field = "author" if req.get_param("by") == "author" else "title"
        term = req.get_param("q", default="")
        expr = f"//book[contains({field}, '{term}')]"
        results = load_library().xpath(expr)
        resp.media = [book_to_dict(b) for b in results]


class BookCountResource:
    def on_get(self, req, resp):
        count = load_library().xpath("count(//book)")
        resp.media = {"count": int(count)}


class DecadeResource:
    def on_get(self, req, resp, decade):
        start = int(decade)
        books = load_library().xpath("//book[year >= $start and year < $end]", start=start, end=start + 10)
        resp.media = [book_to_dict(b) for b in books]


app = falcon.App()
app.add_route("/books", BooksResource())
app.add_route("/books/search", BookSearchResource())
app.add_route("/books/count", BookCountResource())
app.add_route("/books/decade/{decade:int}", DecadeResource())
