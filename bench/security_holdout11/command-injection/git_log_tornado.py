import re
import subprocess

import tornado.web

REPO_DIR = "/srv/repos/site"
BRANCH_RE = re.compile(r"^[A-Za-z0-9._/-]{1,100}$")


class GitLogHandler(tornado.web.RequestHandler):
    def get(self):
        branch = self.get_argument("branch", "main")
        if not BRANCH_RE.fullmatch(branch) or branch.startswith("-") or ".." in branch:
            raise tornado.web.HTTPError(400)
        count = self.get_argument("n", "20")
        n = str(min(int(count), 200)) if count.isdigit() else "20"
        output = subprocess.check_output(
            ["git", "-C", REPO_DIR, "log", "--oneline", "-n", n, branch, "--"],
            text=True,
        )
        self.write({"commits": output.splitlines()})


def make_app():
    return tornado.web.Application([(r"/git/log", GitLogHandler)])
