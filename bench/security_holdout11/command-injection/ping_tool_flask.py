import subprocess

from flask import Flask, request

app = Flask(__name__)


def build_ping(host, count):
    return "ping -c {} {}".format(count, host)


@app.route("/diag/ping", methods=["POST"])
def ping():
    target = request.form.get("target", "127.0.0.1")
    count = request.form.get("count", "3")
    cmd = build_ping(target, count)
    result = subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=20)
    return {"rc": result.returncode, "output": result.stdout}
