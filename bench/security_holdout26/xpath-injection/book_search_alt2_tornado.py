import asyncio

import tornado.web
from lxml import etree

SEARCHES = {
    "author": lambda term: f"//book[author='{term}']/title/text()",
    "title": lambda term: f"//book[contains(title, '{term}')]/title/text()",
    "isbn": lambda term: f"//book[@isbn='{term}']/title/text()",
}


class BookSearchHandler(tornado.web.RequestHandler):
    def initialize(self, library):
        self.library = library

    def get(self):
        mode = self.get_argument("by", "title")
        term = self.get_argument("q")
        builder = SEARCHES.get(mode)
        if builder is None:
            raise tornado.web.HTTPError(400, "unknown search mode")
        titles = self.library.xpath(builder(term))
        self.write({"mode": mode, "titles": [str(t) for t in titles]})


def make_app():
    library = etree.parse("data/library.xml")
    return tornado.web.Application([
        (r"/books/search", BookSearchHandler, dict(library=library)),
    ])


async def main():
    app = make_app()
    app.listen(8888)
    await asyncio.Event().wait()


if __name__ == "__main__":
    asyncio.run(main())
