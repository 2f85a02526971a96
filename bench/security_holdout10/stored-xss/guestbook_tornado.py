import datetime
import logging

import tornado.ioloop
import tornado.web

log = logging.getLogger("guestbook")

MAX_ENTRIES = 200


class Entry:
    def __init__(self, author, message):
        self.author = author
        self.message = message
        self.created = datetime.datetime.utcnow()


class GuestbookStore:
    def __init__(self):
        self.entries = []

    def add(self, author, message):
        self.entries.insert(0, Entry(author, message))
        del self.entries[MAX_ENTRIES:]

    def latest(self, n=50):
        return self.entries[:n]


class BaseHandler(tornado.web.RequestHandler):
    @property
    def store(self):
        return self.application.settings["store"]


class GuestbookHandler(BaseHandler):
    def get(self):
        self.write("<html><body><h1>Guestbook</h1>")
        self.write('<form method="post"><input name="author"><textarea name="message"></textarea>')
        self.write("<button>Sign</button></form><ul>")
        for entry in self.store.latest():
            stamp = entry.created.strftime("%Y-%m-%d %H:%M")
            self.write("<li><em>%s</em> (%s): %s</li>" % (entry.author, stamp, entry.message))
        self.write("</ul></body></html>")

    def post(self):
        author = self.get_body_argument("author", "anonymous")[:40]
        message = self.get_body_argument("message", "")[:2000]
        if message.strip():
            self.store.add(author, message)
            log.info("new guestbook entry from %s", author)
        self.redirect("/")


class StatsHandler(BaseHandler):
    def get(self):
        self.write({"entries": len(self.store.entries)})


def make_app():
    return tornado.web.Application(
        [(r"/", GuestbookHandler), (r"/stats", StatsHandler)],
        store=GuestbookStore(),
    )


if __name__ == "__main__":
    make_app().listen(8888)
    tornado.ioloop.IOLoop.current().start()
