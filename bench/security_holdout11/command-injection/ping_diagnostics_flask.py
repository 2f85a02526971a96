import subprocess

from flask import Flask, request

app = Flask(__name__)

DEFAULTS = {"count": "3", "host": "127.0.0.1"}


def build_ping(opts):
    return "ping -c {count} {host}".format(**opts)


@app.route("/diag/ping", methods=["POST"])
def ping():
    opts = dict(DEFAULTS)
    host = request.form.get("host")
    if host:
        opts["host"] = host.strip()
    cmd = build_ping(opts)
    result = subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=15)
    return "<pre>{}</pre>".format(result.stdout.replace("<", "&lt;"))
