import tornado.web
from lxml import etree

BOOKS = etree.parse("/srv/data/books.xml")


class BookSearchHandler(tornado.web.RequestHandler):
    def get(self):
        author = self.get_argument("author", "")
        year = self.get_argument("year", None)
        predicate = "author='%s'" % author
        if year:
            predicate += " and @year='%s'" % year
        finder = etree.XPath("//book[" + predicate + "]/title/text()")
        titles = [str(t) for t in finder(BOOKS)]
        self.write({"titles": titles})


def make_app():
    return tornado.web.Application([(r"/books", BookSearchHandler)])
