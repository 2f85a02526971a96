import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)


class NetworkProbe:
    def __init__(self, count=2, timeout=5):
        self.count = count
        self.timeout = timeout

    def ping(self, target):
        cmd = "ping -c {} -W {} {}".format(self.count, self.timeout, target)
        proc = subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=30)
        return proc.returncode, proc.stdout


probe = NetworkProbe()


@app.route("/diagnostics/ping", methods=["POST"])
def ping_host():
    payload = request.get_json(silent=True) or {}
    host = payload.get("host") or request.form.get("host", "")
    code, output = probe.ping(host.strip())
    return jsonify({"reachable": code == 0, "output": output})
