import os
import tornado.web

LOG_ROOT = os.path.realpath("/var/log/myapp")


def contained(path):
    return os.path.commonpath([LOG_ROOT, path]) == LOG_ROOT


class LogViewHandler(tornado.web.RequestHandler):
    def get(self):
        name = self.get_argument("name")
        full = os.path.realpath(os.path.join(LOG_ROOT, name))
        if not contained(full):
            raise tornado.web.HTTPError(403)
        self.set_header("Content-Type", "text/plain")
        with open(full) as fh:
            self.write(fh.read())
