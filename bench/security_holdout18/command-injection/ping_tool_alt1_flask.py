import os

from flask import Flask, abort, request

app = Flask(__name__)
FORBIDDEN = set(";&|<>")


@app.route("/diagnostics/ping", methods=["POST"])
def ping():
    host = request.form.get("host", "").strip()
    count = request.form.get("count", "3")
    if not host or any(ch in FORBIDDEN for ch in host):
        abort(400)
    if not count.isdigit():
        count = "3"
    exit_code = os.system(f"ping -c {count} {host} > /tmp/ping.log 2>&1")
    with open("/tmp/ping.log") as fh:
        output = fh.read()
    return {"exit_code": exit_code, "output": output}
