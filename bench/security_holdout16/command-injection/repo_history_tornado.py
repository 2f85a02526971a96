import shlex
import subprocess

import tornado.web

REPO_ROOT = "/srv/git/website"


class HistoryHandler(tornado.web.RequestHandler):
    def get(self):
        path = self.get_argument("path", ".")
        try:
            limit = max(1, min(int(self.get_argument("limit", "20")), 200))
        except ValueError:
            raise tornado.web.HTTPError(400)
        quoted = shlex.quote(path)
        cmd = "git -C {root} log --oneline -n {n} -- {p}".format(root=REPO_ROOT, n=limit, p=quoted)
        out = subprocess.check_output(cmd, shell=True, text=True)
        self.write({"commits": out.splitlines()})


def make_app():
    return tornado.web.Application([(r"/history", HistoryHandler)])
