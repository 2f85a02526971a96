import base64
import hashlib
import hmac
import os
import pickle

import falcon

SHARED_KEY = os.environ["WORKER_SHARED_KEY"].encode()
RESULTS = {}


def _verify(body, signature):
    expected = hmac.new(SHARED_KEY, body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, signature)


class HealthResource:
    def on_get(self, req, resp):
        resp.media = {"ok": True}


class ResultResource:
    def on_post(self, req, resp, task_id):
        body = req.bounded_stream.read()
        signature = req.get_header("X-Worker-Signature", default="")
        if not _verify(body, signature):
            raise falcon.HTTPForbidden(title="bad signature")
        result = pickle.loads(base64.b64decode(body))
        RESULTS[task_id] = {"status": result.get("status"), "rows": len(result.get("rows", []))}
        resp.status = falcon.HTTP_204

    def on_get(self, req, resp, task_id):
        if task_id not in RESULTS:
            raise falcon.HTTPNotFound()
        resp.media = RESULTS[task_id]


class SummaryResource:
    def on_get(self, req, resp):
        done = sum(1 for r in RESULTS.values() if r["status"] == "done")
        resp.media = {"total": len(RESULTS), "done": done}


app = falcon.App()
app.add_route("/health", HealthResource())
app.add_route("/results/{task_id}", ResultResource())
app.add_route("/results", SummaryResource())
