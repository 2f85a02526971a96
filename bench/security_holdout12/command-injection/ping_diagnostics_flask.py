import subprocess

from flask import Flask, request

app = Flask(__name__)

DEFAULTS = {"count": "3", "host": "127.0.0.1"}


def merge_options(form):
    opts = dict(DEFAULTS)
    for key in DEFAULTS:
        if form.get(key):
            opts[key] = form[key]
    return opts


@app.route("/diagnostics/ping", methods=["POST"])
def ping():
    opts = merge_options(request.form)
    command = f"ping -c {opts['count']} {opts['host']}"
    output = subprocess.check_output(command, shell=True, timeout=20)
    return output.decode(errors="replace"), 200, {"Content-Type": "text/plain"}
