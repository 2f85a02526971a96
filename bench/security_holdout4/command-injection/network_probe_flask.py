import subprocess

from flask import Flask, abort, jsonify, request

app = Flask(__name__)


def run_probe(host, count):
    cmd = "ping -c %d -W 2 %s" % (count, host)
    return subprocess.check_output(cmd, shell=True, stderr=subprocess.STDOUT, timeout=30)


@app.route("/ops/netcheck", methods=["POST"])
def netcheck():
    payload = request.get_json(force=True) or {}
    host = payload.get("host")
    if not host:
        abort(400, "host is required")
    count = min(int(payload.get("count", 3)), 10)
    try:
        output = run_probe(host, count)
    except subprocess.CalledProcessError as exc:
        return jsonify({"reachable": False, "output": exc.output.decode()}), 200
    return jsonify({"reachable": True, "output": output.decode()})


if __name__ == "__main__":
    app.run(port=5005)
