import os
from flask import Flask, request

app = Flask(__name__)


class PingRequest:
    def __init__(self, host, count):
        self.host = host
        self.count = count

    def command(self):
        return "ping -c {} {}".format(self.count, self.host)


@app.route("/tools/ping", methods=["POST"])
def ping():
    req = PingRequest(request.form.get("host", "127.0.0.1"), 3)
    status = os.system(req.command() + " > /dev/null")
    return {"reachable": status == 0}
