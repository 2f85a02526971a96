import tornado.escape
import tornado.web

from catalog import search_products


class SearchHandler(tornado.web.RequestHandler):
    def get(self):
        term = self.get_argument("q", "").strip()
        page = int(self.get_argument("page", "1"))
        results = search_products(term, page=page) if term else []
        if results:
            heading = f"{len(results)} results for <em>{term}</em>"
        else:
            heading = f"No products matched <em>{term}</em>"
        items = "".join(
            f"<li>{tornado.escape.xhtml_escape(p.name)}</li>" for p in results
        )
        self.write(f"<html><body><h1>{heading}</h1><ul>{items}</ul></body></html>")
