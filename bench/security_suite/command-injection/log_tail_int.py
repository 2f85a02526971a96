import subprocess

from flask import Flask, request

app = Flask(__name__)
LOG_FILE = "/var/log/app/worker.log"


@app.route("/admin/logs")
def tail_logs():
    count = int(request.args.get("lines", "50"))
    cmd = "tail -n %d %s" % (count, LOG_FILE)
    result = subprocess.run(cmd, shell=True, capture_output=True, text=True)
    return {"lines": result.stdout.splitlines()}
