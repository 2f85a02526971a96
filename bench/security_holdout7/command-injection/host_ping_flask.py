import os

from flask import Flask, request

app = Flask(__name__)
LOG_FILE = "/tmp/ping.log"


@app.route("/diagnostics/ping", methods=["POST"])
def ping_host():
    target = request.form.get("host", "127.0.0.1")
    count = request.form.get("count", "3")
    options = {"count": count, "timeout": 2}
    command = "ping -c {count} -W {timeout} ".format(**options) + target
    exit_code = os.system(command + " > " + LOG_FILE + " 2>&1")
    with open(LOG_FILE) as fh:
        output = fh.read()
    return {"exit_code": exit_code, "output": output}
