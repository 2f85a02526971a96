import subprocess

from flask import Blueprint, jsonify, request

netops = Blueprint("netops", __name__)


class Pinger:
    def __init__(self, count=3, timeout=5):
        self.count = count
        self.timeout = timeout

    def build(self, target):
        return "ping -c {} -W {} {}".format(self.count, self.timeout, target)

    def run(self, target):
        cmd = self.build(target)
        result = subprocess.run(cmd, shell=True, capture_output=True, text=True)
        return result.returncode, result.stdout


@netops.post("/diagnostics/ping")
def ping():
    data = request.get_json(silent=True) or {}
    host = data.get("host") or request.form.get("host", "localhost")
    code, output = Pinger(count=int(data.get("count", 3))).run(host.strip())
    return jsonify({"reachable": code == 0, "output": output})
