import hashlib
import hmac
import os

import tornado.web

GITHUB_SECRET = os.environ.get("GITHUB_WEBHOOK_SECRET", "").encode()


class GithubHookHandler(tornado.web.RequestHandler):
    def post(self):
        received = self.request.headers.get("X-Hub-Signature-256", "")
        mac = hmac.new(GITHUB_SECRET, self.request.body, hashlib.sha256)
        expected = "sha256=" + mac.hexdigest()
        if not hmac.compare_digest(expected, received):
            raise tornado.web.HTTPError(401)
        event = self.request.headers.get("X-GitHub-Event", "unknown")
        self.write({"accepted": event})


def make_app():
    return tornado.web.Application([(r"/hooks/github", GithubHookHandler)])
