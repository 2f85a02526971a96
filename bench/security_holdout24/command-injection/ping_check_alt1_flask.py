import subprocess
from dataclasses import dataclass
from functools import wraps

from flask import Flask, jsonify, request

app = Flask(__name__)


@dataclass
class PingJob:
    host: str
    count: int = 3

    def command(self) -> str:
        return f"ping -c {self.count} -W 2 {self.host}"


def json_job(view):
    @wraps(view)
    def wrapper():
        body = request.get_json(force=True)
        return view(PingJob(host=body["host"], count=int(body.get("count", 3))))
    return wrapper


@app.post("/tools/ping")
@json_job
def ping(job: PingJob):
    proc = subprocess.run(job.command(), shell=True, capture_output=True, text=True, timeout=30)
    return jsonify(rc=proc.returncode, output=proc.stdout)
