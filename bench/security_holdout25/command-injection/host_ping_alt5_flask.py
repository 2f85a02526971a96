import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)


def ping_command(host, count):
    return f"ping -c {count} -W 2 {host}"


def run(cmd):
    proc = subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=15)
    return proc.returncode, proc.stdout


@app.route("/diagnostics/ping", methods=["POST"])
def ping():
    data = request.get_json(force=True)
    host = data.get("host", "").strip()
    count = int(data.get("count", 3))
    code, output = run(ping_command(host, min(count, 5)))
    return jsonify({"ok": code == 0, "output": output})
