import subprocess

from flask import Flask, request

app = Flask(__name__)

PING_COUNT = 3


def build_command(host, count):
    return "ping -c {} {}".format(count, host)


@app.route("/diagnostics/ping", methods=["POST"])
def ping_host():
    target = request.form.get("host", "127.0.0.1")
    cmd = build_command(target, PING_COUNT)
    try:
        output = subprocess.check_output(cmd, shell=True, timeout=10)
    except subprocess.CalledProcessError as exc:
        output = exc.output
    return output.decode(errors="replace"), 200, {"Content-Type": "text/plain"}
