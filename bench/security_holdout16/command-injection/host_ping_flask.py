import os
import shlex

from flask import Flask, jsonify, request

app = Flask(__name__)
TEMPLATE = "ping -c {count} -W 2 {host} > /tmp/ping_{job}.log 2>&1"


def build_args(form):
    return {
        "count": shlex.quote(form.get("count", "3")),
        "host": form.get("host", "127.0.0.1").strip(),
        "job": os.getpid(),
    }


@app.route("/diagnostics/ping", methods=["POST"])
def ping():
    args = build_args(request.form)
    command = TEMPLATE.format(**args)
    status = os.system(command)
    return jsonify({"exit": status >> 8})
