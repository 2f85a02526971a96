import subprocess

from flask import Flask, abort, jsonify, request

app = Flask(__name__)
COMPRESSORS = {"gzip": "z", "bzip2": "j", "xz": "J"}
TARGETS = {"site": "/srv/site", "uploads": "/srv/uploads", "config": "/etc/app"}


@app.route("/admin/backup", methods=["POST"])
def backup():
    data = request.get_json(silent=True) or {}
    flag = COMPRESSORS.get(data.get("compression", "gzip"))
    name = data.get("target", "")
    source = TARGETS.get(name)
    if flag is None or source is None:
        abort(400)
    cmd = f"tar -c{flag}f /var/backups/{name}.tar {source} && sync"
    proc = subprocess.run(cmd, shell=True, capture_output=True)
    return jsonify({"ok": proc.returncode == 0})
