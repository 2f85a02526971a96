import json
import logging
import os
import re
import subprocess

import tornado.ioloop
import tornado.web

log = logging.getLogger("gitinfo")

REPO_DIR = os.environ.get("REPO_DIR", "/srv/app")
REF_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._/-]{0,99}$")


def git(*args):
    return subprocess.run(
        ["git", "-C", REPO_DIR, *args],
        capture_output=True,
        text=True,
        timeout=15,
        check=False,
    )


class BaseHandler(tornado.web.RequestHandler):
    def write_json(self, payload, status=200):
        self.set_status(status)
        self.set_header("Content-Type", "application/json")
        self.finish(json.dumps(payload))


class VersionHandler(BaseHandler):
    def get(self):
        res = git("describe", "--tags", "--always")
        self.write_json({"version": res.stdout.strip()})


class LogHandler(BaseHandler):
    def get(self):
        ref = self.get_argument("ref", "HEAD")
        if not REF_RE.match(ref):
            self.write_json({"error": "bad ref"}, 400)
            return
        try:
            limit = min(int(self.get_argument("limit", "20")), 200)
        except ValueError:
            limit = 20
        res = subprocess.run(["git", "-C", REPO_DIR, "log", "--oneline", f"-n{limit}", ref, "--"], capture_output=True, text=True, timeout=15)
        if res.returncode != 0:
            log.warning("git log failed for %s", ref)
            self.write_json({"error": "unknown ref"}, 404)
            return
        self.write_json({"commits": res.stdout.splitlines()})


def make_app():
    return tornado.web.Application([
        (r"/version", VersionHandler),
        (r"/log", LogHandler),
    ])


if __name__ == "__main__":
    make_app().listen(int(os.environ.get("PORT", "8888")))
    tornado.ioloop.IOLoop.current().start()
