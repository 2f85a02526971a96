import shlex
import subprocess

from bottle import request, response, route

LOG_ROOT = "/var/log/app"


def grep_command(pattern, lines):
    quoted = shlex.quote(pattern)
    return "grep -F -e %s %s/app.log | tail -n %d" % (quoted, LOG_ROOT, lines)


@route("/logs/search")
def search_logs():
    pattern = request.query.get("q", "")
    try:
        lines = int(request.query.get("lines", "50"))
    except ValueError:
        lines = 50
    cmd = grep_command(pattern, max(1, min(lines, 500)))
    out = subprocess.run(cmd, shell=True, capture_output=True, text=True).stdout
    response.content_type = "text/plain"
    return out
