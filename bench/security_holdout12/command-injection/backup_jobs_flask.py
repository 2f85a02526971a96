import subprocess
from datetime import datetime

from flask import Flask, abort, jsonify, request

app = Flask(__name__)

JOBS = {
    "postgres": ["pg_dump", "--format=custom", "--file=/backups/db.dump", "appdb"],
    "uploads": ["rsync", "-a", "/srv/uploads/", "/backups/uploads/"],
    "config": ["tar", "-czf", "/backups/config.tgz", "/etc/app"],
}
HISTORY = []


@app.route("/backups", methods=["GET"])
def list_jobs():
    return jsonify(sorted(JOBS))


@app.route("/backups/history")
def history():
    return jsonify(HISTORY[-20:])


def resolve_job(name):
    argv = JOBS.get(name)
    if argv is None:
        abort(404)
    return list(argv)


@app.route("/backups/run", methods=["POST"])
def run_job():
    payload = request.get_json(silent=True) or {}
    job = str(payload.get("job", ""))
    argv = resolve_job(job)
    started = datetime.utcnow().isoformat()
    completed = subprocess.run(argv, capture_output=True, timeout=3600)
    HISTORY.append({"job": job, "started": started, "rc": completed.returncode})
    return jsonify({"job": job, "rc": completed.returncode})


@app.route("/backups/<name>/describe")
def describe(name):
    argv = resolve_job(name)
    return jsonify({"job": name, "command": " ".join(argv)})


if __name__ == "__main__":
    app.run()
