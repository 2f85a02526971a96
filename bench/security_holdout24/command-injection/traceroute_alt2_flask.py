import re
import subprocess
from dataclasses import dataclass
from functools import wraps

from flask import Flask, abort, jsonify, request

app = Flask(__name__)
HOST_RE = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*")


@dataclass
class TraceJob:
    host: str
    max_hops: int = 15

    def argv(self) -> list[str]:
        return ["traceroute", "-m", str(self.max_hops), self.host]


def json_job(view):
    @wraps(view)
    def wrapper():
        body = request.get_json(force=True)
        if not HOST_RE.fullmatch(host := str(body.get("host", ""))):
            abort(400)
        hops = min(max(int(body.get("max_hops", 15)), 1), 30)
        return view(TraceJob(host=host, max_hops=hops))
    return wrapper


@app.post("/tools/traceroute")
@json_job
def traceroute(job: TraceJob):
    proc = subprocess.run(job.argv(), capture_output=True, text=True, timeout=60)
    return jsonify(rc=proc.returncode, output=proc.stdout)
