import hashlib
import hmac
import os
import pickle
from dataclasses import dataclass, field

from flask import Flask, abort, jsonify, request

app = Flask(__name__)
SIGNING_KEY = os.environ["TASK_SIGNING_KEY"].encode()
REPORTS = {"sales", "inventory", "customers"}
RESULTS = {}


@dataclass
class ExportTask:
    report: str
    fmt: str = "csv"
    filters: dict = field(default_factory=dict)


class SignedEnvelope:
    digest = hashlib.sha256

    def __init__(self, key: bytes):
        self.key = key

    def seal(self, obj) -> bytes:
        body = pickle.dumps(obj, protocol=pickle.HIGHEST_PROTOCOL)
        return self._mac(body) + b"." + body

    def open(self, blob: bytes):
        mac, sep, body = blob.partition(b".")
        if not sep or not hmac.compare_digest(mac, self._mac(body)):
            raise PermissionError("bad signature")
        return pickle.loads(body)

    def _mac(self, body: bytes) -> bytes:
        return hmac.new(self.key, body, self.digest).hexdigest().encode()


envelope = SignedEnvelope(SIGNING_KEY)


@app.post("/exports")
def schedule_export():
    data = request.get_json(silent=True) or {}
    if data.get("report") not in REPORTS:
        abort(400)
    task = ExportTask(report=data["report"], fmt="xlsx" if data.get("fmt") == "xlsx" else "csv")
    return app.response_class(envelope.seal(task), mimetype="application/octet-stream", status=202)


@app.post("/exports/run")
def run_export():
    try:
        task = envelope.open(request.get_data())
    except PermissionError:
        abort(403)
    RESULTS[task.report] = f"/downloads/{task.report}.{task.fmt}"
    return jsonify({"report": task.report, "url": RESULTS[task.report]})


@app.get("/exports/results")
def results():
    return jsonify(RESULTS)
