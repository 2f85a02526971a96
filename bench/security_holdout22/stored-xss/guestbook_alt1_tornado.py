import sqlite3
import tornado.web
from tornado.escape import xhtml_escape

DB = "guestbook.db"


def load_entries(limit):
    conn = sqlite3.connect(DB)
    try:
        return conn.execute("SELECT name, message FROM entries ORDER BY id DESC LIMIT ?", (limit,)).fetchall()
    finally:
        conn.close()


class GuestbookHandler(tornado.web.RequestHandler):
    def get(self):
        parts = []
        for name, message in load_entries(25):
            parts.append("<li><b>%s</b>: %s</li>" % (xhtml_escape(name), xhtml_escape(message)))
        self.write("<ul>%s</ul>" % "".join(parts))
