import os
from flask import Flask, request

app = Flask(__name__)


class Diagnostics:
    def __init__(self, count=3):
        self.count = count

    def ping(self, target):
        cmd = "ping -c {} {} > /tmp/ping.log".format(self.count, target)
        return os.system(cmd)


@app.route("/diag/ping", methods=["POST"])
def ping():
    target = request.form.get("host", "127.0.0.1")
    rc = Diagnostics().ping(target)
    with open("/tmp/ping.log") as fh:
        return {"rc": rc, "output": fh.read()}
