import re
import subprocess

from flask import Flask, abort, jsonify, request

app = Flask(__name__)

HOSTNAME_RE = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*")


class LookupRunner:
    def __init__(self, host):
        host = host.strip()
        if not HOSTNAME_RE.fullmatch(host):
            raise ValueError("bad host name")
        self.host = host

    def argv(self):
        return ["nslookup", self.host]

    def run(self):
        result = subprocess.run(self.argv(), capture_output=True, text=True, timeout=10)
        return result.returncode, result.stdout


def addresses(output):
    return [line.split(":", 1)[1].strip() for line in output.splitlines() if line.startswith("Address:")]


@app.route("/tools/lookup", methods=["POST"])
def lookup():
    payload = request.get_json(silent=True) or {}
    try:
        runner = LookupRunner(payload.get("host", "localhost"))
    except ValueError:
        abort(400)
    code, output = runner.run()
    return jsonify(found=code == 0, addresses=addresses(output))
