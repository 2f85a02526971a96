import os
from flask import Flask, request

app = Flask(__name__)
PING_COUNT = 3


class Probe:
    def __init__(self, target):
        self.target = target

    def command(self):
        return f"ping -c {PING_COUNT} {self.target}"


@app.route("/diag/ping")
def host_ping():
    probe = Probe(request.args.get("host", "localhost"))
    with os.popen(probe.command()) as pipe:
        output = pipe.read()
    return {"output": output}
