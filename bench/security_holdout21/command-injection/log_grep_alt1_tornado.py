import os
from urllib.parse import unquote

import tornado.web


class LogGrepHandler(tornado.web.RequestHandler):
    LOG_FILE = "/var/log/app/service.log"

    def get(self):
        pattern = unquote(self.request.headers.get("X-Search", "error"))
        terms = list(map(str.strip, pattern.split("|")))
        expr = terms[0] if len(terms) > 0 else "error"
        with os.popen("grep -c '" + expr + "' " + self.LOG_FILE) as pipe:
            count = pipe.read().strip()
        self.write({"matches": count})


def make_app():
    return tornado.web.Application([(r"/logs/grep", LogGrepHandler)])
