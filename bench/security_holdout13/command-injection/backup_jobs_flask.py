import datetime
import subprocess
from dataclasses import dataclass, field

from flask import Flask, abort, jsonify, request

app = Flask(__name__)


@dataclass
class BackupJob:
    name: str
    argv: list = field(default_factory=list)
    timeout: int = 600


JOBS = {
    "postgres": BackupJob("postgres", ["pg_dump", "--format=custom", "--file=/backups/app.dump", "app"]),
    "media": BackupJob("media", ["rsync", "-a", "/srv/media/", "/backups/media/"]),
    "redis": BackupJob("redis", ["redis-cli", "--rdb", "/backups/dump.rdb"], timeout=120),
}
HISTORY = []


class JobRunner:
    def __init__(self, registry):
        self.registry = registry

    def lookup(self, name):
        return self.registry.get(name)

    def run(self, job):
        started = datetime.datetime.utcnow()
        proc = subprocess.run(job.argv, capture_output=True, text=True, timeout=job.timeout)
        HISTORY.append({"job": job.name, "started": started.isoformat(), "rc": proc.returncode})
        return proc


runner = JobRunner(JOBS)


@app.get("/backups")
def list_jobs():
    return jsonify(sorted(JOBS))


@app.get("/backups/history")
def history():
    return jsonify(HISTORY[-20:])


@app.post("/backups/run")
def run_backup():
    requested = (request.get_json(silent=True) or {}).get("job", "")
    job = runner.lookup(requested)
    if job is None:
        abort(404, description="unknown backup job")
    proc = runner.run(job)
    return jsonify({"job": job.name, "rc": proc.returncode, "stderr": proc.stderr[-2000:]})
