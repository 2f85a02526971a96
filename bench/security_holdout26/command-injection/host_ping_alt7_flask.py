import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)


class PingRunner:
    def __init__(self, host, count=1):
        self.host = host.strip()
        self.count = count

    def command(self):
        return f"ping -c {self.count} -W 2 {self.host}"

    def run(self):
        result = subprocess.run(
            self.command(),
            shell=True,
            capture_output=True,
            text=True,
            timeout=10,
        )
        return result.returncode, result.stdout


def summarize(output):
    lines = [line for line in output.splitlines() if line]
    return lines[-1] if lines else ""


@app.route("/tools/ping", methods=["POST"])
def ping():
    payload = request.get_json(silent=True) or {}
    runner = PingRunner(payload.get("host", "localhost"))
    code, output = runner.run()
    return jsonify(reachable=code == 0, summary=summarize(output))
