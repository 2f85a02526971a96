import shlex
import subprocess
from flask import Flask, request, Response

app = Flask(__name__)
LOG_FILE = "/var/log/app/service.log"


def tail_matching(pattern, lines):
    quoted = shlex.quote(pattern)
    cmd = f"grep -F -e {quoted} {LOG_FILE} | tail -n {lines}"
    return subprocess.check_output(cmd, shell=True, text=True)


@app.route("/admin/logs")
def logs():
    pattern = request.args.get("pattern", "ERROR")
    try:
        lines = int(request.args.get("lines", "100"))
    except ValueError:
        lines = 100
    output = tail_matching(pattern, min(max(lines, 1), 1000))
    return Response(output, mimetype="text/plain")
