import html

import tornado.web

PAGE = """<!doctype html>
<html><body>
<form action="/search"><input name="q" value="{query}"><button>Go</button></form>
<p>{summary}</p>
</body></html>"""


class SearchHandler(tornado.web.RequestHandler):
    def get(self):
        raw = self.get_argument("q", "")
        query = html.escape(raw, quote=False)
        summary = "Type a few words to search the archive." if not raw else "No matching articles."
        self.write(PAGE.format(query=query, summary=summary))


def make_app():
    return tornado.web.Application([(r"/search", SearchHandler)])
