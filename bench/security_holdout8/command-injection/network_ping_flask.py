import os

from flask import Flask, jsonify, request

app = Flask(__name__)
RESULT_FILE = "/tmp/ping_result.txt"


@app.route("/tools/ping", methods=["POST"])
def ping_host():
    host = request.form.get("host", "127.0.0.1")
    count = request.form.get("count", "3")
    if not count.isdigit():
        count = "3"
    cmd = "ping -c " + count + " " + host + " > " + RESULT_FILE
    exit_code = os.system(cmd)
    with open(RESULT_FILE) as fh:
        output = fh.read()
    return jsonify({"exit_code": exit_code, "output": output})
