import os

import tornado.web

REPO_DIR = "/srv/git/app.git"


class BranchLogHandler(tornado.web.RequestHandler):
    def get(self, branch):
        limit = self.get_argument("limit", "20")
        cmd = "git --git-dir={} log --oneline -n {} {}".format(REPO_DIR, limit, branch)
        with os.popen(cmd) as pipe:
            lines = pipe.read().splitlines()
        self.write({"branch": branch, "commits": lines})


def make_app():
    return tornado.web.Application([(r"/branches/([^/]+)/log", BranchLogHandler)])
