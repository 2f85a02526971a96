import re
import subprocess

import tornado.web

REPO_DIR = "/srv/git/app.git"
SHA_RE = re.compile(r"[0-9a-f]{7,40}")


class CommitStatHandler(tornado.web.RequestHandler):
    def get(self, sha):
        if not SHA_RE.fullmatch(sha):
            raise tornado.web.HTTPError(400)
        output = subprocess.check_output(
            ["git", "--git-dir", REPO_DIR, "show", "--stat", "--format=%H %s", sha], text=True
        )
        self.write({"commit": sha, "stat": output.splitlines()})


def make_app():
    return tornado.web.Application([(r"/commits/([^/]+)/stat", CommitStatHandler)])
