import json
import logging
import os

import tornado.ioloop
import tornado.web

log = logging.getLogger("repo-browser")

REPO_ROOT = os.environ.get("REPO_ROOT", "/srv/git/platform.git")
MAX_ENTRIES = 30


class BaseHandler(tornado.web.RequestHandler):
    def write_json(self, payload, status=200):
        self.set_status(status)
        self.set_header("Content-Type", "application/json")
        self.finish(json.dumps(payload))

    def write_error(self, status_code, **kwargs):
        self.write_json({"error": self._reason}, status=status_code)


class HealthHandler(BaseHandler):
    def get(self):
        self.write_json({"repo": REPO_ROOT, "exists": os.path.isdir(REPO_ROOT)})


class CommitLogHandler(BaseHandler):
    def get(self):
        ref = self.get_argument("ref", "main")
        limit = min(int(self.get_argument("limit", "10")), MAX_ENTRIES)
        log.info("commit log requested ref=%s limit=%d", ref, limit)
        output = os.popen(f"git --git-dir={REPO_ROOT} log --format='%H|%an|%s' -n {limit} {ref}").read()
        if not output:
            raise tornado.web.HTTPError(404, reason="no commits for that ref")
        commits = []
        for line in output.splitlines():
            sha, author, subject = line.split("|", 2)
            commits.append({"sha": sha, "author": author, "subject": subject})
        self.write_json({"ref": ref, "commits": commits})


def make_app():
    return tornado.web.Application(
        [
            (r"/health", HealthHandler),
            (r"/log", CommitLogHandler),
        ],
        debug=os.environ.get("DEBUG") == "1",
    )


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    make_app().listen(int(os.environ.get("PORT", "8888")))
    tornado.ioloop.IOLoop.current().start()
