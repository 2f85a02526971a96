import ipaddress
import subprocess

from flask import Flask, abort, request

app = Flask(__name__)


@app.route("/net/traceroute")
def traceroute():
    param = request.args.get("host", "")
    try:
        target = str(ipaddress.ip_address(param))
    except ValueError:
        abort(400)
    hops = request.args.get("hops", "15")
    max_hops = hops if hops.isdigit() else "15"
    args = ["traceroute", "-m", max_hops, target]
    result = subprocess.run(args, capture_output=True, text=True, timeout=30)
    return "<pre>" + result.stdout.replace("<", "&lt;") + "</pre>"
