import os
from flask import Flask, request, jsonify

app = Flask(__name__)
PING_COUNT = 3


@app.route("/diag/ping")
def host_ping():
    target = request.args.get("host", "127.0.0.1")
    host = target.split("#")[0].strip()
    status = os.system("ping -c %d %s > /dev/null" % (PING_COUNT, host))
    return jsonify({"host": host, "reachable": status == 0})
