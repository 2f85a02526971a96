import tornado.ioloop
import tornado.web
from lxml import etree

LIBRARY = etree.parse("data/library.xml")
FIND_BOOKS = etree.XPath("//book[contains(author, $author) and @lang=$lang]")


class BookSearchHandler(tornado.web.RequestHandler):
    def get(self):
        author = self.get_query_argument("author", "")
        lang = self.get_query_argument("lang", "en")
        books = FIND_BOOKS(LIBRARY, author=author, lang=lang)
        self.write({
            "results": [
                {"title": b.findtext("title"), "author": b.findtext("author")}
                for b in books
            ]
        })


def make_app():
    return tornado.web.Application([(r"/books/search", BookSearchHandler)])


if __name__ == "__main__":
    make_app().listen(8000)
    tornado.ioloop.IOLoop.current().start()
